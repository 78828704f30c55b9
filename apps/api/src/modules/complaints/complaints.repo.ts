import type { Db, Executor } from '../../db/database.js';
import type { OrderComplaintsTable } from '../../db/schema.js';

/** The SQL of the shoppers' complaints (migration 024, decision 042). */
export function complaintsRepo(db: Db) {
  return {
    async insert(
      row: Pick<OrderComplaintsTable, 'order_id' | 'reason' | 'text' | 'photos' | 'created_at'>,
      ex: Executor,
    ): Promise<void> {
      await ex
        .insertInto('order_complaints')
        .values({ ...row, status: 'open' })
        .execute();
    },
    /** Answers the order's open complaint; false when none was open (answered meanwhile). */
    async answer(
      orderId: number,
      answer: Pick<OrderComplaintsTable, 'status' | 'refund_amount' | 'answer' | 'answered_by' | 'answered_at'>,
      ex: Executor,
    ): Promise<boolean> {
      const result = await ex
        .updateTable('order_complaints')
        .set(answer)
        .where('order_id', '=', orderId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    forOrders(orderIds: number[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('order_complaints').selectAll().where('order_id', 'in', orderIds).execute();
    },
    async photosOf(orderId: number): Promise<string[]> {
      const row = await db
        .selectFrom('order_complaints')
        .select('photos')
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      return row ? (JSON.parse(row.photos) as string[]) : [];
    },
  };
}
export type ComplaintsRepo = ReturnType<typeof complaintsRepo>;
