import { z } from 'zod';

/**
 * The products spreadsheet (issue 44, decision 065): products created and changed from a CSV or XLSX sheet, one row
 * per variant, with the photos in a ZIP beside it; the export writes the same columns.
 */

/** The largest sheet the shop reads (an XLSX is a ZIP: its unpacked parts are bounded too, on the server). */
export const PRODUCT_SHEET_MAX_BYTES = 2 * 1024 * 1024;
/** Rows under the header. */
export const PRODUCT_SHEET_MAX_ROWS = 2000;
/** The photos' ZIP: its size, how many entries, and what they unpack to together. */
export const PRODUCT_PHOTOS_ZIP_MAX_BYTES = 40 * 1024 * 1024;
export const PRODUCT_PHOTOS_ZIP_MAX_ENTRIES = 200;
export const PRODUCT_PHOTOS_ZIP_MAX_UNPACKED = 120 * 1024 * 1024;

/** The sheet's columns in the order the export writes them, with the header it gives each. */
export const PRODUCT_SHEET_COLUMNS = [
  { key: 'product_id', header: 'ID Produk' },
  { key: 'handle', header: 'Handle' },
  { key: 'name', header: 'Nama Produk' },
  { key: 'description', header: 'Deskripsi' },
  { key: 'category', header: 'Kategori' },
  { key: 'option1_name', header: 'Opsi 1' },
  { key: 'option1_value', header: 'Nilai Opsi 1' },
  { key: 'option2_name', header: 'Opsi 2' },
  { key: 'option2_value', header: 'Nilai Opsi 2' },
  { key: 'option3_name', header: 'Opsi 3' },
  { key: 'option3_value', header: 'Nilai Opsi 3' },
  { key: 'sku', header: 'SKU' },
  { key: 'price', header: 'Harga' },
  { key: 'stock', header: 'Stok' },
  { key: 'weight_grams', header: 'Berat (gram)' },
  { key: 'active', header: 'Aktif' },
  { key: 'photos', header: 'Foto' },
] as const;
export type ProductSheetColumn = (typeof PRODUCT_SHEET_COLUMNS)[number]['key'];
const COLUMN_KEYS = PRODUCT_SHEET_COLUMNS.map((c) => c.key) as [ProductSheetColumn, ...ProductSheetColumn[]];

/** What part of a product a sheet changes. */
export const PRODUCT_SHEET_PARTS = ['name', 'description', 'category', 'options', 'variants', 'photos'] as const;

/** A row that cannot be applied: its line (the header is line 1), the column at fault (none: the row), and why. */
export const ProductSheetProblem = z.object({
  row: z.number().int(),
  column: z.enum(COLUMN_KEYS).nullable(),
  code: z.string(),
  message: z.string(),
});
export type ProductSheetProblem = z.infer<typeof ProductSheetProblem>;

/** A product the sheet creates or changes, named by its first row. */
export const ProductSheetChange = z.object({
  row: z.number().int(),
  action: z.enum(['create', 'update']),
  product_id: z.number().int().nullable(),
  name: z.string(),
  parts: z.array(z.enum(PRODUCT_SHEET_PARTS)),
  variants: z.number().int(),
  new_photos: z.number().int(),
});
export type ProductSheetChange = z.infer<typeof ProductSheetChange>;

export const ProductSheetPreview = z.object({
  file_name: z.string(),
  /** Rows under the header (blank rows not counted). */
  rows: z.number().int(),
  /** Products the sheet names. */
  products: z.number().int(),
  /** Products named exactly as they are. */
  unchanged: z.number().int(),
  changes: z.array(ProductSheetChange),
  problems: z.array(ProductSheetProblem),
  /** No wrong row and something to change. */
  can_apply: z.boolean(),
});
export type ProductSheetPreview = z.infer<typeof ProductSheetPreview>;
export const ProductSheetPreviewResponse = z.object({ success: z.literal(true), data: ProductSheetPreview });

export const ProductSheetApplied = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  photos: z.number().int(),
});
export type ProductSheetApplied = z.infer<typeof ProductSheetApplied>;
export const ProductSheetApplyResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ProductSheetApplied,
});

/** `GET /api/admin/product-sheets/export`: the sheet as CSV (default) or XLSX. */
export const ProductSheetExportQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });
