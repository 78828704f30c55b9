import {
  DEFAULT_VARIANT_WEIGHT_GRAMS,
  MAX_PRODUCT_IMAGES,
  MAX_VARIANT_WEIGHT_GRAMS,
  PRODUCT_PRICE_MAX,
  PRODUCT_SHEET_COLUMNS,
  PRODUCT_STOCK_MAX,
  VariantsBody,
  isMultiLineText,
  isSingleLineText,
  normalizeSku,
  parseTypedCount,
  parseTypedRupiah,
  typedNumberMessage,
  type ProductSheetColumn,
  type ProductSheetProblem,
  type TypedNumber,
} from '@boneka/shared';
import { badRequest } from '../../lib/errors.js';
import { photoKey } from './photo-zip.js';
import type { SheetProductRow } from './product-sheet.repo.js';
import { canonicalOf, partsChanged, type SheetProduct } from './sheet-product.js';

/** What the sheet is checked against: the listed products, the categories, and who holds each SKU. */
export interface SheetShop {
  products: readonly SheetProductRow[];
  categories: readonly { id: number; slug: string; name_id: string; name_en: string }[];
  /** Every SKU of the shop (listed or hidden products) and the product holding it. */
  skuOwners: ReadonlyMap<string, number>;
}

/** A product the sheet creates (`before` absent) or changes, as it will be. */
export interface SheetPlan extends SheetProduct {
  row: number;
  before: SheetProductRow | undefined;
  parts: ReturnType<typeof partsChanged>;
}

export interface SheetReading {
  rows: number;
  products: number;
  unchanged: number;
  plans: SheetPlan[];
  problems: ProductSheetProblem[];
}

const headerKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');

/** The headers each column is known by: the export's own, and English ones. */
const HEADERS: Record<string, ProductSheetColumn> = Object.fromEntries([
  ...PRODUCT_SHEET_COLUMNS.flatMap((c) => [
    [headerKey(c.header), c.key],
    [c.key, c.key],
  ]),
  ['id', 'product_id'],
  ['nama', 'name'],
  ['category', 'category'],
  ['harga_rp', 'price'],
  ['berat', 'weight_grams'],
  ['berat_gram', 'weight_grams'],
  ['weight', 'weight_grams'],
  ['photo', 'photos'],
  ['photos', 'photos'],
]);
const HEADER_OF = Object.fromEntries(PRODUCT_SHEET_COLUMNS.map((c) => [c.key, c.header])) as Record<
  ProductSheetColumn,
  string
>;
const OPTION_NAME = ['option1_name', 'option2_name', 'option3_name'] as const;
const OPTION_VALUE = ['option1_value', 'option2_value', 'option3_value'] as const;
/** Cells that belong to the product: a later row of it may leave them blank, or repeat them exactly. */
const PRODUCT_CELLS = ['name', 'description', 'category', ...OPTION_NAME, 'photos'] as const;
const YES = new Set(['ya', 'yes', 'y', 'true', '1', 'aktif']);
const NO = new Set(['tidak', 'no', 'n', 'false', '0', 'nonaktif']);

type Cells = (column: ProductSheetColumn) => string;
interface Row {
  row: number;
  cell: Cells;
}

