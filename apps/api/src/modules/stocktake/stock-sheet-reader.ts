import { parse } from 'csv-parse/sync';
import {
  LOW_STOCK_THRESHOLD_MAX,
  normalizeSku,
  PRODUCT_PRICE_MAX,
  PRODUCT_STOCK_MAX,
  parseTypedCount,
  parseTypedRupiah,
  STOCK_SHEET_MAX_ROWS,
  typedNumberMessage,
  type StockSheetChange,
  type StockSheetField,
  type StockSheetProblem,
  type StockSheetProblemReason,
  type TypedNumber,
} from '@boneka/shared';
import { AppError, badRequest } from '../../lib/errors.js';
import { unneutralise } from '../exports/exports.service.js';

/** A variant as the sheet is checked against: what the shop has now. */
export interface SheetVariant {
  product_id: number;
  variant_id: number;
  sku: string | null;
  name: string;
  label: string;
  price: number;
  stock: number;
  low_stock_threshold: number;
}

export interface SheetReading {
  rows: number;
  unchanged: number;
  changes: StockSheetChange[];
  problems: StockSheetProblem[];
}

type Column = 'product_id' | 'variant_id' | 'sku' | StockSheetField;

/** The headers each column is known by (lower case, words joined by `_`): the products export's and English ones. */
const HEADERS: Record<string, Column> = {
  id_produk: 'product_id',
  product_id: 'product_id',
  id_varian: 'variant_id',
  variant_id: 'variant_id',
  sku: 'sku',
  harga: 'price',
  harga_rp: 'price',
  price: 'price',
  stok: 'stock',
  stock: 'stock',
  batas_stok_menipis: 'low_stock_threshold',
  batas_stok: 'low_stock_threshold',
  low_stock_threshold: 'low_stock_threshold',
};
const FIELD_NAMES: Record<StockSheetField, string> = {
  price: 'Harga',
  stock: 'Stok',
  low_stock_threshold: 'Batas stok menipis',
};
const headerKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');

/** The separator of the header line: Indonesian Excel writes `;` (its decimal comma), others `,`; tabs are read too. */
function separatorOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((s) => ({ s, n: firstLine.split(s).length - 1 }));
  const best = counts.reduce((a, b) => (b.n > a.n ? b : a));
  return best.n > 0 ? best.s : ',';
}

/** UTF-8 (with or without its BOM), else the Windows-1252 Excel writes with "CSV (dipisahkan koma)". */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const notCsv = () =>
  new AppError(415, 'NOT_CSV', 'Berkas ini bukan CSV. Di Excel pilih Simpan Sebagai → "CSV UTF-8", lalu unggah lagi.');

