import type { NotificationEntry } from '@boneka/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { notificationKind } from './notification-kind';
import { OUTCOME_LABELS, STATUS_LABELS, STATUS_TONES } from './notification-labels';

type NotificationRowProps = {
  entry: NotificationEntry;
  /** A resend is on its way: no other can start. */
  sending: boolean;
  onSendAgain: (entry: NotificationEntry) => void;
};

/** One message in the log: when, to whom, what, its order, where it stands and its tries, and "Kirim Ulang". */
export function NotificationRow({ entry, sending, onSendAgain }: NotificationRowProps) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <tr className="border-t border-rose-50 align-top">
      <td className="px-4 py-2.5 text-stone-600">{formatDateTime(entry.created_at, language)}</td>
      <td className="px-4 py-2.5 whitespace-nowrap">{entry.recipient}</td>
      <td className="px-4 py-2.5">
        <span className="block font-semibold text-cocoa-900">
          {entry.subject || notificationKind(entry.template, t)}
        </span>
        <span className="text-xs text-stone-500">{notificationKind(entry.template, t)}</span>
        {entry.last_error ? (
          <span className={cn('mt-1 block text-xs', entry.status === 'skipped' ? 'text-stone-700' : 'text-red-700')}>
            {t(entry.status === 'skipped' ? 'adminNotifications.skipReason' : 'adminNotifications.lastError')}:{' '}
            {entry.last_error}
          </span>
        ) : null}
        {entry.history.length > 0 ? (
          <details className="mt-1 text-xs text-stone-600">
            <summary className="cursor-pointer">
              {t('adminNotifications.history', { count: entry.history.length })}
            </summary>
            <ol className="mt-1 space-y-0.5">
              {entry.history.map((step, index) => (
                <li key={index}>
                  {formatDateTime(step.at, language)}: {t(OUTCOME_LABELS[step.outcome])}
                  {step.detail ? ` (${step.detail})` : ''}
                </li>
              ))}
            </ol>
          </details>
        ) : null}
      </td>
      <td className="px-4 py-2.5 font-mono text-xs whitespace-nowrap">{entry.order_number ?? '-'}</td>
      <td className="px-4 py-2.5">
        <span
          className={cn(
            'inline-flex rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap',
            STATUS_TONES[entry.status],
          )}
        >
          {t(STATUS_LABELS[entry.status])}
        </span>
        {entry.status === 'pending' && entry.attempts > 0 ? (
          <span className="mt-1 block text-xs text-stone-500">
            {t('adminNotifications.nextTry', { date: formatDateTime(entry.next_attempt_at, language) })}
          </span>
        ) : null}
      </td>
      <td className="px-4 py-2.5 text-right tabular-nums">{entry.attempts}</td>
      <td className="px-4 py-2.5 text-right">
        {(entry.status === 'sent' || entry.status === 'failed') && entry.template !== 'signup_code' ? (
          <Button variant="outline" size="sm" disabled={sending} onClick={() => onSendAgain(entry)}>
            {t('adminNotifications.resend')}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
