import { isCod, isOnline, UNPAID_ORDER_TTL_HOURS, type OrderEvent } from '@boneka/shared';
import type { OrderLimits } from '../../config.js';
import type { OrderRow } from '../../db/schema.js';
import { SYSTEM_ACTOR } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { wibDay, wibDayStart } from '../../lib/wib.js';
import { HOUR_MS } from './order-presenter.js';
import type { OrderTransitions } from './order-transitions.js';
import type { OrdersRepo, OrderWithUser } from './orders.repo.js';

export interface OrderSweepsDeps {
  repo: Pick<OrdersRepo, 'findById' | 'expiredCandidates' | 'unprocessedCodCandidates' | 'completable'>;
  transitions: Pick<OrderTransitions, 'apply'>;
  clock: Clock;
  limits: Pick<OrderLimits, 'codConfirmHours' | 'autoCompleteDays'>;
}

/** How long the order had to be paid, in hours, as its expiry note says it. */
const hoursToPay = (row: OrderRow) =>
  row.expires_at
    ? Math.round((Date.parse(row.expires_at) - Date.parse(row.created_at)) / HOUR_MS)
    : UNPAID_ORDER_TTL_HOURS;

/**
 * The moves nobody asks for, made when their time has come (the app runs them every few minutes): unpaid and
 * unprocessed orders lapse, delivered ones complete.
 */
export function orderSweeps({ repo, transitions, clock, limits }: OrderSweepsDeps) {
  /**
   * Cancels with `event` those candidates that still make that move when read again; a move that lost a race
   * with a person's is skipped.
   */
  async function lapse(
    candidates: { id: number }[],
    event: OrderEvent,
    note: (r: OrderRow) => string,
    applies: (r: OrderRow) => boolean,
  ) {
    let lapsed = 0;
    for (const { id } of candidates) {
      const row = await repo.findById(id);
      if (!row || !applies(row)) continue;
      try {
        await transitions.apply(row, event, SYSTEM_ACTOR, { note: note(row) });
        lapsed += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    return lapsed;
  }

  return {
    /** Online orders whose time to pay has run out, for the payments module to ask Midtrans about first. */
    async onlineDueToExpire(): Promise<OrderWithUser[]> {
      const due: OrderWithUser[] = [];
      for (const { id } of await repo.expiredCandidates(clock.now().toISOString())) {
        const row = await repo.findById(id);
        if (row && isOnline(row.payment_method) && row.gateway_token !== null) due.push(row);
      }
      return due;
    },
    /**
     * Completes delivered orders the shopper said nothing about: once ORDER_AUTO_COMPLETE_DAYS whole WIB days have
     * passed after the delivery day (delivered on the 1st with 3 days: completed at 00:00 WIB on the 5th).
     */
    async completeDelivered(): Promise<number> {
      // WIB keeps no daylight saving: N days before today's 00:00 WIB is 00:00 WIB of that day.
      const today = wibDayStart(wibDay(clock.now())).getTime();
      const deliveredBefore = new Date(today - limits.autoCompleteDays * 24 * HOUR_MS).toISOString();
      let completed = 0;
      for (;;) {
        const batch = await repo.completable(deliveredBefore, 100);
        const done = await lapse(
          batch,
          'auto_completed',
          () => `Selesai otomatis ${limits.autoCompleteDays} hari setelah pesanan sampai`,
          (r) => r.status === 'delivered' && r.completed_at === null,
        );
        completed += done;
        if (batch.length < 100 || done === 0) return completed;
      }
    },
    /**
     * Cancels, returning their stock, unpaid transfer orders with no proof whose time ran out and COD orders the
     * shop has not started processing within `codConfirmHours` (without that, a COD order would hold its stock
     * for ever).
     */
    async expireUnpaid(): Promise<number> {
      const expired = await lapse(
        await repo.expiredCandidates(clock.now().toISOString()),
        'expired',
        // A new buyer's order had less time than 24 hours (decision 027): the note says how long it was.
        (row) => `Tidak dibayar dalam ${hoursToPay(row)} jam`,
        (row) => row.payment_proof === null,
      );
      const placedBefore = new Date(clock.now().getTime() - limits.codConfirmHours * HOUR_MS).toISOString();
      const lapsed = await lapse(
        await repo.unprocessedCodCandidates(placedBefore),
        'cod_lapsed',
        () => `Tidak diproses toko dalam ${limits.codConfirmHours} jam`,
        (row) => isCod(row.payment_method),
      );
      return expired + lapsed;
    },
  };
}
export type OrderSweeps = ReturnType<typeof orderSweeps>;
