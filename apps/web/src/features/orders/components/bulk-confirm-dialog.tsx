import { useState } from 'react';
import type { BulkAction } from '@boneka/shared/schemas/bulk-orders';
import type { LabelLayout } from '@boneka/shared/shipping-labels';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n/i18n';
import type { BulkOptions } from '../hooks/use-bulk-action';
import { BULK_TEXT } from './bulk-actions';
import {
  defaultShipmentChoice,
  shipmentBody,
  ShipmentMethodFields,
  type ShipmentChoice,
} from './shipment-method-fields';
import { LabelLayoutChoice } from './shipping-labels-print';

/**
 * The confirmation of a bulk action, naming how many orders it acts on; a print asks its size (A6 or A4), a booking
 * how the courier gets the parcels. Mounted while asked, so each ask starts from the defaults.
 */
export function BulkConfirmDialog({
  action,
  count,
  busy,
  onConfirm,
  onCancel,
}: {
  action: BulkAction;
  count: number;
  busy: boolean;
  onConfirm: (options: BulkOptions) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [layout, setLayout] = useState<LabelLayout>('a6');
  const [shipment, setShipment] = useState<ShipmentChoice>(defaultShipmentChoice);
  const text = BULK_TEXT[action];
  return (
    <ConfirmDialog
      open
      title={t(text.button)}
      message={t(text.confirm, { count })}
      confirmLabel={t('adminOrders.bulkConfirmYes', { count })}
      cancelLabel={t('adminOrders.dialogCancel')}
      busyLabel={t('adminOrders.working')}
      busy={busy}
      tone="primary"
      onConfirm={() => onConfirm({ layout, shipment: shipmentBody(shipment) })}
      onCancel={onCancel}
    >
      {action === 'labels' || action === 'packing_slips' ? (
        <LabelLayoutChoice value={layout} onChange={setLayout} disabled={busy} />
      ) : action === 'book_shipment' ? (
        <ShipmentMethodFields value={shipment} onChange={setShipment} disabled={busy} />
      ) : null}
    </ConfirmDialog>
  );
}