/** The file's records, the header first; or why the file as a whole cannot be read. */
function recordsOf(bytes: Buffer): string[][] {
  // A spreadsheet saved as .xlsx (a zip: "PK"), a PDF, an image: binary, never a sheet of text.
  if (bytes.includes(0) || bytes.subarray(0, 2).toString('latin1') === 'PK') throw notCsv();
  const text = decode(bytes).replace(/^\uFEFF/, '');
  if (text.trim() === '') throw badRequest('EMPTY_FILE', 'Berkasnya kosong. Pilih berkas CSV yang berisi data.');
  try {
    return parse(text, {
      delimiter: separatorOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
      max_record_size: 64 * 1024,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw badRequest(
      'CSV_UNREADABLE',
      `Berkas CSV tidak bisa dibaca${line ? ` (sekitar baris ${line})` : ''}: periksa tanda kutip di sel.`,
    );
  }
}

const readers: Record<StockSheetField, (text: string) => TypedNumber> = {
  price: (text) => parseTypedRupiah(text, { max: PRODUCT_PRICE_MAX }),
  stock: (text) => parseTypedCount(text, { max: PRODUCT_STOCK_MAX }),
  low_stock_threshold: (text) => parseTypedCount(text, { max: LOW_STOCK_THRESHOLD_MAX }),
};

/** Why a row cannot be applied, in Indonesian: the `message` any client can show as it is. */
function problemMessage(reason: StockSheetProblemReason): string {
  switch (reason.code) {
    case 'NO_TARGET':
      return 'Isi SKU, ID Produk atau ID Varian.';
    case 'PRODUCT_ID_NOT_A_NUMBER':
      return `ID produk "${reason.text}" harus angka.`;
    case 'VARIANT_UNKNOWN':
      return `ID varian "${reason.text}" tidak dikenal.`;
    case 'SKU_NOT_OF_VARIANT':
      return `SKU ${reason.sku} bukan SKU varian #${reason.variant_id}.`;
    case 'SKU_UNKNOWN':
      return `SKU ${reason.sku} tidak dikenal.`;
    case 'PRODUCT_UNKNOWN':
      return `Produk #${reason.product_id} tidak ada.`;
    case 'PRODUCT_HAS_VARIANTS':
      return `Produk #${reason.product_id} punya ${reason.variants} varian: isi SKU atau ID Varian untuk memilih salah satunya.`;
    case 'VARIANT_OF_OTHER_PRODUCT':
      return `Varian ini milik produk #${reason.owner_id}, bukan produk #${reason.product_id}.`;
    case 'VARIANT_REPEATED':
      return `Varian ini sudah ada di baris ${reason.first_row}.`;
    case 'VALUE_REFUSED':
      return `${FIELD_NAMES[reason.field]}: ${typedNumberMessage(reason.refusal)}`;
    case 'THRESHOLD_CONFLICT':
      return `Batas stok menipis produk ini sudah diisi ${reason.value} di baris ${reason.first_row}.`;
  }
}

/**
 * Reads a stock sheet against the shop's variants (issue 30, decision 044). A row names its variant by `ID Varian`,
 * by SKU, or by `ID Produk` for a product with one variant; its Harga, Stok and Batas Stok Menipis cells (blank:
 * left as they are) become changes where they differ from what the shop has. Every wrong row is named with why;
 * nothing is written here.
 */
export function readStockSheet(bytes: Buffer, variants: readonly SheetVariant[]): SheetReading {
  const [header, ...records] = recordsOf(bytes);
  const columns = new Map<Column, number>();
  header!.forEach((text, index) => {
    const column = HEADERS[headerKey(text)];
    if (column && !columns.has(column)) columns.set(column, index);
  });
  if (!columns.has('sku') && !columns.has('product_id') && !columns.has('variant_id')) {
    throw badRequest(
      'MISSING_COLUMN',
      'Baris judul tidak punya kolom SKU, ID Produk atau ID Varian: tiap baris harus menyebut variannya.',
    );
  }
  const fields = (['price', 'stock', 'low_stock_threshold'] as const).filter((f) => columns.has(f));
  if (fields.length === 0) {
    throw badRequest(
      'NO_KNOWN_COLUMN',
      'Baris judul tidak punya kolom Harga, Stok atau Batas Stok Menipis: tidak ada yang bisa diubah.',
    );
  }

  const bySku = new Map(variants.filter((v) => v.sku).map((v) => [v.sku!, v]));
  const byId = new Map(variants.map((v) => [v.variant_id, v]));
  const byProduct = new Map<number, SheetVariant[]>();
  for (const v of variants) byProduct.set(v.product_id, [...(byProduct.get(v.product_id) ?? []), v]);

  const reading: SheetReading = { rows: 0, unchanged: 0, changes: [], problems: [] };
  const seenVariant = new Map<number, number>();
  const thresholdOf = new Map<number, { value: number; row: number }>();
  records.forEach((record, index) => {
    const row = index + 2;
    const cell = (column: Column) => {
      const at = columns.get(column);
      return at === undefined ? '' : unneutralise((record[at] ?? '').trim());
    };
    if (record.every((c) => c.trim() === '')) return;
    reading.rows += 1;
    if (reading.rows > STOCK_SHEET_MAX_ROWS) {
      throw new AppError(
        413,
        'TOO_MANY_ROWS',
        `Satu berkas paling banyak ${STOCK_SHEET_MAX_ROWS} baris data; bagi berkasnya menjadi beberapa.`,
      );
    }
    const sku = cell('sku') ? normalizeSku(cell('sku')) : null;
    const productText = cell('product_id');
    const variantText = cell('variant_id');
    const productId = /^\d{1,9}$/.test(productText) ? Number(productText) : null;
    const problems: StockSheetProblemReason[] = [];
    const problem = (reason: StockSheetProblemReason) => problems.push(reason);

    let variant: SheetVariant | undefined;
    if (productText && productId === null) problem({ code: 'PRODUCT_ID_NOT_A_NUMBER', text: productText.slice(0, 20) });
    else if (variantText) {
      variant = /^\d{1,9}$/.test(variantText) ? byId.get(Number(variantText)) : undefined;
      if (!variant) problem({ code: 'VARIANT_UNKNOWN', text: variantText.slice(0, 20) });
      else if (sku && variant.sku !== sku) problem({ code: 'SKU_NOT_OF_VARIANT', sku, variant_id: variant.variant_id });
    } else if (sku) {
      variant = bySku.get(sku);
      if (!variant) problem({ code: 'SKU_UNKNOWN', sku });
    } else if (productId !== null) {
      const of = byProduct.get(productId);
      if (!of) problem({ code: 'PRODUCT_UNKNOWN', product_id: productId });
      else if (of.length > 1) problem({ code: 'PRODUCT_HAS_VARIANTS', product_id: productId, variants: of.length });
      else variant = of[0];
    } else problem({ code: 'NO_TARGET' });
    if (variant && productId !== null && variant.product_id !== productId) {
      problem({ code: 'VARIANT_OF_OTHER_PRODUCT', owner_id: variant.product_id, product_id: productId });
    }
    const firstRow = variant ? seenVariant.get(variant.variant_id) : undefined;
    if (variant && firstRow !== undefined) problem({ code: 'VARIANT_REPEATED', first_row: firstRow });
    else if (variant) seenVariant.set(variant.variant_id, row);

    const values: Partial<Record<StockSheetField, number>> = {};
    for (const field of fields) {
      const text = cell(field);
      if (text === '') continue;
      const read = readers[field](text);
      if (read.ok) values[field] = read.value;
      else problem({ code: 'VALUE_REFUSED', field, refusal: read });
    }
    if (variant && values.low_stock_threshold !== undefined) {
      const earlier = thresholdOf.get(variant.product_id);
      if (earlier && earlier.value !== values.low_stock_threshold) {
        problem({ code: 'THRESHOLD_CONFLICT', value: earlier.value, first_row: earlier.row });
      } else if (!earlier) thresholdOf.set(variant.product_id, { value: values.low_stock_threshold, row });
    }

    if (problems.length > 0 || !variant) {
      for (const reason of problems) {
        reading.problems.push({
          row,
          sku: sku ?? variant?.sku ?? null,
          product_id: variant?.product_id ?? productId,
          reason,
          message: problemMessage(reason),
        });
      }
      return;
    }
    let changed = false;
    for (const field of fields) {
      const value = values[field];
      if (value === undefined || value === variant[field]) continue;
      // A product's threshold is one value: the first row that changes it says so.
      if (field === 'low_stock_threshold' && thresholdOf.get(variant.product_id)?.row !== row) continue;
      changed = true;
      reading.changes.push({
        row,
        product_id: variant.product_id,
        variant_id: variant.variant_id,
        sku: variant.sku,
        product_name: variant.name,
        variant_label: variant.label,
        field,
        old: variant[field],
        new: value,
      });
    }
    if (!changed) reading.unchanged += 1;
  });
  if (reading.rows === 0) {
    throw badRequest('NO_ROWS', 'Berkas hanya berisi baris judul: tidak ada baris data untuk dibaca.');
  }
  return reading;
}
