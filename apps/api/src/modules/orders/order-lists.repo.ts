import type { Db } from '../../db/database.js';
import { ordersWithUser } from './orders.repo.js';

export type AdminFilter = 'all' | 'unpaid' | 'needs_verification' | 'paid';

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
