import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/**
 * What follows a Midtrans payment (decision 024): a documented change of the same transaction is a new event
 * (`capture` challenge → accept, a second partial refund), so an event is one per (order, transaction, status,
 * change key) — the key names the fraud status and, for refunds, the amount refunded so far; an event may carry a
 * note for the owner (an amount that is not the order's). The order keeps what was refunded of it, and the
 * cancels the shop owes Midtrans wait in `gateway_cancels` until Midtrans confirms them.
 */
export function gatewayFollowups(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('orders')
        .addColumn('refunded_amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      // Revenue subtracts partial refunds: these few rows are found from an index of their own.
      await db.schema
        .createIndex('orders_refunded')
        .on('orders')
        .columns(['created_at', 'payment_status', 'refunded_amount'])
        .where(sql<boolean>`refunded_amount > 0`)
        .execute();

      // SQLite cannot drop the old unique constraint: the table is built again with the wider key.
      await k
        .withId(db.schema.createTable('payment_events_v2'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('gateway', 'text', (c) => c.notNull())
        .addColumn('transaction_id', 'text', (c) => c.notNull())
        .addColumn('transaction_status', 'text', (c) => c.notNull())
        .addColumn('change_key', 'text', (c) => c.notNull())
        .addColumn('fraud_status', 'text')
        .addColumn('payment_type', 'text')
        .addColumn('gross_amount', 'bigint', (c) => c.notNull())
        .addColumn('refund_amount', 'bigint')
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addUniqueConstraint('payment_events_change_once', [
          'order_id',
          'transaction_id',
          'transaction_status',
          'change_key',
        ])
        .execute();
      await sql`insert into payment_events_v2 (order_id, gateway, transaction_id, transaction_status, change_key,
          fraud_status, payment_type, gross_amount, source, outcome, created_at)
        select order_id, gateway, transaction_id, transaction_status, coalesce(fraud_status, ''),
          fraud_status, payment_type, gross_amount, source, outcome, created_at
        from payment_events order by id`.execute(db);
      await db.schema.dropTable('payment_events').execute();
      await db.schema.alterTable('payment_events_v2').renameTo('payment_events').execute();
      await db.schema
        .createIndex('payment_events_order')
        .on('payment_events')
        .columns(['order_id', 'outcome'])
        .execute();

      await k
        .withId(db.schema.createTable('gateway_cancels'))
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
        .addColumn('order_number', 'text', (c) => c.notNull())
        // 'cancel' (the shopper's or the owner's cancel) or 'expire' (the order's time ran out).
        .addColumn('action', 'text', (c) => c.notNull())
        // pending → done (Midtrans confirmed, or had nothing left to pay) or lapsed (its own expiry came first).
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', k.timestamp, (c) => c.notNull())
        .addColumn('claimed_until', k.timestamp)
        .addColumn('last_error', 'text')
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addColumn('updated_at', k.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('gateway_cancels_due')
        .on('gateway_cancels')
        .columns(['status', 'next_attempt_at'])
        .execute();
    },
  };
}
