import { z } from 'zod';

/**
 * "Atur Pengiriman" (issue 43, decision 058): a shipment booked with Komerce's delivery-order API (Komship) instead
 * of a resi typed by hand. The states, in order:
 * - `booking`: one request holds the booking and is asking the vendor (a second one is refused meanwhile);
 * - `created`: the vendor has the order (its order number is kept) but no pick-up or airway bill yet;
 * - `awaiting_pickup`: the airway bill (AWB) is the order's resi and the order is shipped; the courier has not
 *   picked the parcel up (or it was not dropped off) yet, so the shipment may still be cancelled;
 * - `picked_up`: the courier has the parcel (the vendor said so, read back from the vendor);
 * - `cancelled`: cancelled before pick-up; the order is back in processing, to be booked or sent again;
 * - `failed`: the vendor refused or did not answer at `failed_step`; `error` says why, and the owner retries.
 */
export const SHIPMENT_STATES = ['booking', 'created', 'awaiting_pickup', 'picked_up', 'cancelled', 'failed'] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];
/** The step a failed shipment stopped at; a retry starts there (never a second vendor order). */
export const SHIPMENT_STEPS = ['destination', 'create', 'pickup', 'label', 'cancel'] as const;
export type ShipmentStep = (typeof SHIPMENT_STEPS)[number];
/** The courier comes to the shop ("pickup"), or the shop brings the parcel to the courier's counter ("drop_off"). */
export const PICKUP_METHODS = ['pickup', 'drop_off'] as const;
export type PickupMethod = (typeof PICKUP_METHODS)[number];

const wibDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal pick-up: YYYY-MM-DD (WIB).');
const wibTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Jam pick-up: HH:MM (WIB).');

/** `POST /api/orders/admin/{id}/shipment`: book (or retry) the order's shipment. */
export const BookShipmentBody = z.object({
  method: z.enum(PICKUP_METHODS, { error: 'Pilih pick-up atau drop-off.' }).default('pickup'),
  /** When the courier is to come (WIB); without them, the vendor's next pick-up slot. */
  pickup_date: wibDate.optional(),
  pickup_time: wibTime.optional(),
});
export type BookShipmentBody = z.input<typeof BookShipmentBody>;

/** An order's shipment as the owner's order page shows it. */
export const Shipment = z.object({
  state: z.enum(SHIPMENT_STATES),
  method: z.enum(PICKUP_METHODS),
  /** The vendor's own order number, once it has the order. */
  vendor_order_no: z.string().nullable(),
  /** The airway bill number: the order's resi. */
  awb: z.string().nullable(),
  /** When the courier was asked to come (ISO), for a pick-up. */
  pickup_at: z.string().nullable(),
  failed_step: z.enum(SHIPMENT_STEPS).nullable(),
  /** Why the vendor refused or failed, in words the owner can act on. */
  error: z.string().nullable(),
  /** Failed tries so far. */
  attempts: z.number().int(),
  /** The vendor's label can be printed (an AWB exists). */
  has_label: z.boolean(),
  /** The shipment can still be cancelled (not picked up). */
  cancellable: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Shipment = z.infer<typeof Shipment>;

/**
 * Komship's status webhook (`PUT` or `POST /api/shipments/komship/webhook`), documented as
 * `{ order_no, cnote, status }` with no signature: any JSON is taken, and only the order number is read, to read the
 * order back from Komship (decision 058, SECURITY 34).
 */
export const KomshipWebhookBody = z.unknown();
export const KomshipWebhookResponse = z.object({ success: z.literal(true), data: z.object({ outcome: z.string() }) });
export type KomshipWebhookResponse = z.infer<typeof KomshipWebhookResponse>;
