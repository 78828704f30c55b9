/** The name a `Content-Disposition` header gives a download, without any folder part; null when it gives none. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/.exec(header)?.[1]?.trim();
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/** How long the blob: URL of a saved file stays valid; the browser has taken the file over long before. */
const REVOKE_AFTER_MS = 60_000;

/** Saves a fetched file under the given name, as a link with `download` would. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
