import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/**
 * Vouchers the owner controls (issue 30, decision 045).
 *
 * - `vouchers` gets an integer id (its code may change before anyone used it) and its rules: a cap on a percentage
 *   discount (`max_discount`), a minimum spend, a start and an end (UTC; the owner types and reads WIB), a total and
 *   a per-customer use limit (null: no limit), the uses taken so far (`used_count`) and a state (`active`, `paused`,
 *   `ended`; ended is final). SQLite cannot change a primary key, so the table is rebuilt and its rows copied: the
 *   three vouchers migration 002 inserted stay, as ordinary rows the owner edits like any other.
 * - `voucher_redemptions`: one row per order that took a use (voucher, order, customer), so a customer's uses are
 *   counted exactly; a cancelled order's row goes and its use comes back.
 *
 * Orders placed before this migration with a voucher, and not cancelled, count as its uses.
 */
export function vouchers(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('vouchers').renameTo('vouchers_before_025').execute();
      await k
        .withId(db.schema.createTable('vouchers'))
        .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('type', 'varchar(16)', (c) => c.notNull())
        .addColumn('value', 'bigint', (c) => c.notNull())
        .addColumn('max_discount', 'bigint')
        .addColumn('min_spend', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('starts_at', k.timestamp)
        .addColumn('ends_at', k.timestamp)
        .addColumn('usage_limit_total', 'integer')
        .addColumn('usage_limit_per_customer', 'integer')
        .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('state', 'varchar(10)', (c) => c.notNull().defaultTo('active'))
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addColumn('updated_at', k.timestamp, (c) => c.notNull())
        .addCheckConstraint('vouchers_used_count_not_negative', sql`used_count >= 0`)
        .addCheckConstraint(
          'vouchers_used_within_limit',
          sql`usage_limit_total is null or used_count <= usage_limit_total`,
        )
        .execute();
      const now = new Date().toISOString();
      const active = dialect === 'postgres' ? sql`is_active` : sql`is_active <> 0`;
      await sql`
        insert into vouchers (code, description, type, value, min_spend, used_count, state, created_at, updated_at)
        select upper(code), description, type, value, 0, 0,
               case when ${active} then 'active' else 'paused' end, ${now}, ${now}
        from vouchers_before_025 order by code`.execute(db);
      await db.schema.dropTable('vouchers_before_025').execute();

      await k
        .withId(db.schema.createTable('voucher_redemptions'))
        .addColumn('voucher_id', 'integer', (c) => c.notNull().references('vouchers.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .execute();
      // A customer's uses of a voucher are counted at every order that names it.
      await db.schema
        .createIndex('voucher_redemptions_customer')
        .on('voucher_redemptions')
        .columns(['voucher_id', 'user_id'])
        .execute();

      await sql`
        insert into voucher_redemptions (voucher_id, order_id, user_id, created_at)
        select v.id, o.id, o.user_id, o.created_at
        from orders o join vouchers v on v.code = upper(o.voucher_code)
        where o.status <> 'cancelled'`.execute(db);
      await sql`
        update vouchers set used_count =
          (select count(*) from voucher_redemptions r where r.voucher_id = vouchers.id)`.execute(db);
    },
  };
}
