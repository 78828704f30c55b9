import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type ScriptableContext,
} from 'chart.js';
import type { DashboardData } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { formatCount, formatDay } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { DashboardPanel } from './dashboard-panel';

// Only what this chart draws is registered, so the rest of chart.js is left out of the bundle.
Chart.register(
  LineController,
  LineElement,
  PointElement,
  LinearScale,
  CategoryScale,
  Filler,
  Tooltip,
  BarController,
  BarElement,
);

type Day = DashboardData['daily'][number];

const ROSE = '#f43f5e';
const COCOA_BARS = 'rgba(160, 105, 74, 0.28)';
const COCOA_BARS_HOVER = 'rgba(160, 105, 74, 0.5)';
const GRID = 'rgba(240, 211, 178, 0.55)';
const TICK = '#78716c';
const FONT = "ui-rounded, 'SF Pro Rounded', 'Nunito', 'Segoe UI', system-ui, -apple-system, Roboto, Arial, sans-serif";

// Rupiah is written the Indonesian way in both languages: "Rp 150 rb", "Rp 1,5 jt".
const compactRupiah = new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 });

export function rupiahTick(value: number): string {
  return value === 0 ? 'Rp 0' : `Rp ${compactRupiah.format(value)}`;
}

function areaFill(context: ScriptableContext<'line'>): CanvasGradient | string {
  const { ctx, chartArea } = context.chart;
  if (!chartArea) return 'rgba(244, 63, 94, 0.12)';
  const gradient = ctx.createLinearGradient(0, chartArea.top, 0, chartArea.bottom);
  gradient.addColorStop(0, 'rgba(244, 63, 94, 0.3)');
  gradient.addColorStop(1, 'rgba(244, 63, 94, 0)');
  return gradient;
}

/**
 * One point per WIB day of the range (1 to 366): revenue as a filled line (Rupiah, left axis) over the number of
 * orders as bars (right axis). Day labels thin out to at most 7, fewer on a phone; a lone day shows its point.
 */
export function RevenueChart({ days, subtitle, className }: { days: Day[]; subtitle: string; className?: string }) {
  const t = useT();
  const { language } = useLanguage();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const totalRevenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const totalOrders = days.reduce((sum, day) => sum + day.orders, 0);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const revenueLabel = t('dashboard.revenue');
    const ordersLabel = t('dashboard.orders');
    const anyRevenue = days.some((day) => day.revenue > 0);
    const anyOrders = days.some((day) => day.orders > 0);
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

    const config: ChartConfiguration<'bar' | 'line', number[], string> = {
      type: 'bar',
      data: {
        labels: days.map((day) => formatDay(day.date, language, 'short')),
        datasets: [
          {
            type: 'line',
            label: revenueLabel,
            data: days.map((day) => day.revenue),
            yAxisID: 'revenue',
            order: 0,
            borderColor: ROSE,
            borderWidth: 2.5,
            backgroundColor: areaFill,
            fill: 'origin',
            cubicInterpolationMode: 'monotone',
            pointRadius: days.length <= 2 ? 4 : 0,
            pointHoverRadius: 5,
            pointBackgroundColor: ROSE,
            pointBorderColor: '#fff',
            pointBorderWidth: 2,
          },
          {
            type: 'bar',
            label: ordersLabel,
            data: days.map((day) => day.orders),
            yAxisID: 'orders',
            order: 1,
            backgroundColor: COCOA_BARS,
            hoverBackgroundColor: COCOA_BARS_HOVER,
            borderRadius: 4,
            maxBarThickness: 14,
            // A year of days still shows each day's bar, a hairline apart.
            categoryPercentage: days.length > 92 ? 1 : 0.8,
            barPercentage: days.length > 92 ? 1 : 0.9,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: reduceMotion ? false : { duration: 450 },
        interaction: { mode: 'index', intersect: false },
        font: { family: FONT },
        scales: {
          x: {
            grid: { display: false },
            border: { display: false },
            ticks: {
              color: TICK,
              maxRotation: 0,
              autoSkip: true,
              autoSkipPadding: 18,
              maxTicksLimit: canvas.clientWidth < 480 ? 4 : 7,
              font: { family: FONT, size: 11 },
            },
          },
          revenue: {
            type: 'linear',
            position: 'left',
            beginAtZero: true,
            suggestedMax: anyRevenue ? undefined : 100_000,
            grid: { color: GRID },
            border: { display: false },
            ticks: {
              color: TICK,
              maxTicksLimit: 6,
              font: { family: FONT, size: 11 },
              callback: (value) => rupiahTick(Number(value)),
            },
          },
          orders: {
            type: 'linear',
            position: 'right',
            beginAtZero: true,
            suggestedMax: anyOrders ? undefined : 5,
            grid: { drawOnChartArea: false },
            border: { display: false },
            ticks: { color: TICK, precision: 0, maxTicksLimit: 6, font: { family: FONT, size: 11 } },
          },
        },
        plugins: {
          tooltip: {
            backgroundColor: 'rgba(61, 37, 25, 0.92)',
            padding: 10,
            cornerRadius: 12,
            titleFont: { family: FONT, weight: 'bold' },
            bodyFont: { family: FONT },
            callbacks: {
              title: (items) => {
                const day = days[items[0]?.dataIndex ?? -1];
                return day ? formatDay(day.date, language) : '';
              },
              label: (item) =>
                item.dataset.yAxisID === 'revenue'
                  ? `${revenueLabel}: ${formatRupiah(item.parsed.y ?? 0)}`
                  : `${ordersLabel}: ${formatCount(item.parsed.y ?? 0, language)}`,
            },
          },
        },
      },
    };
    const chart = new Chart(canvas, config);
    return () => chart.destroy();
  }, [days, language, t]);

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
        {/* A table shrinks to no less than its content: the wrapper hides it without widening the page. */}
        <div className="sr-only">
          <table>
            <caption>{t('dashboard.chartTableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.date')}</th>
                <th scope="col">{t('dashboard.revenue')}</th>
                <th scope="col">{t('dashboard.orders')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">
                    <time dateTime={day.date}>{formatDay(day.date, language)}</time>
                  </th>
                  <td>{formatRupiah(day.revenue)}</td>
                  <td>{formatCount(day.orders, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
    </DashboardPanel>
  );
}
