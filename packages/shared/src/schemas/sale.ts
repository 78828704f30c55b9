import { z } from 'zod';
import { PRODUCT_PRICE_MAX, typedWhole } from './typed-whole.js';

/** A sale in force (packages/shared/src/sale.ts `SaleNow`): what a reply says of it. */
export const SaleNowSchema = z.object({
  price: z.number().int(),
  normal_price: z.number().int(),
  percent_off: z.number().int(),
  ends_at: z.string(),
});

/** An ISO time with its zone (the form sends UTC, converted from the WIB the owner typed). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
/** Date.parse rolls 30 February over into March: the day must exist in its month. */
function realDay(v: string): boolean {
  const [y, m, d] = v.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}
const blankIsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const saleTime = (what: string) =>
  z.preprocess(
    blankIsNull,
    z
      .string({ error: `${what} harus berupa waktu` })
      .trim()
      .refine((v) => ISO_TIME.test(v) && realDay(v) && !Number.isNaN(Date.parse(v)), {
        message: `${what} bukan waktu yang benar`,
      })
      .transform((v) => new Date(Date.parse(v)).toISOString())
      .nullish(),
  );

/**
 * A variant's sale in the owner's form (decision 046): the sale price typed the Indonesian way, its start (left
 * out: from when saved) and its end, which every sale has. All three blank: no sale.
 */
export const saleFields = {
  sale_price: z.preprocess(blankIsNull, typedWhole('rupiah', 'Harga diskon wajib diisi', PRODUCT_PRICE_MAX).nullish()),
  sale_starts_at: saleTime('Mulai diskon'),
  sale_ends_at: saleTime('Akhir diskon'),
};

interface SaleInput {
  price: number;
  sale_price?: number | null;
  sale_starts_at?: string | null;
  sale_ends_at?: string | null;
}

/** The rules of one sale: below the normal price and at least Rp 1, with an end after its start. */
export function checkSale(v: SaleInput, ctx: z.RefinementCtx, at: (string | number)[]) {
  const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [...at, field], message });
  if (v.sale_price === undefined || v.sale_price === null) {
    if (v.sale_starts_at || v.sale_ends_at) issue('sale_price', 'Isi harga diskon, atau kosongkan waktu diskon');
    return;
  }
  if (v.sale_price < 1) issue('sale_price', 'Harga diskon minimal Rp 1');
  else if (v.sale_price >= v.price) issue('sale_price', 'Harga diskon harus lebih rendah dari harga normal');
  if (!v.sale_ends_at) issue('sale_ends_at', 'Akhir diskon wajib diisi');
  else if (v.sale_starts_at && Date.parse(v.sale_ends_at) <= Date.parse(v.sale_starts_at))
    issue('sale_ends_at', 'Akhir diskon harus setelah mulainya');
}
