import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db, Dialect, Executor } from '../../db/database.js';
import type { Database, ProductsTable } from '../../db/schema.js';
import type { Insertable, Updateable } from 'kysely';
import { fts5Query, tsQuery } from './search-terms.js';

export interface ProductFilter {
  tokens?: string[];
  minPrice?: number;
  maxPrice?: number;
}
export type ProductSort = 'newest' | 'price_asc' | 'price_desc' | 'rating' | 'popular' | 'name';

export function catalogRepo(db: Db, dialect: Dialect) {
  const matches = (eb: ExpressionBuilder<Database, 'products'>, tokens: string[]): Expression<SqlBool> =>
    dialect === 'postgres'
      ? sql<SqlBool>`products.search_vector @@ to_tsquery('simple', ${tsQuery(tokens)})`
      : eb(
          'products.id',
          'in',
          sql<number>`(select rowid from products_fts where products_fts match ${fts5Query(tokens)})`,
        );

  const filtered = (filter: ProductFilter) =>
    db
      .selectFrom('products')
      .where('products.is_active', '=', true)
      .$if(filter.tokens !== undefined, (qb) => qb.where((eb) => matches(eb, filter.tokens!)))
      .$if(filter.minPrice !== undefined, (qb) => qb.where('products.price', '>=', filter.minPrice!))
      .$if(filter.maxPrice !== undefined, (qb) => qb.where('products.price', '<=', filter.maxPrice!));

  return {
    async list(filter: ProductFilter, sort: ProductSort, limit: number, offset: number) {
      // Each sort ends on id in its own direction, so one index (004-sort-indexes) serves it either way.
      const query = filtered(filter).selectAll('products');
      const ordered = (() => {
        switch (sort) {
          case 'price_asc':
            return query.orderBy('products.price', 'asc').orderBy('products.id', 'asc');
          case 'price_desc':
            return query.orderBy('products.price', 'desc').orderBy('products.id', 'desc');
          case 'rating':
            return query
              .orderBy(
                sql`case when products.review_count = 0 then 0 else products.rating_sum * 1.0 / products.review_count end`,
                'desc',
              )
              .orderBy('products.review_count', 'desc')
              .orderBy('products.id', 'desc');
          case 'popular':
            return query.orderBy('products.sold_count', 'desc').orderBy('products.id', 'desc');
          case 'name':
            return query.orderBy('products.name', 'asc').orderBy('products.id', 'asc');
          default:
            return query.orderBy('products.created_at', 'desc').orderBy('products.id', 'desc');
        }
      })();
      return ordered.limit(limit).offset(offset).execute();
    },
    async count(filter: ProductFilter): Promise<number> {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Best matches first. */
    search(tokens: string[], limit: number) {
      const base = filtered({ tokens }).selectAll('products');
      const ranked =
        dialect === 'postgres'
          ? base.orderBy(sql`ts_rank(products.search_vector, to_tsquery('simple', ${tsQuery(tokens)}))`, 'desc')
          : base;
      return ranked.orderBy('products.sold_count', 'desc').orderBy('products.id').limit(limit).execute();
    },
    findActive(id: number, ex: Executor = db) {
      return ex
        .selectFrom('products')
        .selectAll()
        .where('id', '=', id)
        .where('is_active', '=', true)
        .executeTakeFirst();
    },
    async insert(row: Insertable<ProductsTable>, ex: Executor = db): Promise<number> {
      return (await ex.insertInto('products').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
    async update(id: number, changes: Updateable<ProductsTable>, ex: Executor = db): Promise<boolean> {
      const result = await ex
        .updateTable('products')
        .set(changes)
        .where('id', '=', id)
        .where('is_active', '=', true)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async everOrdered(id: number, ex: Executor = db): Promise<boolean> {
      return (
        (await ex.selectFrom('order_items').select('id').where('product_id', '=', id).limit(1).executeTakeFirst()) !==
        undefined
      );
    },
    async remove(id: number, ex: Executor = db) {
      await ex.deleteFrom('products').where('id', '=', id).execute();
    },
    /** Adds or removes one review's rating from the product's running totals (same transaction as the review). */
    async adjustRating(id: number, ratingDelta: number, countDelta: number, ex: Executor) {
      await ex
        .updateTable('products')
        .set((eb) => ({
          rating_sum: eb('rating_sum', '+', ratingDelta),
          review_count: eb('review_count', '+', countDelta),
        }))
        .where('id', '=', id)
        .execute();
    },
    /** One conditional decrement: it cannot take stock below zero, whatever runs at the same time. */
    async takeStock(id: number, quantity: number, ex: Executor): Promise<boolean> {
      const result = await ex
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '-', quantity), sold_count: eb('sold_count', '+', quantity) }))
        .where('id', '=', id)
        .where('is_active', '=', true)
        .where('stock', '>=', quantity)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async returnStock(id: number, quantity: number, ex: Executor) {
      await ex
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '+', quantity), sold_count: eb('sold_count', '-', quantity) }))
        .where('id', '=', id)
        .execute();
    },
    async countAll(): Promise<number> {
      const row = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type CatalogRepo = ReturnType<typeof catalogRepo>;
