import { z } from 'zod';
import { formatRupiah } from '../money.js';
import { optionalMultiLineText, singleLineText } from './common.js';

/**
 * The dearest product the shop sells. Far above any doll, and with the order caps it keeps every total well
 * inside what both databases store (decision 010: 1 000 000 000 × 3 once overflowed a 32-bit column).
 */
export const PRODUCT_PRICE_MAX = 100_000_000;

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'rating', 'popular', 'name'] as const;
export const ProductSort = z.enum(PRODUCT_SORTS);

const rupiah = z.coerce.number().int('Harga harus bilangan bulat Rupiah').min(0).max(1_000_000_000);

export const ProductListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(12),
  search: z.string().trim().max(100).optional(),
  minPrice: rupiah.optional(),
  maxPrice: rupiah.optional(),
  sort: ProductSort.default('newest'),
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
  category: z.object({ name: z.string() }),
  average_rating: z.number(),
  review_count: z.number().int(),
  sold_count: z.number().int(),
  created_at: z.string(),
});
export type Product = z.infer<typeof Product>;

export const Pagination = z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() });
export type Pagination = z.infer<typeof Pagination>;

export const ProductListResponse = z.object({
  success: z.literal(true),
  data: z.array(Product),
  pagination: Pagination,
});
export const ProductResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: Product });
export const ProductSearchResponse = z.object({ success: z.literal(true), data: z.array(Product) });

/** Admin create/update (JSON or multipart text fields). Price is whole Rupiah; the server rounds nothing. */
/** A required whole number from JSON or a form field; a blank field is missing, never 0. */
const requiredWhole = (missing: string, whole: string, negative: string, max: number, tooLarge?: string) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.coerce.number({ error: missing }).int(whole).min(0, negative).max(max, tooLarge),
  );

export const ProductBody = z.object({
  name: singleLineText(120).min(1, 'Nama produk wajib diisi'),
  description: optionalMultiLineText(2000),
  price: requiredWhole(
    'Harga wajib diisi',
    'Harga harus bilangan bulat Rupiah',
    'Harga tidak boleh negatif',
    PRODUCT_PRICE_MAX,
    `Harga maksimal ${formatRupiah(PRODUCT_PRICE_MAX)}`,
  ),
  stock: requiredWhole('Stok wajib diisi', 'Stok harus bilangan bulat', 'Stok tidak boleh negatif', 1_000_000),
  image_url: singleLineText(500).optional().nullable(),
});
export type ProductBody = z.input<typeof ProductBody>;
