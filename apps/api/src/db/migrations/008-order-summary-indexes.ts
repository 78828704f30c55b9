import type { Kysely } from 'kysely';
import type { Migration } from './helpers.js';

/**
 * The owner's dashboard and order list, polled while people shop (docs/performance.md): their totals scanned the whole
 * orders table (≈ 25 ms for 50 000 orders on SQLite, blocking every other request meanwhile). With these
 * covering indexes each total reads only the index entries it counts:
 * - revenue and the payment-status counts: (payment_status, total_amount);
 * - the 30/60-day windows and the daily chart: (created_at, payment_status, total_amount, user_id), which
 *   replaces the plain created_at index;
 * - orders whose proof waits for a decision: a partial index of those rows only.
 */
export function orderSummaryIndexes(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('orders_payment_amount')
        .on('orders')
        .columns(['payment_status', 'total_amount'])
        .execute();
      await db.schema
        .createIndex('orders_created_summary')
        .on('orders')
        .columns(['created_at', 'payment_status', 'total_amount', 'user_id'])
        .execute();
      await db.schema.dropIndex('orders_created').execute();
      await db.schema
        .createIndex('orders_proof_waiting')
        .on('orders')
        .column('payment_status')
        .where((eb) => eb('payment_proof' as never, 'is not', null))
        .execute();
    },
  };
}
