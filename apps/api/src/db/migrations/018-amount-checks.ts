import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/**
 * A signed notification for an amount that is not the order's (outcome `needs_check`, migration 013) waits for the
 * owner until they mark it checked: when, by whom (the account may be removed later; the audit row keeps the id)
 * and their note. SQLite adds one column per statement.
 */
export function amountChecks(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('payment_events').addColumn('checked_at', k.timestamp).execute();
      await db.schema
        .alterTable('payment_events')
        .addColumn('checked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.alterTable('payment_events').addColumn('check_note', 'text').execute();
    },
  };
}
