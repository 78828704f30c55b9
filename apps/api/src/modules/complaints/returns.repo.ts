import type { Db, Executor } from '../../db/database.js';
import type { ReturnStepRecord } from '../orders/order-transitions.js';

/**
 * The SQL of the goods a complaint asks back (migration 031, decision 059). Each step is written in the order's
 * move (orders/order-transitions.ts), whose update of `orders.return_state` already made sure it is taken once.
 */
export function returnsRepo(db: Db) {
  return {
    async recordReturn(orderId: number, step: ReturnStepRecord, by: number | null, now: string, ex: Executor) {
      switch (step.step) {
        case 'requested':
          await ex
            .insertInto('order_returns')
            .values({
              order_id: orderId,
              address_recipient: step.address.recipient,
              address_phone: step.address.phone,
              address_text: step.address.address,
              note: step.note,
              requested_by: by,
              requested_at: now,
            })
            .execute();
          return;
        case 'shipped':
          await ex
            .updateTable('order_returns')
            .set({ courier: step.courier, resi: step.resi, shipped_at: now })
            .where('order_id', '=', orderId)
            .execute();
          return;
        case 'received': {
          await ex
            .updateTable('order_returns')
            .set({ received_by: by, received_at: now, received_note: step.note })
            .where('order_id', '=', orderId)
            .execute();
          const lines = step.lines.filter((line) => line.quantity > 0);
          if (lines.length === 0) return;
          await ex
            .insertInto('order_return_lines')
            .values(
              lines.map((line) => ({
                order_id: orderId,
                order_item_id: line.order_item_id,
                quantity: line.quantity,
                sellable: line.sellable,
              })),
            )
            .execute();
        }
      }
    },
    /** The returns of these orders, with what came back of each line. */
    async forOrders(orderIds: number[]) {
      if (orderIds.length === 0) return { returns: [], lines: [] };
      const [returns, lines] = await Promise.all([
        db.selectFrom('order_returns').selectAll().where('order_id', 'in', orderIds).execute(),
        db
          .selectFrom('order_return_lines')
          .selectAll()
          .where('order_id', 'in', orderIds)
          .orderBy('order_item_id')
          .execute(),
      ]);
      return { returns, lines };
    },
    find(orderId: number) {
      return db.selectFrom('order_returns').selectAll().where('order_id', '=', orderId).executeTakeFirst();
    },
  };
}
export type ReturnsRepo = ReturnType<typeof returnsRepo>;
