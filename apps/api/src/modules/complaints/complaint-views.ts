import type { ComplaintReason, Order } from '@boneka/shared';
import type { OrderRow } from '../../db/schema.js';
import type { ComplaintsRepo } from './complaints.repo.js';

/** A complaint as its order shows it (the API contract's `complaint`). */
export type ComplaintView = NonNullable<Order['complaint']>;
type StoredComplaint = Awaited<ReturnType<ComplaintsRepo['forOrders']>>[number];

/** A stored complaint as its order shows it: each photo as the link that serves it (complaints.routes.ts). */
const viewOf = (c: StoredComplaint, token: string): ComplaintView => {
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
  };
};

/** The complaints of orders as the orders show them (modules/orders, order-presenter.ts), by order id. */
export function complaintViews(repo: Pick<ComplaintsRepo, 'forOrders'>) {
  return {
    async of(orders: Pick<OrderRow, 'id' | 'secure_token'>[]): Promise<Map<number, ComplaintView>> {
      const filed = await repo.forOrders(orders.map((order) => order.id));
      const views = new Map<number, ComplaintView>();
      for (const order of orders) {
        const complaint = filed.find((f) => f.order_id === order.id);
        if (complaint) views.set(order.id, viewOf(complaint, order.secure_token));
      }
      return views;
    },
  };
}
