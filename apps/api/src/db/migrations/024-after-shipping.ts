import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/**
 * Tracking, completion and complaints (issue 29, decision 042).
 *
 * - `orders.shipped_at` / `delivered_at` / `completed_at`: when the order was shipped, delivered, and completed
 *   ("Selesai"); its status stays `delivered` once completed, the status spec clients know.
 * - `orders.tracking_*`: the courier's last word on the parcel (`in_transit`, `delivered`, `returned`, `lost`), when
 *   it was asked, when it is asked next (null: not tracked), the poller's claim and its failures in a row.
 * - `order_tracking_events`: the courier's events, each stored once per order (`fingerprint` = hash of its time,
 *   place and text), whichever instance polled it.
 * - `orders.complaint_state`: `open` while the shopper's complaint waits for the owner, then `answered`.
 * - `order_complaints`: the shopper's one complaint per order before it completes (reason, text, up to five photos
 *   as storage keys in JSON), and the owner's answer: refunded (in full or in part: `refund_amount`, also added to
 *   `orders.refunded_amount`) or declined with a reason.
 *
 * Orders delivered before this migration take their delivery time from their history; shipped orders with a resi
 * are tracked from now.
 */
export function afterShipping(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      for (const [column, type] of [
        ['shipped_at', k.timestamp],
        ['delivered_at', k.timestamp],
        ['completed_at', k.timestamp],
        ['tracking_state', 'varchar(20)'],
        ['tracking_checked_at', k.timestamp],
        ['tracking_next_at', k.timestamp],
        ['tracking_claimed_until', k.timestamp],
        ['complaint_state', 'varchar(10)'],
      ] as const) {
        await db.schema.alterTable('orders').addColumn(column, type).execute();
      }
      await db.schema
        .alterTable('orders')
        .addColumn('tracking_failures', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('orders_tracking_next').on('orders').column('tracking_next_at').execute();
      // The auto-completion sweep reads delivered orders not yet completed, oldest delivery first.
      await db.schema
        .createIndex('orders_delivered_open')
        .on('orders')
        .columns(['status', 'completed_at', 'delivered_at'])
        .execute();

      await k
        .withId(db.schema.createTable('order_tracking_events'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('at', k.timestamp, (c) => c.notNull())
        .addColumn('place', 'varchar(300)')
        .addColumn('text', 'varchar(300)', (c) => c.notNull())
        .addColumn('code', 'varchar(40)')
        .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addUniqueConstraint('order_tracking_events_once', ['order_id', 'fingerprint'])
        .execute();
      await db.schema
        .createIndex('order_tracking_events_order')
        .on('order_tracking_events')
        .columns(['order_id', 'at'])
        .execute();

      await k
        .withId(db.schema.createTable('order_complaints'))
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
        .addColumn('reason', 'varchar(30)', (c) => c.notNull())
        .addColumn('text', 'varchar(1000)', (c) => c.notNull())
        .addColumn('photos', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('refund_amount', 'integer')
        .addColumn('answer', 'varchar(500)')
        .addColumn('answered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addColumn('answered_at', k.timestamp)
        .execute();
      // The owner's dashboard lists the complaints that wait for an answer.
      await db.schema
        .createIndex('order_complaints_status')
        .on('order_complaints')
        .columns(['status', 'created_at'])
        .execute();

      await sql`
        update orders set shipped_at = coalesce(
          (select max(h.created_at) from order_history h where h.order_id = orders.id and h.to_status = 'shipped'),
          orders.updated_at)
        where status in ('shipped', 'delivered')`.execute(db);
      await sql`
        update orders set delivered_at = coalesce(
          (select max(h.created_at) from order_history h where h.order_id = orders.id and h.to_status = 'delivered'),
          orders.updated_at)
        where status = 'delivered'`.execute(db);
      await sql`
        update orders set tracking_next_at = updated_at
        where status = 'shipped' and tracking_number is not null and tracking_number <> ''`.execute(db);
    },
  };
}
