import { z } from 'zod';
import { wholesaleProblem } from '../promotions.js';
import { FlashOfferSchema, WholesaleTierSchema, WholesaleTiersBody } from './promotions.js';
import { PRODUCT_PRICE_MAX, PRODUCT_STOCK_MAX, typedWhole } from './typed-whole.js';
import { singleLineText } from './common.js';
import { SaleNowSchema, saleFields, checkSale } from './sale.js';
import {
  DEFAULT_VARIANT_WEIGHT_GRAMS,
  MAX_OPTION_VALUES,
  MAX_OPTIONS,
  MAX_VARIANT_WEIGHT_GRAMS,
  MAX_VARIANTS,
} from '../variants.js';

const id = z.number().int();

/** One option of a product ("Ukuran") with its values in the order the shopper sees them. */
export const ProductOption = z.object({ name: z.string(), values: z.array(z.string()) });
export type ProductOption = z.infer<typeof ProductOption>;

/** One photo of a product's gallery; the first is the cover. */
export const ProductImage = z.object({
  image_id: id,
  image_url: z.string(),
  thumbnail_url: z.string().nullable(),
  position: z.number().int(),
});
export type ProductImage = z.infer<typeof ProductImage>;

/** One combination of option values: what a shopper buys and what the shop counts stock of. */
export const Variant = z.object({
  variant_id: id,
  /** Its value of each option, in option order; empty for a product without options. */
  options: z.array(z.string()),
  /** "50 cm / Pink"; '' for a product without options. */
  label: z.string(),
  sku: z.string().nullable(),
  price: z.number().int(),
  stock: z.number().int(),
  weight_grams: z.number().int(),
  length_cm: z.number().int().nullable(),
  width_cm: z.number().int().nullable(),
  height_cm: z.number().int().nullable(),
  /** Its photo in the gallery, if the owner linked one. */
  image_id: id.nullable(),
  /** Switched on: a switched-off variant is shown as unavailable and cannot be bought. */
  is_active: z.boolean(),
  /** Its sale as the owner set it (decision 046): the price, from (null: from when saved) and until, ISO UTC. */
  sale_price: z.number().int().nullable(),
  sale_starts_at: z.string().nullable(),
  sale_ends_at: z.string().nullable(),
  /** The sale in force when the reply was made: `price` above stays the normal price. */
  sale: SaleNowSchema.nullable(),
  /** Harga grosir: lower unit prices from a quantity up (promotions.ts), lowest minimum first. */
  wholesale: z.array(WholesaleTierSchema),
  /** The flash sale running or next on this variant when the reply was made (its `remaining` then), or null. */
  flash: FlashOfferSchema.nullable(),
});
export type Variant = z.infer<typeof Variant>;

/** A category a product is in, as its pages name it. */
export const ProductCategoryRef = z.object({ category_id: id, slug: z.string(), name: z.string() });

/** What the variants ask of a product with several and a request that named none (422 VARIANT_REQUIRED). */
export const VariantChoice = z.object({
  variant_id: id,
  label: z.string(),
  sku: z.string().nullable(),
  price: z.number().int(),
  stock: z.number().int(),
});
export type VariantChoice = z.infer<typeof VariantChoice>;

const optionText = (max: number, what: string) => singleLineText(max).min(1, `${what} wajib diisi`);
const dimension = z.coerce.number().int('Ukuran harus bilangan bulat (cm)').min(1).max(500).nullish();

/**
 * The owner's options and variants of one product, saved whole (`PUT /api/products/:id/variants`). Each variant
 * names its value of every option; a variant with an id is that one changed, without an id a new one; a variant
 * left out is removed (kept switched off when it was ever ordered, so its orders still name it).
 */
