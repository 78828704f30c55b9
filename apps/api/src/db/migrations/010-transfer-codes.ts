import type { Kysely } from 'kysely';
import type { Migration } from './helpers.js';

/**
 * Kode unik (docs/design.md §9): a transfer order's code 1–999 and the exact amount to transfer, kept on the order for
 * good; the codes of orders still waiting for their transfer are held in `transfer_codes`, whose primary key is
 * what makes a code unique among them under any concurrency (decision 021).
 */
export function transferCodes(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').addColumn('unique_code', 'integer').execute();
      // Money: 64-bit, as every money column (migration 005).
      await db.schema.alterTable('orders').addColumn('transfer_amount', 'bigint').execute();
      // "I see Rp 150.123 in my statement: which order?"
      await db.schema.createIndex('orders_transfer_amount').on('orders').columns(['transfer_amount', 'id']).execute();
      await db.schema
        .createTable('transfer_codes')
        .addColumn('code', 'integer', (c) => c.primaryKey())
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
        .execute();
    },
  };
}
