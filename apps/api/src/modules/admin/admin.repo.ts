import { sql } from 'kysely';
import { TRUE, type Db, type Dialect } from '../../db/database.js';
import { WIB_OFFSET_HOURS, WIB_ZONE } from '../../lib/wib.js';

export interface Window {
  from: string;
  to: string;
}

/** The dashboard's aggregates; each is one indexed query. */
export function adminRepo(db: Db, dialect: Dialect) {
  /** The WIB day an order was placed on, `YYYY-MM-DD`, whatever the zone of the database's session or machine. */
  const day =
    dialect === 'postgres'
      ? sql<string>`to_char(created_at at time zone ${sql.lit(WIB_ZONE)}, 'YYYY-MM-DD')`
      : sql<string>`date(created_at, ${sql.lit(`+${WIB_OFFSET_HOURS} hours`)})`;

  /**
   * What Midtrans refunded in part of paid orders (a full refund makes the payment `refunded`): revenue counts paid,
   * non-refunded money. Read from the partial index of refunded orders (013), a handful of rows.
   */
  const partlyRefunded = (from?: string) =>
    db
      .selectFrom('orders')
      .where(sql<boolean>`refunded_amount > 0`)
      .where('payment_status', '=', 'paid')
      .$if(from !== undefined, (qb) => qb.where('created_at', '>=', from!));

  return {
    async productCounts(current: Window, previous: Window) {
      const row = await db
        .selectFrom('products')
        .where('is_active', '=', TRUE)
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(eb.and([eb('created_at', '>=', current.from), eb('created_at', '<', current.to)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('current'),
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(eb.and([eb('created_at', '>=', previous.from), eb('created_at', '<', previous.to)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('previous'),
        ])
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), current: Number(row.current ?? 0), previous: Number(row.previous ?? 0) };
    },
    /**
     * Totals over every order, each read from an index of its own (008): the count, paid revenue and distinct
     * customers. One statement computing all of them scanned the table.
     */
    async orderTotals() {
      const [all, paid, customers, refunded] = await Promise.all([
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_amount'), eb.lit(0)).as('n'))
          .where('payment_status', '=', 'paid')
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
          .executeTakeFirstOrThrow(),
        partlyRefunded()
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('refunded_amount'), eb.lit(0)).as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        orders: Number(all.n),
        revenue: Number(paid.n) - Number(refunded.n),
        customers: Number(customers.n),
      };
    },
    /** Orders, paid revenue and distinct customers placed within the window (the covering created_at index). */
    async windowTotals(w: Window) {
      const row = await db
        .selectFrom('orders')
        .select((eb) => [
          eb.fn.countAll<number>().as('orders'),
          eb.fn
            .sum<number>(eb.case().when('payment_status', '=', 'paid').then(eb.ref('total_amount')).else(0).end())
            .as('revenue'),
          eb.fn.count<number>('user_id').distinct().as('customers'),
        ])
        .where('created_at', '>=', w.from)
        .where('created_at', '<', w.to)
        .executeTakeFirstOrThrow();
      const refunded = await partlyRefunded(w.from)
        .where('created_at', '<', w.to)
        .select((eb) => eb.fn.sum<number>('refunded_amount').as('n'))
        .executeTakeFirstOrThrow();
      const n = (v: unknown) => Number(v ?? 0);
      return {
        orders: n(row.orders),
        revenue: n(row.revenue) - n(refunded.n),
        customers: n(row.customers),
      };
    },
    statusCounts() {
      return db
        .selectFrom('orders')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
    },
    /** Complaints waiting for the owner's answer, oldest first. */
    openComplaints(limit: number) {
      return db
        .selectFrom('order_complaints')
        .innerJoin('orders', 'orders.id', 'order_complaints.order_id')
        .innerJoin('users', 'users.id', 'orders.user_id')
        .select([
          'orders.id',
          'orders.order_number',
          'order_complaints.reason',
          'order_complaints.created_at',
          'users.first_name',
          'users.last_name',
        ])
        .where('order_complaints.status', '=', 'open')
        .orderBy('order_complaints.created_at')
        .limit(limit)
        .execute();
    },
    /** Shipped parcels the courier reports returned or lost, the longest known first. */
    flaggedParcels(limit: number) {
      return db
        .selectFrom('orders')
        .innerJoin('users', 'users.id', 'orders.user_id')
        .select([
          'orders.id',
          'orders.order_number',
          'orders.tracking_state',
          'orders.tracking_checked_at',
          'users.first_name',
          'users.last_name',
        ])
        .where('orders.status', '=', 'shipped')
        .where('orders.tracking_state', 'in', ['returned', 'lost'])
        .orderBy('orders.id')
        .limit(limit)
        .execute();
    },
    recentOrders(limit: number) {
      return db
        .selectFrom('orders')
        .innerJoin('users', 'users.id', 'orders.user_id')
        .select([
          'orders.id',
          'orders.order_number',
          'orders.total_amount',
          'orders.status',
          'orders.payment_status',
          'orders.completed_at',
          'orders.created_at',
          'users.first_name',
          'users.last_name',
        ])
        .orderBy('orders.id', 'desc')
        .limit(limit)
        .execute();
    },
    /** By units sold; with no sales yet this is simply the first products. */
    topProducts(limit: number) {
      return db
        .selectFrom('products')
        .select(['id', 'name', 'price', 'sold_count', 'thumbnail'])
        .where('is_active', '=', TRUE)
        .orderBy('sold_count', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
    },
    /**
     * Stock is counted per variant: the switched-on variants of listed products with `max` or fewer left, fewest
     * first (then by product and the variant's place in its table).
     */
    lowStock(max: number, limit: number) {
      return db
        .selectFrom('product_variants as v')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .select([
          'p.id as product_id',
          'p.name',
          'v.id as variant_id',
          'v.option1',
          'v.option2',
          'v.option3',
          'v.sku',
          'v.stock',
        ])
        .where('p.is_active', '=', TRUE)
        .where('v.is_active', '=', TRUE)
        .where('v.stock', '<=', max)
        .orderBy('v.stock')
        .orderBy('p.id')
        .orderBy('v.position')
        .orderBy('v.id')
        .limit(limit)
        .execute();
    },
    async daily(from: string) {
      const [rows, refunded] = await Promise.all([
        db
          .selectFrom('orders')
          .select((eb) => [
            day.as('day'),
            eb.fn.countAll<number>().as('orders'),
            eb.fn
              .sum<number>(eb.case().when('payment_status', '=', 'paid').then(eb.ref('total_amount')).else(0).end())
              .as('revenue'),
          ])
          .where('created_at', '>=', from)
          .groupBy(day)
          .execute(),
        partlyRefunded(from)
          .select((eb) => [day.as('day'), eb.fn.sum<number>('refunded_amount').as('n')])
          .groupBy(day)
          .execute(),
      ]);
      const refundedOn = new Map(refunded.map((r) => [r.day, Number(r.n ?? 0)]));
      return rows.map((r) => ({ ...r, revenue: Number(r.revenue ?? 0) - (refundedOn.get(r.day) ?? 0) }));
    },
    /** For the PDF: every active product, newest orders first. */
    reportProducts(limit: number) {
      return db
        .selectFrom('products')
        .select(['id', 'name', 'price', 'price_max', 'stock'])
        .where('is_active', '=', TRUE)
        .orderBy('id')
        .limit(limit)
        .execute();
    },
    reportOrders(limit: number) {
      return db
        .selectFrom('orders')
        .innerJoin('users', 'users.id', 'orders.user_id')
        .select([
          'orders.order_number',
          'orders.payment_status',
          'orders.status',
          'orders.total_amount',
          'orders.unique_code',
          'users.first_name',
          'users.last_name',
        ])
        .orderBy('orders.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
export type AdminRepo = ReturnType<typeof adminRepo>;
