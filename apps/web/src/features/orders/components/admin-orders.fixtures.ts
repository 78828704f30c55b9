import type { AdminOrder, BulkOrderResult, Order, Shipment } from '@boneka/shared';
import type { AdminOrderTab } from '@boneka/shared/order-tabs';
import type { ApiReply } from '@/test/api-mock';
import { order } from '@/test/factories';

/** The tests' shop: how many orders each tab holds. */
export const TAB_COUNTS: Record<AdminOrderTab, number> = {
  belum_bayar: 4,
  perlu_verifikasi: 2,
  perlu_dikirim: 7,
  dikirim: 3,
  sampai: 1,
  selesai: 12,
  komplain: 2,
  dibatalkan: 5,
};

const paid = { payment_status: 'paid', expires_at: null, unique_code: null, transfer_amount: null } as const;
/** A paid order ready to leave the shop (Perlu Dikirim). */
export const toShip = (id: number, overrides: Partial<Order> = {}): Order =>
  order({
    ...paid,
    order_id: id,
    order_number: `BNK-20261127-${String(id).padStart(6, 'A')}`,
    status: 'processing',
    ...overrides,
  });

/** The owner's list reply: these orders, every tab's count, and what the test adds (shipments, booking). */
export const listReply = (
  orders: Order[],
  extra: {
    shipments?: Record<string, Shipment>;
    shipment_booking?: boolean;
    refund_counts?: { komplain: number; dibatalkan: number };
  } = {},
): ApiReply => ({
  body: {
    success: true,
    data: orders,
    counts: { all: 37, unpaid: 4, needs_verification: 2, paid: 31 },
    tab_counts: TAB_COUNTS,
    refund_counts: extra.refund_counts ?? { komplain: 0, dibatalkan: 0 },
    shipments: extra.shipments ?? {},
    ...(extra.shipment_booking === undefined ? {} : { shipment_booking: extra.shipment_booking }),
  },
});

/** A shipment booked with Komship, waiting for the courier to come, unless told otherwise. */
export const shipment = (overrides: Partial<Shipment> = {}): Shipment => ({
  state: 'awaiting_pickup',
  method: 'pickup',
  vendor_order_no: 'KOM-778899',
  awb: 'JX1234567890',
  pickup_at: '2026-11-28T03:00:00.000Z',
  failed_step: null,
  error: null,
  attempts: 0,
  has_label: true,
  cancellable: true,
  created_at: '2026-11-27T02:00:00.000Z',
  updated_at: '2026-11-27T02:00:00.000Z',
  ...overrides,
});

/** The owner's page of an order: the buyer's phone, no earlier resis, and its shipment and whether booking is on. */
export const adminOrder = (
  o: Order,
  extra: Partial<Pick<AdminOrder, 'shipment' | 'shipment_booking'>> = {},
): AdminOrder => ({
  ...o,
  user: { ...o.user, phone_number: '081398765432' },
  tracking: { ...o.tracking, earlier_events: [] },
  shipment: null,
  shipment_booking: true,
  ...extra,
});

/** One order's line of a bulk report. */
export const result = (
  o: Order,
  outcome: BulkOrderResult['outcome'],
  code: string | null = null,
  message: string | null = null,
): BulkOrderResult => ({
  order_id: o.order_id,
  order_number: o.order_number,
  outcome,
  code,
  message,
});

/** A file reply, as the server sends a PDF or a CSV. */
export const fileReply = (name: string, type: 'application/pdf' | 'text/csv; charset=utf-8'): ApiReply => ({
  file: new Blob([type === 'application/pdf' ? '%PDF-1.3' : 'order_number\n'], { type }),
  headers: { 'Content-Disposition': `attachment; filename="${name}"` },
});
