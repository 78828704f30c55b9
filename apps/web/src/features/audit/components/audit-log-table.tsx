import { formatDateTime } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useAuditLog } from '../api/get-audit-log';
import { auditEntryText } from './audit-entry-text';

/** The owner's view of the audit log: who did what to what, and when, each as a sentence. */
export function AuditLogTable() {
  const t = useT();
  const { language } = useLanguage();
  const log = useAuditLog();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold text-cocoa-900">{t('adminAudit.title')}</h1>
      <p className="mt-1 text-sm text-stone-500">{t('adminAudit.subtitle')}</p>
      {/* Focusable so that keyboard users can scroll the wide table sideways. */}
      <div
        role="region"
        aria-label={t('adminAudit.title')}
        tabIndex={0}
        className="mt-6 overflow-x-auto rounded-3xl border border-rose-100 bg-white shadow-sm"
      >
        {log.isPending ? (
          <p className="p-6 text-sm text-stone-500">{t('adminAudit.loading')}</p>
        ) : log.isError ? (
          <p role="alert" className="p-6 text-sm text-rose-700">
            {t('adminAudit.loadFailed')}
          </p>
        ) : log.data.length === 0 ? (
          <p className="p-6 text-sm text-stone-500">{t('adminAudit.empty')}</p>
        ) : (
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="bg-cream-100 text-xs uppercase tracking-wide text-cocoa-700">
              <tr>
                <th className="px-4 py-3">{t('adminAudit.time')}</th>
                <th className="px-4 py-3">{t('adminAudit.action')}</th>
                <th className="px-4 py-3">{t('adminAudit.ip')}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.map((entry) => (
                <tr key={entry.id} className="border-t border-rose-50">
                  <td className="whitespace-nowrap px-4 py-2.5 text-stone-600">
                    {formatDateTime(entry.created_at, language)}
                  </td>
                  <td className="px-4 py-2.5 text-cocoa-900">{auditEntryText(entry, t)}</td>
                  <td className="px-4 py-2.5 font-mono text-xs text-stone-500">{entry.ip ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
