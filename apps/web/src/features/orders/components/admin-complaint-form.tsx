import { useId, useState, type FormEvent } from 'react';
import { AnswerComplaintBody, type Order } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { canMake } from '@boneka/shared/orders';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextAreaField } from '@/components/ui/form-field';
import { MoneyField, readTyped, typedNumberText } from '@/components/ui/money-field';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useT, type MessageKey, type Translate } from '@/lib/i18n/i18n';
import { useAnswerComplaint } from '../api/answer-complaint';
import { orderState } from './order-state';

type Decision = AnswerComplaintBody['decision'];
const [REFUND_SHAPE, DECLINE_SHAPE] = AnswerComplaintBody.options;
/** The note's bounds as the shared schema sets them: a refund's note and a decline's reason share the maximum. */
const NOTE_MAX = DECLINE_SHAPE.shape.note.maxLength ?? 0;
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
  const parsed = (decision === 'refund' ? REFUND_SHAPE : DECLINE_SHAPE).shape.note.safeParse(note);
  return parsed.success ? undefined : t('adminOrders.complaintNoteInvalid', { max: NOTE_MAX });
};

const DECISIONS: { value: Decision; label: MessageKey; hint: MessageKey }[] = [
  { value: 'refund', label: 'adminOrders.complaintRefund', hint: 'adminOrders.complaintRefundHint' },
  { value: 'decline', label: 'adminOrders.complaintDecline', hint: 'adminOrders.complaintDeclineHint' },
];

/**
 * "Jawab komplain" on the owner's order page while a complaint is open: a refund of an amount typed in Rupiah (what
 * is still paid, prefilled) with an optional note, or a decline with the reason the shopper will read. The refund
 * is recorded, not sent (decision 042). Nothing is chosen first: the owner decides.
 */
