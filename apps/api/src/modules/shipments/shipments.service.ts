import { z } from 'zod';
import { BookShipmentBody, type AdminOrder, type BulkOrderResult } from '@boneka/shared';
import type { OrderShipmentRow } from '../../db/schema.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { LocationsService } from '../locations/locations.service.js';
import type { OrdersService, OrderWithUser } from '../orders/orders.service.js';
import { KomshipError, komshipClient, type KomshipConfig } from './komship.js';
import { komshipDestinations } from './komship-destinations.js';
import { komshipCourierOf, ownerPickupSlot } from './komship-order.js';
import {
  pickedUp,
  shipmentBooking,
  vendorStage,
  type BookingRequest,
  type ShipmentsLog,
} from './shipment-booking.service.js';
import type { ShipmentsRepo } from './shipments.repo.js';

export interface ShipmentsServiceDeps {
  repo: ShipmentsRepo;
  orders: Pick<OrdersService, 'anyOrder' | 'apply' | 'assertAllowed' | 'adminGet'>;
  locations: Pick<LocationsService, 'place'>;
  clock: Clock;
  log: ShipmentsLog;
  /** Komship (KOMSHIP_API_KEY); without it no shipment is booked and the owner types the resi. */
  komship: (KomshipConfig & { originId?: number }) | undefined;
  /** The shop's district (SHOP_ORIGIN_DISTRICT), where every parcel starts. */
  originDistrict: number;
}

/** What the webhook did with a notice: nothing to act on, or what Komship's own answer changed. */
export type WebhookOutcome = 'off' | 'ignored' | 'unknown' | 'unverified' | 'unchanged' | 'picked_up' | 'cancelled';

/** The vendor acting for the shop: the owner's move, made on Komship's word (read back, never the notice's). */
const VENDOR: Actor = Object.freeze({ userId: null, role: 'admin' });
/** A webhook notice names Komship's order number; nothing else of it is read. */
const Notice = z.object({
  order_no: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,60}$/),
});

const bookingOff = () =>
  new AppError(
    409,
    'SHIPMENT_BOOKING_OFF',
    'Shipments are not booked from the shop: KOMSHIP_API_KEY is not set. Ship the order with a typed resi.',
  );
const SLOT_PROBLEMS = {
  incomplete: ['PICKUP_SLOT_INCOMPLETE', 'Give both the pick-up date and time, or neither (the next slot).'],
  no_such_time: ['INVALID_PICKUP_SLOT', 'That pick-up date and time do not exist.'],
  too_soon: ['PICKUP_TOO_SOON', 'Komship books a pick-up at least 90 minutes ahead: choose a later time.'],
} as const;

