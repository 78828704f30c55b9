import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/**
 * A shopper deletes their account (issue 44, decision 063).
 *
 * - `users.deleted_at`: when the account was deleted; null while it stands. The row stays, emptied of the person,
 *   because the orders kept for the shop's books still name it; a deletion is claimed by setting this column only
 *   where it is null, so two deletions at once erase once.
 */
export function accountDeletion(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('deleted_at', k.timestamp).execute();
    },
  };
}
