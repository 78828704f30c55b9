import { z } from 'zod';
import { PRODUCT_PRICE_MAX, PRODUCT_STOCK_MAX, typedWhole } from './typed-whole.js';
import { optionalMultiLineText, singleLineText } from './common.js';
export { PRODUCT_PRICE_MAX, PRODUCT_STOCK_MAX, typedWhole } from './typed-whole.js';
import { SaleNowSchema } from './sale.js';
import { ProductCategoryRef, ProductImage, ProductOption, Variant } from './variants.js';
import { LOW_STOCK_THRESHOLD_MAX } from './stocktake.js';

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'rating', 'popular', 'name'] as const;
export const ProductSort = z.enum(PRODUCT_SORTS);

/** The highest price a catalogue filter takes: above the dearest product, so no filter of a person's is refused. */
export const PRICE_FILTER_MAX = 1_000_000_000;
const rupiah = z.coerce.number().int('Harga harus bilangan bulat Rupiah').min(0).max(PRICE_FILTER_MAX);

export const ProductListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(12),
  search: z.string().trim().max(100).optional(),
  minPrice: rupiah.optional(),
  maxPrice: rupiah.optional(),
  sort: ProductSort.default('newest'),
  /** A category's slug: its products, and for a top-level one those of its children too. */
  category: z
    .string()
    .trim()
    .toLowerCase()
    .max(80)
    .regex(/^[a-z0-9-]*$/)
    .optional(),
  /** An option value ("Pink", "50 cm"): products with a switched-on variant of that value. */
  option: z.string().trim().max(40).optional(),
  /** Only products with stock (`true`/`1`). */
  in_stock: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});
export type ProductListQuery = z.input<typeof ProductListQuery>;

export const ProductSearchQuery = z.object({
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const Product = z.object({
  product_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number().int(),
  stock: z.number().int(),
  image_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  /** The main category: the spec's `{ name }`, with its slug for links (null for a product in none). */
  category: z.object({ name: z.string(), slug: z.string().nullable() }),
  average_rating: z.number(),
  review_count: z.number().int(),
  sold_count: z.number().int(),
  created_at: z.string(),
  /**
   * Variants (issue 27): `price` is the cheapest switched-on variant's, `price_max` the dearest's ("mulai Rp …" when
   * they differ), `stock` their sum; `variant_count` how many are switched on (more than 1: the shopper chooses).
   */
  price_max: z.number().int(),
  variant_count: z.number().int(),
  /**
   * Harga coret (decision 046): the cheapest price in force when it is a sale price, with the crossed-out normal
   * price and the percent off; null when no sale makes the product cheaper. `price` stays the normal price.
   */
  sale: SaleNowSchema.nullable(),
});
export type Product = z.infer<typeof Product>;

/** One product's page: the product with its options, variants, gallery and categories. */
export const ProductDetail = Product.extend({
  options: z.array(ProductOption),
  variants: z.array(Variant),
  images: z.array(ProductImage),
  categories: z.array(ProductCategoryRef),
});
export type ProductDetail = z.infer<typeof ProductDetail>;
/** A product as the owner edits it: with its low-stock threshold (issue 30). */
export const AdminProductDetail = ProductDetail.extend({ low_stock_threshold: z.number().int() });
export type AdminProductDetail = z.infer<typeof AdminProductDetail>;

export const Pagination = z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() });
export type Pagination = z.infer<typeof Pagination>;

export const ProductListResponse = z.object({
  success: z.literal(true),
  data: z.array(Product),
  pagination: Pagination,
});
export const ProductResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: Product });
export const ProductDetailResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: ProductDetail,
});
export const AdminProductDetailResponse = z.object({ success: z.literal(true), data: AdminProductDetail });
export const ProductSearchResponse = z.object({ success: z.literal(true), data: z.array(Product) });
/** "Hapus": destroyed, or — when it was ever ordered — hidden, to be found under "Disembunyikan" (`hidden`). */
export const DeleteProductResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ hidden: z.boolean() }),
});
/** The owner's product list by visibility: `hidden` finds what "Hapus" hid because it was ever ordered. */
export const PRODUCT_VISIBILITIES = ['listed', 'hidden'] as const;
export const AdminProductListQuery = z.object({
  status: z.enum(PRODUCT_VISIBILITIES).default('listed'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
});
/**
 * A product as the owner sees it: whether it is hidden, and since when it last changed (when it was hidden);
 * `low_stock_threshold`: from which stock on the owner's lists say "Menipis" (the same rule as the dashboard and the
 * daily mail); `variant_sales`: the sales in force on any of its variants, also those that leave the cheapest price
 * as it is.
 */
export const AdminProduct = Product.extend({
  hidden: z.boolean(),
  updated_at: z.string(),
  low_stock_threshold: z.number().int(),
  variant_sales: z.object({ variants: z.number().int(), price_from: z.number().int(), ends_at: z.string() }).nullable(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;
export const AdminProductListResponse = z.object({
  success: z.literal(true),
  data: z.array(AdminProduct),
  pagination: Pagination,
});
/** The products that sold most lately (docs/design.md §5 "Badges say what is true"), best first: they wear "Best Seller". */
export const BestSellersResponse = z.object({
  success: z.literal(true),
  data: z.object({ product_ids: z.array(z.number().int()) }),
});

/** Admin create/update (JSON or multipart text fields). Price is whole Rupiah; the server rounds nothing. */
export const ProductBody = z.object({
  name: singleLineText(120).min(1, 'Nama produk wajib diisi'),
  description: optionalMultiLineText(2000),
  price: typedWhole('rupiah', 'Harga wajib diisi', PRODUCT_PRICE_MAX),
  stock: typedWhole('count', 'Stok wajib diisi', PRODUCT_STOCK_MAX),
  image_url: singleLineText(500).optional().nullable(),
  /** Its variants are low on stock at or below this (the daily mail); left out or blank: unchanged (new: 5). */
  low_stock_threshold: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    typedWhole('count', 'Batas stok menipis wajib diisi', LOW_STOCK_THRESHOLD_MAX).optional(),
  ),
  /** The new product's main category (POST only; the default "Boneka" when left out or blank). */
  category_id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ),
});
export type ProductBody = z.input<typeof ProductBody>;
