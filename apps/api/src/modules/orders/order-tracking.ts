import { createHash } from 'node:crypto';
import { courierCodeOf, isTrackableCourier, needsPhoneDigits } from '@boneka/shared';
import { SYSTEM_ACTOR } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { wibDay } from '../../lib/wib.js';
import type { TrackingAnswer, TrackingEvent } from '../shipping/rajaongkir-tracking.js';
import type { OrderTransitions } from './order-transitions.js';
import type { OrdersRepo } from './orders.repo.js';
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

/** The courier's tracking, as the orders module needs it (shipping/rajaongkir-tracking.ts). */
export interface ParcelTracker {
  track(
    query: { awb: string; courier: string; lastPhoneDigits?: string },
    signal: AbortSignal,
  ): Promise<TrackingAnswer>;
}

export interface OrderTrackingDeps {
  repo: OrdersRepo;
  tracking: TrackingRepo;
  transitions: Pick<OrderTransitions, 'apply'>;
  clock: Clock;
  /** Undefined without a RajaOngkir key: nothing is asked, the owner moves orders by hand as before. */
  tracker: ParcelTracker | undefined;
  log: { warn(obj: object, msg: string): void };
}

/** An event's identity: its time, place and text. The same event asked twice, by any instance, is stored once. */
export const fingerprintOf = (e: Pick<TrackingEvent, 'at' | 'place' | 'text'>) =>
  createHash('sha256')
    .update(`${e.at}\n${e.place ?? ''}\n${e.text}`)
    .digest('hex');

/** A courier's words for "with the courier who brings it to the door today". */
const OUT_FOR_DELIVERY = /(with delivery courier|out for delivery|on delivery|sedang diantar|dibawa kurir|antar)/i;

/**
 * Shipment tracking (issue 29, decision 042): each instance asks the courier, through RajaOngkir's Track AWB, about
 * the shipped parcels that are due, one claim per parcel at a time; stores each event once; moves the order to
 * delivered when the courier says so; flags a returned or lost parcel for the owner. A failed ask changes nothing
 * but when the parcel is asked about next.
 */
export function orderTracking({ repo, tracking, transitions, clock, tracker, log }: OrderTrackingDeps) {
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

  async function ask(parcel: DueParcel): Promise<'asked' | 'failed' | 'skipped'> {
    const now = clock.now().toISOString();
    const claimedUntil = later(CLAIM_MS);
    if (!(await tracking.claim(parcel.id, parcel.tracking_next_at, now, claimedUntil))) return 'skipped';
    const awb = parcel.tracking_number?.trim();
    const courier = courierCodeOf(parcel.courier);
    if (!tracker || !awb || !courier || !isTrackableCourier(courier)) {
      // Nothing to ask: the owner moves this order by hand.
      await tracking.release(parcel.id, claimedUntil, { nextAt: null, failures: 0 });
      return 'skipped';
    }
    const digits = parcel.ship_phone.replace(/\D/g, '');
    let answer: TrackingAnswer;
    try {
      answer = await tracker.track(
        {
          awb,
          courier,
          ...(needsPhoneDigits(courier) && digits.length >= 5 ? { lastPhoneDigits: digits.slice(-5) } : {}),
        },
        AbortSignal.timeout(ASK_TIMEOUT_MS),
      );
    } catch (error) {
      const failures = parcel.tracking_failures + 1;
      log.warn(
        { err: { message: (error as Error).message }, orderId: parcel.id, failures },
        'parcel tracking ask failed',
      );
      const backoff = Math.min(BACKOFF_FIRST_MS * 2 ** (failures - 1), BACKOFF_MOST_MS);
      await tracking.release(parcel.id, claimedUntil, {
        nextAt: trackedLongEnough(parcel) ? null : later(backoff),
        failures,
      });
      return 'failed';
    }

    if (answer.found) {
      await tracking.addEvents(
        parcel.id,
        answer.events.map((e) => ({
          at: e.at,
          place: e.place,
          text: e.text,
          code: e.code,
          fingerprint: fingerprintOf(e),
        })),
        now,
      );
    }
    const state = answer.found ? answer.state : undefined;
    await tracking.release(parcel.id, claimedUntil, {
      ...(state !== undefined ? { state } : {}),
      checkedAt: now,
      nextAt: nextAsk(parcel, answer),
      failures: 0,
    });
    if (answer.found && answer.state === 'delivered') {
      const row = await repo.findById(parcel.id);
      if (row?.status === 'shipped') {
        try {
          await transitions.apply(row, 'courier_delivered', SYSTEM_ACTOR, {
            note: answer.receiver ? `Diterima oleh ${answer.receiver}` : 'Diterima (menurut kurir)',
          });
        } catch (error) {
          // The owner or the shopper moved it meanwhile: their move stands.
          if (!(error instanceof AppError)) throw error;
        }
      }
    }
    return 'asked';
  }

  return {
    /** One round: the due parcels this instance can claim. Counts of each outcome, for tests and logs. */
    async pollDue(): Promise<{ asked: number; failed: number; skipped: number }> {
      const counts = { asked: 0, failed: 0, skipped: 0 };
      if (!tracker) return counts;
      for (const parcel of await tracking.due(clock.now().toISOString(), PER_ROUND)) {
        counts[await ask(parcel)] += 1;
      }
      return counts;
    },
  };
}
export type OrderTracking = ReturnType<typeof orderTracking>;
