import type { BulkAction, BulkOrderResult } from '@boneka/shared/schemas/bulk-orders';
import type { PrintKind } from '@boneka/shared/shipping-labels';
import type { MessageKey, Translate } from '@/lib/i18n/i18n';
import { refusalKey } from './order-refusal-text';

/** The action bar's order: print, then move, then take the list away as a sheet. */
export const BAR_ACTIONS = ['labels', 'packing_slips', 'process', 'book_shipment', 'export'] as const;

/** Each bulk action's words: its button, its confirmation (naming how many orders) and its report's title. */
export const BULK_TEXT: Record<BulkAction, { button: MessageKey; confirm: MessageKey; report: MessageKey }> = {
  labels: {
    button: 'adminOrders.bulk.labels',
    confirm: 'adminOrders.bulk.labelsConfirm',
    report: 'adminOrders.bulk.labelsReport',
  },
  packing_slips: {
    button: 'adminOrders.bulk.packingSlips',
    confirm: 'adminOrders.bulk.packingSlipsConfirm',
    report: 'adminOrders.bulk.packingSlipsReport',
  },
  process: {
    button: 'adminOrders.bulk.process',
    confirm: 'adminOrders.bulk.processConfirm',
    report: 'adminOrders.bulk.processReport',
  },
  book_shipment: {
    button: 'adminOrders.bulk.bookShipment',
    confirm: 'adminOrders.bulk.bookShipmentConfirm',
    report: 'adminOrders.bulk.bookShipmentReport',
  },
  export: {
    button: 'adminOrders.bulk.export',
    confirm: 'adminOrders.bulk.exportConfirm',
    report: 'adminOrders.bulk.exportReport',
  },
};

/** The file an action makes of the orders it included: a PDF of labels or packing slips, or the CSV. */
export const DOCUMENT_OF: Partial<Record<BulkAction, PrintKind | 'export'>> = {
  labels: 'label',
  packing_slips: 'packing_slip',
  export: 'export',
};

/** A state that does not allow the action, said for the action: the owner learns which orders it is for. */
const NOT_FOR_ACTION: Partial<Record<BulkAction, MessageKey>> = {
  process: 'adminOrders.bulkReason.processInvalid',
  book_shipment: 'adminOrders.bulkReason.bookInvalid',
};

/**
 * An order's outcome in the owner's words: nothing when done, else the reason by its code; a vendor's refusal keeps
 * the vendor's own words after ours (they name what to fix: a phone number, a weight); an unknown code shows the
 * server's message.
 */
export function resultReason(action: BulkAction, result: BulkOrderResult, t: Translate): string | null {
  if (result.outcome === 'done') return null;
  if (result.code === 'SHIPMENT_FAILED')
    return result.message
      ? t('adminOrders.bulkReason.shipmentFailedWith', { error: result.message })
      : t('adminOrders.bulkReason.shipmentFailed');
  const forAction = result.code === 'INVALID_TRANSITION' ? NOT_FOR_ACTION[action] : undefined;
  const key = forAction ?? refusalKey(result.code);
  if (key) return t(key);
  return result.message ?? t('adminOrders.bulkReason.unknown');
}
