import type { SaleTerms } from '@boneka/shared';
import type { Insertable, Updateable } from 'kysely';
import type { Db, Dialect, Executor } from '../../db/database.js';
import { toBool } from '../../db/database.js';
import type { CategoryRow, ProductVariantsTable, ProductsTable, VariantRow } from '../../db/schema.js';
import { searchTokens } from './search-terms.js';

/** The slug of the category a product goes in when the owner names none (the spec's `category.name`, "Boneka"). */
export const DEFAULT_CATEGORY = { slug: 'boneka', name_id: 'Boneka', name_en: 'Dolls' } as const;

/** What `refreshTotals` keeps on the product row from its variants and its gallery (decision 033). */
export interface ProductTotals {
  price: number;
  price_max: number | null;
  stock: number;
  variant_count: number;
  search_extra: string | null;
  image: string | null;
  thumbnail: string | null;
  /** The switched-on variants' sales as JSON `SaleTerms[]` (decision 046); null when none has one. */
  sales: string | null;
}
const TOTALS = ['price', 'price_max', 'stock', 'variant_count', 'search_extra', 'image', 'thumbnail', 'sales'] as const;

/** The product row as its writers read it under lock. */
export type LockedProduct = ProductTotals & { id: number; name: string; description: string | null; active: boolean };

export interface GalleryImage {
  id: number;
  position: number;
  image: string;
  thumbnail: string | null;
}

type TotalsVariant = Pick<
  VariantRow,
  | 'option1'
  | 'option2'
  | 'option3'
  | 'sku'
  | 'price'
  | 'stock'
  | 'is_active'
  | 'sale_price'
  | 'sale_starts_at'
  | 'sale_ends_at'
>;

/** The switched-on variants' sales, as a catalogue card reads them (`cheapestSaleNow`). */
function salesOf(on: readonly TotalsVariant[]): string | null {
  const sales: SaleTerms[] = on
    .filter((v) => v.sale_price !== null && v.sale_ends_at !== null)
    .map((v) => ({
      price: v.price,
      sale_price: v.sale_price,
      sale_starts_at: v.sale_starts_at,
      sale_ends_at: v.sale_ends_at,
    }));
  return sales.length > 0 ? JSON.stringify(sales) : null;
}

/**
 * The totals of a product from its variants and its cover: price and price_max over the switched-on variants (over
 * all of them while none is on, so that the product still shows what it costs), stock and variant_count of the
 * switched-on ones, their option values and SKUs for search, the first photo as the product's picture.
 */
export function totalsOf(
  variants: readonly TotalsVariant[],
  cover: Pick<GalleryImage, 'image' | 'thumbnail'> | undefined,
  current: Pick<ProductTotals, 'price' | 'price_max'>,
): ProductTotals {
  const on = variants.filter((v) => toBool(v.is_active));
  const priced = (on.length > 0 ? on : variants).map((v) => v.price);
  const words = new Map<string, string>();
  const add = (word: string) => {
    if (!words.has(word.toLowerCase())) words.set(word.toLowerCase(), word);
  };
  for (const v of on) {
    for (const word of [v.option1, v.option2, v.option3, v.sku]) {
      if (!word) continue;
      add(word);
      // PostgreSQL's parser reads "BR-100-PNK" as br, -100 (a signed number) and pnk, where a shopper's search is
      // split into br, 100 and pnk (search-terms.ts): the parts are kept as words of their own too.
      if (/[^\p{L}\p{N}\s]/u.test(word)) add(searchTokens(word).join(' '));
    }
  }
  return {
    price: priced.length > 0 ? Math.min(...priced) : current.price,
    price_max: priced.length > 0 ? Math.max(...priced) : current.price_max,
    stock: on.reduce((sum, v) => sum + v.stock, 0),
    variant_count: on.length,
    search_extra: words.size > 0 ? [...words.values()].join(' ') : null,
    image: cover?.image ?? null,
    thumbnail: cover?.thumbnail ?? null,
    sales: salesOf(on),
  };
}

