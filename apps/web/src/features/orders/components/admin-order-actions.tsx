import { useState } from 'react';
import type { Order } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { isTrackableCourier } from '@boneka/shared/tracking';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useT, type MessageKey } from '@/lib/i18n/i18n';
import { useAdminCancelOrder } from '../api/admin-cancel-order';
import { useCheckAmountMismatches } from '../api/check-amount-mismatches';
import { useDecideCancelRequest } from '../api/decide-cancel-request';
import { useRecordRefund } from '../api/record-refund';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { useUpdatePaymentStatus } from '../api/update-payment-status';
import type { AdminActionKind } from './admin-order-card';
import { expectedAmount, ProofOverlay } from './proof-overlay';

const actionText: Record<AdminActionKind, { title: MessageKey; message: MessageKey }> = {
  confirm: { title: 'adminOrders.confirmTitle', message: 'adminOrders.confirmText' },
  reject: { title: 'adminOrders.rejectTitle', message: 'adminOrders.rejectText' },
  process: { title: 'adminOrders.processTitle', message: 'adminOrders.processText' },
  ship: { title: 'adminOrders.shipTitle', message: 'adminOrders.shipText' },
  deliver: { title: 'adminOrders.deliverTitle', message: 'adminOrders.deliverText' },
  cancel: { title: 'adminOrders.cancelTitle', message: 'adminOrders.cancelText' },
  refund: { title: 'adminOrders.refundTitle', message: 'adminOrders.refundText' },
  amountCheck: { title: 'adminOrders.amountCheckTitle', message: 'adminOrders.amountCheckText' },
  acceptCancel: { title: 'adminOrders.acceptCancelTitle', message: 'adminOrders.acceptCancelText' },
  declineCancel: { title: 'adminOrders.declineCancelTitle', message: 'adminOrders.declineCancelText' },
};

type PendingAction = { kind: AdminActionKind; order: Order };

/**
 * The owner's moves on an order, each behind a confirmation, and the proof overlay: one place for the order list
 * and the order's own page. Render `dialogs` once; `open` asks to make a move, `showProof` shows the proof.
 */
export function useAdminOrderActions() {
  const t = useT();
  const payment = useUpdatePaymentStatus();
  const status = useUpdateOrderStatus();
  const cancel = useAdminCancelOrder();
  const refund = useRecordRefund();
  const amountCheck = useCheckAmountMismatches();
  const cancelRequest = useDecideCancelRequest();
  const [action, setAction] = useState<PendingAction | null>(null);
  const [extra, setExtra] = useState('');
  /** Why the server refused the field's value; the dialog stays open so the owner can correct it. */
  const [extraError, setExtraError] = useState<string>();
  const [proofOrder, setProofOrder] = useState<Order | null>(null);
  const { show } = useToast();
  const busy =
    payment.isPending ||
    status.isPending ||
    cancel.isPending ||
    refund.isPending ||
    amountCheck.isPending ||
    cancelRequest.isPending;

  const open = (kind: AdminActionKind, order: Order) => {
    setExtra('');
    setExtraError(undefined);
    setAction({ kind, order });
  };

  const run = async () => {
    if (!action) return;
    const orderId = action.order.order_id;
    const text = extra.trim();
    try {
      switch (action.kind) {
        case 'confirm':
          await payment.mutateAsync({ orderId, paymentStatus: 'paid' });
          break;
        case 'reject':
          await payment.mutateAsync({ orderId, paymentStatus: 'failed', note: text });
          break;
        case 'process':
          await status.mutateAsync({ orderId, status: 'processing' });
          break;
        case 'ship':
          await status.mutateAsync({ orderId, status: 'shipped', trackingNumber: text });
          break;
        case 'deliver':
          await status.mutateAsync({ orderId, status: 'delivered' });
          break;
        case 'cancel':
          await cancel.mutateAsync(orderId);
          break;
        case 'refund':
          await refund.mutateAsync(orderId);
          break;
        case 'amountCheck':
          await amountCheck.mutateAsync({ orderId, note: text });
          break;
        case 'acceptCancel':
          await cancelRequest.mutateAsync({ orderId, decision: 'accept' });
          break;
        case 'declineCancel':
          await cancelRequest.mutateAsync({ orderId, decision: 'decline' });
          break;
      }
      show('success', t('adminOrders.updated'));
      setAction(null);
    } catch (error) {
      if (action.kind === 'ship' && isApiError(error) && error.code === 'TRACKING_NUMBER_REQUIRED') {
        setExtraError(t('adminOrders.resiRequired'));
        return;
      }
      show('error', errorText(error, t, t('adminOrders.updateFailed')));
      setAction(null);
    }
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={action !== null}
        title={action ? t(actionText[action.kind].title) : ''}
        message={
          action
            ? t(actionText[action.kind].message, {
                number: action.order.order_number,
                amount: formatRupiah(expectedAmount(action.order)),
              })
            : ''
        }
        confirmLabel={t('adminOrders.dialogConfirm')}
        cancelLabel={t('adminOrders.dialogCancel')}
        busyLabel={t('adminOrders.working')}
        busy={busy}
        tone={
          action?.kind === 'reject' || action?.kind === 'cancel' || action?.kind === 'acceptCancel'
            ? 'danger'
            : 'primary'
        }
        onConfirm={() => void run()}
        onCancel={() => setAction(null)}
      >
        {action?.kind === 'ship' ? (
          <TextField
            label={t('adminOrders.resiLabel')}
            // Tracked couriers' parcels need their resi when the shop tracks parcels (the server says so then).
            optionalText={isTrackableCourier(action.order.courier) ? undefined : t('common.optional')}
            hint={isTrackableCourier(action.order.courier) ? t('adminOrders.resiHint') : undefined}
            error={extraError}
            value={extra}
            onChange={(event) => {
              setExtra(event.target.value);
              setExtraError(undefined);
            }}
            maxLength={50}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('adminOrders.resiPlaceholder')}
            disabled={busy}
          />
        ) : action?.kind === 'reject' ? (
          <TextAreaField
            label={t('adminOrders.rejectReason')}
            optionalText={t('common.optional')}
            value={extra}
            onChange={(event) => setExtra(event.target.value)}
            maxLength={300}
            disabled={busy}
          />
        ) : action?.kind === 'amountCheck' ? (
          <TextField
            label={t('adminOrders.amountCheckNote')}
            optionalText={t('common.optional')}
            value={extra}
            onChange={(event) => setExtra(event.target.value)}
            maxLength={200}
            disabled={busy}
          />
        ) : null}
      </ConfirmDialog>
      <ProofOverlay order={proofOrder} onClose={() => setProofOrder(null)} />
    </>
  );

  return { open, showProof: setProofOrder, dialogs };
}
