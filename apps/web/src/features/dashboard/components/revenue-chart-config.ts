import type { ChartConfiguration, ScriptableContext } from 'chart.js';
import type { DashboardData } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { formatCount, formatDay } from '@/lib/format';
import type { Language } from '@/lib/i18n/i18n';

export type Day = DashboardData['daily'][number];

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

type RevenueChartInput = {
  days: Day[];
  language: Language;
  revenueLabel: string;
  ordersLabel: string;
  /** A phone-wide canvas: fewer day labels. */
  narrow: boolean;
  reduceMotion: boolean;
};

/** What chart.js draws: revenue as a filled line (Rupiah, left axis) over the number of orders as bars (right axis). */
export function revenueChartConfig({
  days,
  language,
  revenueLabel,
  ordersLabel,
  narrow,
  reduceMotion,
}: RevenueChartInput): ChartConfiguration<'bar' | 'line', number[], string> {
  const anyRevenue = days.some((day) => day.revenue > 0);
  const anyOrders = days.some((day) => day.orders > 0);
  return {
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
            maxTicksLimit: narrow ? 4 : 7,
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
}
