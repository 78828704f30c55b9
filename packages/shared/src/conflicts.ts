import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './orders.js';
import { ShippingOption } from './schemas/orders.js';
import { OpenOrder } from './schemas/account-data.js';

/**
 * The 409 answers both sides know, with the facts each carries next to `code` in the error body. The server
 * builds them from here (`apps/api/src/lib/errors.ts` `conflictWith`); the web reads the facts with the same
 * schemas and says them in the shopper's language instead of showing the server's sentence.
 */
export const CONFLICT_BODIES = {
  /** A price the shopper saw is no longer the price. */
  PRICE_CHANGED: z.object({
    product_id: z.number().int(),
    /** The variant whose price it is (issue 27). */
    variant_id: z.number().int().optional(),
    price: z.number().int(),
  }),
  /** The shipping cost sent is not quoted any more: the current cost of that option, or the options on offer. */
  SHIPPING_CHANGED: z.object({
    shipping_cost: z.number().int().optional(),
    options: z.array(ShippingOption).optional(),
  }),
  /** The voucher now gives another discount. */
  DISCOUNT_CHANGED: z.object({ voucher_discount: z.number().int() }),
  /** Fewer units left than asked for; `available` when known. */
  INSUFFICIENT_STOCK: z.object({
    product_id: z.number().int().optional(),
    /** Stock is counted per variant (issue 27): the one that is short. */
    variant_id: z.number().int().optional(),
    available: z.number().int().optional(),
  }),
  /** The variant is switched off (or, none named, every variant of the product is): it cannot be bought. */
  VARIANT_UNAVAILABLE: z.object({ product_id: z.number().int(), variant_id: z.number().int().optional() }),
  /** The order is not in a state that allows this move (someone else moved it, or it never could). */
  INVALID_TRANSITION: z.object({}),
  /** The same Idempotency-Key is still placing its order. */
  REQUEST_IN_PROGRESS: z.object({}),
  /** Categories (issue 27): the slug belongs to another category; products or children are still in it. */
  SLUG_TAKEN: z.object({ slug: z.string() }),
  CATEGORY_NOT_EMPTY: z.object({ product_count: z.number().int() }),
  CATEGORY_HAS_CHILDREN: z.object({ child_count: z.number().int() }),
  /** Another variant already has this SKU. */
  SKU_TAKEN: z.object({ sku: z.string() }),
  /**
   * The owner's resend of a message the shop will not send: a sign-in `code` (the customer asks for a new one), a
   * payment request for an order that no longer owes it (`payment_not_owed`, with the order as it is now), one
   * `skipped` on purpose, or one still `waiting` for its turn.
   */
  NOT_RESENDABLE: z.object({
    reason: z.enum(['code', 'payment_not_owed', 'skipped', 'waiting']),
    order_number: z.string().optional(),
    status: z.enum(ORDER_STATUSES).optional(),
    payment_status: z.enum(PAYMENT_STATUSES).optional(),
  }),
  /** Shipments are not booked here (no Komship key): the owner types the resi (decision 058). */
  SHIPMENT_BOOKING_OFF: z.object({}),
  /** Another request is booking or cancelling this order's shipment right now (decision 058). */
  SHIPMENT_BUSY: z.object({}),
  /** The shipment is not in a state that allows this (picked up already, nothing to cancel, nothing to print). */
  SHIPMENT_STATE: z.object({}),
  USERNAME_TAKEN: z.object({}),
  ALREADY_REVIEWED: z.object({}),
  /** "Hapus akun" while orders of the account are still under way: which, and why (decision 063). */
  ACCOUNT_HAS_OPEN_ORDERS: z.object({ orders: z.array(OpenOrder) }),
  /** A flash sale's quota ran out (or the sale ended) before the order: what is left, and the price now. */
  FLASH_SALE_SOLD_OUT: z.object({
    product_id: z.number().int(),
    variant_id: z.number().int(),
    remaining: z.number().int(),
    price: z.number().int(),
  }),
  /** A flash sale (decision 062): one of its variants is in another sale at the same time; it has started. */
  FLASH_SALE_OVERLAP: z.object({ variant_id: z.number().int() }),
  FLASH_SALE_STARTED: z.object({}),
  /** Gratis Ongkir now takes another amount off the shipping. */
  SHIPPING_DISCOUNT_CHANGED: z.object({ shipping_discount: z.number().int() }),
} as const;
export type ConflictCode = keyof typeof CONFLICT_BODIES;
export type ConflictBody<C extends ConflictCode> = z.infer<(typeof CONFLICT_BODIES)[C]>;

/** After these the checkout fetches prices, shipping and the voucher again before another try. */
export const ORDER_RECHECK_CODES: ReadonlySet<ConflictCode> = new Set([
  'PRICE_CHANGED',
  'SHIPPING_CHANGED',
  'DISCOUNT_CHANGED',
  'INSUFFICIENT_STOCK',
  'FLASH_SALE_SOLD_OUT',
  'SHIPPING_DISCOUNT_CHANGED',
]);

/** The facts of a 409 answer with this code, or null when the body is not one (another code, or malformed). */
export function conflictFacts<C extends ConflictCode>(
  code: C,
  error: { code?: string; body?: unknown },
): ConflictBody<C> | null {
  if (error.code !== code) return null;
  const parsed = CONFLICT_BODIES[code].safeParse(error.body ?? {});
  return parsed.success ? (parsed.data as ConflictBody<C>) : null;
}