/** The photo cell's entries: names in the ZIP or the product's photo URLs, split by `|` or line breaks. */
const photoEntries = (text: string) =>
  text
    .split(/[|\n]/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The column of a VariantsBody issue's path, for a problem on the right cell. */
function columnOfIssue(path: readonly PropertyKey[]): ProductSheetColumn | null {
  if (path[0] === 'options') return OPTION_NAME[Number(path[1] ?? 0)] ?? null;
  if (path[2] === 'options') return OPTION_VALUE[Number(path[3] ?? 0)] ?? null;
  if (path[2] === 'sku') return 'sku';
  return null;
}

/**
 * Reads a products sheet against the shop (issue 44, decision 065): rows grouped into products by `ID Produk`, else
 * by `Handle`, else one row one new product; each product's cells checked, its variants checked by the same
 * schema the owner's variant editor uses (VariantsBody); each product compared with what the shop has, so that an
 * export read back unchanged plans nothing. Every wrong cell is named with its row and column; nothing is written.
 */
export function readProductSheet(records: string[][], shop: SheetShop, zipPhotos: ReadonlySet<string>): SheetReading {
  const [header = [], ...body] = records;
  const columns = new Map<ProductSheetColumn, number>();
  header.forEach((text, index) => {
    const column = HEADERS[headerKey(text)];
    if (column && !columns.has(column)) columns.set(column, index);
  });
  const missing = (['name', 'price', 'stock'] as const).filter((c) => !columns.has(c));
  if (missing.length > 0) {
    throw badRequest(
      'MISSING_COLUMN',
      `Baris judul tidak punya kolom ${missing.map((c) => HEADER_OF[c]).join(', ')}. Mulai dari berkas ekspor produk.`,
    );
  }

  const problems: ProductSheetProblem[] = [];
  const problem = (row: number, column: ProductSheetColumn | null, code: string, message: string) =>
    problems.push({ row, column, code, message });
  const byId = new Map(shop.products.map((p) => [p.id, p]));

  // Rows into products, in the order their first rows come.
  const groups = new Map<string, Row[]>();
  let rows = 0;
  body.forEach((record, index) => {
    if (record.every((c) => c === '')) return;
    rows += 1;
    const row = index + 2;
    const cell: Cells = (column) => {
      const at = columns.get(column);
      return at === undefined ? '' : (record[at] ?? '');
    };
    const idText = cell('product_id');
    let key = `row:${row}`;
    if (idText) {
      const id = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
      if (id === null || !byId.has(id)) {
        problem(
          row,
          'product_id',
          'PRODUCT_UNKNOWN',
          `ID produk "${idText.slice(0, 20)}" tidak ada di toko (kosongkan untuk produk baru).`,
        );
        return;
      }
      key = `id:${id}`;
    } else if (cell('handle')) key = `handle:${cell('handle').toLowerCase()}`;
    groups.set(key, [...(groups.get(key) ?? []), { row, cell }]);
  });

  const skuRows = new Map<string, number>();
  const plans: SheetPlan[] = [];
  let unchanged = 0;
  for (const [key, group] of groups) {
    const before = key.startsWith('id:') ? byId.get(Number(key.slice(3))) : undefined;
    const count = problems.length;
    const product = readProduct(group, before, shop, zipPhotos, skuRows, problem);
    if (!product || problems.length > count) continue;
    const parts = before ? partsChanged(canonicalOf(before), product) : [];
    if (before && parts.length === 0) {
      unchanged += 1;
      continue;
    }
    plans.push({ ...product, row: group[0]!.row, before, parts });
  }
  if (rows === 0) throw badRequest('NO_ROWS', 'Berkas hanya berisi baris judul: tidak ada produk untuk dibaca.');
  return { rows, products: groups.size, unchanged, plans, problems };
}

type Problem = (row: number, column: ProductSheetColumn | null, code: string, message: string) => void;

/** The product cells of a group: the first row's, which later rows may leave blank or repeat. */
function productCells(group: readonly Row[], problem: Problem): Cells {
  const [first] = group;
  for (const { row, cell } of group.slice(1)) {
    for (const column of PRODUCT_CELLS) {
      const text = cell(column);
      if (text && text !== first!.cell(column)) {
        problem(
          row,
          column,
          'PRODUCT_CELL_DIFFERS',
          `${HEADER_OF[column]} berbeda dari baris ${first!.row}: isi sel produk di baris pertamanya saja.`,
        );
      }
    }
  }
  return first!.cell;
}

function readCategory(text: string, shop: SheetShop): { id: number } | 'unknown' | 'ambiguous' {
  const wanted = text.toLowerCase();
  const bySlug = shop.categories.find((c) => c.slug === wanted);
  if (bySlug) return bySlug;
  const byName = shop.categories.filter(
    (c) => c.name_id.toLowerCase() === wanted || c.name_en.toLowerCase() === wanted,
  );
  if (byName.length === 1) return byName[0]!;
  return byName.length === 0 ? 'unknown' : 'ambiguous';
}

const READERS: Record<'price' | 'stock' | 'weight_grams', (text: string) => TypedNumber> = {
  price: (text) => parseTypedRupiah(text, { max: PRODUCT_PRICE_MAX }),
  stock: (text) => parseTypedCount(text, { max: PRODUCT_STOCK_MAX }),
  weight_grams: (text) => parseTypedCount(text, { max: MAX_VARIANT_WEIGHT_GRAMS }),
};

/** The photo cell: the product's own photos by URL and the ZIP's by name, in the sheet's order; blank keeps them. */
function readPhotos(
  text: string,
  before: SheetProductRow | undefined,
  zipPhotos: ReadonlySet<string>,
  problem: (code: string, message: string) => void,
): SheetProduct['photos'] {
  if (!text) return before?.photos.map((p) => ({ imageId: p.id })) ?? [];
  const photos: SheetProduct['photos'] = [];
  for (const entry of photoEntries(text)) {
    const existing = before?.photos.find(
      (p) => entry === `/uploads/${p.image}` || entry.endsWith(`/uploads/${p.image}`),
    );
    if (existing) photos.push({ imageId: existing.id });
    else if (zipPhotos.has(photoKey(entry))) photos.push({ zipName: photoKey(entry) });
    else problem('PHOTO_NOT_FOUND', `Foto "${entry.slice(0, 80)}" tidak ada di ZIP foto dan bukan foto produk ini.`);
  }
  if (photos.length > MAX_PRODUCT_IMAGES) problem('TOO_MANY_PHOTOS', `Maksimal ${MAX_PRODUCT_IMAGES} foto per produk.`);
  return photos;
}

/** One product of the sheet as it would be, or undefined when a cell is wrong (its problems are reported). */
function readProduct(
  group: readonly Row[],
  before: SheetProductRow | undefined,
  shop: SheetShop,
  zipPhotos: ReadonlySet<string>,
  skuRows: Map<string, number>,
  problem: Problem,
): SheetProduct | undefined {
  const first = group[0]!.row;
  const cell = productCells(group, problem);

  const name = cell('name') || (before?.name ?? '');
  if (!name) problem(first, 'name', 'NAME_REQUIRED', 'Nama produk wajib diisi untuk produk baru.');
  else if (name.length > 120 || !isSingleLineText(name)) {
    problem(first, 'name', 'NAME_INVALID', 'Nama produk satu baris, paling panjang 120 huruf.');
  }
  const description = cell('description')
    ? cell('description').replaceAll('\r\n', '\n')
    : (before?.description ?? null);
  if (description && (description.length > 2000 || !isMultiLineText(description))) {
    problem(
      first,
      'description',
      'DESCRIPTION_INVALID',
      'Deskripsi paling panjang 2000 huruf, tanpa karakter kendali.',
    );
  }
  let categoryId = before?.category_id ?? null;
  if (cell('category')) {
    const found = readCategory(cell('category'), shop);
    if (found === 'unknown') {
      problem(first, 'category', 'CATEGORY_UNKNOWN', `Kategori "${cell('category').slice(0, 60)}" tidak ada di toko.`);
    } else if (found === 'ambiguous') {
      problem(
        first,
        'category',
        'CATEGORY_AMBIGUOUS',
        `Ada beberapa kategori bernama "${cell('category')}": tulis slug-nya.`,
      );
    } else categoryId = found.id;
  }

  const optionNames = OPTION_NAME.map((c) => cell(c));
  const optionCount = optionNames.findIndex((n) => n === '') === -1 ? 3 : optionNames.findIndex((n) => n === '');
  optionNames.slice(optionCount).forEach((n, i) => {
    if (n) problem(first, OPTION_NAME[optionCount + i]!, 'OPTION_GAP', 'Isi nama opsi berurutan mulai dari Opsi 1.');
  });

  const photos = readPhotos(cell('photos'), before, zipPhotos, (code, message) =>
    problem(first, 'photos', code, message),
  );

  const variants: SheetProduct['variants'] = [];
  for (const { row, cell: at } of group) {
    const values = OPTION_VALUE.slice(0, optionCount).map((c) => at(c));
    values.forEach((v, i) => {
      if (!v) problem(row, OPTION_VALUE[i]!, 'OPTION_VALUE_REQUIRED', `Isi nilai ${optionNames[i]} untuk varian ini.`);
    });
    OPTION_VALUE.slice(optionCount).forEach((c, i) => {
      if (at(c))
        problem(
          row,
          c,
          'OPTION_NAME_MISSING',
          `Nilai opsi tanpa nama: isi Opsi ${optionCount + i + 1} di baris ${first}.`,
        );
    });
    const sku = at('sku') ? normalizeSku(at('sku')) : null;
    if (sku) {
      const owner = shop.skuOwners.get(sku);
      const seen = skuRows.get(sku);
      if (seen !== undefined) problem(row, 'sku', 'SKU_REPEATED', `SKU ${sku} sudah dipakai di baris ${seen}.`);
      else if (owner !== undefined && owner !== before?.id) {
        problem(row, 'sku', 'SKU_TAKEN', `SKU ${sku} sudah dipakai produk #${owner}.`);
      }
      skuRows.set(sku, seen ?? row);
    }
    const matched = before?.variants.find((v) => sku !== null && v.sku === sku);
    const number = (column: 'price' | 'stock' | 'weight_grams', fallback?: number) => {
      const text = at(column);
      if (!text && fallback !== undefined) return fallback;
      const read = READERS[column](text);
      if (read.ok) {
        if (column === 'weight_grams' && read.value < 1) {
          problem(row, column, 'VALUE_REFUSED', `${HEADER_OF[column]}: minimal 1 gram.`);
        }
        return read.value;
      }
      problem(row, column, 'VALUE_REFUSED', `${HEADER_OF[column]}: ${typedNumberMessage(read)}`);
      return 0;
    };
    const activeText = at('active').toLowerCase();
    if (activeText && !YES.has(activeText) && !NO.has(activeText)) {
      problem(row, 'active', 'VALUE_REFUSED', 'Aktif: tulis Ya atau Tidak.');
    }
    variants.push({
      row,
      variantId: matched?.id,
      options: values,
      sku,
      price: number('price'),
      stock: number('stock'),
      weight_grams: number('weight_grams', matched?.weight_grams ?? DEFAULT_VARIANT_WEIGHT_GRAMS),
      is_active: activeText ? YES.has(activeText) : (matched?.is_active ?? true),
    });
  }

  // The option values in the order the rows first name them; the shop's own order when it is the same set.
  const options = optionNames.slice(0, optionCount).map((optionName, i) => {
    const values = [...new Set(variants.map((v) => v.options[i]!).filter(Boolean))];
    const kept = before?.options[i];
    const same =
      kept &&
      kept.name === optionName &&
      kept.values.length === values.length &&
      values.every((v) => kept.values.includes(v));
    return { name: optionName, values: same ? kept.values : values };
  });
  const checked = VariantsBody.safeParse({
    options,
    variants: variants.map((v) => ({
      options: v.options,
      sku: v.sku,
      price: v.price,
      stock: v.stock,
      weight_grams: v.weight_grams,
    })),
  });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const variant = issue.path[0] === 'variants' ? variants[Number(issue.path[1])] : undefined;
      const row = variant?.row ?? first;
      problem(row, columnOfIssue(issue.path), 'VARIANTS_INVALID', issue.message);
    }
  }
  return { name, description: description || null, categoryId, options, variants, photos };
}
