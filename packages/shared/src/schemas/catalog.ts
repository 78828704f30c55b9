import { z } from 'zod';
import {
  checkWholeNumber,
  parseTypedCount,
  parseTypedRupiah,
  typedNumberMessage,
  type TypedNumberUnit,
} from '../money.js';
import { optionalMultiLineText, singleLineText } from './common.js';

/**
 * The dearest product the shop sells. Far above any doll, and with the order caps it keeps every total well
 * inside what both databases store (decision 010: 1 000 000 000 × 3 once overflowed a 32-bit column).
 */
export const PRODUCT_PRICE_MAX = 100_000_000;
/** The most pieces of one product the shop counts. */
export const PRODUCT_STOCK_MAX = 1_000_000;

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
/** A product as the owner sees it: whether it is hidden, and since when it last changed (when it was hidden). */
export const AdminProduct = Product.extend({ hidden: z.boolean(), updated_at: z.string() });
export type AdminProduct = z.infer<typeof AdminProduct>;
export const AdminProductListResponse = z.object({
  success: z.literal(true),
  data: z.array(AdminProduct),
  pagination: Pagination,
});
/** The products that sold most lately (DESIGN §5 "Badges say what is true"), best first: they wear "Best Seller". */
export const BestSellersResponse = z.object({
  success: z.literal(true),
  data: z.object({ product_ids: z.array(z.number().int()) }),
});

/**
 * A required whole number, typed by a person into a form (`145.000`, `Rp 145.000,00`: read the Indonesian way by
 * `parseTypedRupiah`) or sent as a JSON number (whole, so 145.5 is refused). A blank field is missing, never 0;
 * a refusal says what was read.
 */
const typedWhole = (unit: TypedNumberUnit, missing: string, max: number) =>
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

/** Admin create/update (JSON or multipart text fields). Price is whole Rupiah; the server rounds nothing. */
export const ProductBody = z.object({
  name: singleLineText(120).min(1, 'Nama produk wajib diisi'),
  description: optionalMultiLineText(2000),
  price: typedWhole('rupiah', 'Harga wajib diisi', PRODUCT_PRICE_MAX),
  stock: typedWhole('count', 'Stok wajib diisi', PRODUCT_STOCK_MAX),
  image_url: singleLineText(500).optional().nullable(),
});
export type ProductBody = z.input<typeof ProductBody>;
