import { useState } from 'react';
import type { AdminOrder } from '@boneka/shared';
import { canBookShipment, canChangeResi } from '@boneka/shared/orders';
import type { Shipment, ShipmentStep } from '@boneka/shared/schemas/shipments';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useT, type MessageKey } from '@/lib/i18n/i18n';
import { useBookShipment, type AdminOrderReply } from '../api/book-shipment';
import { useCancelShipment } from '../api/cancel-shipment';
import { useDownloadShipmentLabel } from '../api/download-shipment-label';
import { AdminResiForm } from './admin-resi-form';
import { orderState } from './order-state';
import { refusalText } from './order-refusal-text';
import { ShipmentBadge } from './shipment-badge';
import {
  defaultShipmentChoice,
  shipmentBody,
  ShipmentMethodFields,
  type ShipmentChoice,
} from './shipment-method-fields';
import { PrinterIcon } from './shipping-labels-print';

const STEP_TEXT: Record<ShipmentStep, MessageKey> = {
  destination: 'adminOrders.shipment.step.destination',
  create: 'adminOrders.shipment.step.create',
  pickup: 'adminOrders.shipment.step.pickup',
  label: 'adminOrders.shipment.step.label',
  cancel: 'adminOrders.shipment.step.cancel',
};

/** A shipment whose airway bill is the order's resi: the resi is the vendor's, not typed. */
const holdsResi = (shipment: Shipment | null) =>
  shipment !== null && (shipment.state === 'awaiting_pickup' || shipment.state === 'picked_up');

/** Book (or retry), tell the owner how it went; a vendor's refusal is kept on the order and shown by the panel. */
function useBooking(order: AdminOrder) {
  const t = useT();
  const { show } = useToast();
  const book = useBookShipment();
  const run = async (choice: ShipmentChoice) => {
    let reply: AdminOrderReply;
    try {
      reply = await book.mutateAsync({ orderId: order.order_id, body: shipmentBody(choice) });
    } catch (error) {
      show('error', refusalText(error, t, t('adminOrders.shipment.bookFailed')));
      return;
    }
    const shipment = reply.data.shipment;
    if (shipment?.state === 'failed') show('error', t('adminOrders.shipment.bookFailedSee'));
    else if (shipment?.awb) show('success', t('adminOrders.shipment.bookedAwb', { awb: shipment.awb }));
    else show('success', t('adminOrders.shipment.booked'));
  };
  return { busy: book.isPending, run: (choice: ShipmentChoice) => void run(choice) };
}

/** "Atur Pengiriman": pick-up or drop-off, and when; the vendor answers with the airway bill and its label. */
function BookForm({ order }: { order: AdminOrder }) {
  const t = useT();
  const booking = useBooking(order);
  const [choice, setChoice] = useState<ShipmentChoice>(defaultShipmentChoice);
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        booking.run(choice);
      }}
    >
      <p className="text-sm text-stone-600">{t('adminOrders.shipment.intro')}</p>
      <ShipmentMethodFields value={choice} onChange={setChoice} disabled={booking.busy} />
      <Button type="submit" disabled={booking.busy}>
        {booking.busy ? t('adminOrders.shipment.booking') : t('adminOrders.shipment.book')}
      </Button>
    </form>
  );
}

/** The vendor refused or did not answer: why, at which step, after how many tries, and "Coba Lagi". */
function Failure({ order, shipment }: { order: AdminOrder; shipment: Shipment }) {
  const t = useT();
  const booking = useBooking(order);
  return (
    <Alert tone="error" live={false}>
      <p className="font-bold">
        {shipment.failed_step
          ? t('adminOrders.shipment.failedAt', { step: t(STEP_TEXT[shipment.failed_step]) })
          : t('adminOrders.shipment.failed')}
      </p>
      {shipment.error ? <p className="mt-1 break-words">{shipment.error}</p> : null}
      <p className="mt-1 text-xs">{t('adminOrders.shipment.attempts', { count: shipment.attempts })}</p>
      <Button
        size="sm"
        className="mt-3"
        disabled={booking.busy}
        onClick={() => booking.run({ ...defaultShipmentChoice, method: shipment.method })}
      >
        {booking.busy ? t('adminOrders.shipment.booking') : t('adminOrders.shipment.retry')}
      </Button>
    </Alert>
  );
}

