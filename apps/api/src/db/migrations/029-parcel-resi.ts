import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/**
 * Tracking believes only this parcel (issue 40, decision 051).
 *
 * - `orders.tracking_flag`: why the current resi is not believed: the courier does not know it (`unknown_resi`) or
 *   its journey began before the order was shipped (`before_shipping`); null when it is believed.
 * - `orders.tracking_flagged_at`: when the current resi was first flagged; the owner is mailed then, once per resi.
 * - `order_tracking_events.resi`: the resi the courier told the event of. The shopper sees the current resi's only.
 *
 * Events stored before a later resi correction belong to an earlier resi, which the old rows do not name: they
 * keep a null `resi` and are the owner's history. The others are the current resi's, and their fingerprint takes
 * the resi in, as the poller now computes it (tracking/tracking.service.ts `fingerprintOf`), so that asking the same resi
 * again stores nothing twice. The formula is written out here as it was when this migration shipped.
 */
export function parcelResi(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').addColumn('tracking_flag', 'varchar(20)').execute();
      await db.schema.alterTable('orders').addColumn('tracking_flagged_at', k.timestamp).execute();
      await db.schema.alterTable('order_tracking_events').addColumn('resi', 'varchar(50)').execute();

      await sql`
        update order_tracking_events set resi = (select o.tracking_number from orders o where o.id = order_id)
        where not exists (
          select 1 from order_history h
          where h.order_id = order_tracking_events.order_id and h.event = 'resi_changed'
            and h.created_at > order_tracking_events.created_at)`.execute(db);

      const current = await sql<{ id: number; resi: string; at: string | Date; place: string | null; text: string }>`
        select id, resi, at, place, text from order_tracking_events where resi is not null`.execute(db);
      for (const event of current.rows) {
        const at = new Date(event.at).toISOString();
        const fingerprint = createHash('sha256')
          .update(`${event.resi}\n${at}\n${event.place ?? ''}\n${event.text}`)
          .digest('hex');
        await sql`update order_tracking_events set fingerprint = ${fingerprint} where id = ${event.id}`.execute(db);
      }
    },
  };
}
