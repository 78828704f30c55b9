import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/**
 * When the shopper asked to cancel an order whose payment proof waits for the shop (decision 032); null when no
 * request waits. The owner's answer clears it; the order history keeps the request and the answer.
 */
export function cancelRequests(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').addColumn('cancel_requested_at', k.timestamp).execute();
    },
  };
}
