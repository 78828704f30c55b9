import { z } from 'zod';
import { VOUCHER_CODE_PATTERN } from '../vouchers.js';
import { apiData, singleLineText } from './common.js';
import { PRODUCT_PRICE_MAX, typedWhole } from './typed-whole.js';

/** The most products, and the most categories, one voucher may be limited to. */
export const VOUCHER_SCOPE_MAX = 200;
const scopeId = z.number().int().positive().max(2_147_483_647);

/** The most uses a limit counts: far above any promotion a doll shop runs. */
export const VOUCHER_LIMIT_MAX = 1_000_000;

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A number the owner may leave empty (no cap, no limit): typed the Indonesian way like the required ones. */
const optionalWhole = (unit: 'rupiah' | 'count', max: number) =>
  z
    .unknown()
    .transform((value, ctx) => {
      if (blank(value)) return null;
      const parsed = typedWhole(unit, '', max).safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    })
    .optional()
    .transform((value) => value ?? null);

const moment = z.iso
  .datetime({ offset: true, message: 'Tanggal dan jam tidak valid.' })
  .nullable()
  .optional()
  .transform((value) => (value ? new Date(value).toISOString() : null));

/**
 * A voucher as the owner writes it (create and edit alike; an edit sends the whole voucher). Rupiah may come typed
 * (`145.000`); times are ISO-8601 (the web turns the WIB the owner typed into them); an empty cap or limit is none.
 */
export const VoucherBody = z
  .object({
    code: z
      .string({ message: 'Kode voucher wajib diisi.' })
      .trim()
      .toUpperCase()
      .regex(VOUCHER_CODE_PATTERN, 'Kode voucher 3–32 karakter: huruf A–Z, angka 0–9 dan tanda hubung (-).'),
    description: singleLineText(200).optional().default(''),
    type: z.enum(['percent', 'fixed', 'shipping'], {
      message: 'Pilih jenis voucher: persen, potongan Rupiah atau gratis ongkir.',
    }),
    value: typedWhole('rupiah', 'Nilai voucher wajib diisi.', PRODUCT_PRICE_MAX),
    max_discount: optionalWhole('rupiah', PRODUCT_PRICE_MAX),
    min_spend: optionalWhole('rupiah', PRODUCT_PRICE_MAX).transform((v) => v ?? 0),
    starts_at: moment,
    ends_at: moment,
    usage_limit_total: optionalWhole('count', VOUCHER_LIMIT_MAX),
    usage_limit_per_customer: optionalWhole('count', VOUCHER_LIMIT_MAX),
    /**
     * Announced openly (a banner, a post): an order that sends only the discount, as the spec's clients do, may get
     * it. A private voucher (the default) applies only when its code is sent (decision 049).
     */
    is_public: z.boolean().optional().default(false),
    /** Limited to these products and the products in these categories; both empty: every product. */
    product_ids: z.array(scopeId).max(VOUCHER_SCOPE_MAX).optional().default([]),
    category_ids: z.array(scopeId).max(VOUCHER_SCOPE_MAX).optional().default([]),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.type === 'percent' && (v.value < 1 || v.value > 100)) issue('value', 'Persentase diskon harus 1–100.');
    if (v.type === 'fixed' && v.value < 1) issue('value', 'Potongan minimal Rp 1.');
    if (v.type === 'shipping' && v.value < 1) issue('value', 'Batas gratis ongkir minimal Rp 1.');
    if (v.type === 'shipping' && v.max_discount !== null)
      issue('max_discount', 'Gratis ongkir sudah dibatasi oleh nilainya; kosongkan batas diskon.');
    if (new Set(v.product_ids).size !== v.product_ids.length) issue('product_ids', 'Produk dipilih dua kali.');
    if (new Set(v.category_ids).size !== v.category_ids.length) issue('category_ids', 'Kategori dipilih dua kali.');
    if (v.type === 'fixed' && v.max_discount !== null)
      issue('max_discount', 'Batas diskon hanya untuk voucher persen; potongan Rupiah sudah tetap.');
    if (v.max_discount !== null && v.max_discount < 1) issue('max_discount', 'Batas diskon minimal Rp 1.');
    if (v.starts_at && v.ends_at && Date.parse(v.ends_at) <= Date.parse(v.starts_at))
      issue('ends_at', 'Waktu berakhir harus setelah waktu mulai.');
    for (const key of ['usage_limit_total', 'usage_limit_per_customer'] as const) {
      const limit = v[key];
      if (limit !== null && limit < 1) issue(key, 'Batas pemakaian minimal 1; kosongkan untuk tanpa batas.');
    }
  });
export type VoucherInput = z.output<typeof VoucherBody>;

export const AdminVoucher = z.object({
  voucher_id: z.number().int(),
  code: z.string(),
  description: z.string(),
  type: z.enum(['percent', 'fixed', 'shipping']),
  value: z.number().int(),
  max_discount: z.number().int().nullable(),
  min_spend: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  usage_limit_total: z.number().int().nullable(),
  usage_limit_per_customer: z.number().int().nullable(),
  used_count: z.number().int(),
  state: z.enum(['active', 'paused', 'ended']),
  /** The state with the clock applied: `scheduled` before its start, `ended` after its end. */
  status: z.enum(['scheduled', 'active', 'paused', 'ended']),
  is_public: z.boolean(),
  /** The products and categories it is limited to, with their names (both empty: every product). */
  products: z.array(z.object({ product_id: z.number().int(), name: z.string() })),
  categories: z.array(z.object({ category_id: z.number().int(), name: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminVoucher = z.infer<typeof AdminVoucher>;

export const AdminVoucherListResponse = apiData(z.array(AdminVoucher));
export const AdminVoucherResponse = apiData(AdminVoucher);
