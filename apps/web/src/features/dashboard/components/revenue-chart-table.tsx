import { formatRupiah } from '@boneka/shared/money';
import { formatCount, formatDay } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import type { Day } from './revenue-chart-config';

/** The chart's days as a table, for screen readers. */
export function RevenueChartTable({ days }: { days: Day[] }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    // A table shrinks to no less than its content: the wrapper hides it without widening the page.
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
  );
}
