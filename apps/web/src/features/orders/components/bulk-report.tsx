import { Link } from 'react-router';
import { BULK_OUTCOMES, MAX_BULK_ORDERS, type BulkOrderResult } from '@boneka/shared/schemas/bulk-orders';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { useT, type MessageKey, type Translate } from '@/lib/i18n/i18n';
import type { BulkReport as Report, DocumentState } from '../hooks/use-bulk-action';
import { BULK_TEXT, DOCUMENT_OF, resultReason } from './bulk-actions';

type Outcome = BulkOrderResult['outcome'];
const OUTCOME: Record<Outcome, { label: MessageKey; count: MessageKey; className: string }> = {
  failed: {
    label: 'adminOrders.bulkOutcome.failed',
    count: 'adminOrders.bulkCount.failed',
    className: 'bg-red-50 text-red-800 ring-red-200',
  },
  skipped: {
    label: 'adminOrders.bulkOutcome.skipped',
    count: 'adminOrders.bulkCount.skipped',
    className: 'bg-amber-50 text-amber-900 ring-amber-200',
  },
  done: {
    label: 'adminOrders.bulkOutcome.done',
    count: 'adminOrders.bulkCount.done',
    className: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  },
};
/** Failures first: they are what the owner acts on next; then the skipped, then what went well. */
const ORDER: Outcome[] = ['failed', 'skipped', 'done'];
const chip = 'inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-bold ring-1 ring-inset';

/** "3 berhasil · 1 dilewati · 1 gagal": the counts the server gave, in the report and in the page's live region. */
export function reportSummary(report: Report, t: Translate): string {
  const { result } = report;
  return BULK_OUTCOMES.filter((outcome) => result[outcome] > 0)
    .map((outcome) => t(OUTCOME[outcome].count, { count: result[outcome] }))
    .join(' · ');
}

/** What became of the file: saved under its name, none to make, on its way, or refused with a way to try again. */
function DocumentLine({ state, onSaveAgain }: { state: DocumentState; onSaveAgain: () => void }) {
  const t = useT();
  if (state.status === 'saving') return <p className="text-sm text-stone-600">{t('adminOrders.bulkDocumentSaving')}</p>;
  if (state.status === 'saved')
    return (
      <p className="rounded-2xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800">
        {t('adminOrders.bulkDocumentSaved', { name: state.name })}
      </p>
    );
  if (state.status === 'none')
    return (
      <p className="rounded-2xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
        {t('adminOrders.bulkDocumentNone')}
      </p>
    );
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
      <p className="min-w-0 flex-1">
        {state.reason
          ? t('adminOrders.bulkDocumentFailedWith', { reason: state.reason })
          : t('adminOrders.bulkDocumentFailed')}
      </p>
      <Button size="sm" variant="outline" onClick={onSaveAgain}>
        {t('adminOrders.bulkDocumentAgain')}
      </Button>
    </div>
  );
}

/**
 * The report of a bulk action (issue 43): how many orders were done, skipped and failed, then each order with what
 * happened and why, failures first; and the file of a print or an export. Nothing here hides the successes.
 */
export function BulkReportDialog({
  report,
  onClose,
  onSaveAgain,
}: {
  report: Report;
  onClose: () => void;
  onSaveAgain: () => void;
}) {
  const t = useT();
  const { result } = report;
  const rows = ORDER.flatMap((outcome) => result.results.filter((row) => row.outcome === outcome));
  const documentKind = DOCUMENT_OF[result.action];
  return (
    <Modal
      open
      title={t(BULK_TEXT[result.action].report)}
      onClose={onClose}
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('adminOrders.bulkReportClose')}
        </Button>
      }
    >
      <div className="space-y-4">
        <p className="flex flex-wrap gap-2">
          {BULK_OUTCOMES.map((outcome) => (
            <span key={outcome} className={cn(chip, OUTCOME[outcome].className)}>
              {t(OUTCOME[outcome].count, { count: result[outcome] })}
            </span>
          ))}
        </p>
        {documentKind && report.document ? <DocumentLine state={report.document} onSaveAgain={onSaveAgain} /> : null}
        {result.remaining > 0 ? (
          <p className="rounded-2xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
            {t('adminOrders.bulkRemaining', { count: result.remaining, max: MAX_BULK_ORDERS })}
          </p>
        ) : null}
        <ul aria-label={t('adminOrders.bulkReportList')} className="divide-y divide-cream-200">
          {rows.map((row) => {
            const reason = resultReason(result.action, row, t);
            return (
              <li key={row.order_id} className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2.5">
                <Link
                  to={paths.admin.orderDetail.href(row.order_id)}
                  className="font-mono text-sm font-bold text-cocoa-900 hover:text-rose-600 hover:underline"
                >
                  {row.order_number}
                </Link>
                <span className={cn(chip, OUTCOME[row.outcome].className)}>{t(OUTCOME[row.outcome].label)}</span>
                {reason ? <p className="w-full text-sm break-words text-stone-700">{reason}</p> : null}
              </li>
            );
          })}
        </ul>
      </div>
    </Modal>
  );
}
