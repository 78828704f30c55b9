import { z } from 'zod';
import { WHOLESALE_TIERS_MAX } from '../promotions.js';
import { apiData, singleLineText } from './common.js';
import { PRODUCT_PRICE_MAX, PRODUCT_STOCK_MAX, typedWhole } from './typed-whole.js';

const id = z.number().int().positive().max(2_147_483_647);

/** A grosir tier as replies carry it and the owner writes it ("from 3 pcs, Rp 140.000"). */
export const WholesaleTierSchema = z.object({ min_quantity: z.number().int(), price: z.number().int() });

/** The owner's grosir tiers of a variant (the rules between tiers: promotions.ts `wholesaleProblem`). */
export const WholesaleTiersBody = z
  .array(
    z.object({
      min_quantity: typedWhole('count', 'Jumlah minimum wajib diisi', PRODUCT_STOCK_MAX),
      price: typedWhole('rupiah', 'Harga grosir wajib diisi', PRODUCT_PRICE_MAX),
    }),
  )
  .max(WHOLESALE_TIERS_MAX, `Paling banyak ${WHOLESALE_TIERS_MAX} tingkat harga grosir.`);

/** A running flash sale's offer on a variant (promotions.ts `FlashOffer`). */
export const FlashOfferSchema = z.object({
  flash_sale_item_id: z.number().int(),
  price: z.number().int(),
  normal_price: z.number().int(),
  quota: z.number().int(),
  remaining: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
});

/** The most variants one flash sale holds, and the longest it runs: a flash sale is hours, not a season. */
export const FLASH_SALE_ITEMS_MAX = 100;
export const FLASH_SALE_MAX_DAYS = 7;
export const FLASH_QUOTA_MAX = 100_000;

const moment = (what: string) =>
  z.iso
    .datetime({ offset: true, message: `${what}: tanggal dan jam tidak valid.` })
    .transform((value) => new Date(value).toISOString());

/**
 * A flash sale as the owner writes it: a name, a start and an end (ISO; the web turns the WIB typed into them), and
 * for each variant its flash price and its quota ("Rp 99.000 untuk 50 pcs pertama").
 */
export const FlashSaleBody = z
  .object({
    name: singleLineText(80).min(1, 'Nama flash sale wajib diisi.'),
    starts_at: moment('Mulai'),
    ends_at: moment('Berakhir'),
    items: z
      .array(
        z.object({
          variant_id: id,
          price: typedWhole('rupiah', 'Harga flash sale wajib diisi.', PRODUCT_PRICE_MAX),
          quota: typedWhole('count', 'Kuota wajib diisi.', FLASH_QUOTA_MAX),
        }),
      )
      .min(1, 'Pilih minimal 1 varian untuk flash sale.')
      .max(FLASH_SALE_ITEMS_MAX, `Paling banyak ${FLASH_SALE_ITEMS_MAX} varian dalam satu flash sale.`),
  })
  .superRefine((v, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const start = Date.parse(v.starts_at);
    const end = Date.parse(v.ends_at);
    if (end <= start) issue(['ends_at'], 'Waktu berakhir harus setelah waktu mulai.');
    else if (end - start > FLASH_SALE_MAX_DAYS * 86_400_000)
      issue(['ends_at'], `Flash sale paling lama ${FLASH_SALE_MAX_DAYS} hari.`);
    const seen = new Set<number>();
    v.items.forEach((item, i) => {
      if (seen.has(item.variant_id)) issue(['items', i, 'variant_id'], 'Varian ini sudah ada di flash sale.');
      seen.add(item.variant_id);
      if (item.price < 1) issue(['items', i, 'price'], 'Harga flash sale minimal Rp 1.');
      if (item.quota < 1) issue(['items', i, 'quota'], 'Kuota minimal 1.');
    });
  });
export type FlashSaleInput = z.output<typeof FlashSaleBody>;

export const FlashSaleStatus = z.enum(['scheduled', 'running', 'ended']);
export type FlashSaleStatus = z.infer<typeof FlashSaleStatus>;

export const AdminFlashSaleItem = z.object({
  flash_sale_item_id: z.number().int(),
  variant_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  variant_label: z.string(),
  normal_price: z.number().int(),
  price: z.number().int(),
  quota: z.number().int(),
  /** Units held by orders at the flash price (a cancelled order's come back). */
  sold: z.number().int(),
});

export const AdminFlashSale = z.object({
  flash_sale_id: z.number().int(),
  name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The clock applied: before its start, between, after its end or ended early by the owner. */
  status: FlashSaleStatus,
  items: z.array(AdminFlashSaleItem),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminFlashSale = z.infer<typeof AdminFlashSale>;
export const AdminFlashSaleListResponse = apiData(z.array(AdminFlashSale));
export const AdminFlashSaleResponse = apiData(AdminFlashSale);

/** What a product page asks every few seconds while a flash sale runs: each variant's offer now (or none). */
export const ProductFlashResponse = apiData(
  z.object({
    variants: z.array(z.object({ variant_id: z.number().int(), flash: FlashOfferSchema.nullable() })),
  }),
);
