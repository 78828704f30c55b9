import type { Db, Executor } from '../../db/database.js';
import { TRUE } from '../../db/database.js';

/** What the sheet shows of a listed product, read in one go: the product, its options, variants and photos. */
export interface SheetProductRow {
  id: number;
  name: string;
  description: string | null;
  category_id: number | null;
  options: { name: string; values: string[] }[];
  variants: {
    id: number;
    option1: string;
    option2: string;
    option3: string;
    sku: string | null;
    price: number;
    stock: number;
    weight_grams: number;
    is_active: boolean;
  }[];
  photos: { id: number; image: string }[];
}

/** Products read per query: the sheet of a big shop is read a slice at a time. */
const SLICE = 500;

/**
 * The SQL of the products sheet (issue 44): the listed products with their parts, as the export writes them and
 * as an imported sheet is checked against; and the categories a sheet may name. Writes go through the catalogue.
 */
export function productSheetRepo(db: Db) {
  async function partsOf(ids: readonly number[], ex: Executor) {
    const [options, variants, photos] = await Promise.all([
      ex
        .selectFrom('product_options')
        .select(['product_id', 'name', 'option_values'])
        .where('product_id', 'in', ids)
        .orderBy('product_id')
        .orderBy('position')
        .execute(),
      ex
        .selectFrom('product_variants')
        .select([
          'id',
          'product_id',
          'option1',
          'option2',
          'option3',
          'sku',
          'price',
          'stock',
          'weight_grams',
          'is_active',
        ])
        .where('product_id', 'in', ids)
        .orderBy('product_id')
        .orderBy('position')
        .orderBy('id')
        .execute(),
      ex
        .selectFrom('product_images')
        .select(['id', 'product_id', 'image'])
        .where('product_id', 'in', ids)
        .orderBy('product_id')
        .orderBy('position')
        .orderBy('id')
        .execute(),
    ]);
    return { options, variants, photos };
  }

  async function products(ex: Executor, only?: readonly number[]): Promise<SheetProductRow[]> {
    const rows = await ex
      .selectFrom('products')
      .select(['id', 'name', 'description', 'category_id'])
      .where('is_active', '=', TRUE)
      .$if(only !== undefined, (qb) => qb.where('id', 'in', only!.length > 0 ? only! : [0]))
      .orderBy('id')
      .execute();
    const found: SheetProductRow[] = [];
    for (let i = 0; i < rows.length; i += SLICE) {
      const slice = rows.slice(i, i + SLICE);
      const parts = await partsOf(
        slice.map((r) => r.id),
        ex,
      );
      for (const row of slice) {
        found.push({
          ...row,
          options: parts.options
            .filter((o) => o.product_id === row.id)
            .map((o) => ({ name: o.name, values: JSON.parse(o.option_values) as string[] })),
          variants: parts.variants
            .filter((v) => v.product_id === row.id)
            .map(({ product_id: _, is_active, ...v }) => ({ ...v, is_active: Boolean(is_active) })),
          photos: parts.photos.filter((p) => p.product_id === row.id).map(({ id, image }) => ({ id, image })),
        });
      }
    }
    return found;
  }

  return {
    /** Every listed product with its parts, by id. */
    listedProducts: (ex: Executor = db) => products(ex),
    /** The listed products of `ids` as they are now (read again inside the apply's transaction). */
    productsNow: (ids: readonly number[], ex: Executor) => products(ex, ids),
    /** Every SKU of the shop, listed or hidden, and the product holding it: SKUs are unique across the shop. */
    async skuOwners(ex: Executor = db): Promise<Map<string, number>> {
      const rows = await ex
        .selectFrom('product_variants')
        .select(['sku', 'product_id'])
        .where('sku', 'is not', null)
        .execute();
      return new Map(rows.map((r) => [r.sku!, r.product_id]));
    },
    categories(ex: Executor = db) {
      return ex.selectFrom('categories').select(['id', 'slug', 'name_id', 'name_en']).orderBy('id').execute();
    },
  };
}
export type ProductSheetRepo = ReturnType<typeof productSheetRepo>;
