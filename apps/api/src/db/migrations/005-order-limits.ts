import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import type { Migration } from './helpers.js';

/** Every column holding an amount of Rupiah. */
const MONEY_COLUMNS: Record<string, string[]> = {
  products: ['price'],
  orders: ['subtotal', 'shipping_cost', 'voucher_discount', 'total_amount'],
  order_items: ['unit_price', 'subtotal'],
  vouchers: ['value'],
};

/**
 * Money columns become 64-bit on PostgreSQL: a 32-bit integer ends at Rp 2.147.483.647, which one order line of
 * three dear products passed (a 500 "out of range for type integer"). SQLite integers are 64-bit
 * already, and node-pg reads int8 as a number (database.ts). The order caps of decision 010 are configuration, so
 * they need no column here.
 */
export function orderLimits(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
        const changes = columns.map((column) => sql`alter column ${sql.ref(column)} type bigint`);
        await sql`alter table ${sql.table(table)} ${sql.join(changes)}`.execute(db);
      }
    },
  };
}