export function shipmentsService(deps: ShipmentsServiceDeps) {
  const { repo, orders, clock, log } = deps;
  const client = deps.komship ? komshipClient(deps.komship) : undefined;
  const now = () => clock.now().toISOString();
  const booking = client
    ? shipmentBooking({
        repo,
        orders,
        client,
        clock,
        log,
        destinations: komshipDestinations({
          client,
          repo,
          locations: deps.locations,
          clock,
          originDistrict: deps.originDistrict,
          originId: deps.komship?.originId,
        }),
        // Every call of a booking may take its whole timeout; a lease longer than that is never taken from a live one.
        leaseMs: 8 * deps.komship!.timeoutMs + 30_000,
      })
    : undefined;
  const on = () => {
    if (!client || !booking) throw bookingOff();
    return { client, booking };
  };

  /** The owner's request, checked before anything is claimed: a slot a clock reads, 90 minutes on at least. */
  function requestOf(body: unknown): BookingRequest {
    const parsed = BookShipmentBody.safeParse(body ?? {});
    if (!parsed.success) throw badRequest('VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'Invalid shipment.');
    const { method, pickup_date, pickup_time } = parsed.data;
    const { slot, problem } = ownerPickupSlot(pickup_date, pickup_time, clock.now());
    if (problem) throw badRequest(SLOT_PROBLEMS[problem][0], SLOT_PROBLEMS[problem][1]);
    return { method, slot };
  }

  /** Books the order's shipment, or continues a failed one at its step. A vendor's failure is kept, not thrown. */
  async function bookOrder(order: OrderWithUser, body: unknown, actor: Actor): Promise<void> {
    const { booking } = on();
    const request = requestOf(body);
    const existing = await repo.find(order.id);
    if (!existing?.awb || existing.state === 'cancelled') {
      orders.assertAllowed(order, 'shipment_booked', actor);
      if (!komshipCourierOf(order.courier)) {
        throw new AppError(
          422,
          'SHIPMENT_COURIER_UNSUPPORTED',
          `Komship does not carry ${order.courier.toUpperCase()}: ship this order with a typed resi.`,
        );
      }
    }
    const claim = await booking.claimForBooking(order.id, request);
    await booking.run(claim, order, request, actor);
  }

  /** The vendor's label of a booked shipment; a failure to get it is kept on the shipment and answered 502. */
  async function label(orderId: number): Promise<{ fileName: string; pdf: Buffer }> {
    const { client } = on();
    const order = await orders.anyOrder(orderId);
    const row = await repo.find(orderId);
    if (!row?.awb || !row.vendor_order_no || row.state === 'cancelled') {
      throw new AppError(409, 'SHIPMENT_NO_LABEL', 'This order has no booked shipment with an airway bill to label.');
    }
    const labelFailed = row.state === 'failed' && row.failed_step === 'label';
    try {
      const pdf = await client.label(row.vendor_order_no);
      if (labelFailed) {
        await repo.updateUnclaimed(row.id, ['failed'], now(), {
          state: 'awaiting_pickup',
          failed_step: null,
          error: null,
          updated_at: now(),
        });
      }
      return { fileName: `Label-Kurir-${order.order_number}.pdf`, pdf };
    } catch (error) {
      if (!(error instanceof KomshipError)) throw error;
      log.warn({ orderId, reason: error.detail }, 'Komship gave no label');
      if (row.state === 'awaiting_pickup' || labelFailed) {
        await repo.updateUnclaimed(row.id, [row.state], now(), {
          state: 'failed',
          failed_step: 'label',
          error: error.message,
          attempts: Number(row.attempts) + 1,
          updated_at: now(),
        });
      }
      throw new AppError(502, 'SHIPMENT_LABEL_UNAVAILABLE', `Komship gave no label (${error.detail}). Try again.`);
    }
  }

  /** What Komship's own "Detail Order" says of a shipment a notice named, applied; the notice itself is not read. */
  async function actOnVendor(row: OrderShipmentRow, stage: ReturnType<typeof vendorStage>): Promise<WebhookOutcome> {
    if (stage === 'picked_up' && row.awb) {
      const moved = await repo.updateUnclaimed(row.id, ['created', 'awaiting_pickup', 'failed'], now(), {
        state: 'picked_up',
        failed_step: null,
        error: null,
        updated_at: now(),
      });
      return moved ? 'picked_up' : 'unchanged';
    }
    if (stage === 'cancelled' && row.state !== 'cancelled' && row.state !== 'picked_up') {
      const { booking } = on();
      await booking.runCancel(await booking.claimForCancel(row), VENDOR, {
        note: `AWB ${row.awb ?? '-'} dibatalkan oleh Komship`,
        error: 'Komship membatalkan pengiriman ini.',
        cancelledByVendor: true,
      });
      return 'cancelled';
    }
    return 'unchanged';
  }

  return {
    /** Whether shipments are booked at all (a Komship key). */
    available: client !== undefined,

    /** `POST /api/orders/admin/:id/shipment`: books (or retries); the order as the owner's page shows it. */
    async book(orderId: number, body: unknown, actor: Actor): Promise<AdminOrder> {
      on();
      await bookOrder(await orders.anyOrder(orderId), body, actor);
      return orders.adminGet(orderId);
    },

    /**
     * One order of the owner's bulk "Atur Pengiriman" (modules/orders' bulk action): never throws for the order's
     * own refusal or the vendor's failure, which are its outcome.
     */
    async bookOne(orderId: number, body: unknown, actor: Actor): Promise<BulkOrderResult> {
      let order: OrderWithUser;
      try {
        order = await orders.anyOrder(orderId);
      } catch {
        return {
          order_id: orderId,
          order_number: '',
          outcome: 'failed',
          code: 'NOT_FOUND',
          message: 'Order not found.',
        };
      }
      const result = (outcome: BulkOrderResult['outcome'], code: string | null, message: string | null) => ({
        order_id: orderId,
        order_number: order.order_number,
        outcome,
        code,
        message,
      });
      try {
        await bookOrder(order, body, actor);
        const row = await repo.find(orderId);
        if (row?.state === 'failed' || row?.state === 'cancelled')
          return result('failed', 'SHIPMENT_FAILED', row.error);
        return result('done', null, null);
      } catch (error) {
        if (error instanceof AppError) {
          return result(error.statusCode >= 500 ? 'failed' : 'skipped', error.code, error.message);
        }
        log.warn({ orderId, reason: String(error) }, 'bulk shipment booking failed');
        return result('failed', 'SHIPMENT_FAILED', 'Something went wrong in the shop; try again.');
      }
    },

    /** `PUT /api/orders/admin/:id/shipment/cancel`: before the pick-up only; the order goes back to processing. */
    async cancel(orderId: number, actor: Actor): Promise<AdminOrder> {
      const { booking } = on();
      await orders.anyOrder(orderId);
      const row = await repo.find(orderId);
      if (row?.state === 'picked_up') throw pickedUp();
      if (!row || row.state === 'cancelled') {
        throw new AppError(409, 'SHIPMENT_NOT_CANCELLABLE', 'This order has no booked shipment to cancel.');
      }
      const claim = await booking.claimForCancel(row);
      await booking.runCancel(claim, actor, { note: `AWB ${row.awb ?? '-'} dibatalkan` });
      return orders.adminGet(orderId);
    },

    label,

    /**
     * Komship's status webhook (SECURITY 34): it carries no signature, so its body is believed for nothing but the
     * order number it names. A shipment of ours with that number is read back from Komship, and only what Komship
     * itself answers is acted on. Unknown numbers and unreadable notices are ignored (and logged), answered 200.
     */
    async webhook(body: unknown): Promise<WebhookOutcome> {
      if (!client) return 'off';
      const notice = Notice.safeParse(body);
      if (!notice.success) {
        log.warn({ body: JSON.stringify(body ?? null).slice(0, 200) }, 'Komship webhook without an order number');
        return 'ignored';
      }
      const orderNo = notice.data.order_no;
      const row = await repo.byVendorOrderNo(orderNo);
      if (!row) {
        log.warn({ orderNo }, 'Komship webhook names an order the shop did not book');
        return 'unknown';
      }
      let detail;
      try {
        detail = await client.detail(orderNo);
      } catch (error) {
        log.warn({ orderNo, reason: error instanceof KomshipError ? error.detail : String(error) }, 'read-back failed');
        return 'unverified';
      }
      // Believed only for this parcel: Komship's answer names the order, and the airway bill it was booked with.
      if (!detail || (row.awb && detail.awb && detail.awb.trim() !== row.awb)) {
        log.warn({ orderNo, awb: detail?.awb }, 'Komship read-back does not match the shipment');
        return 'unverified';
      }
      try {
        return await actOnVendor(row, vendorStage(detail.order_status));
      } catch (error) {
        // A request of the owner's holds the shipment, or the order moved on: the next notice, or the owner, settles it.
        log.warn({ orderNo, reason: String(error) }, 'Komship webhook changed nothing');
        return 'unchanged';
      }
    },
  };
}
export type ShipmentsService = ReturnType<typeof shipmentsService>;
