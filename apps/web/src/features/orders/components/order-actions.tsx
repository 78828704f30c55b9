import { useState } from 'react';
import { Link } from 'react-router';
import type { Order } from '@boneka/shared';
import { canMake, needsOnlinePayment, needsPaymentUpload } from '@boneka/shared/orders';
import type { AlertTone } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { useCancelOrder } from '../api/cancel-order';
import { useConfirmReceived } from '../api/confirm-received';
import { ComplaintDialog } from './complaint-form';
import { orderState } from './order-state';

type OrderActionsProps = {
  order: Order;
  /** The list links to the detail; the detail itself does not. */
  showDetails?: boolean;
  /** "Ajukan Komplain" is offered on the order's own page, where the complaint then shows. */
  offerComplaint?: boolean;
  onResult: (tone: AlertTone, text: string) => void;
};

/** What the shopper can do with an order now: the shared state machine decides which buttons show. */
export function OrderActions({ order, showDetails = true, offerComplaint = false, onResult }: OrderActionsProps) {
  const t = useT();
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const receive = useConfirmReceived();
  const [confirmingReceipt, setConfirmingReceipt] = useState(false);
  const [complaining, setComplaining] = useState(false);
  const state = orderState(order);
  // Once a proof waits for the shop, "Batalkan" asks the shop, which decides (decision 032).
  const asksShop = canMake('cancel_requested', state);

  const confirmCancel = async () => {
    try {
      await cancel.mutateAsync(order.secure_token);
      onResult('success', asksShop ? t('orders.cancelRequested') : t('orders.cancelled'));
    } catch (error) {
      onResult('error', errorText(error, t, t('orders.cancelFailed')));
    } finally {
      setConfirming(false);
    }
  };

  const confirmReceipt = async () => {
    try {
      await receive.mutateAsync(order.secure_token);
      onResult('success', t('orders.receivedDone'));
    } catch (error) {
      onResult('error', errorText(error, t, t('orders.receivedFailed')));
    } finally {
      setConfirmingReceipt(false);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      {canMake('received_by_customer', state) ? (
        <Button size="sm" onClick={() => setConfirmingReceipt(true)}>
          {t('orders.received')}
        </Button>
      ) : null}
      {offerComplaint && canMake('complaint_filed', state) ? (
        <Button variant="outline" size="sm" onClick={() => setComplaining(true)}>
          {t('orders.complain')}
        </Button>
      ) : null}
      {showDetails ? (
        <Link to={paths.orderDetail.href(order.secure_token)} className={buttonClass('outline', 'sm')}>
          {t('orders.viewDetails')}
        </Link>
      ) : null}
      {order.status === 'delivered' ? (
        <Link to={paths.orderReview.href(order.secure_token)} className={buttonClass('secondary', 'sm')}>
          {t('orders.writeReview')}
        </Link>
      ) : null}
      {needsPaymentUpload(state) ? (
        <Link to={paths.payment.href(order.secure_token)} className={buttonClass('primary', 'sm')}>
          {t('orders.uploadPayment')}
        </Link>
      ) : null}
      {needsOnlinePayment(state) ? (
        <Link to={paths.payment.href(order.secure_token)} className={buttonClass('primary', 'sm')}>
          {t('orders.payOnline')}
        </Link>
      ) : null}
      {canMake('cancelled_by_customer', state) || asksShop ? (
        <Button variant="ghost" size="sm" className="text-red-600 hover:bg-red-50" onClick={() => setConfirming(true)}>
          {t('orders.cancel')}
        </Button>
      ) : null}
      {order.cancel_requested_at ? (
        <p className="basis-full text-sm font-semibold text-amber-800">{t('orders.cancelRequested')}</p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={asksShop ? t('orders.cancelRequestTitle') : t('orders.cancelTitle')}
        message={t(asksShop ? 'orders.cancelRequestConfirm' : 'orders.cancelConfirm', { number: order.order_number })}
        confirmLabel={asksShop ? t('orders.cancelRequestButton') : t('orders.cancelConfirmButton')}
        cancelLabel={t('orders.keepOrder')}
        busyLabel={t('orders.cancelling')}
        busy={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setConfirming(false)}
      />
      <ConfirmDialog
        open={confirmingReceipt}
        tone="primary"
        title={t('orders.receivedTitle')}
        message={t('orders.receivedConfirm', { number: order.order_number })}
        confirmLabel={t('orders.receivedButton')}
        cancelLabel={t('orders.notYet')}
        busyLabel={t('orders.receiving')}
        busy={receive.isPending}
        onConfirm={() => void confirmReceipt()}
        onCancel={() => setConfirmingReceipt(false)}
      />
      {offerComplaint ? (
        <ComplaintDialog
          order={order}
          open={complaining && canMake('complaint_filed', state)}
          onClose={() => setComplaining(false)}
          onFiled={(message) => {
            setComplaining(false);
            onResult('success', message);
          }}
        />
      ) : null}
    </div>
  );
}
