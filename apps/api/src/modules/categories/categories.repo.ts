import { sql, type Insertable, type Updateable } from 'kysely';
import { TRUE, type Db, type Executor } from '../../db/database.js';
import type { CategoriesTable, CategoryRow } from '../../db/schema.js';

/** The products `ids` are named in one statement at most this many at a time. */
const IDS_PER_STATEMENT = 500;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / IDS_PER_STATEMENT) }, (_, i) =>
    items.slice(i * IDS_PER_STATEMENT, (i + 1) * IDS_PER_STATEMENT),
  );

/** A product as the category rules see it: its main category and the categories it is in. */
export interface ProductPlacement {
  id: number;
  name: string;
  category_id: number | null;
  category_ids: number[];
}

/** The categories' tree and which products are in which (migration 021). */
export function categoriesRepo(db: Db) {
  return {
    /** Every category, each level in its order (position, then the older first). */
    all(ex: Executor = db): Promise<CategoryRow[]> {
      return ex.selectFrom('categories').selectAll().orderBy('position').orderBy('id').execute();
    },
    find(id: number, ex: Executor = db): Promise<CategoryRow | undefined> {
      return ex.selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async slugTaken(slug: string, exceptId: number | null, ex: Executor = db): Promise<boolean> {
      const row = await ex
        .selectFrom('categories')
        .select('id')
        .where('slug', '=', slug)
        .$if(exceptId !== null, (qb) => qb.where('id', '!=', exceptId!))
        .executeTakeFirst();
      return row !== undefined;
    },
    /**
     * Listed products per category (`own`), and per top-level category with its children's (`tree`): a product in
     * a parent and one of its children counts once.
     */
    async listedCounts(ex: Executor = db): Promise<{ own: Map<number, number>; tree: Map<number, number> }> {
      const listed = ex
        .selectFrom('product_categories')
        .innerJoin('products', 'products.id', 'product_categories.product_id')
        .innerJoin('categories', 'categories.id', 'product_categories.category_id')
        .where('products.is_active', '=', TRUE);
      const top = sql<number>`coalesce(categories.parent_id, categories.id)`;
      const [own, tree] = await Promise.all([
        listed
          .select(['product_categories.category_id as id', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('product_categories.category_id')
          .execute(),
        listed
          .select([top.as('id'), (eb) => eb.fn.count<number>('product_categories.product_id').distinct().as('n')])
          .groupBy(top)
          .execute(),
      ]);
      const byId = (rows: { id: number; n: number | string }[]) => new Map(rows.map((r) => [r.id, Number(r.n)]));
      return { own: byId(own), tree: byId(tree) };
    },
    async childCount(id: number, ex: Executor = db): Promise<number> {
      const row = await ex
        .selectFrom('categories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('parent_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async nextPosition(parentId: number | null, ex: Executor = db): Promise<number> {
      const row = await ex
        .selectFrom('categories')
        .select((eb) => eb.fn.max<number | null>('position').as('last'))
        .where('parent_id', parentId === null ? 'is' : '=', parentId)
        .executeTakeFirstOrThrow();
      return row.last === null ? 0 : Number(row.last) + 1;
    },
    async insert(row: Insertable<CategoriesTable>, ex: Executor = db): Promise<number> {
      return (await ex.insertInto('categories').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
    async update(id: number, changes: Updateable<CategoriesTable>, ex: Executor = db) {
      await ex.updateTable('categories').set(changes).where('id', '=', id).execute();
    },
    async setPosition(id: number, position: number, updatedAt: string, ex: Executor) {
      await ex.updateTable('categories').set({ position, updated_at: updatedAt }).where('id', '=', id).execute();
    },
    async remove(id: number, ex: Executor) {
      await ex.deleteFrom('categories').where('id', '=', id).execute();
    },
    /** The spec's `category.name` of the products whose main category this is. */
    async renameMain(categoryId: number, name: string, ex: Executor) {
      await ex.updateTable('products').set({ category_name: name }).where('category_id', '=', categoryId).execute();
    },
    /** Every product (listed or hidden) in the category or with it as its main one. */
    async productIdsIn(categoryId: number, ex: Executor = db): Promise<number[]> {
      const rows = await ex
        .selectFrom('products')
        .select('products.id')
        .where((eb) =>
          eb.or([
            eb('products.category_id', '=', categoryId),
            eb(
              'products.id',
              'in',
              eb.selectFrom('product_categories').select('product_id').where('category_id', '=', categoryId),
            ),
          ]),
        )
        .orderBy('products.id')
        .execute();
      return rows.map((r) => r.id);
    },
    /** The products of `ids` that exist (listed or hidden), with the categories each is in. */
    async placements(ids: readonly number[], ex: Executor = db): Promise<ProductPlacement[]> {
      const found: ProductPlacement[] = [];
      for (const part of chunks(ids)) {
        const [products, links] = await Promise.all([
          ex.selectFrom('products').select(['id', 'name', 'category_id']).where('id', 'in', part).execute(),
          ex
            .selectFrom('product_categories')
            .select(['product_id', 'category_id'])
            .where('product_id', 'in', part)
            .execute(),
        ]);
        for (const p of products)
          found.push({
            ...p,
            category_ids: links.filter((l) => l.product_id === p.id).map((l) => l.category_id),
          });
      }
      return found.sort((a, b) => a.id - b.id);
    },
    async link(productIds: readonly number[], categoryId: number, ex: Executor) {
      for (const part of chunks(productIds)) {
        await ex
          .insertInto('product_categories')
          .values(part.map((product_id) => ({ product_id, category_id: categoryId })))
          .onConflict((oc) => oc.columns(['product_id', 'category_id']).doNothing())
          .execute();
        await touch(part, ex);
      }
    },
    async unlink(productIds: readonly number[], categoryId: number, ex: Executor) {
      for (const part of chunks(productIds)) {
        await ex
          .deleteFrom('product_categories')
          .where('category_id', '=', categoryId)
          .where('product_id', 'in', part)
          .execute();
        await touch(part, ex);
      }
    },
    /** Makes `category` the main category of the products: its id, and its Indonesian name as `category.name`. */
    async setMain(productIds: readonly number[], category: Pick<CategoryRow, 'id' | 'name_id'>, ex: Executor) {
      for (const part of chunks(productIds)) {
        await ex
          .updateTable('products')
          .set({ category_id: category.id, category_name: category.name_id })
          .where('id', 'in', part)
          .execute();
      }
    },
  };
}
export type CategoriesRepo = ReturnType<typeof categoriesRepo>;

/**
 * A product's categories are part of its page: writing its row in the same transaction tells the read cache that
 * the product changed (its page keeps its categories until then), as every other write of a product's parts does.
 */
async function touch(productIds: readonly number[], ex: Executor) {
  await ex
    .updateTable('products')
    .set({ updated_at: new Date().toISOString() })
    .where('id', 'in', productIds)
    .execute();
}
