import { courierTrackingUrl } from '@boneka/shared/tracking';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useReturnTracking } from '../api/get-return-tracking';
import { courierName } from './order-state';
import { ParcelTimeline } from './parcel-tracking';

type ReturnTrackingProps = { token: string; courier: string; resi: string };

/**
 * The return parcel's journey, asked of its courier when shown and again on "Perbarui" (decision 059): its events,
 * newest first, or why there are none (a resi the courier does not know, another parcel's, a courier the shop cannot
 * ask), never an empty space. The courier's own page is linked beside.
 */
export function ReturnTracking({ token, courier, resi }: ReturnTrackingProps) {
  const t = useT();
  const { language } = useLanguage();
  const tracking = useReturnTracking(token, resi);
  const courierPage = courierTrackingUrl(courier, resi);
  const answer = tracking.data;
  return (
    <div className="space-y-3 rounded-2xl border border-cream-200 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-bold text-cocoa-900">{t('return.tracking')}</h3>
        <Button
          variant="outline"
          size="sm"
          aria-label={t('return.trackingRefreshLabel')}
          disabled={tracking.isFetching}
          onClick={() => void tracking.refetch()}
        >
          {t('return.trackingRefresh')}
        </Button>
      </div>
      {tracking.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
          <Spinner />
          {t('return.trackingLoading')}
        </p>
      ) : tracking.isError || !answer ? (
        <Alert tone="error" live={false}>
          {t('return.trackingLoadFailed')}
        </Alert>
      ) : answer.state === 'found' ? (
        <>
          {answer.courier_state === 'delivered' ? (
            <p className="text-sm font-semibold text-emerald-800">{t('return.trackingDelivered')}</p>
          ) : null}
          {answer.events.length > 0 ? (
            <ParcelTimeline events={answer.events} label={t('return.tracking')} />
          ) : (
            <p className="text-sm text-stone-600">{t('return.trackingNoEvents')}</p>
          )}
        </>
      ) : (
        <Alert tone={answer.state === 'not_tracked' ? 'info' : 'error'} live={false}>
          {t(`return.tracking.${answer.state}`)}
        </Alert>
      )}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs">
        {answer ? (
          <p className="text-stone-500">
            <time dateTime={answer.checked_at}>
              {t('return.trackingCheckedAt', { date: formatDateTime(answer.checked_at, language) })}
            </time>
          </p>
        ) : (
          <span />
        )}
        {courierPage ? (
          <a
            href={courierPage}
            target="_blank"
            rel="noopener noreferrer"
            className="font-bold text-rose-700 hover:underline"
          >
            {t('tracking.courierLink', { courier: courierName(courier) })}
            <span aria-hidden="true">&nbsp;↗</span>
          </a>
        ) : null}
      </div>
    </div>
  );
}
