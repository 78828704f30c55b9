/**
 * Where Midtrans answers and how the shop reaches it: facts config.ts reads at boot (MIDTRANS_SNAP_URL,
 * MIDTRANS_API_URL) and the payments module's client uses (modules/payments/midtrans.ts).
 */

/** Midtrans' hosts (docs.midtrans.com): Snap for creating transactions, the Core API for their status. */
export const MIDTRANS_HOSTS = {
  sandbox: { snapUrl: 'https://app.sandbox.midtrans.com/snap/v1', apiUrl: 'https://api.sandbox.midtrans.com' },
  production: { snapUrl: 'https://app.midtrans.com/snap/v1', apiUrl: 'https://api.midtrans.com' },
} as const;

/** A URL's origin and path without trailing slashes; null when it has a query, a fragment or credentials. */
function plainUrl(value: string): { origin: string; path: string } | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username) return null;
  return { origin: url.origin, path: url.pathname.replace(/\/+$/, '') };
}

/**
 * `MIDTRANS_SNAP_URL` as Snap's base (`…/snap/v1`): the host (`https://app.sandbox.midtrans.com`), the base itself,
 * or the full "create transaction" endpoint (`…/snap/v1/transactions`, as Midtrans' docs write it). Null for
 * anything else, which could not work.
 */
export function snapBaseUrl(value: string): string | null {
  const url = plainUrl(value);
  if (!url) return null;
  const base = url.path.replace(/\/transactions$/, '');
  if (base === '') return `${url.origin}/snap/v1`;
  return base.endsWith('/snap/v1') ? `${url.origin}${base}` : null;
}

/** `MIDTRANS_API_URL` as the Core API's host (`https://api.sandbox.midtrans.com`); `…/v2` is read as the host. */
export function apiBaseUrl(value: string): string | null {
  const url = plainUrl(value);
  if (!url) return null;
  const base = url.path.replace(/\/v2$/, '');
  return `${url.origin}${base}`;
}

export interface MidtransConfig {
  serverKey: string;
  snapUrl: string;
  apiUrl: string;
  /** How long one call may take; a slower gateway is treated as unavailable (the caller tries again later). */
  timeoutMs?: number;
}