export const VariantsBody = z
  .object({
    options: z
      .array(
        z.object({
          name: optionText(40, 'Nama pilihan'),
          values: z
            .array(optionText(40, 'Nilai pilihan'))
            .min(1, 'Setiap pilihan perlu minimal 1 nilai')
            .max(MAX_OPTION_VALUES, `Maksimal ${MAX_OPTION_VALUES} nilai per pilihan`),
        }),
      )
      .max(MAX_OPTIONS, `Maksimal ${MAX_OPTIONS} pilihan per produk`),
    variants: z
      .array(
        z.object({
          variant_id: z.number().int().positive().max(2_147_483_647).optional(),
          options: z.array(z.string().trim()).max(MAX_OPTIONS),
          sku: singleLineText(64).nullish(),
          price: typedWhole('rupiah', 'Harga wajib diisi', PRODUCT_PRICE_MAX),
          stock: typedWhole('count', 'Stok wajib diisi', PRODUCT_STOCK_MAX),
          weight_grams: z.coerce
            .number()
            .int('Berat harus bilangan bulat (gram)')
            .min(1, 'Berat minimal 1 gram')
            .max(MAX_VARIANT_WEIGHT_GRAMS, 'Berat maksimal 50 kg')
            .default(DEFAULT_VARIANT_WEIGHT_GRAMS),
          length_cm: dimension,
          width_cm: dimension,
          height_cm: dimension,
          image_id: z.number().int().positive().max(2_147_483_647).nullish(),
          is_active: z.boolean().default(true),
          /** Harga grosir; left out: the variant's tiers stay as they are; [] removes them. */
          wholesale: WholesaleTiersBody.optional(),
          ...saleFields,
        }),
      )
      .min(1, 'Produk perlu minimal 1 varian')
      .max(MAX_VARIANTS, `Maksimal ${MAX_VARIANTS} varian per produk`),
  })
  .superRefine((body, ctx) => {
    const names = body.options.map((o) => o.name.toLowerCase());
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Nama pilihan tidak boleh kembar' });
    body.options.forEach((o, i) => {
      const values = o.values.map((v) => v.toLowerCase());
      if (new Set(values).size !== values.length)
        ctx.addIssue({ code: 'custom', path: ['options', i, 'values'], message: `Nilai ${o.name} tidak boleh kembar` });
    });
    const seen = new Set<string>();
    body.variants.forEach((v, i) => {
      if (v.options.length !== body.options.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'options'],
          message: 'Setiap varian harus punya nilai untuk setiap pilihan',
        });
        return;
      }
      v.options.forEach((value, j) => {
        if (!body.options[j]!.values.includes(value))
          ctx.addIssue({
            code: 'custom',
            path: ['variants', i, 'options', j],
            message: value ? `"${value}" bukan nilai ${body.options[j]!.name}` : 'Nama varian wajib diisi',
          });
      });
      const key = v.options.join('\u0000').toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['variants', i, 'options'],
          message: 'Kombinasi varian tidak boleh kembar',
        });
      seen.add(key);
      checkSale(v, ctx, ['variants', i]);
      const grosir = v.wholesale && wholesaleProblem(v.wholesale, v.price);
      if (grosir) ctx.addIssue({ code: 'custom', path: ['variants', i, 'wholesale'], message: grosir });
    });
    if (body.options.length === 0 && body.variants.length > 1)
      ctx.addIssue({ code: 'custom', path: ['variants'], message: 'Produk tanpa pilihan hanya punya 1 varian' });
  });
export type VariantsBody = z.input<typeof VariantsBody>;

/** One variant's quick change from the owner's table: stock, price, SKU, on/off. */
export const VariantPatchBody = z
  .object({
    stock: typedWhole('count', 'Stok wajib diisi', PRODUCT_STOCK_MAX).optional(),
    price: typedWhole('rupiah', 'Harga wajib diisi', PRODUCT_PRICE_MAX).optional(),
    sku: singleLineText(64).nullish(),
    is_active: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Tidak ada yang diubah');
export type VariantPatchBody = z.input<typeof VariantPatchBody>;
export const VariantParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  variantId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const ImageParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  imageId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The gallery in its new order: every photo's id, the cover first. */
export const ImageOrderBody = z.object({
  image_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(50),
});
export const ProductImagesResponse = z.object({ success: z.literal(true), data: z.array(ProductImage) });
export const VariantResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: Variant });
