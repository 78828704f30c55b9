import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/**
 * The owner's stock tools (issue 30, decision 044).
 *
 * - `products.low_stock_threshold`: a variant of the product is low when its stock is at or below this (default 5,
 *   0–10 000); the daily low-stock mail lists those.
 * - `stock_imports`: a previewed stock sheet (its changes and its wrong rows as JSON), kept in the database so that
 *   the owner's "apply" may reach any instance; applied once (`status`).
 * - `daily_runs`: one row per daily job and WIB day. Inserted in the transaction that queues the day's mail: of
 *   several instances ticking the same day, one inserts it and the others find it there and do nothing.
 */
export function stockTools(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('products')
        .addColumn('low_stock_threshold', 'integer', (c) => c.notNull().defaultTo(5))
        .execute();

      await k
        .withId(db.schema.createTable('stock_imports'))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('row_count', 'integer', (c) => c.notNull())
        .addColumn('unchanged_count', 'integer', (c) => c.notNull())
        .addColumn('changes', 'text', (c) => c.notNull())
        .addColumn('problems', 'text', (c) => c.notNull())
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addColumn('applied_at', k.timestamp)
        .addColumn('applied_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();

      await db.schema
        .createTable('daily_runs')
        .addColumn('job', 'varchar(40)', (c) => c.notNull())
        .addColumn('wib_day', 'varchar(10)', (c) => c.notNull())
        .addColumn('ran_at', k.timestamp, (c) => c.notNull())
        .addColumn('outcome', 'varchar(200)', (c) => c.notNull())
        .addPrimaryKeyConstraint('daily_runs_once', ['job', 'wib_day'])
        .execute();
    },
  };
}
