import { useEffect, useRef } from 'react';
import type { Order } from '@boneka/shared';
import type { AdminOrderTab } from '@boneka/shared/order-tabs';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import type { AdminOrderList } from '../api/get-admin-orders';
import { useBulkAction } from '../hooks/use-bulk-action';
import { useOrderSelection } from '../hooks/use-order-selection';
import { AdminOrderCard, type AdminActionKind } from './admin-order-card';
import { TAB_LABELS } from './admin-order-tab';
import { BulkActionBar } from './bulk-action-bar';
import { BULK_TEXT } from './bulk-actions';
import { BulkConfirmDialog } from './bulk-confirm-dialog';
import { BulkReportDialog, reportSummary } from './bulk-report';

/** "Pilih semua" of the cards shown (a dash while only some are), and "Pilih semua di tab ini (N)" beyond them. */
function SelectionHeader({
  shownCount,
  selection,
  wholeTabCount,
  status,
}: {
  shownCount: number;
  selection: ReturnType<typeof useOrderSelection>;
  wholeTabCount: number | null;
  status: string;
}) {
  const t = useT();
  const box = useRef<HTMLInputElement>(null);
  const some = selection.target !== null && !selection.allShown;
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-3xl border border-rose-100 bg-white px-4 py-3 shadow-soft">
      <label className="flex cursor-pointer items-center gap-3 text-sm font-bold text-cocoa-700">
        <input
          ref={box}
          type="checkbox"
          checked={selection.allShown}
          onChange={(event) => selection.tickAllShown(event.target.checked)}
          className="size-5 shrink-0 cursor-pointer accent-rose-500"
        />
        {t('adminOrders.selectShown', { count: shownCount })}
      </label>
      {wholeTabCount !== null && !selection.tabChosen ? (
        <Button variant="outline" size="sm" onClick={selection.chooseWholeTab}>
          {t('adminOrders.selectWholeTab', { count: wholeTabCount })}
        </Button>
      ) : null}
      <p role="status" className="w-full text-xs text-stone-600">
        {status}
      </p>
    </div>
  );
}

/**
 * The cards of one list (a tab, or a search by amount) with what can be done to many of them at once (issue 43):
 * the ticks, the action bar, the confirmation and the report. Mounted afresh for each list (a `key`), so a selection
 * never outlives the list it was made in.
 */
export function AdminOrderPanel({
  list,
  tab,
  onAction,
  onShowProof,
}: {
  list: AdminOrderList;
  /** The tab the list is (null: all orders, or the amount search's finds across tabs). */
  tab: AdminOrderTab | null;
  onAction: (kind: AdminActionKind, order: Order) => void;
  onShowProof: (order: Order) => void;
}) {
  const t = useT();
  const orders = list.data;
  const tabCount = tab ? (list.tab_counts?.[tab] ?? 0) : 0;
  const wholeTab = tab && tabCount > 0 ? { tab, count: tabCount } : null;
  const selection = useOrderSelection(
    orders.map((order) => order.order_id),
    wholeTab,
  );
  const bulk = useBulkAction({
    // The orders a move took along are in another tab now: a new selection starts. A print keeps its selection,
    // so the packing slips can follow the labels.
    onActed: (action) => {
      if (action === 'process' || action === 'book_shipment') selection.clear();
    },
  });

  const target = selection.target;
  const summary =
    target && selection.tabChosen && tab
      ? t('adminOrders.selectedWholeTab', { count: target.count, tab: t(TAB_LABELS[tab]) })
      : target
        ? t('adminOrders.selectedCount', { count: target.count })
        : t('adminOrders.selectHint');

  return (
    <div className="space-y-4">
      <SelectionHeader
        shownCount={orders.length}
        selection={selection}
        wholeTabCount={wholeTab?.count ?? null}
        status={summary}
      />
      <ul aria-label={t('page.adminOrders')} className="grid gap-4 xl:grid-cols-2">
        {orders.map((order) => (
          <li key={order.order_id}>
            <AdminOrderCard
              order={order}
              shipment={list.shipments?.[String(order.order_id)]}
              onAction={(kind) => onAction(kind, order)}
              onShowProof={() => onShowProof(order)}
              selection={{
                checked: selection.isTicked(order.order_id),
                onChange: (checked) => selection.tick(order.order_id, checked),
              }}
            />
          </li>
        ))}
      </ul>
      {target ? (
        <BulkActionBar
          summary={summary}
          booking={list.shipment_booking}
          onAction={(action) => bulk.ask(action, target)}
          onClear={selection.clear}
        />
      ) : null}
      <p role="status" className="sr-only">
        {bulk.report
          ? t('adminOrders.bulkReportReady', {
              action: t(BULK_TEXT[bulk.report.result.action].button),
              summary: reportSummary(bulk.report, t),
            })
          : ''}
      </p>
      {bulk.pending ? (
        <BulkConfirmDialog
          action={bulk.pending.action}
          count={bulk.pending.target.count}
          busy={bulk.busy}
          onConfirm={bulk.run}
          onCancel={bulk.cancel}
        />
      ) : null}
      {bulk.report ? (
        <BulkReportDialog report={bulk.report} onClose={bulk.closeReport} onSaveAgain={bulk.saveAgain} />
      ) : null}
    </div>
  );
}
