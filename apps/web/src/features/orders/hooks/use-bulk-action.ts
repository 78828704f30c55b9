import { useState } from 'react';
import type { BookShipmentBody } from '@boneka/shared/schemas/shipments';
import type { BulkAction, BulkSelection } from '@boneka/shared/schemas/bulk-orders';
import type { LabelLayout } from '@boneka/shared/shipping-labels';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { useBulkOrders, type BulkOrdersResult } from '../api/bulk-orders';
import { useDownloadOrderDocument, type OrderDocument } from '../api/download-order-documents';
import { DOCUMENT_OF } from '../components/bulk-actions';
import { refusalText } from '../components/order-refusal-text';

/** What a bulk action acts on: the ticked orders or a whole tab, and how many that is (for the confirmation). */
export type BulkTarget = { selection: BulkSelection; count: number };
/** What the confirmation asked: the size of a print, how the courier gets the parcels. */
export type BulkOptions = { layout: LabelLayout; shipment: BookShipmentBody };

/** The file of a document action after the report: none to make, on its way, saved, or refused. */
export type DocumentState =
  | { status: 'none' }
  | { status: 'saving' }
  | { status: 'saved'; name: string }
  | { status: 'failed'; reason: string | null };
export type BulkReport = { result: BulkOrdersResult; document: DocumentState | null };

/**
 * A bulk action from the ask to the report (issue 43): the confirmation, the one request, the per-order report, then
 * the file of the orders a print or an export included. A refusal of the whole request (a selection the server does
 * not take) is a toast; a report is never replaced by one, so one failure never hides the others' outcome.
 */
export function useBulkAction({ onActed }: { onActed: (action: BulkAction) => void }) {
  const t = useT();
  const { show } = useToast();
  const bulk = useBulkOrders();
  const download = useDownloadOrderDocument();
  const [pending, setPending] = useState<{ action: BulkAction; target: BulkTarget } | null>(null);
  const [report, setReport] = useState<BulkReport | null>(null);
  const [document, setDocument] = useState<OrderDocument | null>(null);

  const save = async (file: OrderDocument) => {
    setReport((current) => current && { ...current, document: { status: 'saving' } });
    try {
      const name = await download.mutateAsync(file);
      setReport((current) => current && { ...current, document: { status: 'saved', name } });
    } catch (error) {
      const reason = isApiError(error) && error.serverMessage ? errorText(error, t, '') : null;
      setReport((current) => current && { ...current, document: { status: 'failed', reason } });
    }
  };

  const run = async ({ layout, shipment }: BulkOptions) => {
    if (!pending) return;
    const { action, target } = pending;
    try {
      const result = await bulk.mutateAsync({
        action,
        selection: target.selection,
        ...(action === 'book_shipment' ? { shipment } : {}),
      });
      setPending(null);
      const kind = DOCUMENT_OF[action];
      const file: OrderDocument | null =
        kind && result.document_ids
          ? kind === 'export'
            ? { kind, ids: result.document_ids }
            : { kind, ids: result.document_ids, layout }
          : null;
      setDocument(file);
      setReport({ result, document: kind ? (file ? { status: 'saving' } : { status: 'none' }) : null });
      onActed(action);
      if (file) await save(file);
    } catch (error) {
      setPending(null);
      show('error', refusalText(error, t, t('adminOrders.bulkFailed')));
    }
  };

  return {
    pending,
    busy: bulk.isPending,
    ask: (action: BulkAction, target: BulkTarget) => setPending({ action, target }),
    cancel: () => setPending(null),
    run: (options: BulkOptions) => void run(options),
    report,
    closeReport: () => setReport(null),
    /** The file again, after it failed (or to save a second copy). */
    saveAgain: () => {
      if (document) void save(document);
    },
  };
}
