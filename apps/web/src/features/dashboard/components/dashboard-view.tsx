import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { dashboardPeriod, DashboardQuery, type DashboardData, type DashboardPeriod } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { Alert, type AlertTone } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { BoxIcon, CheckIcon, ClockIcon, CloseIcon, ReceiptIcon, TruckIcon, UserIcon } from '@/components/ui/icons';
import { LoadingPanel } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { formatCount, formatDateTime, formatDay, wibDay } from '@/lib/format';
import { useLanguage, useT, type Language } from '@/lib/i18n/i18n';
import { useExportDashboardPdf } from '../api/export-dashboard-pdf';
import { useDashboard } from '../api/get-dashboard';
import { AlertIcon, DownloadIcon, WalletIcon } from './dashboard-icons';
import { AttentionList } from './attention-list';
import { LowStockList } from './low-stock-list';
import { OrderStatusCard } from './order-status-card';
import { PROBLEM_TEXT, RangePicker } from './range-picker';
import { RecentOrders, type RecentOrder } from './recent-orders';
import { RevenueChart } from './revenue-chart';
import { StatCard } from './stat-card';
import { TopProducts } from './top-products';

type Notice = { kind: 'stillLoading' | 'exported' | 'exportFailed'; tone: AlertTone; text: string };

type DashboardViewProps = {
  /** The status and payment badges of a recent order. */
  renderOrderStatus?: (order: RecentOrder) => ReactNode;
};

/**
 * The range as the address keeps it, so reload and back show it again: `?rentang=7d`, or
 * `?rentang=custom&dari=2026-11-01&sampai=2026-11-21`; none is the last 30 days. Undefined when it cannot be read.
 */
export function rangeFromSearch(params: URLSearchParams): DashboardQuery | undefined {
  const parsed = DashboardQuery.safeParse({
    range: params.get('rentang') ?? undefined,
    from: params.get('dari') ?? undefined,
    to: params.get('sampai') ?? undefined,
  });
  return parsed.success ? parsed.data : undefined;
}

export function searchFromRange(query: DashboardQuery): Record<string, string> {
  return query.range === 'custom' && query.from && query.to
    ? { rentang: 'custom', dari: query.from, sampai: query.to }
    : { rentang: query.range };
}

/** "15 Nov 2026 – 21 Nov 2026", or the one day. */
export function periodText(from: string, to: string, language: Language): string {
  return from === to ? formatDay(from, language) : `${formatDay(from, language)} – ${formatDay(to, language)}`;
}

/**
 * /admin-dashboard: the shop's figures for a range of WIB days (cards, chart and the PDF report all of the same
 * range), recent orders, best sellers, low stock.
 */
export function DashboardView({ renderOrderStatus }: DashboardViewProps) {
  const t = useT();
  const { language } = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const today = wibDay(new Date());
  const read = rangeFromSearch(searchParams);
  const query: DashboardQuery = read ?? { range: '30d' };
  const checked = read ? dashboardPeriod(read, today) : undefined;
  const rangeProblem = !read
    ? t('dashboard.range.invalid')
    : checked && 'problem' in checked
      ? t(PROBLEM_TEXT[checked.problem.code], { days: 366, today })
      : null;
  const dashboard = useDashboard(query, rangeProblem === null);
  const exportPdf = useExportDashboardPdf();
  const [notice, setNotice] = useState<Notice | null>(null);
  const data = rangeProblem === null ? dashboard.data : undefined;

  useEffect(() => {
    // The spec only logs a failed load; the page also offers to try again.
    if (dashboard.error) console.error('The admin dashboard could not be loaded', dashboard.error);
  }, [dashboard.error]);

  const onExport = async () => {
    if (dashboard.isPending) {
      setNotice({ kind: 'stillLoading', tone: 'info', text: t('dashboard.stillLoading') });
      return;
    }
    setNotice(null);
    try {
      const file = await exportPdf.mutateAsync(query);
      setNotice({ kind: 'exported', tone: 'success', text: t('dashboard.exported', { file }) });
    } catch (error) {
      setNotice({ kind: 'exportFailed', tone: 'error', text: errorText(error, t, t('dashboard.exportFailed')) });
    }
  };

  // "Still loading" is only true while it is: it goes once the figures are in.
  const shownNotice = notice?.kind === 'stillLoading' && !dashboard.isPending ? null : notice;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-extrabold sm:text-3xl">{t('page.adminDashboard')}</h1>
          <p className="mt-1 text-sm text-stone-500">{t('dashboard.subtitle')}</p>
          {data ? (
            <p className="mt-1 text-sm font-semibold text-cocoa-800" data-testid="dashboard-period">
              {t('dashboard.periodShown', {
                period: periodText(data.period.from, data.period.to, language),
                previous: periodText(data.period.previousFrom, data.period.previousTo, language),
              })}
            </p>
          ) : null}
          {data ? (
            <p className="mt-0.5 text-xs text-stone-500">
              {t('dashboard.updatedAt', { time: formatDateTime(data.generatedAt, language) })}
            </p>
          ) : null}
        </div>
        <Button
          onClick={() => void onExport()}
          disabled={exportPdf.isPending || rangeProblem !== null}
          className="shrink-0 self-start sm:self-auto"
        >
          <DownloadIcon className="size-4.5" />
          {exportPdf.isPending ? t('dashboard.exporting') : t('dashboard.exportPdf')}
        </Button>
      </div>

      <RangePicker
        query={query}
        today={today}
        shown={data ? data.period : null}
        onChange={(next) => {
          setNotice(null);
          setSearchParams(searchFromRange(next));
        }}
      />

      {shownNotice ? <Alert tone={shownNotice.tone}>{shownNotice.text}</Alert> : null}

      {rangeProblem !== null ? (
        <Alert tone="error">{rangeProblem}</Alert>
      ) : data ? (
        <div aria-busy={dashboard.isPlaceholderData} className="space-y-6">
          {dashboard.isError ? <RetryPanel onRetry={() => void dashboard.refetch()} compact /> : null}
          <DashboardBody data={data} renderOrderStatus={renderOrderStatus} />
        </div>
      ) : dashboard.isError ? (
        <RetryPanel onRetry={() => void dashboard.refetch()} busy={dashboard.isFetching} />
      ) : (
        <LoadingPanel text={t('dashboard.loading')} />
      )}
    </div>
  );
}

