import { formatRupiah } from '@boneka/shared/money';
import { formatCount } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useRevenueChart } from '../hooks/use-revenue-chart';
import { DashboardPanel } from './dashboard-panel';
import type { Day } from './revenue-chart-config';
import { RevenueChartTable } from './revenue-chart-table';

/**
 * One point per WIB day of the range (1 to 366): revenue as a filled line (Rupiah, left axis) over the number of
 * orders as bars (right axis). Day labels thin out to at most 7, fewer on a phone; a lone day shows its point.
 */
export function RevenueChart({ days, subtitle, className }: { days: Day[]; subtitle: string; className?: string }) {
  const t = useT();
  const { language } = useLanguage();
  const canvasRef = useRevenueChart(days);
  const totalRevenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const totalOrders = days.reduce((sum, day) => sum + day.orders, 0);

  return (
    <DashboardPanel title={t('dashboard.chartTitle')} subtitle={subtitle} className={className}>
      <figure aria-label={t('dashboard.chartLabel')} className="flex flex-1 flex-col gap-3">
        <div className="relative h-64 w-full sm:h-72">
          <canvas ref={canvasRef} aria-hidden="true" data-points={days.length} />
        </div>
        <figcaption className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-xs text-stone-500">
          <span className="flex items-center gap-4" aria-hidden="true">
            <span className="inline-flex items-center gap-1.5">
              <span className="h-1 w-4 rounded-full bg-rose-600" />
              {t('dashboard.revenue')}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span className="size-3 rounded-sm bg-[rgba(160,105,74,0.35)]" />
              {t('dashboard.orders')}
            </span>
          </span>
          <span className="font-semibold text-cocoa-700">
            {t('dashboard.chartTotals', {
              revenue: formatRupiah(totalRevenue),
              orders: formatCount(totalOrders, language),
            })}
          </span>
        </figcaption>
        <RevenueChartTable days={days} />
      </figure>
    </DashboardPanel>
  );
}
