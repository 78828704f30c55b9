import { sql, type SqlBool } from 'kysely';
import type { Db, Executor } from '../../db/database.js';
import { TRUE } from '../../db/database.js';
import { prepared, slot } from '../../db/prepared.js';
import { CARD_COLUMNS, type ProductCardRow } from './product-cards.js';

/** Products read one at a time, and the owner's, the sitemap's and the best sellers' lists: plain SQL. */
export function productQueriesRepo(db: Db) {
  const cardById = (ex: Executor) =>
    ex
      .selectFrom('products')
      .leftJoin('categories', 'categories.id', 'products.category_id')
      .select(CARD_COLUMNS)
      .where('products.is_active', '=', TRUE);
  const activeById = prepared(db, cardById(db).where('products.id', '=', slot(0)));

  return {
    findActive(id: number, ex: Executor = db): Promise<ProductCardRow | undefined> {
      if (ex === db) return activeById(id).then((rows) => rows[0]);
      return cardById(ex).where('products.id', '=', id).executeTakeFirst();
    },
    /**
     * The owner's list of listed or hidden products, last changed first (a hidden product cannot be edited, so that
     * is when it was hidden), optionally by a part of the name. Plain SQL: the owner's lists are few and small.
     */
    async adminPage(
      hidden: boolean,
      search: string | undefined,
      limit: number,
      offset: number,
    ): Promise<{ rows: (ProductCardRow & { updated_at: string; low_stock_threshold: number })[]; total: number }> {
      // LIKE's wildcards in the owner's words are matched as themselves.
      const pattern = search ? `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const base = db
        .selectFrom('products')
        .where('products.is_active', '=', !hidden)
        .$if(pattern !== undefined, (qb) => qb.where(sql<SqlBool>`lower(products.name) like ${pattern} escape '\\'`));
      const [rows, counted] = await Promise.all([
        base
          .leftJoin('categories', 'categories.id', 'products.category_id')
          .select([...CARD_COLUMNS, 'products.updated_at', 'products.low_stock_threshold'])
          .orderBy('products.updated_at', 'desc')
          .orderBy('products.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.n) };
    },
    async everOrdered(id: number, ex: Executor = db): Promise<boolean> {
      return (
        (await ex.selectFrom('order_items').select('id').where('product_id', '=', id).limit(1).executeTakeFirst()) !==
        undefined
      );
    },
    /**
     * Units sold per listed product in orders placed since `since` and not cancelled, most first (ties by id); only
     * products with at least `minUnits`.
     */
    unitsSoldSince(since: string, minUnits: number, limit: number): Promise<{ product_id: number }[]> {
      const units = sql<number>`sum(order_items.quantity)`;
      return db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .innerJoin('products', 'products.id', 'order_items.product_id')
        .select('order_items.product_id')
        .where('orders.created_at', '>=', since)
        .where('orders.status', '!=', 'cancelled')
        .where('products.is_active', '=', TRUE)
        .groupBy('order_items.product_id')
        .having(units, '>=', minUnits)
        .orderBy(units, 'desc')
        .orderBy('order_items.product_id')
        .limit(limit)
        .execute();
    },
    /** Every listed product's id and last change, by id (the sitemap). */
    listedIds(): Promise<{ id: number; updated_at: string; sold_count: number }[]> {
      return db
        .selectFrom('products')
        .select(['id', 'updated_at', 'sold_count'])
        .where('is_active', '=', TRUE)
        .orderBy('id')
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
