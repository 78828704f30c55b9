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
  const partlyRefunded = (w: Window) =>
    db
      .selectFrom('orders')
      .where(sql<boolean>`refunded_amount > 0`)
      .where('payment_status', '=', 'paid')
      .where('created_at', '>=', w.from)
      .where('created_at', '<', w.to);

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
      const refunded = await partlyRefunded(w)
        .select((eb) => eb.fn.sum<number>('refunded_amount').as('n'))
        .executeTakeFirstOrThrow();
      const n = (v: unknown) => Number(v ?? 0);
      return {
        orders: n(row.orders),
        revenue: n(row.revenue) - n(refunded.n),
        customers: n(row.customers),
      };
    },
    /**
     * Orders placed within the window, by their state now; `completed` counts those of a status that completed
     * (delivered orders the shopper confirmed or that completed by themselves keep `delivered`, decision 042).
     */
    statusCounts(w: Window) {
      return db
        .selectFrom('orders')
        .select([
          'status',
          (eb) => eb.fn.countAll<number>().as('n'),
          (eb) =>
            eb.fn.sum<number>(eb.case().when('completed_at', 'is not', null).then(1).else(0).end()).as('completed'),
        ])
        .where('created_at', '>=', w.from)
        .where('created_at', '<', w.to)
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
    /**
     * Shipped parcels whose resi is not believed (decision 051) or that the courier reports returned or lost, the
     * longest known first.
     */
    flaggedParcels(limit: number) {
      return db
        .selectFrom('orders')
        .innerJoin('users', 'users.id', 'orders.user_id')
        .select([
          'orders.id',
          'orders.order_number',
          'orders.tracking_state',
          'orders.tracking_flag',
          'orders.tracking_checked_at',
          'users.first_name',
          'users.last_name',
        ])
        .where('orders.status', '=', 'shipped')
        .where((eb) =>
          eb.or([eb('orders.tracking_flag', 'is not', null), eb('orders.tracking_state', 'in', ['returned', 'lost'])]),
        )
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
    /**
     * Listed products by units in the orders placed within the window and not cancelled (as `sold_count` counts them
     * over all time), then the first products, so the panel is full while little has sold.
     */
    async topProducts(w: Window, limit: number) {
      const sold = await db
        .selectFrom('order_items as i')
        .innerJoin('orders as o', 'o.id', 'i.order_id')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .select(['p.id', 'p.name', 'p.price', 'p.thumbnail', (eb) => eb.fn.sum<number>('i.quantity').as('sold')])
        .where('o.created_at', '>=', w.from)
        .where('o.created_at', '<', w.to)
        .where('o.status', '!=', 'cancelled')
        .where('p.is_active', '=', TRUE)
        .groupBy(['p.id', 'p.name', 'p.price', 'p.thumbnail'])
        .orderBy('sold', 'desc')
        .orderBy('p.id')
        .limit(limit)
        .execute();
      const rows = sold.map((r) => ({ ...r, sold: Number(r.sold) }));
      if (rows.length >= limit) return rows;
      const others = await db
        .selectFrom('products')
        .select(['id', 'name', 'price', 'thumbnail'])
        .where('is_active', '=', TRUE)
        .$if(rows.length > 0, (qb) =>
          qb.where(
            'id',
            'not in',
            rows.map((r) => r.id),
          ),
        )
        .orderBy('id')
        .limit(limit - rows.length)
        .execute();
      return [...rows, ...others.map((p) => ({ ...p, sold: 0 }))];
    },
    /** Orders and revenue per WIB day of the orders placed within the window. */
    async daily(w: Window) {
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
          .where('created_at', '>=', w.from)
          .where('created_at', '<', w.to)
          .groupBy(day)
          .execute(),
        partlyRefunded(w)
          .select((eb) => [day.as('day'), eb.fn.sum<number>('refunded_amount').as('n')])
          .groupBy(day)
          .execute(),
      ]);
      const refundedOn = new Map(refunded.map((r) => [r.day, Number(r.n ?? 0)]));
      return rows.map((r) => ({ ...r, revenue: Number(r.revenue ?? 0) - (refundedOn.get(r.day) ?? 0) }));
    },
    /** For the PDF: every active product; the orders placed within the window, newest first. */
    reportProducts(limit: number) {
      return db
        .selectFrom('products')
        .select(['id', 'name', 'price', 'price_max', 'stock'])
        .where('is_active', '=', TRUE)
        .orderBy('id')
        .limit(limit)
        .execute();
    },
    reportOrders(w: Window, limit: number) {
      return db
        .selectFrom('orders')
        .innerJoin('users', 'users.id', 'orders.user_id')
        .select([
          'orders.order_number',
          'orders.payment_status',
          'orders.status',
          'orders.completed_at',
          'orders.total_amount',
          'orders.unique_code',
          'users.first_name',
          'users.last_name',
        ])
        .where('orders.created_at', '>=', w.from)
        .where('orders.created_at', '<', w.to)
        .orderBy('orders.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
export type AdminRepo = ReturnType<typeof adminRepo>;
