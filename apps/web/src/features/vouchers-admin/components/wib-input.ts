const WIB_OFFSET_MS = 7 * 3_600_000;

/** A moment as a `datetime-local` field shows it in WIB, whatever the browser's zone: "2026-12-01T00:00". */
export const toWibInput = (iso: string | null): string =>
  iso ? new Date(Date.parse(iso) + WIB_OFFSET_MS).toISOString().slice(0, 16) : '';

/** What the owner typed into a `datetime-local` field, read as WIB: "2026-12-01T00:00" → "2026-12-01T00:00:00+07:00". */
export const fromWibInput = (value: string): string | null =>
  value.trim() === '' ? null : `${value.length === 16 ? `${value}:00` : value}+07:00`;
