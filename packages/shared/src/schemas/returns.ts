import { z } from 'zod';
import { RETURN_STATES } from '../orders.js';
import { SHOP } from '../shop.js';
import { optionalMultiLineText, singleLineText } from './common.js';

/**
 * Returns of goods after a complaint ("kembalikan barang", issue 43, decision 059): the owner asks for the goods
 * back, the shopper sends them with a resi, the owner confirms what came back (what is sellable goes back to stock),
 * then records the refund with the complaint's answer.
 */

/** Where the shopper sends the goods back: the shop itself (packages/shared/src/shop.ts), kept with the return. */
export const RETURN_ADDRESS = { recipient: SHOP.name, phone: SHOP.phone, address: SHOP.address } as const;
/** The last digits of the shop's phone: JNE tracks a parcel only with the recipient's (tracking.ts). */
export const returnPhoneDigits = () => RETURN_ADDRESS.phone.replace(/\D/g, '').slice(-5);

/** The owner's note to the shopper with the request (what to put in the parcel, say). */
export const RETURN_NOTE_MAX = 500;

/** The owner's third answer to a complaint (`AnswerComplaintBody`, decision `return`). */
export const RequestReturnDecision = z.object({
  decision: z.literal('return'),
  note: optionalMultiLineText(RETURN_NOTE_MAX),
});

/**
 * `PUT /api/orders/secure/{token}/return`: the shopper's parcel back to the shop (again, to correct it). The courier
 * is one of shipping.ts's codes; the server checks that (this file is imported by schemas/orders.ts, which
 * shipping.ts reads its types from, so it cannot import shipping.ts without a cycle).
 */
export const ShipReturnBody = z.object({
  courier: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2,20}$/, 'Choose one of the couriers the shop knows.'),
  resi: singleLineText(50).regex(/^[A-Za-z0-9-]{3,50}$/, 'A resi is 3–50 letters, digits or dashes.'),
});
export type ShipReturnBody = z.input<typeof ShipReturnBody>;

/** The most units of one line the owner can say came back: no line is bought in larger numbers. */
const UNITS_MAX = 10_000;

/** One order line as it came back: how many units, and whether they can be sold again. */
export const ReceivedLine = z.object({
  order_item_id: z.number().int().positive().max(2_147_483_647),
  quantity: z.number().int().min(0, 'A quantity cannot be negative.').max(UNITS_MAX),
  sellable: z.boolean(),
});
export type ReceivedLine = z.infer<typeof ReceivedLine>;

/**
 * `PUT /api/orders/admin/{id}/return/received`: what came back, per order line (a line left out came back with
 * nothing). Each line at most what was ordered of it; the sellable units go back to stock.
 */
export const ReceiveReturnBody = z.object({
  lines: z
    .array(ReceivedLine)
    .max(200)
    .refine((lines) => new Set(lines.map((l) => l.order_item_id)).size === lines.length, {
      message: 'Each order line once.',
    }),
  note: optionalMultiLineText(RETURN_NOTE_MAX),
});
export type ReceiveReturnBody = z.input<typeof ReceiveReturnBody>;

/** The return as the order shows it, to the shopper and the owner (`OrderComplaint.return`). */
export const OrderReturn = z.object({
  status: z.enum(RETURN_STATES),
  /** The address the shopper was given, as it was then. */
  address: z.object({ recipient: z.string(), phone: z.string(), address: z.string() }),
  /** The owner's note with the request. */
  note: z.string().nullable(),
  requested_at: z.string(),
  /** The shopper's parcel: its courier's code and resi, once sent. */
  courier: z.string().nullable(),
  resi: z.string().nullable(),
  shipped_at: z.string().nullable(),
  received_at: z.string().nullable(),
  /** The owner's note on what came back. */
  received_note: z.string().nullable(),
  /** What came back, per order line (empty until received). */
  lines: z.array(ReceivedLine),
});
export type OrderReturn = z.infer<typeof OrderReturn>;

/**
 * What the courier says of the return parcel, asked when the page asks (decision 059):
 * - `found`: its events, oldest first, and the courier's last word;
 * - `unknown_resi`: the courier does not know this resi (yet, or it is mistyped);
 * - `before_request`: the courier's journey began before the return was asked for: another parcel's resi;
 * - `not_tracked`: the shop has no tracking key, or the courier is not one it tracks;
 * - `failed`: the courier could not be asked now.
 */
export const RETURN_TRACKING_STATES = ['found', 'unknown_resi', 'before_request', 'not_tracked', 'failed'] as const;
export const ReturnTracking = z.object({
  state: z.enum(RETURN_TRACKING_STATES),
  courier_state: z.enum(['in_transit', 'delivered', 'returned', 'lost']).nullable(),
  events: z.array(z.object({ at: z.string(), place: z.string().nullable(), text: z.string() })),
  checked_at: z.string(),
});
export type ReturnTracking = z.infer<typeof ReturnTracking>;
export const ReturnTrackingResponse = z.object({ success: z.literal(true), data: ReturnTracking });
export type ReturnTrackingResponse = z.infer<typeof ReturnTrackingResponse>;
