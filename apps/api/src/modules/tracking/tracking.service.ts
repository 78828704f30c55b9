import { createHash } from 'node:crypto';
import { courierCodeOf, isTrackableCourier, needsPhoneDigits, type TrackingFlag } from '@boneka/shared';
import type { Db, Executor } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';
import { SYSTEM_ACTOR, type Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { wibDay } from '../../lib/wib.js';
import type { TrackingAnswer, TrackingEvent, TrackingQuery } from './rajaongkir-tracking.js';
import type { DueParcel, TrackingRepo } from './tracking.repo.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** A parcel on its way is asked about this often; on its delivery day, sooner. */
export const TRACK_EVERY_MS = 2 * HOUR_MS;
export const TRACK_DELIVERY_DAY_MS = 30 * MINUTE_MS;
/** A returned or lost parcel is still asked about, less often, for the owner's record. */
const TRACK_FLAGGED_MS = 6 * HOUR_MS;
/** After a failed ask: 15 minutes, doubled per failure in a row, at most 6 hours. */
const BACKOFF_FIRST_MS = 15 * MINUTE_MS;
const BACKOFF_MOST_MS = 6 * HOUR_MS;
/** No parcel is asked about longer than this after it was shipped. */
export const TRACK_FOR_DAYS = 30;
/** How long one instance holds a parcel it asks about; longer than an ask may take. */
const CLAIM_MS = 2 * MINUTE_MS;
/** The longest one ask may take before it counts as failed. */
const ASK_TIMEOUT_MS = 15_000;
/** Parcels asked about per round of one instance. */
const PER_ROUND = 25;
/**
 * How much earlier than the shipping a courier's event may be dated and still be this parcel's: the courier's clock,
 * and the owner who types the resi in a while after handing the parcel over (decision 051).
 */
export const COURIER_CLOCK_ALLOWANCE_MS = 6 * HOUR_MS;
/** A resi still unknown this long after it was flagged is logged again (decision 051). */
const STILL_UNKNOWN_MS = 24 * HOUR_MS;

/** The courier's tracking (rajaongkir-tracking.ts), as the poller asks it. */
export interface ParcelTracker {
  track(query: TrackingQuery, signal: AbortSignal): Promise<TrackingAnswer>;
}

/** The orders the poller moves (modules/orders): one read again, and the courier's move made on it. */
export interface TrackedOrders {
  findById(id: number): Promise<OrderRow | undefined>;
  apply(row: OrderRow, event: 'courier_delivered', actor: Actor, details: { note: string }): Promise<void>;
}

/** The owner's mail about a resi the shop does not believe (modules/order-documents), queued with the flag. */
export interface FlagNotices {
  queue(parcel: DueParcel, cause: 'resi_flagged', note: null, trx: Executor): Promise<void>;
  /** After the commit: the outbox sends now rather than at its next look. */
  sendSoon(): void;
}

export interface TrackingServiceDeps {
  db: Db;
  repo: TrackingRepo;
  orders: TrackedOrders;
  notices: FlagNotices;
  clock: Clock;
  /** Undefined without a RajaOngkir key: nothing is asked, the owner moves orders by hand as before. */
  tracker: ParcelTracker | undefined;
  log: { warn(obj: object, msg: string): void };
}

/**
 * An event's identity: the resi it was told of, its time, place and text. The same event asked twice, by any
 * instance, is stored once; a corrected resi's scan at the same counter and minute as the old one's is its own.
 */
export const fingerprintOf = (resi: string, e: Pick<TrackingEvent, 'at' | 'place' | 'text'>) =>
  createHash('sha256')
    .update(`${resi}\n${e.at}\n${e.place ?? ''}\n${e.text}`)
    .digest('hex');

/** A courier's words for "with the courier who brings it to the door today". */
const OUT_FOR_DELIVERY = /(with delivery courier|out for delivery|on delivery|sedang diantar|dibawa kurir|antar)/i;

/**
 * Shipment tracking (issue 29, decision 042): each instance asks the courier, through RajaOngkir's Track AWB, about
 * the shipped parcels that are due, one claim per parcel at a time; stores each event once; moves the order to
 * delivered when the courier says so; flags a returned or lost parcel for the owner. A resi the courier does not
 * know, or whose journey is older than the shipping, is not believed: flagged for the owner, who is mailed once,
 * and never moves the order (decision 051). A failed ask changes nothing but when the parcel is asked about next.
 */
export function trackingService({ db, repo, orders, notices, clock, tracker, log }: TrackingServiceDeps) {
  const later = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();

  /** TRACK_FOR_DAYS have passed since the parcel was shipped: it is asked about no more. */
  const trackedLongEnough = (parcel: DueParcel) =>
    clock.now().getTime() - Date.parse(parcel.shipped_at ?? parcel.tracking_next_at) >= TRACK_FOR_DAYS * 24 * HOUR_MS;

  /** When to ask next after an answer: sooner on the delivery day, never after TRACK_FOR_DAYS. */
  function nextAsk(parcel: DueParcel, answer: TrackingAnswer): string | null {
    const now = clock.now();
    if (trackedLongEnough(parcel)) return null;
    if (!answer.found) return later(TRACK_EVERY_MS);
    if (answer.state === 'returned' || answer.state === 'lost') return later(TRACK_FLAGGED_MS);
    const last = answer.events.at(-1);
    const deliveryDay = last !== undefined && wibDay(last.at) === wibDay(now) && OUT_FOR_DELIVERY.test(last.text);
    return later(deliveryDay ? TRACK_DELIVERY_DAY_MS : TRACK_EVERY_MS);
  }

  /**
   * Why the courier's answer is not believed of this parcel (decision 051); null when it is, or when a "not found"
   * follows answers about the same resi (the courier's hiccup, not a wrong resi).
   */
  function flagOf(parcel: DueParcel, answer: TrackingAnswer): TrackingFlag | null {
    if (!answer.found) return parcel.tracking_state === null ? 'unknown_resi' : null;
    if (parcel.shipped_at === null) return null;
    const earliest = Date.parse(parcel.shipped_at) - COURIER_CLOCK_ALLOWANCE_MS;
    const dates = [...answer.events.map((e) => e.at), ...(answer.deliveredAt ? [answer.deliveredAt] : [])];
    return dates.some((at) => Date.parse(at) < earliest) ? 'before_shipping' : null;
  }

  /** A flagged resi is logged when first flagged, and once more when the courier still does not know it a day on. */
  function logFlag(parcel: DueParcel, flag: TrackingFlag, first: boolean) {
    const details = { orderId: parcel.id, courier: parcel.courier, resi: parcel.tracking_number, flag };
    if (first) {
      log.warn(details, 'parcel tracking: resi flagged for the owner');
      return;
    }
    if (flag !== 'unknown_resi' || parcel.tracking_flagged_at === null) return;
    const dayOn = Date.parse(parcel.tracking_flagged_at) + STILL_UNKNOWN_MS;
    const askedBefore = parcel.tracking_checked_at === null ? 0 : Date.parse(parcel.tracking_checked_at);
    if (askedBefore < dayOn && dayOn <= clock.now().getTime()) {
      log.warn(details, 'parcel tracking: resi still unknown to the courier a day after it was flagged');
    }
  }

  /** What the courier is asked of this parcel; null when there is nothing to ask (the owner moves it by hand). */
  function queryOf(parcel: DueParcel): TrackingQuery | null {
    const awb = parcel.tracking_number?.trim();
    const courier = courierCodeOf(parcel.courier);
    if (!tracker || !parcel.tracking_number || !awb || !courier || !isTrackableCourier(courier)) return null;
    const digits = parcel.ship_phone.replace(/\D/g, '');
    return {
      awb,
      courier,
      ...(needsPhoneDigits(courier) && digits.length >= 5 ? { lastPhoneDigits: digits.slice(-5) } : {}),
    };
  }

  /** The courier's answer; null when the ask failed, and the parcel is asked again after a growing pause. */
  async function askCourier(
    asking: ParcelTracker,
    parcel: DueParcel,
    query: TrackingQuery,
    claimedUntil: string,
  ): Promise<TrackingAnswer | null> {
    try {
      return await asking.track(query, AbortSignal.timeout(ASK_TIMEOUT_MS));
    } catch (error) {
      const failures = parcel.tracking_failures + 1;
      log.warn(
        { err: { message: (error as Error).message }, orderId: parcel.id, failures },
        'parcel tracking ask failed',
      );
      const backoff = Math.min(BACKOFF_FIRST_MS * 2 ** (failures - 1), BACKOFF_MOST_MS);
      await repo.release(parcel.id, claimedUntil, {
        nextAt: trackedLongEnough(parcel) ? null : later(backoff),
        failures,
      });
      return null;
    }
  }

  /**
   * Keeps what the courier said, when it is believed, and ends the claim; a resi first flagged queues the owner's
   * mail in the same transaction. What the courier said of the parcel when believed, else null.
   */
  async function keepAnswer(
    parcel: DueParcel,
    resi: string,
    answer: TrackingAnswer,
    now: string,
    claimedUntil: string,
  ) {
    const flag = flagOf(parcel, answer);
    const believed = answer.found && flag === null ? answer : null;
    const firstFlagged = flag !== null && parcel.tracking_flagged_at === null;
    await db.transaction().execute(async (trx) => {
      if (believed) {
        await repo.addEvents(
          parcel.id,
          believed.events.map((e) => ({
            at: e.at,
            place: e.place,
            text: e.text,
            code: e.code,
            resi,
            fingerprint: fingerprintOf(resi, e),
          })),
          now,
          trx,
        );
      }
      const released = await repo.release(
        parcel.id,
        claimedUntil,
        {
          ...(believed ? { state: believed.state, flag: null } : {}),
          ...(flag !== null ? { flag } : {}),
          ...(firstFlagged ? { flaggedAt: now } : {}),
          checkedAt: now,
          nextAt: nextAsk(parcel, believed ?? { found: false }),
          failures: 0,
        },
        trx,
      );
      if (released && firstFlagged) await notices.queue(parcel, 'resi_flagged', null, trx);
    });
    if (flag !== null) logFlag(parcel, flag, firstFlagged);
    if (firstFlagged) notices.sendSoon();
    return believed;
  }

  /** The courier says the parcel is delivered: the shipped order moves, unless a person moved it meanwhile. */
  async function deliver(orderId: number, receiver: string | null) {
    const row = await orders.findById(orderId);
    if (row?.status !== 'shipped') return;
    try {
      await orders.apply(row, 'courier_delivered', SYSTEM_ACTOR, {
        note: receiver ? `Diterima oleh ${receiver}` : 'Diterima (menurut kurir)',
      });
    } catch (error) {
      // The owner or the shopper moved it meanwhile: their move stands.
      if (!(error instanceof AppError)) throw error;
    }
  }

  async function ask(parcel: DueParcel): Promise<'asked' | 'failed' | 'skipped'> {
    const now = clock.now().toISOString();
    const claimedUntil = later(CLAIM_MS);
    if (!(await repo.claim(parcel.id, parcel.tracking_next_at, now, claimedUntil))) return 'skipped';
    const resi = parcel.tracking_number;
    const query = queryOf(parcel);
    if (!tracker || !resi || !query) {
      // Nothing to ask: the owner moves this order by hand.
      await repo.release(parcel.id, claimedUntil, { nextAt: null, failures: 0 });
      return 'skipped';
    }
    const answer = await askCourier(tracker, parcel, query, claimedUntil);
    if (!answer) return 'failed';
    const believed = await keepAnswer(parcel, resi, answer, now, claimedUntil);
    if (believed?.state === 'delivered') await deliver(parcel.id, believed.receiver);
    return 'asked';
  }

  return {
    /** One round: the due parcels this instance can claim. Counts of each outcome, for tests and logs. */
    async pollDue(): Promise<{ asked: number; failed: number; skipped: number }> {
      const counts = { asked: 0, failed: 0, skipped: 0 };
      if (!tracker) return counts;
      for (const parcel of await repo.due(clock.now().toISOString(), PER_ROUND)) {
        counts[await ask(parcel)] += 1;
      }
      return counts;
    },
  };
}
export type TrackingService = ReturnType<typeof trackingService>;
