import type { Order } from '@boneka/shared';
import { ADMIN_ORDER_TABS, type AdminOrderTab } from '@boneka/shared/order-tabs';
import type { MessageKey } from '@/lib/i18n/i18n';
import { orderState } from './order-state';

/** The sellers' tabs (issue 43) as the owner reads them, after "Semua". */
export const TAB_LABELS: Record<AdminOrderTab, MessageKey> = {
  belum_bayar: 'adminOrders.tab.belumBayar',
  perlu_verifikasi: 'adminOrders.tab.perluVerifikasi',
  perlu_dikirim: 'adminOrders.tab.perluDikirim',
  dikirim: 'adminOrders.tab.dikirim',
  sampai: 'adminOrders.tab.sampai',
  selesai: 'adminOrders.tab.selesai',
  komplain: 'adminOrders.tab.komplain',
  dibatalkan: 'adminOrders.tab.dibatalkan',
};

/** The tab of `?tab=`, or null ("Semua") for none or one the shop does not know. */
export function tabOfSearch(value: string | null): AdminOrderTab | null {
  return ADMIN_ORDER_TABS.find((tab) => tab === value) ?? null;
}

/**
 * The order owes the shopper money back: a payment that arrived after it was cancelled, or goods a complaint sent
 * back and the shop received (decision 059). The same rule as the server's "Perlu refund" counts.
 */
export const owesRefund = (order: Order) => order.refund_due || orderState(order).return_state === 'received';
