import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/**
 * "Lupa kata sandi?": one live reset code per account, stored as a keyed hash bound to its row, with its expiry and
 * wrong guesses. A newer request replaces the row (the older code dies); a used or burned code is deleted.
 */
export function passwordResets(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await k
        .withId(db.schema.createTable('password_resets'))
        .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'varchar(128)', (c) => c.notNull())
        .addColumn('expires_at', k.timestamp, (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .execute();
    },
  };
}
