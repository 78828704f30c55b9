import type { Insertable, Updateable } from 'kysely';
import { randomInt } from 'node:crypto';
import { TRUE, type Db, type Executor } from '../../db/database.js';
import type {
  GatewayCancelsTable,
  OrderHistoryTable,
  OrderRow,
  OrdersTable,
  PaymentEventsTable,
} from '../../db/schema.js';

export type AdminFilter = 'all' | 'unpaid' | 'needs_verification' | 'paid';

export function ordersRepo(db: Db) {
  const withUser = (ex: Executor) =>
    ex
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .selectAll('orders')
      .select(['users.first_name', 'users.last_name', 'users.email', 'users.phone_number as buyer_phone']);

  const adminList = (
    filter: AdminFilter,
    amountColumn?: 'orders.transfer_amount' | 'orders.total_amount',
    amount?: number,
  ) =>
    withUser(db)
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
    findByToken(token: string, ex: Executor = db) {
      return withUser(ex).where('orders.secure_token', '=', token).executeTakeFirst();
    },
    findById(id: number, ex: Executor = db) {
      return withUser(ex).where('orders.id', '=', id).executeTakeFirst();
    },
    /** The orders of these ids that exist, in no particular order (the owner's shipping labels). */
    findByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return withUser(db).where('orders.id', 'in', ids).execute();
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
    findByNumber(orderNumber: string) {
      return withUser(db).where('orders.order_number', '=', orderNumber).executeTakeFirst();
    },
    listForUser(userId: number) {
      return withUser(db).where('orders.user_id', '=', userId).orderBy('orders.id', 'desc').limit(200).execute();
    },
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
    /** The orders' lines as stored, with the picture each shows: its variant's photo while there is one, else the cover. */
    itemsFor(orderIds: number[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('order_items')
        .innerJoin('products', 'products.id', 'order_items.product_id')
        .leftJoin('product_variants as v', 'v.id', 'order_items.variant_id')
        .leftJoin('product_images as vi', 'vi.id', 'v.image_id')
        .selectAll('order_items')
        .select((eb) => eb.fn.coalesce('vi.thumbnail', 'vi.image', 'products.thumbnail').as('thumbnail'))
        .where('order_items.order_id', 'in', orderIds)
        .orderBy('order_items.id')
        .execute();
    },
    itemsOf(orderId: number, ex: Executor) {
      return ex
        .selectFrom('order_items')
        .select(['product_id', 'variant_id', 'quantity'])
        .where('order_id', '=', orderId)
        .execute();
    },
    historyFor(orderIds: number[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('order_history').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
    },
    /**
     * Holds an amount to transfer for the order: its total plus a kode unik from the first range (1–999, then
     * 1000–1999, …) that has one free, at random among the codes whose amount no waiting order holds. The amount is
     * the key: a racing order that took it first makes this one try another, and no code is ever dropped.
     */
    async holdTransferAmount(orderId: number, total: number, codesPerRange: number, ex: Executor): Promise<number> {
      for (let range = 0; ; range++) {
        const first = Math.max(1, range * (codesPerRange + 1));
        const last = range * (codesPerRange + 1) + codesPerRange;
        const held = new Set(
          (
            await ex
              .selectFrom('transfer_codes')
              .select('amount')
              .where('amount', '>=', total + first)
              .where('amount', '<=', total + last)
              .execute()
          ).map((row) => Number(row.amount)),
        );
        const free: number[] = [];
        for (let code = first; code <= last; code++) if (!held.has(total + code)) free.push(code);
        while (free.length > 0) {
          const [code] = free.splice(randomInt(free.length), 1);
          const taken = await ex
            .insertInto('transfer_codes')
            .values({ amount: total + code!, code: code!, order_id: orderId })
            .onConflict((oc) => oc.column('amount').doNothing())
            .returning('amount')
            .executeTakeFirst();
          if (taken) return code!;
        }
      }
    },
    async setTransferCode(orderId: number, code: number, transferAmount: number, ex: Executor) {
      await ex
        .updateTable('orders')
        .set({ unique_code: code, transfer_amount: transferAmount })
        .where('id', '=', orderId)
        .execute();
    },
    /** The order no longer waits for its transfer (paid, cancelled, expired): its code is free for another. */
    async freeTransferCode(orderId: number, ex: Executor) {
      await ex.deleteFrom('transfer_codes').where('order_id', '=', orderId).execute();
    },
    async customerEmail(userId: number, ex: Executor): Promise<string | undefined> {
      return (await ex.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst())?.email;
    },
    /** The owner's address when SHOP_NOTIFY_EMAIL names none: the first admin's. */
    async firstAdminEmail(ex: Executor): Promise<string | undefined> {
      return (
        await ex
          .selectFrom('users')
          .select('email')
          .where('type', '=', 'admin')
          .orderBy('id')
          .limit(1)
          .executeTakeFirst()
      )?.email;
    },
    /** Stores a gateway event once: false when this (order, transaction, status, change) was stored before. */
    async insertPaymentEvent(row: Insertable<PaymentEventsTable>, ex: Executor): Promise<boolean> {
      const inserted = await ex
        .insertInto('payment_events')
        .values(row)
        .onConflict((oc) => oc.columns(['order_id', 'transaction_id', 'transaction_status', 'change_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },
    async setGatewayState(
      orderId: number,
      changes: Pick<Updateable<OrdersTable>, 'gateway_status' | 'gateway_payment_type' | 'gateway_transaction_id'>,
      ex: Executor,
    ) {
      await ex.updateTable('orders').set(changes).where('id', '=', orderId).execute();
    },
    /** What the owner's card shows of online orders: amounts to check, and the cancels owed to the gateway. */
    async gatewayFollowupsFor(orderIds: number[]) {
      if (orderIds.length === 0) return { mismatches: [], cancels: [] };
      const [mismatches, cancels] = await Promise.all([
        db
          .selectFrom('payment_events')
          .leftJoin('users', 'users.id', 'payment_events.checked_by')
          .select([
            'payment_events.order_id',
            'payment_events.transaction_status',
            'payment_events.gross_amount',
            'payment_events.created_at',
            'payment_events.checked_at',
            'payment_events.check_note',
            'users.first_name as checked_by_first_name',
            'users.last_name as checked_by_last_name',
          ])
          .where('payment_events.order_id', 'in', orderIds)
          .where('payment_events.outcome', '=', 'needs_check')
          .orderBy('payment_events.id')
          .execute(),
        db
          .selectFrom('gateway_cancels')
          .select(['order_id', 'status', 'attempts', 'last_error'])
          .where('order_id', 'in', orderIds)
          .execute(),
      ]);
      return { mismatches, cancels };
    },
    /** Marks the order's amounts still to check as checked; how many were (none: someone did it before). */
    async markAmountsChecked(
      orderId: number,
      check: { checked_at: string; checked_by: number | null; check_note: string | null },
      ex: Executor,
    ): Promise<number> {
      const result = await ex
        .updateTable('payment_events')
        .set(check)
        .where('order_id', '=', orderId)
        .where('outcome', '=', 'needs_check')
        .where('checked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    /** A cancel owed to the gateway for this order, in the transaction that cancels it; once per order. */
    async queueGatewayCancel(row: Insertable<GatewayCancelsTable>, ex: Executor) {
      await ex
        .insertInto('gateway_cancels')
        .values(row)
        .onConflict((oc) => oc.column('order_id').doNothing())
        .execute();
    },
    /** Cancels owed to the gateway whose next try is due and that no one holds. */
    dueGatewayCancels(now: string, limit: number) {
      return db
        .selectFrom('gateway_cancels')
        .innerJoin('orders', 'orders.id', 'gateway_cancels.order_id')
        .select([
          'gateway_cancels.id',
          'gateway_cancels.order_id',
          'gateway_cancels.order_number',
          'gateway_cancels.action',
          'gateway_cancels.attempts',
          'gateway_cancels.claimed_until',
          'orders.expires_at',
        ])
        .where('gateway_cancels.status', '=', 'pending')
        .where('gateway_cancels.next_attempt_at', '<=', now)
        .orderBy('gateway_cancels.next_attempt_at')
        .limit(limit)
        .execute();
    },
    /** Holds one cancel until `until` (another instance skips it); false when someone else holds it. */
    async claimGatewayCancel(id: number, claimedBefore: string | null, now: string, until: string) {
      const result = await db
        .updateTable('gateway_cancels')
        .set({ claimed_until: until })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where((eb) =>
          claimedBefore === null
            ? eb('claimed_until', 'is', null)
            : eb.and([eb('claimed_until', '=', claimedBefore), eb('claimed_until', '<=', now)]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async settleGatewayCancel(
      id: number,
      changes: Pick<Updateable<GatewayCancelsTable>, 'status' | 'attempts' | 'next_attempt_at' | 'last_error'> & {
        updated_at: string;
      },
    ) {
      await db
        .updateTable('gateway_cancels')
        .set({ ...changes, claimed_until: null })
        .where('id', '=', id)
        .execute();
    },
    /** Keeps the order's Snap transaction unless one was stored meanwhile; false then. */
    async setGatewayCheckout(orderId: number, token: string, redirectUrl: string): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ gateway: 'midtrans', gateway_token: token, gateway_redirect_url: redirectUrl })
        .where('id', '=', orderId)
        .where('gateway_token', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async insertOrder(row: Insertable<OrdersTable>, ex: Executor): Promise<number> {
      return (await ex.insertInto('orders').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
    async insertItems(
      rows: {
        order_id: number;
        product_id: number;
        product_name: string;
        variant_id: number;
        variant_label: string;
        sku: string | null;
        weight_grams: number;
        unit_price: number;
        quantity: number;
        subtotal: number;
      }[],
      ex: Executor,
    ) {
      await ex.insertInto('order_items').values(rows).execute();
    },
    async insertHistory(row: Insertable<OrderHistoryTable>, ex: Executor) {
      await ex.insertInto('order_history').values(row).execute();
    },
    /**
     * Changes the order only if it is still in the state the caller saw (no lost updates, no double effects). The
     * proof is part of that state: two racing uploads, or a confirmation racing a new upload, take effect once.
     */
    async updateIfState(
      id: number,
      expected: Pick<
        OrderRow,
        'status' | 'payment_status' | 'payment_proof' | 'cancel_requested_at' | 'completed_at' | 'complaint_state'
      >,
      changes: Updateable<OrdersTable>,
      ex: Executor,
    ): Promise<boolean> {
      const result = await ex
        .updateTable('orders')
        .set(changes)
        .where('id', '=', id)
        .where('status', '=', expected.status)
        .where('payment_status', '=', expected.payment_status)
        .where((eb) =>
          expected.payment_proof === null
            ? eb('payment_proof', 'is', null)
            : eb('payment_proof', '=', expected.payment_proof),
        )
        .where((eb) =>
          expected.cancel_requested_at === null
            ? eb('cancel_requested_at', 'is', null)
            : eb('cancel_requested_at', 'is not', null),
        )
        .where('completed_at', expected.completed_at === null ? 'is' : 'is not', null)
        .where((eb) =>
          expected.complaint_state === null
            ? eb('complaint_state', 'is', null)
            : eb('complaint_state', '=', expected.complaint_state),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /**
     * Holds the customer's row until the transaction ends, so that one customer's orders are placed one at a time
     * and the open-order caps cannot be passed by parallel requests (a no-op update locks on both dialects).
     */
    async lockCustomer(userId: number, ex: Executor) {
      await ex
        .updateTable('users')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', userId)
        .execute();
    },
    /**
     * The customer's orders that hold stock while the shop has no money for them: not cancelled or delivered, and
     * payment unpaid or failed. A proof waiting for a decision still counts (it may be any picture), COD orders
     * count until delivered (the parcel may be refused at the door); paid and refunded orders do not.
     */
    async openUnpaidOf(userId: number, ex: Executor): Promise<{ count: number; total: number }> {
      const row = await ex
        .selectFrom('orders')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.coalesce(eb.fn.sum<number>('total_amount'), eb.lit(0)).as('total'),
        ])
        .where('user_id', '=', userId)
        .where('status', 'not in', ['cancelled', 'delivered'])
        .where('payment_status', 'in', ['unpaid', 'failed'])
        .executeTakeFirstOrThrow();
      // PostgreSQL sums a bigint column as numeric, which node-pg reads as a string.
      return { count: Number(row.count), total: Number(row.total) };
    },
    /** Whether the customer has ever paid for an order (a refund was a payment too): not a new buyer. */
    async hasPaid(userId: number, ex: Executor): Promise<boolean> {
      const paid = await ex
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', userId)
        .where('payment_status', 'in', ['paid', 'refunded'])
        .limit(1)
        .executeTakeFirst();
      return paid !== undefined;
    },
    /**
     * The variant's stock and the units of it that new buyers' orders hold while the shop has neither their money
     * nor has taken them on (pending or confirmed, unpaid or failed). Read after this order took its stock: the
     * variant's row is then locked, so orders for it are counted one at a time.
     */
    async newBuyerHold(variantId: number, ex: Executor): Promise<{ stock: number; held: number }> {
      const row = await ex
        .selectFrom('product_variants')
        .select((eb) => [
          'product_variants.stock',
          eb
            .selectFrom('order_items')
            .innerJoin('orders', 'orders.id', 'order_items.order_id')
            .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('order_items.quantity'), sub.lit(0)).as('units'))
            .where('order_items.variant_id', '=', variantId)
            .where('orders.new_buyer', '=', TRUE)
            .where('orders.status', 'in', ['pending', 'confirmed'])
            .where('orders.payment_status', 'in', ['unpaid', 'failed'])
            .as('held'),
        ])
        .where('product_variants.id', '=', variantId)
        .executeTakeFirstOrThrow();
      return { stock: Number(row.stock), held: Number(row.held) };
    },
    expiredCandidates(before: string) {
      return db
        .selectFrom('orders')
        .select(['id', 'status', 'payment_status'])
        .where('status', '=', 'pending')
        .where('payment_status', 'in', ['unpaid', 'failed'])
        .where('payment_proof', 'is', null)
        .where('expires_at', '<=', before)
        .limit(500)
        .execute();
    },
    /** COD orders placed before `placedBefore` that the shop has not started processing. */
    unprocessedCodCandidates(placedBefore: string) {
      return db
        .selectFrom('orders')
        .select('id')
        .where('status', '=', 'confirmed')
        .where('payment_status', '=', 'unpaid')
        .where('created_at', '<=', placedBefore)
        .limit(500)
        .execute();
    },
    /** Claims the key for this user; false when it exists already (then read it with `findIdempotencyKey`). */
    async claimIdempotencyKey(
      userId: number,
      key: string,
      requestHash: string,
      at: string,
      ex: Executor,
    ): Promise<boolean> {
      const inserted = await ex
        .insertInto('idempotency_keys')
        .values({ user_id: userId, key, request_hash: requestHash, order_id: null, created_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },
    findIdempotencyKey(userId: number, key: string, ex: Executor = db) {
      return ex
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
    },
    async attachIdempotencyKey(userId: number, key: string, orderId: number, ex: Executor) {
      await ex
        .updateTable('idempotency_keys')
        .set({ order_id: orderId })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
    },
  };
}
export type OrdersRepo = ReturnType<typeof ordersRepo>;
export type OrderWithUser = NonNullable<Awaited<ReturnType<OrdersRepo['findById']>>>;