function RetryPanel({
  onRetry,
  busy = false,
  compact = false,
}: {
  onRetry: () => void;
  busy?: boolean;
  compact?: boolean;
}) {
  const t = useT();
  return (
    <div
      className={
        compact
          ? 'flex flex-col gap-3 rounded-3xl border border-amber-200 bg-amber-50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between'
          : 'mx-auto flex max-w-md flex-col items-center gap-3 rounded-3xl border border-amber-200 bg-amber-50 px-6 py-8 text-center'
      }
    >
      <div className={compact ? 'flex items-center gap-3' : 'flex flex-col items-center gap-2'}>
        <AlertIcon className="size-6 shrink-0 text-amber-600" />
        <div>
          <p className="font-bold text-amber-900">{t('dashboard.loadFailed')}</p>
          <p className="text-sm text-amber-800">{t('dashboard.loadFailedText')}</p>
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={busy} className="shrink-0">
        {t('dashboard.retry')}
      </Button>
    </div>
  );
}

function DashboardBody({
  data,
  renderOrderStatus,
}: {
  data: DashboardData;
  renderOrderStatus?: (order: RecentOrder) => ReactNode;
}) {
  const t = useT();
  const { language } = useLanguage();
  const count = (value: number) => formatCount(value, language);
  const iconClass = 'size-5';
  const compare = compareText(data.period, t);

  return (
    <>
      <section aria-label={t('dashboard.summaryLabel')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label={t('dashboard.totalProducts')}
          value={count(data.totalProducts.value)}
          growth={data.totalProducts.growth}
          note={t('dashboard.productsNote', { compare })}
          icon={<BoxIcon className={iconClass} />}
          accent="bg-rose-100 text-rose-700"
        />
        <StatCard
          label={t('dashboard.totalOrders')}
          value={count(data.totalOrders.value)}
          growth={data.totalOrders.growth}
          note={compare}
          icon={<ReceiptIcon className={iconClass} />}
          accent="bg-sky-100 text-sky-700"
        />
        <StatCard
          label={t('dashboard.totalCustomers')}
          value={count(data.totalCustomers.value)}
          growth={data.totalCustomers.growth}
          note={compare}
          icon={<UserIcon className={iconClass} />}
          accent="bg-violet-100 text-violet-700"
        />
        <StatCard
          label={t('dashboard.totalRevenue')}
          value={formatRupiah(data.totalRevenue.value)}
          growth={data.totalRevenue.growth}
          note={compare}
          icon={<WalletIcon className={iconClass} />}
          accent="bg-emerald-100 text-emerald-700"
        />
      </section>

      {data.attention.complaints.length + data.attention.parcels.length > 0 ? (
        <AttentionList attention={data.attention} />
      ) : null}

      <div className="space-y-2">
        <p className="text-xs text-stone-500">{t('dashboard.statusNote')}</p>
        <section aria-label={t('dashboard.statusLabel')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <OrderStatusCard
            label={t('dashboard.pending')}
            count={count(data.orderCounts.pending)}
            hint={t('dashboard.pendingHint')}
            icon={<ClockIcon className="size-6" />}
            tone="bg-amber-100 text-amber-700"
          />
          <OrderStatusCard
            label={t('dashboard.delivered')}
            count={count(data.orderCounts.delivered)}
            hint={t('dashboard.deliveredHint')}
            icon={<TruckIcon className="size-6" />}
            tone="bg-teal-100 text-teal-700"
          />
          <OrderStatusCard
            label={t('dashboard.completed')}
            count={count(data.orderCounts.completed)}
            hint={t('dashboard.completedHint')}
            icon={<CheckIcon className="size-6" />}
            tone="bg-emerald-100 text-emerald-700"
          />
          <OrderStatusCard
            label={t('dashboard.cancelled')}
            count={count(data.orderCounts.cancelled)}
            hint={t('dashboard.cancelledHint')}
            icon={<CloseIcon className="size-6" />}
            tone="bg-stone-200 text-stone-600"
          />
        </section>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <RevenueChart
          days={data.daily}
          subtitle={periodText(data.period.from, data.period.to, language)}
          className="lg:col-span-2"
        />
        <TopProducts products={data.topProducts} />
      </div>

      <div className="space-y-2">
        <p className="text-xs text-stone-500">{t('dashboard.nowNote')}</p>
        <div className="grid gap-6 lg:grid-cols-3">
          <RecentOrders orders={data.recentOrders} renderStatus={renderOrderStatus} className="lg:col-span-2" />
          <LowStockList variants={data.lowStock} />
        </div>
      </div>
    </>
  );
}

/** "dibanding 7 hari sebelumnya", "dibanding hari sebelumnya". */
function compareText(period: DashboardPeriod, t: ReturnType<typeof useT>): string {
  return period.days === 1 ? t('dashboard.compareDayBefore') : t('dashboard.compareDays', { days: period.days });
}
