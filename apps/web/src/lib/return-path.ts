/** Where the shop looks for the page to come back to after signing in (`/login?next=/product/3`). */
export const RETURN_PARAM = 'next';

/** Sent along to /login by a guest's "Tambah ke Keranjang" or "Beli Sekarang": the page says why it asks. */
export type SignInHandoff = { signInToBuy: true };

const ORIGIN = 'https://shop.invalid';
const AUTH_PAGES = new Set(['/login', '/register', '/forgot-password']);

/**
 * A page of this shop to go back to, or null. Only a same-site path is taken: another origin, a protocol-relative
 * `//host`, a backslash or control character the browser would read as one, or a scheme like `javascript:` would
 * turn the sign-in page into an open redirect. The sign-in pages themselves are not a place to come back to.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is being refused here
  if (/[\\\u0000-\u001f\u007f]/.test(next) || /%5c/i.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || AUTH_PAGES.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
