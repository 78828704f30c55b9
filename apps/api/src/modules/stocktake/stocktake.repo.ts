import type { Insertable } from 'kysely';
import { TRUE, type Db, type Executor } from '../../db/database.js';
import type { StockImportsTable } from '../../db/schema.js';

/** Orders read per page of an export: a big shop's year is written a page at a time, never held whole. */
export const EXPORT_PAGE_ORDERS = 500;

/**
 * The SQL of the owner's stock tools (issue 30): reads for the exports, the stock sheet and the low-stock mail; the
 * stored previews and the daily runs. Writes to the catalogue go through the catalogue's service.
 */
export function stocktakeRepo(db: Db) {
  return {
    /**
     * One page of the orders placed in [start, end), by status, with their lines: orders after `afterId`, oldest
     * id first, EXPORT_PAGE_ORDERS at a time (keyset paging).
     */
    async ordersPage(range: { start: string; end: string; status?: string }, afterId: number) {
      const orders = await db
        .selectFrom('orders')
        .innerJoin('users', 'users.id', 'orders.user_id')
        .select([
          'orders.id',
          'orders.order_number',
          'orders.created_at',
          'orders.status',
          'orders.completed_at',
          'orders.payment_status',
          'orders.payment_method',
          'users.first_name',
          'users.last_name',
          'users.email',
          'users.phone_number',
          'orders.ship_recipient',
          'orders.ship_phone',
          'orders.ship_street',
          'orders.ship_district',
          'orders.ship_city',
          'orders.ship_province',
          'orders.ship_postal_code',
          'orders.courier',
          'orders.courier_service',
          'orders.tracking_number',
          'orders.subtotal',
          'orders.shipping_cost',
          'orders.voucher_discount',
          'orders.total_amount',
          'orders.unique_code',
          'orders.transfer_amount',
          'orders.refunded_amount',
        ])
        .where('orders.created_at', '>=', range.start)
        .where('orders.created_at', '<', range.end)
        .$if(range.status !== undefined, (qb) => qb.where('orders.status', '=', range.status!))
        .where('orders.id', '>', afterId)
        .orderBy('orders.id')
        .limit(EXPORT_PAGE_ORDERS)
        .execute();
      if (orders.length === 0) return { orders, lines: [] };
      const lines = await db
        .selectFrom('order_items')
        .select(['id', 'order_id', 'product_name', 'variant_label', 'sku', 'quantity', 'unit_price', 'subtotal'])
        .where(
          'order_id',
          'in',
          orders.map((o) => o.id),
        )
        .orderBy('order_id')
        .orderBy('id')
        .execute();
      return { orders, lines };
    },

    /** Every variant with its product, products by id and variants in the owner's order (the products export). */
    variantsWithProducts(ex: Executor = db) {
      return ex
        .selectFrom('product_variants')
        .innerJoin('products', 'products.id', 'product_variants.product_id')
        .select([
          'products.id as product_id',
          'products.name',
          'products.is_active as product_active',
          'products.low_stock_threshold',
          'product_variants.id as variant_id',
          'product_variants.option1',
          'product_variants.option2',
          'product_variants.option3',
          'product_variants.sku',
          'product_variants.price',
          'product_variants.stock',
          'product_variants.is_active',
        ])
        .orderBy('products.id')
        .orderBy('product_variants.position')
        .orderBy('product_variants.id')
        .execute();
    },

    /** Switched-on variants of listed products at or below their product's threshold, emptiest first. */
    lowStock(ex: Executor = db) {
      return ex
        .selectFrom('product_variants')
        .innerJoin('products', 'products.id', 'product_variants.product_id')
        .select([
          'products.id as product_id',
          'products.name',
          'products.low_stock_threshold',
          'product_variants.option1',
          'product_variants.option2',
          'product_variants.option3',
          'product_variants.sku',
          'product_variants.stock',
        ])
        .where('products.is_active', '=', TRUE)
        .where('product_variants.is_active', '=', TRUE)
        .whereRef('product_variants.stock', '<=', 'products.low_stock_threshold')
        .orderBy('product_variants.stock')
        .orderBy('products.name')
        .orderBy('product_variants.position')
        .execute();
    },

    async firstAdminEmail(ex: Executor = db): Promise<string | undefined> {
      const row = await ex
        .selectFrom('users')
        .select('email')
        .where('type', '=', 'admin')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row?.email;
    },

    async insertImport(row: Insertable<StockImportsTable>): Promise<number> {
      return (await db.insertInto('stock_imports').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
    findImport(id: number, ex: Executor = db) {
      return ex.selectFrom('stock_imports').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Marks a preview applied, once: false when it was applied already (by this or another instance). */
    async markApplied(id: number, by: number | null, at: string, ex: Executor): Promise<boolean> {
      const result = await ex
        .updateTable('stock_imports')
        .set({ status: 'applied', applied_at: at, applied_by: by })
        .where('id', '=', id)
        .where('status', '=', 'previewed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Whether the job already ran on this WIB day (a cheap look before the transaction that decides). */
    async ranOn(job: string, wibDay: string): Promise<boolean> {
      const row = await db
        .selectFrom('daily_runs')
        .select('job')
        .where('job', '=', job)
        .where('wib_day', '=', wibDay)
        .executeTakeFirst();
      return row !== undefined;
    },
    /**
     * Claims the job's run of this WIB day in `ex`: true for the one caller that inserts the row. Another instance's
     * insert of the same key waits for that transaction and then does nothing.
     */
    async claimDay(job: string, wibDay: string, at: string, outcome: string, ex: Executor): Promise<boolean> {
      const rows = await ex
        .insertInto('daily_runs')
        .values({ job, wib_day: wibDay, ran_at: at, outcome })
        .onConflict((oc) => oc.columns(['job', 'wib_day']).doNothing())
        .returning('job')
        .execute();
      return rows.length === 1;
    },
    async setOutcome(job: string, wibDay: string, outcome: string, ex: Executor) {
      await ex
        .updateTable('daily_runs')
        .set({ outcome })
        .where('job', '=', job)
        .where('wib_day', '=', wibDay)
        .execute();
    },
  };
}
export type StocktakeRepo = ReturnType<typeof stocktakeRepo>;
