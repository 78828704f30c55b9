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
} from 'chart.js';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { revenueChartConfig, type Day } from '../components/revenue-chart-config';

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

/** Draws the days on the canvas the returned ref is given, again whenever the days or the language change. */
export function useRevenueChart(days: Day[]) {
  const t = useT();
  const { language } = useLanguage();
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const config = revenueChartConfig({
      days,
      language,
      revenueLabel: t('dashboard.revenue'),
      ordersLabel: t('dashboard.orders'),
      narrow: canvas.clientWidth < 480,
      reduceMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    });
    const chart = new Chart(canvas, config);
    return () => chart.destroy();
  }, [days, language, t]);

  return canvasRef;
}
