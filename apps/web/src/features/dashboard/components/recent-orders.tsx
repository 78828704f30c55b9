import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DashboardData } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { DashboardPanel, PanelEmpty, panelLinkClass } from './dashboard-panel';

export type RecentOrder = DashboardData['recentOrders'][number];

type RecentOrdersProps = {
  orders: RecentOrder[];
  /** The order's status and payment badges (the orders feature draws them). */
  renderStatus?: (order: RecentOrder) => ReactNode;
  className?: string;
};

/** 'Pesanan Terbaru': the 5 newest orders, each leading to the admin's order list. */
export function RecentOrders({ orders, renderStatus, className }: RecentOrdersProps) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <DashboardPanel
      title={t('dashboard.recentOrders')}
      className={className}
      action={
        <Link to={paths.admin.orders.href()} className={panelLinkClass}>
          {t('dashboard.seeAllOrders')}
        </Link>
      }
    >
      {orders.length === 0 ? (
        <PanelEmpty text={t('dashboard.recentEmpty')} />
      ) : (
        <ul className="-mx-2 divide-y divide-cream-200">
          {orders.map((order) => (
            <li key={order.order_id}>
              <Link
                to={paths.admin.orders.href()}
                className="flex flex-col gap-2 rounded-2xl px-2 py-3 transition-colors hover:bg-rose-50/60 sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="min-w-0">
                  <span className="block font-extrabold tracking-wide text-cocoa-900">{order.order_number}</span>
                  <span className="block truncate text-xs text-stone-500">
                    {order.customer} ·{' '}
                    <time dateTime={order.created_at}>{formatDateTime(order.created_at, language)}</time>
                  </span>
                </span>
                <span className="flex flex-wrap items-center gap-1.5 sm:justify-end">
                  {renderStatus ? renderStatus(order) : null}
                  <span className="ml-1 font-extrabold whitespace-nowrap text-rose-700 tabular-nums">
                    {formatRupiah(order.total_amount)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
