import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/**
 * Decision 027. Orders placed by a customer who had never paid are marked, so that what they hold of a product
 * can be counted and capped. The registry of kode unik is keyed on the amount to transfer itself: two orders still
 * waiting for their transfer can never share one, and a code may repeat between orders of different totals.
 */
export function unpaidHolds(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('orders')
        .addColumn('new_buyer', k.boolean, (c) => c.notNull().defaultTo(k.falseValue))
        .execute();
      // "How much of this doll do new customers' unpaid orders hold?": only their open orders are read.
      await db.schema
        .createIndex('orders_new_buyer_holds')
        .on('orders')
        .columns(['new_buyer', 'status', 'payment_status'])
        .execute();

      await db.schema
        .createTable('transfer_amounts')
        // Money: 64-bit, as every money column (migration 005).
        .addColumn('amount', 'bigint', (c) => c.primaryKey())
        .addColumn('code', 'integer', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
        .execute();
      // Orders that already share an amount (the reason for this migration) keep theirs; one of them holds it.
      await sql`insert into transfer_amounts (amount, code, order_id)
        select orders.transfer_amount, transfer_codes.code, transfer_codes.order_id
        from transfer_codes inner join orders on orders.id = transfer_codes.order_id
        where orders.transfer_amount is not null
        on conflict (amount) do nothing`.execute(db);
      await db.schema.dropTable('transfer_codes').execute();
      await db.schema.alterTable('transfer_amounts').renameTo('transfer_codes').execute();
    },
  };
}
