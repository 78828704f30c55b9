import { useId } from 'react';
import type { Order } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { canMake } from '@boneka/shared/orders';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n/i18n';
import { useComplaintAnswer } from '../hooks/use-complaint-answer';
import { ComplaintAnswerFields } from './complaint-answer-fields';
import { ComplaintDecisionChoice } from './complaint-decision-choice';
import { orderState } from './order-state';

/**
 * "Jawab komplain" on the owner's order page while a complaint is open: a refund of an amount typed in Rupiah (what
 * is still paid, prefilled) with an optional note, or a decline with the reason the shopper will read. The refund
 * is recorded, not sent (decision 042). Nothing is chosen first: the owner decides.
 */
export function AdminComplaintForm({ order }: { order: Order }) {
  const t = useT();
  const decisionName = useId();
  const answer = useComplaintAnswer(order);
  const { decision, amount, busy, confirming, refundable } = answer;
  const confirmedAmount = formatRupiah(confirming?.decision === 'refund' ? (confirming.amount ?? refundable) : 0);
  // While the goods asked back are on their way, the complaint waits for them (ReturnSection, decision 059).
  if (!canMake('complaint_declined', orderState(order))) return null;

  return (
    <form
      onSubmit={(event) => void answer.submit(event)}
      noValidate
      aria-labelledby={`${decisionName}-title`}
      className="mt-5 space-y-4 border-t border-cream-200 pt-5"
    >
      <h3 id={`${decisionName}-title`} className="text-base font-extrabold">
        {t('adminOrders.complaintAnswerTitle')}
      </h3>
      {answer.canRefund ? (
        <ComplaintDecisionChoice
          name={decisionName}
          decision={decision}
          offered={answer.offered}
          disabled={busy}
          onChoose={answer.choose}
        />
      ) : (
        <p className="rounded-2xl bg-cream-100 px-4 py-3 text-xs font-medium text-stone-700">
          {t('adminOrders.complaintNoRefund')}
        </p>
      )}

      <ComplaintAnswerFields answer={answer} />

      <ConfirmDialog
        open={confirming !== null}
        title={t('adminOrders.complaintConfirmTitle')}
        message={t('adminOrders.complaintConfirmText', { amount: confirmedAmount, number: order.order_number })}
        confirmLabel={t('adminOrders.complaintConfirmYes', { amount: confirmedAmount })}
        cancelLabel={t('adminOrders.dialogCancel')}
        busyLabel={t('adminOrders.complaintSaving')}
        busy={busy}
        tone="primary"
        onConfirm={answer.confirm}
        onCancel={answer.cancelConfirm}
      />
      {answer.formError ? <Alert tone="error">{answer.formError}</Alert> : null}
      {decision ? (
        <Button
          type="submit"
          variant={decision === 'decline' ? 'danger' : 'primary'}
          disabled={busy}
          className="w-full sm:w-auto"
        >
          {busy
            ? t('adminOrders.complaintSaving')
            : decision === 'decline'
              ? t('adminOrders.complaintSubmitDecline')
              : decision === 'return'
                ? t('return.requestSubmit')
                : amount !== null
                  ? t('adminOrders.complaintSubmitRefund', { amount: formatRupiah(amount) })
                  : t('adminOrders.complaintSubmitRefundPlain')}
        </Button>
      ) : null}
    </form>
  );
}
