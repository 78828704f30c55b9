import { sql, type RawBuilder } from 'kysely';
import { ADMIN_ORDER_TABS, type AdminOrderTab } from '@boneka/shared';
import { TRUE, type Db } from '../../db/database.js';
import { ordersWithUser } from './orders.repo.js';

export type AdminFilter = 'all' | 'unpaid' | 'needs_verification' | 'paid';

/**
 * The tab an order is in, as SQL: the same rule as `adminTabOf` in packages/shared/src/orders.ts, checked against it
 * order by order in apps/api/test/order-tabs.test.ts.
 */
const tabOf: RawBuilder<AdminOrderTab> = sql`(CASE
  WHEN orders.status = 'cancelled' THEN 'dibatalkan'
  WHEN orders.status = 'delivered' AND orders.complaint_state = 'open' THEN 'komplain'
  WHEN orders.status = 'delivered' AND orders.completed_at IS NOT NULL THEN 'selesai'
  WHEN orders.status = 'delivered' THEN 'sampai'
  WHEN orders.status = 'shipped' THEN 'dikirim'
  WHEN orders.status = 'processing' OR (orders.status = 'confirmed' AND orders.payment_method LIKE 'COD%')
    THEN 'perlu_dikirim'
  WHEN orders.payment_proof IS NOT NULL AND orders.payment_status = 'unpaid' THEN 'perlu_verifikasi'
  ELSE 'belum_bayar'
END)`;
/** The statuses a tab's orders can have: the list asks the status index first, then the rule above. */
const TAB_STATUSES: Record<AdminOrderTab, string[]> = {
  belum_bayar: ['pending', 'confirmed'],
  perlu_verifikasi: ['pending', 'confirmed'],
  perlu_dikirim: ['processing', 'confirmed'],
  dikirim: ['shipped'],
  sampai: ['delivered'],
  selesai: ['delivered'],
  komplain: ['delivered'],
  dibatalkan: ['cancelled'],
};

/** The SQL of the owner's order lists: the list by tab or amount, the tabs' counts, and orders picked for labels. */
export function orderListsRepo(db: Db) {
  const adminList = (
    filter: AdminFilter,
    amountColumn?: 'orders.transfer_amount' | 'orders.total_amount',
    amount?: number,
  ) =>
    ordersWithUser(db)
      .$if(amountColumn !== undefined, (qb) => qb.where(amountColumn!, '=', amount!))
      .$if(filter === 'unpaid', (qb) => qb.where('orders.payment_status', '=', 'unpaid'))
      .$if(filter === 'needs_verification', (qb) =>
        qb
          .where('orders.payment_status', '=', 'unpaid')
          .where('orders.payment_proof', 'is not', null)
          .where('orders.status', '!=', 'cancelled'),
      )
      .$if(filter === 'paid', (qb) => qb.where('orders.payment_status', '=', 'paid'))
      .orderBy('orders.id', 'desc')
      .limit(500)
      .execute();

  return {
    /**
     * The owner's list; with `amount`, the orders that were to transfer exactly that (no two waiting orders share
     * one), or when none was, those whose total it is (a shopper who left out the kode unik, a COD order).
     */
    async listForAdmin(filter: AdminFilter, amount?: number) {
      if (amount === undefined) return adminList(filter);
      const transferred = await adminList(filter, 'orders.transfer_amount', amount);
      return transferred.length > 0 ? transferred : adminList(filter, 'orders.total_amount', amount);
    },
    /** The order list's tab counts, each counted from an index (008) rather than one scan of the table. */
    async adminCounts() {
      const count = (filter: 'all' | 'unpaid' | 'paid' | 'needs_verification') =>
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .$if(filter === 'unpaid' || filter === 'needs_verification', (qb) =>
            qb.where('payment_status', '=', 'unpaid'),
          )
          // A cancelled order's proof waits for no decision: its transfer is owed back (decision 032).
          .$if(filter === 'needs_verification', (qb) =>
            qb.where('payment_proof', 'is not', null).where('status', '!=', 'cancelled'),
          )
          .$if(filter === 'paid', (qb) => qb.where('payment_status', '=', 'paid'))
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.n));
      const [all, unpaid, needs_verification, paid] = await Promise.all([
        count('all'),
        count('unpaid'),
        count('needs_verification'),
        count('paid'),
      ]);
      return { all, unpaid, needs_verification, paid };
    },
    /** A tab's orders, newest first (the list), or oldest first (a bulk action on "semua di tab ini": first in, first out). */
    listForTab(tab: AdminOrderTab, limit: number, oldestFirst = false) {
      return ordersWithUser(db)
        .where('orders.status', 'in', TAB_STATUSES[tab])
        .where(tabOf, '=', tab)
        .orderBy('orders.id', oldestFirst ? 'asc' : 'desc')
        .limit(limit)
        .execute();
    },
    /**
     * How many orders each tab holds, in one pass over the orders, and how many of Dibatalkan and Komplain owe a
     * refund (`owesRefund`).
     */
    async tabCounts() {
      const rows = await db
        .selectFrom('orders')
        .select([
          tabOf.as('tab'),
          (eb) => eb.fn.countAll<number>().as('n'),
          sql<number>`SUM(CASE WHEN orders.refund_due = ${TRUE} OR orders.return_state = 'received' THEN 1 ELSE 0 END)`.as(
            'owing',
          ),
        ])
        .groupBy(tabOf)
        .execute();
      const tabs = Object.fromEntries(ADMIN_ORDER_TABS.map((tab) => [tab, 0])) as Record<AdminOrderTab, number>;
      const owing = { komplain: 0, dibatalkan: 0 };
      for (const row of rows) {
        tabs[row.tab] = Number(row.n);
        if (row.tab === 'komplain' || row.tab === 'dibatalkan') owing[row.tab] = Number(row.owing ?? 0);
      }
      return { tabs, owing };
    },
    /** The orders of these ids that exist, in no particular order (the owner's shipping labels). */
    findByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return ordersWithUser(db).where('orders.id', 'in', ids).execute();
    },
    /**
     * Each order's parcel weight in grams: its lines' weights as ordered times their quantities; a line ordered before
     * variants had weights (migration 021) counts `unknownGrams`, what it was shipped at then.
     */
    async parcelGrams(ids: number[], unknownGrams: number): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('order_items')
        .select([
          'order_id',
          (eb) =>
            eb.fn
              .sum<number>(eb(eb.fn.coalesce('weight_grams', eb.val(unknownGrams)), '*', eb.ref('quantity')))
              .as('grams'),
        ])
        .where('order_id', 'in', ids)
        .groupBy('order_id')
        .execute();
      return new Map(rows.map((row) => [row.order_id, Number(row.grams)]));
    },
  };
}
export type OrderListsRepo = ReturnType<typeof orderListsRepo>;
