import { isCod, type PickupMethod, type ShipmentStep } from '@boneka/shared';
import type { OrderShipmentRow } from '../../db/schema.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { OrdersService, OrderWithUser } from '../orders/orders.service.js';
import { KomshipError, type KomshipClient } from './komship.js';
import type { KomshipDestinations } from './komship-destinations.js';
import {
  komshipCourierOf,
  nextPickupSlot,
  noRate,
  orderBody,
  parcelGrams,
  pickRate,
  vehicleFor,
  type PickupSlot,
} from './komship-order.js';
import type { ShipmentChanges, ShipmentsRepo } from './shipments.repo.js';

export interface ShipmentsLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface BookingDeps {
  repo: ShipmentsRepo;
  orders: Pick<OrdersService, 'anyOrder' | 'apply'>;
  client: KomshipClient;
  destinations: KomshipDestinations;
  clock: Clock;
  log: ShipmentsLog;
  /** How long one request may hold a shipment before another may take it over (it crashed). */
  leaseMs: number;
}

/** What the owner asked for: pick-up or drop-off, and the slot (null: the next one Komship takes). */
export interface BookingRequest {
  method: PickupMethod;
  slot: PickupSlot | null;
}

/** A shipment this request holds: as it is now, and the end of its lease, which is its token. */
export interface Claim {
  row: OrderShipmentRow;
  until: string;
}

export const busy = () =>
  new AppError(
    409,
    'SHIPMENT_BUSY',
    "Another request is booking or cancelling this order's shipment. Reload the order in a moment.",
  );
export const pickedUp = () =>
  new AppError(
    409,
    'SHIPMENT_PICKED_UP',
    'The courier has picked the parcel up: its shipment can no longer be cancelled.',
  );
const alreadyBooked = (row: OrderShipmentRow) =>
  new AppError(409, 'SHIPMENT_EXISTS', `This order's shipment is already booked (AWB ${row.awb ?? '-'}).`);

/** What Komship's "Detail Order" says of its order, in the shop's three words. */
export function vendorStage(
  status: string | null | undefined,
): 'before_pickup' | 'picked_up' | 'cancelled' | 'unknown' {
  const s = (status ?? '').trim().toUpperCase();
  if (['CREATED', 'PACKING', 'DIAJUKAN'].includes(s)) return 'before_pickup';
  if (['DIBATALKAN', 'BATAL', 'CANCELED', 'CANCELLED'].includes(s)) return 'cancelled';
  const after = [
    'DIJEMPUT',
    'DIKIRIM',
    'DITERIMA',
    'SELESAI',
    'RETUR',
    'DIRETUR',
    'SHIPPED',
    'IN TRANSIT',
    'DELIVERED',
  ];
  return after.includes(s) ? 'picked_up' : 'unknown';
}

const SHOP_FAILURE = 'Terjadi kesalahan di toko saat mengurus pengiriman. Coba lagi.';

/**
 * The steps of a booking (decision 058), each written on the shipment as it completes so that a retry starts where
 * the last try stopped: the destination ids, Komship's order ("Store Order", never asked twice once its number is
 * kept), the pick-up and its airway bill, the order shipped with it, the label. A failure is kept on the shipment
 * with its step, the owner's words and the tries so far.
 */