export function AdminComplaintForm({ order }: { order: Order }) {
  const t = useT();
  const { show } = useToast();
  const answer = useAnswerComplaint();
  const decisionName = useId();
  const state = orderState(order);
  const refundable = Math.max(0, order.total_amount - order.refunded_amount);
  const canRefund = canMake('complaint_refunded', state) && refundable > 0;
  const [decision, setDecision] = useState<Decision | null>(canRefund ? null : 'decline');
  const [amountText, setAmountText] = useState(typedAmount(refundable));
  const [refundNote, setRefundNote] = useState('');
  const [declineReason, setDeclineReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  /** The refund checked and waiting for the owner's "yes": money is recorded only after a second look. */
  const [confirming, setConfirming] = useState<AnswerComplaintBody | null>(null);
  const busy = answer.isPending;
  const reading = readTyped(amountText, 'rupiah', refundable);
  const amount = reading.ok && reading.value > 0 ? reading.value : null;
  const note = decision === 'refund' ? refundNote : declineReason;

  const amountError =
    typeof errors.amount === 'object'
      ? t('adminOrders.complaintTooLarge', { amount: formatRupiah(refundable) })
      : errors.amount;

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
    await send({ decision, note: note.trim() });
  };

  const send = async (body: AnswerComplaintBody) => {
    try {
      await answer.mutateAsync({ orderId: order.order_id, answer: body });
      show(
        'success',
        body.decision === 'refund'
          ? t('adminOrders.complaintRefunded', { amount: formatRupiah(body.amount ?? refundable) })
          : t('adminOrders.complaintDeclined'),
      );
    } catch (error) {
      setErrors(refusal(t, error));
    }
    setConfirming(null);
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${decisionName}-title`}
      className="mt-5 space-y-4 border-t border-cream-200 pt-5"
    >
      <h3 id={`${decisionName}-title`} className="text-base font-extrabold">
        {t('adminOrders.complaintAnswerTitle')}
      </h3>
      {canRefund ? (
        <fieldset disabled={busy}>
          <legend className="mb-1.5 text-sm font-semibold text-cocoa-700">{t('adminOrders.complaintDecision')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {DECISIONS.map((option) => {
              const checked = decision === option.value;
              return (
                <label
                  key={option.value}
                  className={cn(
                    'flex cursor-pointer items-start gap-2.5 rounded-xl border px-3 py-2.5 transition-colors',
                    checked
                      ? 'border-rose-400 bg-rose-50 ring-2 ring-rose-100'
                      : 'border-cream-300 hover:border-rose-200',
                  )}
                >
                  <input
                    type="radio"
                    name={decisionName}
                    value={option.value}
                    checked={checked}
                    onChange={() => {
                      setDecision(option.value);
                      setErrors({});
                    }}
                    className="mt-0.5 size-4 shrink-0 accent-rose-500"
                  />
                  <span className="min-w-0">
                    <span className="block text-sm font-bold text-cocoa-900">{t(option.label)}</span>
                    <span className="block text-xs text-stone-600">{t(option.hint)}</span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : (
        <p className="rounded-2xl bg-cream-100 px-4 py-3 text-xs font-medium text-stone-700">
          {t('adminOrders.complaintNoRefund')}
        </p>
      )}

      {decision === 'refund' ? (
        <>
          <div className="max-w-xs">
            <MoneyField
              label={t('adminOrders.complaintAmount')}
              typed={amountText}
              value={amountText}
              maxValue={refundable}
              error={amountError}
              disabled={busy}
              onChange={(event) => {
                setAmountText(event.target.value);
                setErrors((current) => ({ ...current, amount: undefined, form: undefined }));
              }}
            />
            <p className="mt-1 text-xs text-stone-500">
              {t('adminOrders.complaintRefundable', { amount: formatRupiah(refundable) })}
            </p>
          </div>
          <TextAreaField
            label={t('adminOrders.complaintNote')}
            optionalText={t('common.optional')}
            value={refundNote}
            onChange={(event) => {
              setRefundNote(event.target.value);
              setErrors((current) => ({ ...current, note: undefined, form: undefined }));
            }}
            error={errors.note}
            maxLength={NOTE_MAX}
            rows={2}
            disabled={busy}
          />
          <p className="text-xs text-stone-600">{t('adminOrders.complaintRefundRecorded')}</p>
        </>
      ) : decision === 'decline' ? (
        <div>
          <TextAreaField
            label={t('adminOrders.complaintDeclineReason')}
            value={declineReason}
            onChange={(event) => {
              setDeclineReason(event.target.value);
              setErrors((current) => ({ ...current, note: undefined, form: undefined }));
            }}
            error={errors.note}
            maxLength={NOTE_MAX}
            rows={3}
            required
            disabled={busy}
          />
          {errors.note ? null : (
            <p className="mt-1.5 text-xs text-stone-500">{t('adminOrders.complaintDeclineReasonHint')}</p>
          )}
        </div>
      ) : null}

      <ConfirmDialog
        open={confirming !== null}
        title={t('adminOrders.complaintConfirmTitle')}
        message={t('adminOrders.complaintConfirmText', {
          amount: formatRupiah(confirming?.decision === 'refund' ? (confirming.amount ?? refundable) : 0),
          number: order.order_number,
        })}
        confirmLabel={t('adminOrders.complaintConfirmYes', {
          amount: formatRupiah(confirming?.decision === 'refund' ? (confirming.amount ?? refundable) : 0),
        })}
        cancelLabel={t('adminOrders.dialogCancel')}
        busyLabel={t('adminOrders.complaintSaving')}
        busy={busy}
        tone="primary"
        onConfirm={() => void (confirming && send(confirming))}
        onCancel={() => setConfirming(null)}
      />
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      {decision ? (
        <Button type="submit" variant={decision === 'decline' ? 'danger' : 'primary'} disabled={busy}>
          {busy
            ? t('adminOrders.complaintSaving')
            : decision === 'decline'
              ? t('adminOrders.complaintSubmitDecline')
              : amount !== null
                ? t('adminOrders.complaintSubmitRefund', { amount: formatRupiah(amount) })
                : t('adminOrders.complaintSubmitRefundPlain')}
        </Button>
      ) : null}
    </form>
  );
}

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
