import { z } from 'zod';
import { ORDER_STATUSES } from '../orders.js';
import type { TypedNumberRefusal } from '../typed-number.js';

/** A product's variants are low on stock at or below its threshold (issue 30); the owner sets 0–10 000. */
export const LOW_STOCK_THRESHOLD_DEFAULT = 5;
export const LOW_STOCK_THRESHOLD_MAX = 10_000;
/** The largest stock sheet the shop reads: bytes of the file, and rows under its header. */
export const STOCK_SHEET_MAX_BYTES = 1024 * 1024;
export const STOCK_SHEET_MAX_ROWS = 5000;
/** The longest range of days one orders export covers. */
export const ORDERS_EXPORT_MAX_DAYS = 366;

const wibDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal ditulis TTTT-BB-HH, misalnya 2026-11-20')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, 'Tanggal ini tidak ada di kalender');

/**
 * `GET /api/admin/exports/orders.csv`: orders placed from `from` to `to` (WIB days, both included), by status; or the
 * orders of `ids` (`1,2,3`, the owner's bulk selection, issue 43), whenever placed.
 */
export const OrdersExportQuery = z
  .object({
    from: wibDay.optional(),
    to: wibDay.optional(),
    status: z.enum(ORDER_STATUSES).optional(),
    ids: z
      .string()
      .regex(/^[0-9]{1,10}(,[0-9]{1,10}){0,499}$/, 'ids: nomor pesanan dipisah koma, paling banyak 500.')
      .refine(
        (ids) => ids.split(',').every((id) => Number(id) >= 1 && Number(id) <= 2_147_483_647),
        'Nomor pesanan harus angka bulat positif.',
      )
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (query.ids !== undefined) return;
    if (query.from === undefined) ctx.addIssue({ code: 'custom', path: ['from'], message: 'Isi tanggal awal.' });
    if (query.to === undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Isi tanggal akhir.' });
  });
export type OrdersExportQuery = z.input<typeof OrdersExportQuery>;

/** What a stock sheet may change of a variant or its product. */
export const STOCK_SHEET_FIELDS = ['price', 'stock', 'low_stock_threshold'] as const;
export type StockSheetField = (typeof STOCK_SHEET_FIELDS)[number];

/** One value the sheet changes: from what the shop has now (`old`) to the sheet's (`new`). */
export const StockSheetChange = z.object({
  /** The sheet's line number, the header being line 1, as a spreadsheet numbers it. */
  row: z.number().int(),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  sku: z.string().nullable(),
  product_name: z.string(),
  variant_label: z.string(),
  field: z.enum(STOCK_SHEET_FIELDS),
  old: z.number().int(),
  new: z.number().int(),
});
export type StockSheetChange = z.infer<typeof StockSheetChange>;

const count = z.number().int();

/** Why a row of a stock sheet cannot be applied. */
export const STOCK_SHEET_PROBLEM_CODES = [
  'NO_TARGET',
  'PRODUCT_ID_NOT_A_NUMBER',
  'VARIANT_UNKNOWN',
  'SKU_NOT_OF_VARIANT',
  'SKU_UNKNOWN',
  'PRODUCT_UNKNOWN',
  'PRODUCT_HAS_VARIANTS',
  'VARIANT_OF_OTHER_PRODUCT',
  'VARIANT_REPEATED',
  'VALUE_REFUSED',
  'THRESHOLD_CONFLICT',
] as const;

/** The reason as the server builds it: each code with its own figures. */
export type StockSheetProblemReason =
  | { code: 'NO_TARGET' }
  | { code: 'PRODUCT_ID_NOT_A_NUMBER' | 'VARIANT_UNKNOWN'; text: string }
  | { code: 'SKU_NOT_OF_VARIANT'; sku: string; variant_id: number }
  | { code: 'SKU_UNKNOWN'; sku: string }
  | { code: 'PRODUCT_UNKNOWN'; product_id: number }
  | { code: 'PRODUCT_HAS_VARIANTS'; product_id: number; variants: number }
  | { code: 'VARIANT_OF_OTHER_PRODUCT'; owner_id: number; product_id: number }
  | { code: 'VARIANT_REPEATED'; first_row: number }
  | { code: 'VALUE_REFUSED'; field: StockSheetField; refusal: TypedNumberRefusal }
  | { code: 'THRESHOLD_CONFLICT'; value: number; first_row: number };

/**
 * The reason on the wire: its code and the figures that code names, flat (each code fills its own), so that the
 * reply keeps the compiled serializer, which takes no unions (plugins/serializer.ts). A refused value carries the
 * typed-number reader's refusal.
 */
export const StockSheetProblemReasonWire = z.object({
  code: z.enum(STOCK_SHEET_PROBLEM_CODES),
  /** What the row said, cut to 20 characters (an id that is not a number, an unknown variant id). */
  text: z.string().optional(),
  sku: z.string().optional(),
  product_id: count.optional(),
  variant_id: count.optional(),
  /** The product the named variant belongs to. */
  owner_id: count.optional(),
  /** How many variants the product has. */
  variants: count.optional(),
  /** The earlier row that already names the variant or the product's threshold. */
  first_row: count.optional(),
  /** The threshold an earlier row set. */
  value: count.optional(),
  field: z.enum(STOCK_SHEET_FIELDS).optional(),
  refusal: z
    .object({
      problem: z.enum(['empty', 'not_a_number', 'negative', 'cents', 'grouping', 'ambiguous', 'too_large']),
      read: z.string().optional(),
      readings: z.array(count).optional(),
      value: z.number().optional(),
      max: count.optional(),
      unit: z.enum(['rupiah', 'count']).optional(),
    })
    .optional(),
});
export type StockSheetProblemReasonWire = z.infer<typeof StockSheetProblemReasonWire>;

/** A row of the sheet that cannot be applied, and why. */
export const StockSheetProblem = z.object({
  row: z.number().int(),
  sku: z.string().nullable(),
  product_id: z.number().int().nullable(),
  /** Absent only from a preview stored before reasons were kept: then `message` is all there is. */
  reason: StockSheetProblemReasonWire.optional(),
  message: z.string(),
});
export type StockSheetProblem = z.infer<typeof StockSheetProblem>;

export const StockImportPreview = z.object({
  import_id: z.number().int(),
  file_name: z.string(),
  status: z.enum(['previewed', 'applied']),
  /** Rows under the header (blank rows not counted). */
  rows: z.number().int(),
  /** Rows that match a variant and change nothing. */
  unchanged: z.number().int(),
  changes: z.array(StockSheetChange),
  problems: z.array(StockSheetProblem),
  /** No wrong row, something to change, not applied yet. */
  can_apply: z.boolean(),
  created_at: z.string(),
  applied_at: z.string().nullable(),
});
export type StockImportPreview = z.infer<typeof StockImportPreview>;
export const StockImportPreviewResponse = z.object({ success: z.literal(true), data: StockImportPreview });

/** A value that moved between the preview and the apply: nothing was applied. */
export const StockSheetMoved = z.object({
  row: z.number().int(),
  sku: z.string().nullable(),
  product_name: z.string(),
  field: z.enum(STOCK_SHEET_FIELDS),
  expected: z.number().int(),
  current: z.number().int().nullable(),
});
export type StockSheetMoved = z.infer<typeof StockSheetMoved>;

export const StockImportApplied = z.object({
  import_id: z.number().int(),
  applied: z.number().int(),
  products: z.number().int(),
  applied_at: z.string(),
});
export const StockImportApplyResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: StockImportApplied,
});
export type StockImportApplied = z.infer<typeof StockImportApplied>;
