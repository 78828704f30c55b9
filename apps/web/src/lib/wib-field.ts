import { isoToWibInput, wibInputToIso } from '@boneka/shared/wib';

/**
 * The owner's `datetime-local` fields (a voucher's start and end, a sale's) all hold WIB whatever the browser's zone;
 * wib.ts converts, and these say what an empty field and a mistyped one mean, once for every such field.
 */

/** A moment as the field shows it in WIB ("2026-12-01T00:00"); an empty field for no moment. */
export const toWibInput = (iso: string | null): string => (iso ? isoToWibInput(iso) : '');

/**
 * What the owner typed, read as WIB ("2026-12-01T00:00" → "2026-11-30T17:00:00.000Z"); null for an empty field. A
 * time the clock never reads is sent as typed, for the server's schema to refuse with its message.
 */
export const fromWibInput = (value: string): string | null =>
  value.trim() === '' ? null : (wibInputToIso(value) ?? value);
