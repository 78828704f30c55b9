import { useState } from 'react';
import { Link } from 'react-router';
import { ORDER_TABS } from '@boneka/shared/order-tabs';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { LoadingPanel } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useT, type MessageKey } from '@/lib/i18n/i18n';
import { useMyOrders } from '../api/get-my-orders';
import { OrderCard } from './order-card';

type Tab = keyof typeof ORDER_TABS;
const tabs: Array<{ id: Tab; label: MessageKey }> = [
  { id: 'all', label: 'orders.tabAll' },
  { id: 'pending', label: 'orders.tabPending' },
  { id: 'shipping', label: 'orders.tabShipping' },
  { id: 'completed', label: 'orders.tabCompleted' },
  { id: 'cancelled', label: 'orders.tabCancelled' },
];

/** /order-list: the shopper's orders in tabs with counts. */
export function OrderList() {
  const t = useT();
  const orders = useMyOrders();
  const [tab, setTab] = useState<Tab>('all');
  const { show } = useToast();

  const all = orders.data ?? [];
  const visible = all.filter(ORDER_TABS[tab]);

  const heading = (
    <div>
      <h1 className="text-2xl font-extrabold sm:text-3xl">{t('page.orderList')}</h1>
      <p className="mt-1 text-sm text-stone-500">{t('orders.subtitle')}</p>
    </div>
  );

  if (orders.isPending) return <LoadingPanel text={t('orders.loading')} />;
  if (orders.isError) {
    return (
      <div className="space-y-6">
        {heading}
        <Alert tone="error">{t('orders.loadFailed')}</Alert>
      </div>
    );
  }
  if (all.length === 0) {
    return (
      <StatusPanel
        title={t('orders.emptyTitle')}
        text={t('orders.emptyText')}
        action={
          <Link to={paths.products.href()} className={buttonClass('primary')}>
            {t('orders.startShopping')}
          </Link>
        }
      />
    );
  }

  return (
    <div className="space-y-6">
      {heading}
      <div
        role="tablist"
        aria-label={t('orders.tabsLabel')}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {tabs.map(({ id, label }) => {
          const selected = id === tab;
          return (
            <button
              key={id}
              type="button"
              role="tab"
              id={`order-tab-${id}`}
              aria-selected={selected}
              aria-controls="order-tab-panel"
              onClick={() => setTab(id)}
              className={cn(
                'inline-flex shrink-0 cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-bold transition-colors',
                selected
                  ? 'bg-rose-600 text-white shadow-sm shadow-rose-300/60'
                  : 'border border-rose-100 bg-white text-cocoa-700 hover:bg-rose-50',
              )}
            >
              {t(label)}
              <span
                className={cn(
                  'grid h-5 min-w-5 place-items-center rounded-full px-1.5 text-[11px]',
                  selected ? 'bg-rose-800 text-white' : 'bg-rose-100 text-rose-700',
                )}
              >
                {all.filter(ORDER_TABS[id]).length}
              </span>
            </button>
          );
        })}
      </div>
      <div id="order-tab-panel" role="tabpanel" aria-labelledby={`order-tab-${tab}`}>
        {visible.length === 0 ? (
          <p className="rounded-3xl border-2 border-dashed border-rose-200 bg-rose-50/40 px-6 py-12 text-center text-sm font-semibold text-stone-500">
            {t('orders.emptyTab')}
          </p>
        ) : (
          <ul className="space-y-4">
            {visible.map((order) => (
              <li key={order.order_id}>
                <OrderCard order={order} onResult={show} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
