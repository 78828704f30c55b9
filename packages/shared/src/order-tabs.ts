import { awaitingShop, complaintOpen, proofAwaitsReview, type OrderState } from './orders.js';

/** Tabs of "My orders". */
export const ORDER_TABS = {
  all: () => true,
  pending: (s: Pick<OrderState, 'status'>) => s.status === 'pending' || s.status === 'confirmed',
  shipping: (s: Pick<OrderState, 'status'>) => s.status === 'processing' || s.status === 'shipped',
  completed: (s: Pick<OrderState, 'status'>) => s.status === 'delivered',
  cancelled: (s: Pick<OrderState, 'status'>) => s.status === 'cancelled',
} as const;

/**
 * The owner's order tabs, as sellers know them from the marketplaces (issue 43). Every order is in exactly one
 * (`adminTabOf`); the server counts and lists them with the same rule in SQL (modules/orders, order-lists.repo.ts).
 */
export const ADMIN_ORDER_TABS = [
  'belum_bayar',
  'perlu_verifikasi',
  'perlu_dikirim',
  'dikirim',
  'sampai',
  'selesai',
  'komplain',
  'dibatalkan',
] as const;
export type AdminOrderTab = (typeof ADMIN_ORDER_TABS)[number];

/**
 * "Perlu refund": money the shop owes back, a payment that arrived after the order was cancelled, or a complaint
 * whose goods came back and whose refund is all that is left.
 */
export const owesRefund = (s: OrderState) =>
  s.refund_due === true || (complaintOpen(s) && s.return_state === 'received');

/** The one tab an order is in. A refund owed shows in Dibatalkan or Komplain with "Perlu refund". */
export function adminTabOf(s: OrderState): AdminOrderTab {
  if (s.status === 'cancelled') return 'dibatalkan';
  if (s.status === 'delivered') return s.complaint === 'open' ? 'komplain' : s.completed ? 'selesai' : 'sampai';
  if (s.status === 'shipped') return 'dikirim';
  if (s.status === 'processing' || awaitingShop(s)) return 'perlu_dikirim';
  return proofAwaitsReview(s) ? 'perlu_verifikasi' : 'belum_bayar';
}