/**
 * The SQL of a product's parts — options, variants, gallery, categories — and of the totals the product row keeps
 * from them. Every method takes the write's transaction: a product's writers lock its row first (`lock`), then
 * change its parts, then `refreshTotals`, in that order, as the order placement does (modules/variants), so that
 * two writers of one product wait for each other instead of deadlocking.
 */
export function productPartsRepo(db: Db, dialect: Dialect) {
  /** The product row, locked until the transaction ends on PostgreSQL (SQLite runs one write transaction at a time). */
  async function lock(id: number, ex: Executor): Promise<LockedProduct | undefined> {
    const row = await ex
      .selectFrom('products')
      .select([
        'id',
        'name',
        'description',
        'is_active',
        'price',
        'price_max',
        'stock',
        'variant_count',
        'search_extra',
        'image',
        'thumbnail',
        'sales',
      ])
      .where('id', '=', id)
      .$if(dialect === 'postgres', (qb) => qb.forUpdate())
      .executeTakeFirst();
    if (!row) return undefined;
    const { is_active: active, ...rest } = row;
    return { ...rest, active: toBool(active) };
  }

  const variantsOf = (productId: number, ex: Executor) =>
    ex
      .selectFrom('product_variants')
      .selectAll()
      .where('product_id', '=', productId)
      .orderBy('position')
      .orderBy('id')
      .execute();

  const imagesOf = (productId: number, ex: Executor): Promise<GalleryImage[]> =>
    ex
      .selectFrom('product_images')
      .select(['id', 'position', 'image', 'thumbnail'])
      .where('product_id', '=', productId)
      .orderBy('position')
      .orderBy('id')
      .execute();

  return {
    lockProduct: lock,
    variantsOf,
    imagesOf,
    /**
     * Brings the product row's totals (ProductTotals) in line with its variants and gallery, inside the write's
     * transaction, with `extra` columns (the owner's edit: name, updated_at) in the same statement. Only the columns
     * that change are written, and a price is replaced only from the value read: the read cache then drops the
     * pages that can show the change and no others (db/change-tags.ts). False when there is no such product.
     */
    async refreshTotals(productId: number, ex: Executor, extra: Updateable<ProductsTable> = {}): Promise<boolean> {
      const product = await lock(productId, ex);
      if (!product) return false;
      const variants = await variantsOf(productId, ex);
      const [cover] = await imagesOf(productId, ex);
      const totals = totalsOf(variants, cover, product);
      const changes: Updateable<ProductsTable> = { ...extra };
      for (const column of TOTALS) {
        if (totals[column] !== product[column]) Object.assign(changes, { [column]: totals[column] });
      }
      if (Object.keys(changes).length === 0) return true;
      await ex
        .updateTable('products')
        .set(changes)
        .where('id', '=', productId)
        .$if(changes.price !== undefined, (qb) => qb.where('price', '=', product.price))
        .execute();
      return true;
    },

    async replaceOptions(productId: number, options: readonly { name: string; values: string[] }[], ex: Executor) {
      await ex.deleteFrom('product_options').where('product_id', '=', productId).execute();
      if (options.length === 0) return;
      await ex
        .insertInto('product_options')
        .values(
          options.map((o, position) => ({
            product_id: productId,
            position,
            name: o.name,
            option_values: JSON.stringify(o.values),
          })),
        )
        .execute();
    },
    async insertVariant(row: Insertable<ProductVariantsTable>, ex: Executor): Promise<number> {
      return (await ex.insertInto('product_variants').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
    async updateVariant(id: number, changes: Updateable<ProductVariantsTable>, ex: Executor) {
      await ex.updateTable('product_variants').set(changes).where('id', '=', id).execute();
    },
    async deleteVariants(ids: readonly number[], ex: Executor) {
      if (ids.length > 0) await ex.deleteFrom('product_variants').where('id', 'in', ids).execute();
    },
    /** Which of the variants an order line names (they are kept, switched off, when the owner removes them). */
    async orderedVariants(ids: readonly number[], ex: Executor): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await ex
        .selectFrom('order_items')
        .select('variant_id')
        .distinct()
        .where('variant_id', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.variant_id!));
    },
    /** The variants holding any of the SKUs (upper case), whichever product they belong to. */
    skuHolders(
      skus: readonly string[],
      ex: Executor,
    ): Promise<{ id: number; product_id: number; sku: string | null }[]> {
      if (skus.length === 0) return Promise.resolve([]);
      return ex.selectFrom('product_variants').select(['id', 'product_id', 'sku']).where('sku', 'in', skus).execute();
    },
    /** The product's low-stock threshold (migration 027); read under the product's lock by a stock sheet's apply. */
    async lowStockThreshold(productId: number, ex: Executor): Promise<number | undefined> {
      const row = await ex
        .selectFrom('products')
        .select('low_stock_threshold')
        .where('id', '=', productId)
        .executeTakeFirst();
      return row?.low_stock_threshold;
    },

    /** Adds photos at positions `from`, `from + 1`…; their ids in the same order. */
    async insertImages(
      productId: number,
      files: readonly { image: string; thumbnail: string | null }[],
      from: number,
      createdAt: string,
      ex: Executor,
    ): Promise<number[]> {
      const ids: number[] = [];
      for (const [i, file] of files.entries()) {
        const row = await ex
          .insertInto('product_images')
          .values({ product_id: productId, position: from + i, ...file, created_at: createdAt })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      return ids;
    },
    async replaceImageFiles(id: number, files: { image: string; thumbnail: string | null }, ex: Executor) {
      await ex.updateTable('product_images').set(files).where('id', '=', id).execute();
    },
    async setImagePosition(id: number, position: number, ex: Executor) {
      await ex.updateTable('product_images').set({ position }).where('id', '=', id).execute();
    },
    /** Positions 0, 1, 2… again after a photo left: the first one is the cover. */
    async renumberImages(productId: number, ex: Executor) {
      for (const [position, image] of (await imagesOf(productId, ex)).entries()) {
        if (image.position !== position)
          await ex.updateTable('product_images').set({ position }).where('id', '=', image.id).execute();
      }
    },
    /** Removes a photo; the variants that showed it show the product's cover instead. */
    async deleteImage(id: number, ex: Executor) {
      await ex.updateTable('product_variants').set({ image_id: null }).where('image_id', '=', id).execute();
      await ex.deleteFrom('product_images').where('id', '=', id).execute();
    },

    category(id: number, ex: Executor): Promise<Pick<CategoryRow, 'id' | 'name_id'> | undefined> {
      return ex.selectFrom('categories').select(['id', 'name_id']).where('id', '=', id).executeTakeFirst();
    },
    /**
     * The default category (DEFAULT_CATEGORY), made when the shop has none yet: a new shop's first product, or
     * one whose owner deleted it. It goes last among the top-level categories.
     */
    async defaultCategory(now: string, ex: Executor): Promise<Pick<CategoryRow, 'id' | 'name_id'>> {
      const find = () =>
        ex
          .selectFrom('categories')
          .select(['id', 'name_id'])
          .where('slug', '=', DEFAULT_CATEGORY.slug)
          .executeTakeFirst();
      const found = await find();
      if (found) return found;
      const last = await ex
        .selectFrom('categories')
        .select((eb) => eb.fn.max<number | null>('position').as('position'))
        .where('parent_id', 'is', null)
        .executeTakeFirstOrThrow();
      await ex
        .insertInto('categories')
        .values({
          ...DEFAULT_CATEGORY,
          parent_id: null,
          position: last.position === null ? 0 : Number(last.position) + 1,
          image: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute();
      return (await find())!;
    },
    async addCategory(productId: number, categoryId: number, ex: Executor) {
      await ex
        .insertInto('product_categories')
        .values({ product_id: productId, category_id: categoryId })
        .onConflict((oc) => oc.columns(['product_id', 'category_id']).doNothing())
        .execute();
    },
    /** Every gallery file of the product (for a product destroyed with its gallery). */
    async galleryFiles(productId: number, ex: Executor = db): Promise<string[]> {
      const rows = await imagesOf(productId, ex);
      return rows.flatMap((r) => [r.image, ...(r.thumbnail ? [r.thumbnail] : [])]);
    },
  };
}
export type ProductPartsRepo = ReturnType<typeof productPartsRepo>;
