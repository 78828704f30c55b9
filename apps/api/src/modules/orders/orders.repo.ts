import type { Insertable, Updateable } from 'kysely';
import { randomInt } from 'node:crypto';
import { TRUE, type Db, type Executor } from '../../db/database.js';
import type { OrderHistoryTable, OrderRow, OrdersTable } from '../../db/schema.js';

/** Orders with their customer's name, address and own phone: how every order is read (the lists too). */
export const ordersWithUser = (ex: Executor) =>
  ex
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select(['users.first_name', 'users.last_name', 'users.email', 'users.phone_number as buyer_phone']);

/**
 * The SQL of one order: reading it, placing it, moving it, and the sweeps that find the orders due a move. The owner's
 * lists are order-lists.repo.ts; what a payment gateway said, and owes, order-gateway.repo.ts.
 */
export function ordersRepo(db: Db) {
  return {
    findByToken(token: string, ex: Executor = db) {
      return ordersWithUser(ex).where('orders.secure_token', '=', token).executeTakeFirst();
    },
    findById(id: number, ex: Executor = db) {
      return ordersWithUser(ex).where('orders.id', '=', id).executeTakeFirst();
    },
    findByNumber(orderNumber: string) {
      return ordersWithUser(db).where('orders.order_number', '=', orderNumber).executeTakeFirst();
    },
    listForUser(userId: number) {
      return ordersWithUser(db).where('orders.user_id', '=', userId).orderBy('orders.id', 'desc').limit(200).execute();
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
        | 'status'
        | 'payment_status'
        | 'payment_proof'
        | 'cancel_requested_at'
        | 'completed_at'
        | 'complaint_state'
        | 'return_state'
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
        // Two confirmations of one return's receipt: the second finds the return received, and gives no stock back.
        .where((eb) =>
          expected.return_state === null
            ? eb('return_state', 'is', null)
            : eb('return_state', '=', expected.return_state),
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
    /** Delivered orders not completed, delivered before `deliveredBefore` (the auto-completion sweep, decision 042). */
    async completable(deliveredBefore: string, limit: number): Promise<{ id: number }[]> {
      return db
        .selectFrom('orders')
        .select('id')
        .where('status', '=', 'delivered')
        .where('completed_at', 'is', null)
        .where('delivered_at', '<', deliveredBefore)
        .orderBy('delivered_at')
        .limit(limit)
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
