import { ADMIN_ORDER_TABS, type AdminOrderTab } from '@boneka/shared/order-tabs';
import type { MessageKey } from '@/lib/i18n/i18n';

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
