import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/**
 * The notification outbox (docs/design.md §10, decision 023): every message is a row written in the same transaction as
 * the change that causes it; a worker in each instance claims due rows with a conditional update, sends them,
 * and records the outcome. A message whose body is a secret (a sign-in code) has it erased once sent. Orders keep
 * the language their customer used, for their mails.
 */
export function notifications(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await k
        .withId(db.schema.createTable('notifications'))
        .addColumn('template', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text')
        // Messages rendered when sent (order mails): what to render them from, as JSON.
        .addColumn('payload', 'text')
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('id'))
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('secret', k.boolean, (c) => c.notNull().defaultTo(k.falseValue))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', k.timestamp, (c) => c.notNull())
        .addColumn('claimed_until', k.timestamp)
        .addColumn('last_error', 'text')
        .addColumn('sent_at', k.timestamp)
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('notifications_due')
        .on('notifications')
        .columns(['status', 'next_attempt_at'])
        .execute();
      // The language the customer used when ordering: the order's mails speak it.
      await db.schema
        .alterTable('orders')
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('id'))
        .execute();
      await db.schema.createIndex('notifications_order').on('notifications').columns(['order_id']).execute();
    },
  };
}
