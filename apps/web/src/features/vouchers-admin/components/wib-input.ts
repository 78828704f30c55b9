import { isoToWibInput, wibInputToIso } from '@boneka/shared/wib';

/** A moment as a `datetime-local` field shows it in WIB, whatever the browser's zone: "2026-12-01T00:00". */
export const toWibInput = (iso: string | null): string => (iso ? isoToWibInput(iso) : '');

/**
 * What the owner typed into a `datetime-local` field, read as WIB ("2026-12-01T00:00" → "2026-11-30T17:00:00.000Z");
 * null for an empty field. A time the clock never reads is sent as typed, for the server to refuse with its reason.
 */
export const fromWibInput = (value: string): string | null =>
  value.trim() === '' ? null : (wibInputToIso(value) ?? value);
