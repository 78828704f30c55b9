import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/**
 * Every try of a message, kept (decision 029): the owner's log shows each send, refusal, skip and resend, not only
 * the last error; a resend starts a new round of tries without erasing the earlier ones.
 */
export function notificationAttempts(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await k
        .withId(db.schema.createTable('notification_attempts'))
        .addColumn('notification_id', 'integer', (c) => c.notNull().references('notifications.id').onDelete('cascade'))
        .addColumn('at', k.timestamp, (c) => c.notNull())
        // sent, deferred (retried), failed, skipped, interrupted (the sender died), resend (the owner asked).
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('detail', 'text')
        .execute();
      await db.schema
        .createIndex('notification_attempts_notification')
        .on('notification_attempts')
        .columns(['notification_id'])
        .execute();
    },
  };
}
