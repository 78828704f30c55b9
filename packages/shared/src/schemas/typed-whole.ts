import { z } from 'zod';
import {
  checkWholeNumber,
  parseTypedCount,
  parseTypedRupiah,
  typedNumberMessage,
  type TypedNumberUnit,
} from '../typed-number.js';

/**
 * The dearest product the shop sells. Far above any doll, and with the order caps it keeps every total well
 * inside what both databases store (decision 010: 1 000 000 000 × 3 once overflowed a 32-bit column).
 */
export const PRODUCT_PRICE_MAX = 100_000_000;
/** The most pieces of one product the shop counts. */
export const PRODUCT_STOCK_MAX = 1_000_000;

/**
 * A required whole number, typed by a person into a form (`145.000`, `Rp 145.000,00`: read the Indonesian way by
 * `parseTypedRupiah`) or sent as a JSON number (whole, so 145.5 is refused). A blank field is missing, never 0;
 * a refusal says what was read.
 */
export const typedWhole = (unit: TypedNumberUnit, missing: string, max: number) =>
  z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      ctx.addIssue({ code: 'custom', message: missing });
      return z.NEVER;
    }
    const result =
      typeof value === 'number'
        ? checkWholeNumber(value, unit, max)
        : typeof value === 'string'
          ? (unit === 'rupiah' ? parseTypedRupiah : parseTypedCount)(value, { max })
          : ({ ok: false, problem: 'not_a_number', read: String(value) } as const);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: typedNumberMessage(result) });
    return z.NEVER;
  });
