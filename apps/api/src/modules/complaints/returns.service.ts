import {
  COURIER_NAMES,
  courierCodeOf,
  isTrackableCourier,
  needsPhoneDigits,
  returnPhoneDigits,
  type Order,
  type ReceivedLine,
  type ReturnTracking,
  type ShipReturnBody,
} from '@boneka/shared';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { ReturnedLine } from '../orders/order-transitions.js';
import type { OrderViewer } from '../orders/orders.service.js';
import type { ParcelTracker } from '../tracking/tracking.service.js';
import type { OrdersForComplaints } from './complaints.service.js';
import type { ReturnsRepo } from './returns.repo.js';

/** What returns need of orders besides what complaints do: the order's lines as bought. */
export interface OrdersForReturns extends OrdersForComplaints {
  linesOf(
    orderId: number,
  ): Promise<{ id: number; product_id: number; variant_id: number | null; quantity: number; product_name: string }[]>;
}

export interface ReturnsServiceDeps {
  orders: OrdersForReturns;
  repo: Pick<ReturnsRepo, 'find'>;
  /** The courier's tracking (modules/tracking); undefined without a RajaOngkir key. */
  tracker: ParcelTracker | undefined;
  clock: Clock;
  log: { warn(details: object, message: string): void };
}

/** A return parcel's journey asked again within this long is answered from the last ask (a page reloaded, polled). */
export const RETURN_TRACKING_FRESH_MS = 60_000;
/** The longest one ask of the courier may take. */
const ASK_TIMEOUT_MS = 15_000;
/** How much earlier than the request a courier's event may be dated and still be this parcel's (decision 051). */
const COURIER_CLOCK_ALLOWANCE_MS = 6 * 3600_000;
/** Answers kept at most; the oldest goes first. */
const KEPT_ANSWERS_MAX = 500;

/** The owner's "Barang diterima" as the route parsed it (`ReceiveReturnBody`). */
type ReceivedInput = { lines: ReceivedLine[]; note: string | null };

/**
 * "Kembalikan barang" after the owner asked for the goods (complaints.service.ts, decision 059): the shopper sends
 * them and gives the parcel's resi; the owner confirms what came back, per line, and the sellable units go back to
 * stock in the same move. Each step is a move of the order (`ORDER_TRANSITIONS`): history, audit, mails.
 */
export function returnsService({ orders, repo, tracker, clock, log }: ReturnsServiceDeps) {
  const kept = new Map<string, ReturnTracking>();

  /** The courier's answer, or how it failed, as the page shows it. */
  async function ask(courier: string, resi: string, requestedAt: string): Promise<ReturnTracking> {
    const checked_at = clock.now().toISOString();
    const none = { courier_state: null, events: [], checked_at };
    const code = courierCodeOf(courier);
    if (!tracker || !code || !isTrackableCourier(code)) return { state: 'not_tracked', ...none };
    try {
      const answer = await tracker.track(
        { awb: resi, courier: code, ...(needsPhoneDigits(code) ? { lastPhoneDigits: returnPhoneDigits() } : {}) },
        AbortSignal.timeout(ASK_TIMEOUT_MS),
      );
      if (!answer.found) return { state: 'unknown_resi', ...none };
      const earliest = Date.parse(requestedAt) - COURIER_CLOCK_ALLOWANCE_MS;
      // A journey that began before the goods were asked back is another parcel's: its resi was mistyped.
      if (answer.events.some((e) => Date.parse(e.at) < earliest)) return { state: 'before_request', ...none };
      return {
        state: 'found',
        courier_state: answer.state,
        events: answer.events.map(({ at, place, text }) => ({ at, place, text })),
        checked_at,
      };
    } catch (error) {
      log.warn({ err: { message: (error as Error).message }, courier: code }, 'return parcel tracking ask failed');
      return { state: 'failed', ...none };
    }
  }

  /** The owner's lines as they came back, each checked against the order: its own lines, never more than bought. */
  async function receivedLines(orderId: number, body: ReceivedInput): Promise<ReturnedLine[]> {
    const bought = await orders.linesOf(orderId);
    return body.lines.map((line, index) => {
      const item = bought.find((b) => b.id === line.order_item_id);
      if (!item)
        throw badRequest('UNKNOWN_ORDER_LINE', 'That line is not one of this order’s.', [
          { path: `lines.${index}.order_item_id`, message: 'Not a line of this order' },
        ]);
      if (line.quantity > item.quantity)
        throw badRequest('RETURN_QUANTITY_TOO_LARGE', `At most ${item.quantity} of this line were ordered.`, [
          { path: `lines.${index}.quantity`, message: `At most ${item.quantity}` },
        ]);
      return { ...line, product_id: item.product_id, variant_id: item.variant_id };
    });
  }

  return {
    /**
     * The shopper's parcel back to the shop: its courier and resi; again, to correct them, until it arrives. The
     * same courier and resi again change nothing.
     */
    async ship(userId: number, token: string, body: ShipReturnBody, actor: Actor): Promise<Order> {
      const row = await orders.ownOrder(userId, token);
      orders.assertAllowed(row, 'return_shipped', actor);
      const courier = courierCodeOf(body.courier);
      if (!courier)
        throw badRequest('UNKNOWN_COURIER', 'Choose one of the couriers the shop knows.', [
          { path: 'courier', message: 'Not a courier the shop knows' },
        ]);
      const resi = body.resi.trim().toUpperCase();
      const current = await repo.find(row.id);
      if (current?.courier === courier && current.resi === resi) return orders.reread(row.id);
      await orders.apply(row, 'return_shipped', actor, {
        returnGoods: { step: 'shipped', courier, resi },
        note: `${COURIER_NAMES[courier]} · Resi ${resi}`,
      });
      return orders.reread(row.id);
    },

    /**
     * "Barang diterima": what came back of each line, and whether it can be sold again. The sellable units go back
     * to stock in the move itself; the refund is then recorded with the complaint's answer.
     */
    async receive(id: number, body: ReceivedInput, actor: Actor): Promise<Order> {
      const row = await orders.anyOrder(id);
      orders.assertAllowed(row, 'return_received', actor);
      const lines = await receivedLines(row.id, body);
      const units = lines.reduce((sum, line) => sum + line.quantity, 0);
      const sellable = lines.reduce((sum, line) => sum + (line.sellable ? line.quantity : 0), 0);
      await orders.apply(row, 'return_received', actor, {
        returnGoods: { step: 'received', lines, note: body.note },
        note: [`${units} barang diterima, ${sellable} layak jual`, body.note].filter(Boolean).join(' — '),
      });
      return orders.reread(id);
    },

    /**
     * What the courier says of the return parcel now, for the shopper and the owner. Asked when a page asks; the
     * same parcel asked again within RETURN_TRACKING_FRESH_MS gets the last answer.
     */
    async tracking(viewer: OrderViewer, token: string): Promise<ReturnTracking> {
      const row = await orders.viewableOrder(viewer, token, 'Return parcel');
      const goods = await repo.find(row.id);
      if (!goods?.courier || !goods.resi) throw notFound('Return parcel');
      const key = `${row.id}\n${goods.courier}\n${goods.resi}`;
      const last = kept.get(key);
      if (last && clock.now().getTime() - Date.parse(last.checked_at) < RETURN_TRACKING_FRESH_MS) return last;
      const answer = await ask(goods.courier, goods.resi, goods.requested_at);
      kept.delete(key);
      kept.set(key, answer);
      if (kept.size > KEPT_ANSWERS_MAX) kept.delete(kept.keys().next().value!);
      return answer;
    },
  };
}
export type ReturnsService = ReturnType<typeof returnsService>;
