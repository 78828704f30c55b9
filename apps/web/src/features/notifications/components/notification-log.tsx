import { useState } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { useNotifications, type NotificationFilter } from '../api/get-notifications';
import { useSendAgain } from '../hooks/use-send-again';
import { NotificationFilterForm } from './notification-filter-form';
import { NotificationRow } from './notification-row';

/** /admin/notifications: every message the shop sent or tries to send, its status and last error, and a resend. */
export function NotificationLog() {
  const t = useT();
  const [filter, setFilter] = useState<NotificationFilter>({ status: null, q: '' });
  const log = useNotifications(filter);
  const { sendAgain, sending } = useSendAgain();

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold text-cocoa-900">{t('adminNotifications.title')}</h1>
      <p className="mt-1 text-sm text-stone-500">{t('adminNotifications.subtitle')}</p>
      <NotificationFilterForm filter={filter} onFilter={setFilter} />
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
                <NotificationRow
                  key={entry.id}
                  entry={entry}
                  sending={sending}
                  onSendAgain={(e) => void sendAgain(e)}
                />
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
