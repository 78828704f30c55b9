import type { Db, Executor } from '../../db/database.js';

/** Orders read per page of an export: a big shop's year is written a page at a time, never held whole. */
export const EXPORT_PAGE_ORDERS = 500;

/** The orders an export holds: those placed in [start, end), by status, or those of the owner's selection. */
export type OrdersPick = { start: string; end: string; status?: string } | { ids: number[]; status?: undefined };

/**
 * The SQL of the owner's exports (issue 30): the orders placed in a range, a page at a time, and every variant with
 * its product (the products export, which the stock-take reads back).
 */
export function exportsRepo(db: Db) {
  return {
    /**
     * One page of the orders placed in [start, end), by status, with their lines: orders after `afterId`, oldest
     * id first, EXPORT_PAGE_ORDERS at a time (keyset paging).
     */
    async ordersPage(range: OrdersPick, afterId: number) {
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
        .$if('ids' in range, (qb) => qb.where('orders.id', 'in', 'ids' in range ? range.ids : []))
        .$if('start' in range, (qb) =>
          'start' in range
            ? qb.where('orders.created_at', '>=', range.start).where('orders.created_at', '<', range.end)
            : qb,
        )
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
  };
}
export type ExportsRepo = ReturnType<typeof exportsRepo>;
export type OrdersPage = Awaited<ReturnType<ExportsRepo['ordersPage']>>;