export function shipmentBooking(deps: BookingDeps) {
  const { repo, orders, client, destinations, clock, log } = deps;
  const now = () => clock.now().toISOString();
  const leaseEnd = () => new Date(clock.now().getTime() + deps.leaseMs).toISOString();

  /** Writes a step's result while the claim still holds the shipment. */
  async function write(claim: Claim, changes: ShipmentChanges) {
    const updated_at = now();
    if (!(await repo.update(claim.row.id, claim.until, { ...changes, updated_at }))) throw busy();
    claim.row = { ...claim.row, ...changes, updated_at } as OrderShipmentRow;
  }

  /** Keeps a failure on the shipment and lets it go; anything but the vendor's failure goes on up. */
  async function fail(claim: Claim, step: ShipmentStep, error: unknown): Promise<void> {
    if (error instanceof AppError && error.code === 'SHIPMENT_BUSY') throw error;
    const vendor = error instanceof KomshipError;
    log.warn(
      { orderId: claim.row.order_id, step, reason: vendor ? error.detail : String(error) },
      'Komship shipment step failed',
    );
    await write(claim, {
      state: 'failed',
      failed_step: step,
      error: vendor ? error.message : SHOP_FAILURE,
      attempts: Number(claim.row.attempts) + 1,
      claimed_until: null,
    });
    if (!vendor) throw error;
  }

  /**
   * Takes the order's shipment for booking: a new row (the unique order_id lets one request in), or the row as read
   * while nobody holds it. A cancelled one starts afresh; a failed one keeps what the vendor already has.
   */
  async function claimForBooking(orderId: number, request: BookingRequest): Promise<Claim> {
    const at = now();
    const until = leaseEnd();
    const slot = { pickup_date: request.slot?.date ?? null, pickup_time: request.slot?.time ?? null };
    const row = await repo.find(orderId);
    if (!row) {
      const fresh = { order_id: orderId, state: 'booking' as const, method: request.method, ...slot };
      if (!(await repo.insertClaimed({ ...fresh, claimed_until: until, created_at: at, updated_at: at }))) throw busy();
      return { row: (await repo.find(orderId))!, until };
    }
    if (row.state === 'awaiting_pickup' || row.state === 'picked_up') throw alreadyBooked(row);
    const restart = row.state === 'cancelled';
    const awb = restart ? null : row.awb;
    const changes: ShipmentChanges = {
      claimed_until: until,
      updated_at: at,
      failed_step: null,
      error: null,
      // Before its pick-up, the owner may change how the parcel is handed over; after, it is what was booked.
      ...(awb ? {} : { method: request.method, ...slot }),
      ...(restart ? { vendor_order_no: null, awb: null, pickup_at: null, attempts: 0 } : {}),
      state: awb ? 'awaiting_pickup' : !restart && row.vendor_order_no ? 'created' : 'booking',
    };
    if (!(await repo.claim(row, at, changes))) throw busy();
    return { row: { ...row, ...changes } as OrderShipmentRow, until };
  }

  /** Takes a booked shipment for cancelling, while nobody holds it. */
  async function claimForCancel(row: OrderShipmentRow): Promise<Claim> {
    const at = now();
    const until = leaseEnd();
    if (!(await repo.claim(row, at, { claimed_until: until, updated_at: at }))) throw busy();
    return { row: { ...row, claimed_until: until, updated_at: at }, until };
  }

  /** Steps "destination" and "create": Komship's ids of both ends, then its order for the parcel. */
  async function createAtVendor(claim: Claim, order: OrderWithUser, stepDone: () => void): Promise<string> {
    const origin = claim.row.origin_destination_id ?? (await destinations.origin());
    const receiver = claim.row.receiver_destination_id ?? (await destinations.receiver(order));
    await write(claim, { origin_destination_id: origin, receiver_destination_id: receiver });
    stepDone();
    const names = komshipCourierOf(order.courier) ?? [order.courier.toUpperCase()];
    const lines = await repo.parcelLines(order.id);
    const cod = isCod(order.payment_method);
    const rates = await client.rates({
      origin,
      destination: receiver,
      kilograms: parcelGrams(lines) / 1000,
      itemValue: order.subtotal,
      cod,
    });
    const rate = pickRate(rates, names, order.courier_service, cod);
    if (!rate) throw noRate(names[0]!, order.courier_service, cod);
    return client.storeOrder(orderBody(order, lines, rate, { origin, receiver }));
  }

  /**
   * Step "pickup": the airway bill. When Komship had the order before this try, it is asked first: a pick-up asked
   * by a try that never heard the answer may have given its AWB already, and is not asked twice.
   */
  async function pickup(claim: Claim, request: BookingRequest, askedBefore: boolean) {
    const orderNo = claim.row.vendor_order_no!;
    const known = askedBefore ? await client.detail(orderNo) : null;
    const slot = request.slot ?? nextPickupSlot(clock.now());
    let awb = known?.awb?.trim() || null;
    if (!awb) {
      const grams = parcelGrams(await repo.parcelLines(claim.row.order_id));
      awb = await client.requestPickup({ date: slot.date, time: slot.time, vehicle: vehicleFor(grams), orderNo });
    }
    await write(claim, { awb, pickup_at: claim.row.method === 'pickup' ? slot.at : null });
  }

  /**
   * The order shipped with the AWB as its resi (`shipment_booked`: the shopper's mail, tracking from now). False when
   * the order moved on meanwhile (cancelled, or shipped with a typed resi): then the booking must go.
   */
  async function shipOrder(orderId: number, awb: string, actor: Actor): Promise<boolean> {
    const order = await orders.anyOrder(orderId);
    if (order.status === 'shipped' && order.tracking_number === awb) return true;
    if (order.status !== 'processing') return false;
    try {
      await orders.apply(order, 'shipment_booked', actor, {
        trackingNumber: awb,
        trackFrom: now(),
        note: `AWB ${awb}`,
      });
      return true;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'INVALID_TRANSITION')) throw error;
      const again = await orders.anyOrder(orderId);
      return again.status === 'shipped' && again.tracking_number === awb;
    }
  }

  /** The order back in processing when it was shipped with this shipment's AWB (`shipment_cancelled`). */
  async function unship(orderId: number, awb: string | null, actor: Actor, note: string) {
    const order = await orders.anyOrder(orderId);
    if (!awb || order.status !== 'shipped' || order.tracking_number !== awb) return;
    await orders.apply(order, 'shipment_cancelled', actor, { trackingNumber: null, trackFrom: null, note });
  }

  /** Runs the booking from where the shipment stands, and lets it go: booked, or failed at a step. */
  async function run(claim: Claim, order: OrderWithUser, request: BookingRequest, actor: Actor): Promise<void> {
    const vendorHadIt = claim.row.vendor_order_no !== null;
    let step: ShipmentStep = 'destination';
    try {
      if (!claim.row.vendor_order_no) {
        const orderNo = await createAtVendor(claim, order, () => (step = 'create'));
        await write(claim, { vendor_order_no: orderNo, state: 'created' });
      }
      if (!claim.row.awb) {
        step = 'pickup';
        await pickup(claim, request, vendorHadIt);
      }
      const awb = claim.row.awb!;
      if (!(await shipOrder(order.id, awb, actor))) {
        step = 'cancel';
        await client.cancel(claim.row.vendor_order_no!);
        const status = (await orders.anyOrder(order.id)).status;
        return await write(claim, {
          state: 'cancelled',
          error: `Pesanan berubah (kini ${status}) saat pengiriman dipesan; pesanan Komship-nya dibatalkan.`,
          claimed_until: null,
        });
      }
      await write(claim, { state: 'awaiting_pickup' });
      step = 'label';
      await client.label(claim.row.vendor_order_no!);
      await write(claim, { claimed_until: null });
    } catch (error) {
      await fail(claim, step, error);
    }
  }

  /**
   * Cancels Komship's order, then the order goes back to processing. Komship refuses once the courier has the parcel:
   * read back, that is a 409 and the shipment is picked up; an order Komship had already cancelled is cancelled here too.
   */
  async function runCancel(
    claim: Claim,
    actor: Actor,
    why: { note: string; error?: string; cancelledByVendor?: boolean },
  ): Promise<void> {
    const { vendor_order_no: orderNo, awb, order_id: orderId } = claim.row;
    try {
      if (orderNo && !why.cancelledByVendor) {
        try {
          await client.cancel(orderNo);
        } catch (error) {
          if (!(error instanceof KomshipError) || error.kind !== 'refused') throw error;
          const stage = vendorStage((await client.detail(orderNo))?.order_status);
          if (stage === 'picked_up') {
            await write(claim, { state: 'picked_up', failed_step: null, error: null, claimed_until: null });
            throw pickedUp();
          }
          if (stage !== 'cancelled') throw error;
        }
      }
      await unship(orderId, awb, actor, why.note);
      await write(claim, { state: 'cancelled', failed_step: null, error: why.error ?? null, claimed_until: null });
    } catch (error) {
      if (error instanceof AppError && error.code === 'SHIPMENT_PICKED_UP') throw error;
      await fail(claim, 'cancel', error);
    }
  }

  return { claimForBooking, claimForCancel, run, runCancel, write };
}
export type ShipmentBooking = ReturnType<typeof shipmentBooking>;
