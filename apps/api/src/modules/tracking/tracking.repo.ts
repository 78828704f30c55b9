import type { Db, Executor } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';

/** A parcel due a tracking ask, as the poller reads it. */
export type DueParcel = Pick<
  OrderRow,
  | 'id'
  | 'user_id'
  | 'language'
  | 'courier'
  | 'tracking_number'
  | 'ship_phone'
  | 'shipped_at'
  | 'tracking_state'
  | 'tracking_checked_at'
  | 'tracking_flag'
  | 'tracking_flagged_at'
> & { tracking_next_at: string; tracking_failures: number };

/** One courier event as stored (migration 024). */
export interface StoredTrackingEvent {
  at: string;
  place: string | null;
  text: string;
  code: string | null;
  /** The resi the courier was asked about. */
  resi: string;
  fingerprint: string;
}

/** The SQL of parcel tracking (decision 042): the parcels due an ask, their claims, and the courier's events. */
export function trackingRepo(db: Db) {
  return {
    /** Shipped parcels whose next ask is due and that no instance holds, the longest waiting first. */
    async due(now: string, limit: number): Promise<DueParcel[]> {
      const rows = await db
        .selectFrom('orders')
        .select([
          'id',
          'user_id',
          'language',
          'courier',
          'tracking_number',
          'ship_phone',
          'shipped_at',
          'tracking_state',
          'tracking_checked_at',
          'tracking_flag',
          'tracking_flagged_at',
          'tracking_next_at',
          'tracking_failures',
        ])
        .where('status', '=', 'shipped')
        .where('tracking_next_at', '<=', now)
        .where((eb) => eb.or([eb('tracking_claimed_until', 'is', null), eb('tracking_claimed_until', '<=', now)]))
        .orderBy('tracking_next_at')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        ...r,
        tracking_next_at: r.tracking_next_at!,
        tracking_failures: Number(r.tracking_failures),
      }));
    },
    /**
     * Takes the parcel for one ask until `until`: only if it is still due as read and no other instance holds it.
     * False when another instance took it first.
     */
    async claim(id: number, dueAt: string, now: string, until: string): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ tracking_claimed_until: until })
        .where('id', '=', id)
        .where('status', '=', 'shipped')
        .where('tracking_next_at', '=', dueAt)
        .where((eb) => eb.or([eb('tracking_claimed_until', 'is', null), eb('tracking_claimed_until', '<=', now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Stores the events not stored yet (by fingerprint, whichever instance stored them); how many were new. */
    async addEvents(orderId: number, events: StoredTrackingEvent[], now: string, ex: Executor = db): Promise<number> {
      let added = 0;
      for (const event of events) {
        const result = await ex
          .insertInto('order_tracking_events')
          .values({ order_id: orderId, ...event, created_at: now })
          .onConflict((oc) => oc.columns(['order_id', 'fingerprint']).doNothing())
          .executeTakeFirst();
        added += Number(result.numInsertedOrUpdatedRows ?? 0n);
      }
      return added;
    },
    /**
     * Ends this instance's ask: what the courier said (or null when it could not be asked), whether the resi is
     * believed (decision 051), when to ask next (null: never again) and the failures in a row. Only while the claim
     * is still ours.
     */
    async release(
      id: number,
      claimedUntil: string,
      result: {
        state?: string | null;
        flag?: OrderRow['tracking_flag'];
        flaggedAt?: string;
        checkedAt?: string;
        nextAt: string | null;
        failures: number;
      },
      ex: Executor = db,
    ): Promise<boolean> {
      const done = await ex
        .updateTable('orders')
        .set({
          tracking_claimed_until: null,
          tracking_next_at: result.nextAt,
          tracking_failures: result.failures,
          ...(result.state !== undefined ? { tracking_state: result.state } : {}),
          ...(result.flag !== undefined ? { tracking_flag: result.flag } : {}),
          ...(result.flaggedAt !== undefined ? { tracking_flagged_at: result.flaggedAt } : {}),
          ...(result.checkedAt !== undefined ? { tracking_checked_at: result.checkedAt } : {}),
        })
        .where('id', '=', id)
        .where('tracking_claimed_until', '=', claimedUntil)
        .executeTakeFirst();
      return Number(done.numUpdatedRows) === 1;
    },
    /** The stored events of these orders, of every resi each had, oldest first. */
    async eventsFor(orderIds: number[]) {
      if (orderIds.length === 0) return [];
      return db
        .selectFrom('order_tracking_events')
        .select(['order_id', 'resi', 'at', 'place', 'text'])
        .where('order_id', 'in', orderIds)
        .orderBy('order_id')
        .orderBy('at')
        .orderBy('id')
        .execute();
    },
  };
}
export type TrackingRepo = ReturnType<typeof trackingRepo>;