/** A booked parcel: its airway bill, how and when the courier gets it, its label, and the cancel while it may. */
function Booked({ order, shipment }: { order: AdminOrder; shipment: Shipment }) {
  const t = useT();
  const { language } = useLanguage();
  const { show } = useToast();
  const label = useDownloadShipmentLabel();
  const cancel = useCancelShipment();
  const [asking, setAsking] = useState(false);
  const print = async () => {
    try {
      const name = await label.mutateAsync({ orderId: order.order_id, orderNumber: order.order_number });
      show('success', t('adminOrders.labelsSaved', { name }));
    } catch (error) {
      show('error', refusalText(error, t, t('adminOrders.shipment.labelFailed')));
    }
  };
  const confirmCancel = async () => {
    try {
      await cancel.mutateAsync(order.order_id);
      show('success', t('adminOrders.shipment.cancelledToast'));
    } catch (error) {
      show('error', refusalText(error, t, t('adminOrders.shipment.cancelFailed')));
    }
    setAsking(false);
  };
  return (
    <>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        {shipment.awb ? (
          <div className="min-w-0">
            <dt className="text-xs font-semibold text-stone-500">{t('adminOrders.shipment.awb')}</dt>
            <dd className="font-mono font-bold tracking-wide break-all text-cocoa-900">{shipment.awb}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-xs font-semibold text-stone-500">{t('adminOrders.shipment.method')}</dt>
          <dd className="font-semibold text-cocoa-900">
            {t(
              shipment.method === 'pickup' ? 'adminOrders.shipment.methodPickup' : 'adminOrders.shipment.methodDropOff',
            )}
          </dd>
        </div>
        {shipment.pickup_at ? (
          <div>
            <dt className="text-xs font-semibold text-stone-500">{t('adminOrders.shipment.pickupAt')}</dt>
            <dd className="font-semibold text-cocoa-900">{formatDateTime(shipment.pickup_at, language)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        {shipment.has_label ? (
          <Button size="sm" disabled={label.isPending} onClick={() => void print()}>
            <PrinterIcon className="size-4" />
            {label.isPending ? t('adminOrders.labelsPrinting') : t('adminOrders.shipment.printLabel')}
          </Button>
        ) : null}
        {shipment.cancellable ? (
          <Button variant="outline" size="sm" className="text-red-700" onClick={() => setAsking(true)}>
            {t('adminOrders.shipment.cancel')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking}
        title={t('adminOrders.shipment.cancelTitle')}
        message={t('adminOrders.shipment.cancelText', { number: order.order_number })}
        confirmLabel={t('adminOrders.shipment.cancelYes')}
        cancelLabel={t('adminOrders.dialogCancel')}
        busyLabel={t('adminOrders.working')}
        busy={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** Where the shipment stands: its badge and the vendor's order number, then what belongs to that state. */
function ShipmentState({ order, shipment }: { order: AdminOrder; shipment: Shipment }) {
  const t = useT();
  if (shipment.state === 'failed') return <Failure order={order} shipment={shipment} />;
  return (
    <>
      <div role={shipment.state === 'booking' ? 'status' : undefined} className="flex flex-wrap items-center gap-2">
        <ShipmentBadge shipment={shipment} />
        {shipment.vendor_order_no ? (
          <span className="text-xs break-all text-stone-600">
            {t('adminOrders.shipment.vendorOrder', { number: shipment.vendor_order_no })}
          </span>
        ) : null}
      </div>
      {shipment.state === 'created' ? (
        <p className="text-sm text-stone-600">{t('adminOrders.shipment.createdText')}</p>
      ) : null}
      {holdsResi(shipment) ? <Booked order={order} shipment={shipment} /> : null}
    </>
  );
}

/**
 * The "Pengiriman" panel of the owner's order page (issue 43, decision 058). With booking (a Komship key): "Atur
 * Pengiriman" for an order ready to leave, then the shipment's state: its airway bill, "Cetak Label Kurir",
 * "Batalkan Pengiriman" before pick-up, or the vendor's failure with "Coba Lagi". Without booking, and for a parcel
 * whose resi was typed, the resi form as before.
 */
export function ShipmentPanel({ order }: { order: AdminOrder }) {
  const t = useT();
  const state = orderState(order);
  const shipment = order.shipment;
  const resiForm =
    canChangeResi(state) && !holdsResi(shipment) ? (
      <AdminResiForm key={order.tracking_number ?? ''} order={order} />
    ) : null;
  const bookable = order.shipment_booking && canBookShipment(state);
  const showShipment = shipment !== null && (order.shipment_booking || shipment.state !== 'cancelled');
  if (!showShipment && !bookable && !resiForm) return null;
  return (
    <div className="mt-4 space-y-3 border-t border-cream-200 pt-4">
      {showShipment || bookable ? <h3 className="text-sm font-extrabold">{t('adminOrders.shipment.title')}</h3> : null}
      {showShipment ? <ShipmentState order={order} shipment={shipment} /> : null}
      {bookable && (shipment === null || shipment.state === 'cancelled') ? <BookForm order={order} /> : null}
      {resiForm}
    </div>
  );
}
