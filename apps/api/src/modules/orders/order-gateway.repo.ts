import type { Insertable, Updateable } from 'kysely';
import type { Db, Executor } from '../../db/database.js';
import type { GatewayCancelsTable, OrdersTable, PaymentEventsTable } from '../../db/schema.js';

/**
 * The SQL of an order's online payment (decisions 022, 024): the Snap transaction it has, the gateway's events
 * stored once, the amounts the owner checks, and the cancels owed to the gateway.
 */
export function orderGatewayRepo(db: Db) {
  return {
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
  };
}
export type OrderGatewayRepo = ReturnType<typeof orderGatewayRepo>;
export type DueGatewayCancel = Awaited<ReturnType<OrderGatewayRepo['dueGatewayCancels']>>[number];
