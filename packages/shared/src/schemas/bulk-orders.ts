import { z } from 'zod';
import { ADMIN_ORDER_TABS } from '../order-tabs.js';
import { BookShipmentBody } from './shipments.js';

/**
 * The owner's bulk actions on orders (issue 43): ticked orders, or every order of a tab ("semua di tab ini"). Each
 * order is acted on by itself, so one failure never hides or undoes the others; the answer reports every order.
 */
export const MAX_BULK_ORDERS = 500;
export const BULK_ACTIONS = ['process', 'book_shipment', 'labels', 'packing_slips', 'export'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

const OrderId = z.number().int().positive().max(2_147_483_647);
export const BulkSelection = z.union([
  z.object({
    order_ids: z
      .array(OrderId)
      .min(1, 'Pilih minimal satu pesanan.')
      .max(MAX_BULK_ORDERS, `Paling banyak ${MAX_BULK_ORDERS} pesanan sekaligus.`)
      .refine((ids) => new Set(ids).size === ids.length, 'Pesanan yang sama disebut lebih dari sekali.'),
  }),
  z.object({ tab: z.enum(ADMIN_ORDER_TABS, { error: 'Tab tidak dikenal.' }) }),
]);
export type BulkSelection = z.input<typeof BulkSelection>;

/** `POST /api/orders/admin/bulk`. */
export const BulkOrdersBody = z.object({
  action: z.enum(BULK_ACTIONS, { error: 'Aksi massal tidak dikenal.' }),
  selection: BulkSelection,
  /** For `book_shipment`: pick-up or drop-off, and when. */
  shipment: BookShipmentBody.optional(),
});
export type BulkOrdersBody = z.input<typeof BulkOrdersBody>;

/** What happened to one order: done, skipped (its state does not allow the action; nothing changed) or failed. */
export const BULK_OUTCOMES = ['done', 'skipped', 'failed'] as const;
export const BulkOrderResult = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  outcome: z.enum(BULK_OUTCOMES),
  /** The refusal's code (INVALID_TRANSITION, SHIPMENT_FAILED…) when not done. */
  code: z.string().nullable(),
  message: z.string().nullable(),
});
export type BulkOrderResult = z.infer<typeof BulkOrderResult>;

export const BulkOrdersResponse = z.object({
  success: z.literal(true),
  data: z.object({
    action: z.enum(BULK_ACTIONS),
    results: z.array(BulkOrderResult),
    done: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
    /**
     * For labels, packing slips and the export: the orders the file holds, as `ids=` for
     * `GET /api/orders/admin/labels.pdf` or `GET /api/admin/exports/orders.csv`; null when none is included.
     */
    document_ids: z.string().nullable(),
    /** "Semua di tab ini" takes the oldest MAX_BULK_ORDERS of a tab: how many of the tab were left out. */
    remaining: z.number().int(),
  }),
});
export type BulkOrdersResponse = z.infer<typeof BulkOrdersResponse>;
