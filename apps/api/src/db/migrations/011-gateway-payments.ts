import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/**
 * Online payments through Midtrans Snap (docs/design.md §9, decision 022): the order's Snap transaction and what the
 * gateway last said about it, the "perlu refund" flag of a payment that came after the order was cancelled, and
 * every verified gateway event, once (the unique key is what makes a repeated notification change nothing).
 */
export function gatewayPayments(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      // 'Bayar Online (QRIS, Virtual Account, GoPay, ShopeePay)' is longer than the 40 characters of 003.
      if (dialect === 'postgres')
        await sql`alter table orders alter column payment_method type varchar(80)`.execute(db);
      const add = (column: string, type: 'text') => db.schema.alterTable('orders').addColumn(column, type).execute();
      await add('gateway', 'text');
      await add('gateway_token', 'text');
      await add('gateway_redirect_url', 'text');
      await add('gateway_status', 'text');
      await add('gateway_payment_type', 'text');
      await add('gateway_transaction_id', 'text');
      await db.schema
        .alterTable('orders')
        .addColumn('refund_due', k.boolean, (c) => c.notNull().defaultTo(k.falseValue))
        .execute();
      await k
        .withId(db.schema.createTable('payment_events'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('gateway', 'text', (c) => c.notNull())
        .addColumn('transaction_id', 'text', (c) => c.notNull())
        .addColumn('transaction_status', 'text', (c) => c.notNull())
        .addColumn('fraud_status', 'text')
        .addColumn('payment_type', 'text')
        .addColumn('gross_amount', 'bigint', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addUniqueConstraint('payment_events_once', ['order_id', 'transaction_id', 'transaction_status'])
        .execute();
    },
  };
}
