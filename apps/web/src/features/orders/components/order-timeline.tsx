import type { Order } from '@boneka/shared';
import { cn } from '@/components/ui/cn';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { historyLabel } from './order-history';

/** Every step of the order, oldest first, as the server recorded it. */
export function OrderTimeline({ history }: { history: Order['history'] }) {
  const t = useT();
  const { language } = useLanguage();
  const steps = [...history].sort((a, b) => a.created_at.localeCompare(b.created_at));
  return (
    <ol aria-label={t('orders.timeline')} className="relative space-y-5 border-l-2 border-rose-100 pl-6">
      {steps.map((entry, index) => {
        const latest = index === steps.length - 1;
        return (
          <li key={`${entry.created_at}-${index}`} className="relative" aria-current={latest ? 'step' : undefined}>
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-1 -left-[31px] size-4 rounded-full border-2 border-white ring-2',
                latest ? 'bg-rose-600 ring-rose-300' : 'bg-rose-200 ring-rose-100',
              )}
            />
            <p className={cn('text-sm font-bold', latest ? 'text-rose-700' : 'text-cocoa-900')}>
              {t(historyLabel(entry))}
            </p>
            {entry.note ? <p className="mt-0.5 text-sm text-stone-600">{entry.note}</p> : null}
            <p className="mt-0.5 text-xs text-stone-500">
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, language)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
