import { useState } from 'react';
import {
  NOTIFICATION_STATUSES,
  type NotificationEntry,
  type NotificationOutcome,
  type NotificationStatus,
} from '@boneka/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useT, type MessageKey } from '@/lib/i18n/i18n';
import { useNotifications, type NotificationFilter } from '../api/get-notifications';
import { useResendNotification } from '../api/resend-notification';
import { notificationKind } from './notification-kind';
import { resendRefusalText } from './resend-refusal';

const STATUS_LABELS: Record<NotificationStatus, MessageKey> = {
  pending: 'adminNotifications.pending',
  sending: 'adminNotifications.sending',
  sent: 'adminNotifications.sent',
  failed: 'adminNotifications.failed',
  skipped: 'adminNotifications.skipped',
};
const STATUS_TONES: Record<NotificationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-800',
  skipped: 'bg-stone-200 text-stone-800',
};
const OUTCOME_LABELS: Record<NotificationOutcome, MessageKey> = {
  sent: 'adminNotifications.outcome.sent',
  deferred: 'adminNotifications.outcome.deferred',
  failed: 'adminNotifications.outcome.failed',
  skipped: 'adminNotifications.outcome.skipped',
  interrupted: 'adminNotifications.outcome.interrupted',
  resend: 'adminNotifications.outcome.resend',
};

/** /admin/notifications: every message the shop sent or tries to send, its status and last error, and a resend. */
export function NotificationLog() {
  const t = useT();
  const { language } = useLanguage();
  const { show } = useToast();
  const [filter, setFilter] = useState<NotificationFilter>({ status: null, q: '' });
  const [typed, setTyped] = useState('');
  const log = useNotifications(filter);
  const resend = useResendNotification();

  const sendAgain = async (entry: NotificationEntry) => {
    try {
      await resend.mutateAsync(entry.id);
      show('success', t('adminNotifications.resent'));
    } catch (error) {
      show('error', resendRefusalText(error, t));
    }
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold text-cocoa-900">{t('adminNotifications.title')}</h1>
      <p className="mt-1 text-sm text-stone-500">{t('adminNotifications.subtitle')}</p>
      <form
        role="search"
        className="mt-6 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter((current) => ({ ...current, q: typed }));
        }}
      >
        <SelectField
          label={t('adminNotifications.statusFilter')}
          value={filter.status ?? ''}
          onChange={(event) =>
            setFilter((current) => ({ ...current, status: (event.target.value || null) as NotificationStatus | null }))
          }
          wrapperClassName="w-full sm:w-44"
        >
          <option value="">{t('adminNotifications.allStatuses')}</option>
          {NOTIFICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(STATUS_LABELS[status])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('adminNotifications.search')}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={100}
          wrapperClassName="w-full min-w-0 sm:w-auto sm:max-w-sm sm:flex-1"
        />
        <Button type="submit" size="sm">
          {t('adminOrders.amountSearch')}
        </Button>
      </form>
      {/* Focusable so that keyboard users can scroll the wide table sideways. */}
      <div
        role="region"
        aria-label={t('adminNotifications.title')}
        aria-busy={log.isFetching || undefined}
        tabIndex={0}
        className="mt-6 overflow-x-auto rounded-3xl border border-rose-100 bg-white shadow-sm"
      >
        {log.isPending ? (
          <p className="p-6 text-sm text-stone-500">{t('adminNotifications.loading')}</p>
        ) : log.isError ? (
          <p role="alert" className="p-6 text-sm text-rose-700">
            {t('adminNotifications.loadFailed')}
          </p>
        ) : log.data.length === 0 ? (
          <p className="p-6 text-sm text-stone-500">{t('adminNotifications.empty')}</p>
        ) : (
          <table className="w-full min-w-[960px] text-left text-sm">
            <thead className="bg-cream-100 text-xs tracking-wide text-cocoa-700 uppercase">
              <tr>
                <th className="px-4 py-3">{t('adminNotifications.time')}</th>
                <th className="px-4 py-3">{t('adminNotifications.recipient')}</th>
                <th className="px-4 py-3">{t('adminNotifications.message')}</th>
                <th className="px-4 py-3">{t('adminNotifications.order')}</th>
                <th className="px-4 py-3">{t('adminNotifications.status')}</th>
                <th className="px-4 py-3 text-right">{t('adminNotifications.tries')}</th>
                <th className="px-4 py-3">
                  <span className="sr-only">{t('adminNotifications.resend')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {log.data.map((entry) => (
                <tr key={entry.id} className="border-t border-rose-50 align-top">
                  <td className="px-4 py-2.5 text-stone-600">{formatDateTime(entry.created_at, language)}</td>
                  <td className="px-4 py-2.5 whitespace-nowrap">{entry.recipient}</td>
                  <td className="px-4 py-2.5">
                    <span className="block font-semibold text-cocoa-900">
                      {entry.subject || notificationKind(entry.template, t)}
                    </span>
                    <span className="text-xs text-stone-500">{notificationKind(entry.template, t)}</span>
                    {entry.last_error ? (
                      <span
                        className={cn(
                          'mt-1 block text-xs',
                          entry.status === 'skipped' ? 'text-stone-700' : 'text-red-700',
                        )}
                      >
                        {t(
                          entry.status === 'skipped' ? 'adminNotifications.skipReason' : 'adminNotifications.lastError',
                        )}
                        : {entry.last_error}
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
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={resend.isPending}
                        onClick={() => void sendAgain(entry)}
                      >
                        {t('adminNotifications.resend')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
