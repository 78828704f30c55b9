import type { ComplaintReason, Order, OrderReturn } from '@boneka/shared';
import type { OrderRow } from '../../db/schema.js';
import { toBool } from '../../db/database.js';
import type { ComplaintsRepo } from './complaints.repo.js';
import type { ReturnsRepo } from './returns.repo.js';

/** A complaint as its order shows it (the API contract's `complaint`). */
export type ComplaintView = NonNullable<Order['complaint']>;
type StoredComplaint = Awaited<ReturnType<ComplaintsRepo['forOrders']>>[number];
type StoredReturns = Awaited<ReturnType<ReturnsRepo['forOrders']>>;

/** The order's return as it shows it, with what came back of each line; null when no return was asked for. */
function returnOf(orderId: number, stored: StoredReturns): OrderReturn | null {
  const r = stored.returns.find((candidate) => candidate.order_id === orderId);
  if (!r) return null;
  return {
    status: r.received_at !== null ? 'received' : r.resi !== null ? 'shipped' : 'requested',
    address: { recipient: r.address_recipient, phone: r.address_phone, address: r.address_text },
    note: r.note,
    requested_at: r.requested_at,
    courier: r.courier,
    resi: r.resi,
    shipped_at: r.shipped_at,
    received_at: r.received_at,
    received_note: r.received_note,
    lines: stored.lines
      .filter((line) => line.order_id === orderId)
      .map((line) => ({ order_item_id: line.order_item_id, quantity: line.quantity, sellable: toBool(line.sellable) })),
  };
}

/** A stored complaint as its order shows it: each photo as the link that serves it (complaints.routes.ts). */
const viewOf = (c: StoredComplaint, token: string, goods: OrderReturn | null): ComplaintView => {
  const photos = JSON.parse(c.photos) as string[];
  return {
    reason: c.reason as ComplaintReason,
    text: c.text,
    photos: photos.map((_, i) => `/api/orders/secure/${token}/complaint-photos/${i}`),
    status: c.status,
    refund_amount: c.refund_amount === null ? null : Number(c.refund_amount),
    answer: c.answer,
    created_at: c.created_at,
    answered_at: c.answered_at,
    return: goods,
  };
};

/** The complaints of orders as the orders show them (modules/orders, order-presenter.ts), by order id. */
export function complaintViews(repo: Pick<ComplaintsRepo, 'forOrders'>, returns: Pick<ReturnsRepo, 'forOrders'>) {
  return {
    async of(orders: Pick<OrderRow, 'id' | 'secure_token'>[]): Promise<Map<number, ComplaintView>> {
      const [filed, goods] = await Promise.all([
        repo.forOrders(orders.map((order) => order.id)),
        returns.forOrders(orders.map((order) => order.id)),
      ]);
      const views = new Map<number, ComplaintView>();
      for (const order of orders) {
        const complaint = filed.find((f) => f.order_id === order.id);
        if (complaint) views.set(order.id, viewOf(complaint, order.secure_token, returnOf(order.id, goods)));
      }
      return views;
    },
  };
}
