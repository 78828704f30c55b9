import { useState, type FormEvent } from 'react';
import { AnswerComplaintBody, type Order } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { canMake } from '@boneka/shared/orders';
import { readTyped, typedNumberText } from '@/components/ui/money-field';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useT, type Translate } from '@/lib/i18n/i18n';
import { useAnswerComplaint } from '../api/answer-complaint';
import { orderState } from '../components/order-state';

export type Decision = AnswerComplaintBody['decision'];
const [REFUND_SHAPE, DECLINE_SHAPE, RETURN_SHAPE] = AnswerComplaintBody.options;
const NOTE_SHAPES = { refund: REFUND_SHAPE, decline: DECLINE_SHAPE, return: RETURN_SHAPE } as const;
/** The note's bounds as the shared schema sets them: a refund's note and a decline's reason share the maximum. */
export const NOTE_MAX = DECLINE_SHAPE.shape.note.maxLength ?? 0;
const DECLINE_REASON_MIN = DECLINE_SHAPE.shape.note.minLength ?? 0;

/** An amount as the owner types it (decision 031): 150000 shows as `150.000`. */
const typedAmount = (amount: number) => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(amount);

type Errors = {
  /** `tooLarge`: more than is still refundable, said with what is (which a refreshed order may have changed). */
  amount?: string | { tooLarge: true };
  note?: string;
  form?: string;
};

/** A note the shared schema refuses, in the page's language. */
const noteProblem = (t: Translate, decision: Decision, note: string): string | undefined => {
  if (decision === 'decline' && note.trim().length < DECLINE_REASON_MIN) {
    return t('adminOrders.complaintDeclineReasonRequired', { min: DECLINE_REASON_MIN });
  }
  const parsed = NOTE_SHAPES[decision].shape.note.safeParse(note);
  return parsed.success ? undefined : t('adminOrders.complaintNoteInvalid', { max: NOTE_MAX });
};

/** The server's refusal: an amount over what is still paid and a wrong field under that field, the rest above. */
function refusal(t: Translate, error: unknown): Errors {
  if (isApiError(error) && error.code === 'REFUND_TOO_LARGE') return { amount: { tooLarge: true } };
  if (isApiError(error) && error.code === 'VALIDATION_ERROR') {
    const paths = new Set(error.details.map((detail) => detail.path));
    if (paths.has('amount')) return { amount: t('adminOrders.complaintAmountRequired') };
    if (paths.has('note')) return { note: t('adminOrders.complaintNoteInvalid', { max: NOTE_MAX }) };
  }
  return { form: errorText(error, t, t('adminOrders.complaintFailed')) };
}

/**
 * The owner's answer to a complaint: the decision, the amount and note of a refund or the reason of a decline, checked
 * before sending; a refund waits for a second "yes" before it is recorded.
 */
export function useComplaintAnswer(order: Order) {
  const t = useT();
  const { show } = useToast();
  const answer = useAnswerComplaint();
  const refundable = Math.max(0, order.total_amount - order.refunded_amount);
  const canRefund = canMake('complaint_refunded', orderState(order)) && refundable > 0;
  // "Kembalikan barang" before a refund, once, while nothing was asked back yet (decision 059).
  const offered: Decision[] = canMake('return_requested', orderState(order))
    ? ['refund', 'return', 'decline']
    : ['refund', 'decline'];
  const [decision, setDecision] = useState<Decision | null>(canRefund ? null : 'decline');
  const [amountText, setAmountText] = useState(typedAmount(refundable));
  const [refundNote, setRefundNote] = useState('');
  const [declineReason, setDeclineReason] = useState('');
  const [returnNote, setReturnNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  /** The refund checked and waiting for the owner's "yes": money is recorded only after a second look. */
  const [confirming, setConfirming] = useState<AnswerComplaintBody | null>(null);
  const reading = readTyped(amountText, 'rupiah', refundable);
  const amount = reading.ok && reading.value > 0 ? reading.value : null;
  const note = decision === 'refund' ? refundNote : decision === 'return' ? returnNote : declineReason;

  const amountError =
    typeof errors.amount === 'object'
      ? t('adminOrders.complaintTooLarge', { amount: formatRupiah(refundable) })
      : errors.amount;

  const clearNoteError = () => setErrors((current) => ({ ...current, note: undefined, form: undefined }));

  const send = async (body: AnswerComplaintBody) => {
    try {
      await answer.mutateAsync({ orderId: order.order_id, answer: body });
      show(
        'success',
        body.decision === 'refund'
          ? t('adminOrders.complaintRefunded', { amount: formatRupiah(body.amount ?? refundable) })
          : body.decision === 'return'
            ? t('return.requested')
            : t('adminOrders.complaintDeclined'),
      );
    } catch (error) {
      setErrors(refusal(t, error));
    }
    setConfirming(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!decision) return;
    const problems: Errors = { note: noteProblem(t, decision, note) };
    if (decision === 'refund' && amount === null) {
      problems.amount = reading.ok
        ? t('adminOrders.complaintAmountZero')
        : (typedNumberText(t, reading) ?? t('adminOrders.complaintAmountRequired'));
    }
    if (problems.amount || problems.note) {
      setErrors(problems);
      return;
    }
    setErrors({});
    if (decision === 'refund') {
      setConfirming({ decision, amount: amount!, ...(note.trim() ? { note: note.trim() } : {}) });
      return;
    }
    await send(
      decision === 'return'
        ? { decision, ...(note.trim() ? { note: note.trim() } : {}) }
        : { decision, note: note.trim() },
    );
  };

  return {
    refundable,
    canRefund,
    offered,
    decision,
    choose: (value: Decision) => {
      setDecision(value);
      setErrors({});
    },
    amountText,
    amount,
    amountError,
    changeAmount: (text: string) => {
      setAmountText(text);
      setErrors((current) => ({ ...current, amount: undefined, form: undefined }));
    },
    refundNote,
    changeRefundNote: (text: string) => {
      setRefundNote(text);
      clearNoteError();
    },
    declineReason,
    changeDeclineReason: (text: string) => {
      setDeclineReason(text);
      clearNoteError();
    },
    returnNote,
    changeReturnNote: (text: string) => {
      setReturnNote(text);
      clearNoteError();
    },
    noteError: errors.note,
    formError: errors.form,
    confirming,
    confirm: () => void (confirming && send(confirming)),
    cancelConfirm: () => setConfirming(null),
    submit,
    busy: answer.isPending,
  };
}

export type ComplaintAnswer = ReturnType<typeof useComplaintAnswer>;
