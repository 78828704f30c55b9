import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminOrderTab } from '@boneka/shared/order-tabs';
import { Alert } from '@/components/ui/alert';
import { LoadingPanel } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n';
import { useAdminOrders } from '../api/get-admin-orders';
import { AmountSearch } from './admin-order-amount-search';
import { useAdminOrderActions } from './admin-order-actions';
import { AdminOrderPanel } from './admin-order-panel';
import { tabOfSearch } from './admin-order-tab';
import { AdminOrderTabs, tabId } from './admin-order-tabs';

const PANEL_ID = 'admin-order-panel';

/**
 * /admin/orders 'Daftar Order': "Semua" and the sellers' tabs with their counts (issue 43), the tab kept in the URL
 * (`?tab=`) so a reload and the back button keep it; many orders at once, and every move on one behind a
 * confirmation. A search by a statement's amount looks across every tab.
 */
export function AdminOrderList() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = tabOfSearch(params.get('tab'));
  const [amount, setAmount] = useState<number | null>(null);
  const orders = useAdminOrders(tab, amount);
  const actions = useAdminOrderActions();
  // The server answers a search by amount from every tab, so its finds are no tab's list.
  const listTab = amount === null ? tab : null;

  const choose = (next: AdminOrderTab | null) => {
    if (next === tab) return;
    setParams(next ? { tab: next } : {});
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t('page.adminOrders')}</h1>
        <p className="mt-1 text-sm text-stone-500">{t('adminOrders.subtitle')}</p>
      </div>

      <AmountSearch amount={amount} onSearch={setAmount} />

      <AdminOrderTabs current={tab} list={orders.data} panelId={PANEL_ID} onSelect={choose} />

      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} aria-busy={orders.isFetching || undefined}>
        {orders.isPending ? (
          <LoadingPanel text={t('adminOrders.loading')} />
        ) : orders.isError ? (
          <Alert tone="error">{t('adminOrders.loadFailed')}</Alert>
        ) : orders.data.data.length === 0 ? (
          <p className="rounded-3xl border-2 border-dashed border-rose-200 bg-rose-50/40 px-6 py-12 text-center font-semibold text-stone-500">
            {t(tab && amount === null ? 'adminOrders.emptyTab' : 'adminOrders.empty')}
          </p>
        ) : (
          <AdminOrderPanel
            key={`${listTab ?? 'semua'}-${amount ?? ''}`}
            list={orders.data}
            tab={listTab}
            onAction={actions.open}
            onShowProof={actions.showProof}
          />
        )}
      </div>

      {actions.dialogs}
    </div>
  );
}
