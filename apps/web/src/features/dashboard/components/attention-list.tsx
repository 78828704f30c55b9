import { Link } from 'react-router';
import type { DashboardData } from '@boneka/shared';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useT, type MessageKey } from '@/lib/i18n/i18n';
import { DashboardPanel, PanelEmpty } from './dashboard-panel';

type Attention = DashboardData['attention'];

/** What is wrong with a parcel: its resi is not believed (decision 051), or the courier returned or lost it. */
const PROBLEMS: Record<Attention['parcels'][number]['problem'], MessageKey> = {
  unknown_resi: 'dashboard.resiUnknown',
  before_shipping: 'dashboard.resiBeforeShipping',
  returned: 'dashboard.parcelReturned',
  lost: 'dashboard.parcelLost',
};

const REASONS: Record<Attention['complaints'][number]['reason'], MessageKey> = {
  not_received: 'dashboard.reason.not_received',
  damaged: 'dashboard.reason.damaged',
  wrong_item: 'dashboard.reason.wrong_item',
  missing_item: 'dashboard.reason.missing_item',
  not_as_described: 'dashboard.reason.not_as_described',
  other: 'dashboard.reason.other',
};

/**
 * 'Perlu Perhatian': what waits for the owner after shipping (decision 042) — complaints to answer (an order does
 * not complete while one waits), parcels the courier reports returned or lost, and resis the courier does not know
 * or that tell another parcel's journey (decision 051). Each leads to its order.
 */
export function AttentionList({ attention, className }: { attention: Attention; className?: string }) {
  const t = useT();
  const { language } = useLanguage();
  const empty = attention.complaints.length === 0 && attention.parcels.length === 0;
  return (
    <DashboardPanel title={t('dashboard.attention')} className={className}>
      {empty ? (
        <PanelEmpty text={t('dashboard.attentionEmpty')} />
      ) : (
        <ul className="-mx-2 divide-y divide-cream-200">
          {attention.complaints.map((c) => (
            <li key={`c${c.order_id}`} className="flex items-center justify-between gap-3 px-2 py-2.5">
              <Link to={paths.admin.orderDetail.href(c.order_id)} className="min-w-0 text-sm hover:text-rose-600">
                <span className="block truncate font-semibold text-cocoa-900">
                  {c.order_number} · {c.customer}
                </span>
                <span className="block truncate text-xs text-stone-500">
                  {t(REASONS[c.reason])} · {formatDateTime(c.created_at, language)}
                </span>
              </Link>
              <span className="shrink-0 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold whitespace-nowrap text-amber-800">
                {t('dashboard.complaintOpen')}
              </span>
            </li>
          ))}
          {attention.parcels.map((p) => (
            // On a phone the problem goes under the order: a resi's flag is a sentence, the order number is not cut.
            <li
              key={`p${p.order_id}`}
              className="flex flex-col items-start gap-1.5 px-2 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:gap-3"
            >
              <Link
                to={paths.admin.orderDetail.href(p.order_id)}
                className="max-w-full min-w-0 text-sm hover:text-rose-600"
              >
                <span className="block truncate font-semibold text-cocoa-900">
                  {p.order_number} · {p.customer}
                </span>
                {p.tracking_checked_at ? (
                  <span className="block truncate text-xs text-stone-500">
                    {t('dashboard.parcelCheckedAt', { time: formatDateTime(p.tracking_checked_at, language) })}
                  </span>
                ) : null}
              </Link>
              <span className="rounded-2xl bg-red-100 px-2.5 py-0.5 text-xs font-bold text-red-800 sm:max-w-[55%] sm:shrink-0 sm:text-right">
                {t(PROBLEMS[p.problem])}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
