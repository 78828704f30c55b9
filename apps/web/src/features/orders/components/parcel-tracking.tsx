import type { Order, ParcelEvent } from '@boneka/shared';
import { courierTrackingUrl, isTrackableCourier } from '@boneka/shared/tracking';
import { Alert, type AlertTone } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { TruckIcon } from '@/components/ui/icons';
import { copyText } from '@/lib/clipboard';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { OrderSection as Section } from './order-section';
import { courierName, parcelProblem } from './order-state';

/** Whether the order has anything of its parcel to show: a resi, or what the courier said of it. */
export const hasParcel = (order: Order) => order.tracking_number !== null || order.tracking.events.length > 0;

/** The courier's public page for this parcel, when the shop knows one. */
const courierPage = (order: Order) =>
  order.tracking_number ? courierTrackingUrl(order.courier, order.tracking_number) : null;

/** "Lacak di situs {courier}": the courier's own page, in a new tab. */
export function CourierLink({ order, className }: { order: Order; className?: string }) {
  const t = useT();
  const url = courierPage(order);
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('font-bold text-rose-700 hover:underline', className)}
    >
      {t('tracking.courierLink', { courier: courierName(order.courier) })}
      <span aria-hidden="true">&nbsp;↗</span>
    </a>
  );
}

/**
 * The courier's events of a parcel, newest first (the server sends them oldest first): what, where, when in WIB.
 * Named "Perjalanan paket" unless `label` names another resi's.
 */
export function ParcelTimeline({ events, label }: { events: readonly ParcelEvent[]; label?: string }) {
  const t = useT();
  const { language } = useLanguage();
  const newestFirst = [...events].reverse();
  return (
    <ol aria-label={label ?? t('tracking.events')} className="relative space-y-4 border-l-2 border-violet-100 pl-6">
      {newestFirst.map((event, index) => {
        const latest = index === 0;
        return (
          <li key={`${event.at}-${index}`} className="relative">
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-1 -left-[31px] size-4 rounded-full border-2 border-white ring-2',
                latest ? 'bg-violet-600 ring-violet-300' : 'bg-violet-200 ring-violet-100',
              )}
            />
            <p className={cn('text-sm break-words', latest ? 'font-bold text-violet-800' : 'text-cocoa-900')}>
              {event.text}
            </p>
            <p className="mt-0.5 text-xs text-stone-500">
              {event.place ? <span className="break-words">{event.place} · </span> : null}
              <time dateTime={event.at}>{formatDateTime(event.at, language)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * "Lacak Paket" on the shopper's order page: the resi to copy, the courier's own page, and the courier's events;
 * a returned or lost parcel says so first.
 */
export function ParcelTracking({
  order,
  onResult,
}: {
  order: Order;
  onResult: (tone: AlertTone, text: string) => void;
}) {
  const t = useT();
  const { language } = useLanguage();
  const problem = parcelProblem(order);
  const { events, checked_at: checkedAt } = order.tracking;
  const resi = order.tracking_number;
  const copy = async (text: string) => {
    const copied = await copyText(text);
    onResult(copied ? 'success' : 'error', copied ? t('tracking.copied') : t('tracking.copyFailed'));
  };
  return (
    <Section title={t('tracking.title')} icon={<TruckIcon className="size-5 text-rose-700" />}>
      <div className="space-y-4">
        {problem ? (
          <Alert tone="error" live={false}>
            {t(problem === 'returned' ? 'tracking.returned' : 'tracking.lost')}
          </Alert>
        ) : null}
        {resi ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl bg-cream-100 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold text-stone-600">
                {courierName(order.courier)} · {t('orders.trackingNumber')}
              </p>
              <p className="font-mono text-base font-bold tracking-wide break-all text-cocoa-900">{resi}</p>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="shrink-0"
              aria-label={t('tracking.copyLabel')}
              onClick={() => void copy(resi)}
            >
              {t('tracking.copy')}
            </Button>
          </div>
        ) : null}
        {courierPage(order) ? (
          <p className="text-sm">
            <CourierLink order={order} />
          </p>
        ) : null}
        {events.length > 0 ? (
          <ParcelTimeline events={events} />
        ) : order.status === 'shipped' && isTrackableCourier(order.courier) ? (
          <p className="text-sm text-stone-600">{t('tracking.noEvents')}</p>
        ) : null}
        {checkedAt && order.status === 'shipped' ? (
          <p className="text-xs text-stone-500">
            {t('tracking.checkedAt', { date: formatDateTime(checkedAt, language) })}
          </p>
        ) : null}
      </div>
    </Section>
  );
}
