import { RETURN_ADDRESS } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { TextAreaField } from '@/components/ui/form-field';
import { MoneyField } from '@/components/ui/money-field';
import { useT } from '@/lib/i18n/i18n';
import { NOTE_MAX, type ComplaintAnswer } from '../hooks/use-complaint-answer';

/** "Kembalikan barang": the note to the shopper, and the return address they will be given (decision 059). */
function ReturnRequestFields({ answer }: { answer: ComplaintAnswer }) {
  const t = useT();
  return (
    <>
      <div>
        <TextAreaField
          label={t('return.requestNote')}
          optionalText={t('common.optional')}
          placeholder={t('return.requestNoteHint')}
          value={answer.returnNote}
          onChange={(event) => answer.changeReturnNote(event.target.value)}
          error={answer.noteError}
          maxLength={NOTE_MAX}
          rows={2}
          disabled={answer.busy}
        />
      </div>
      <div className="rounded-2xl bg-cream-100 px-4 py-3 text-sm">
        <p className="text-xs font-semibold text-stone-600">{t('return.requestAddress')}</p>
        <address className="mt-1 not-italic text-cocoa-900">
          <span className="block font-bold">{RETURN_ADDRESS.recipient}</span>
          <span className="block">{RETURN_ADDRESS.phone}</span>
          <span className="block break-words">{RETURN_ADDRESS.address}</span>
        </address>
      </div>
      <p className="text-xs text-stone-600">{t('return.requestNext')}</p>
    </>
  );
}

/**
 * A refund's amount and note, the goods asked back with a note, or a decline's reason, for the decision chosen
 * (nothing before one is).
 */
export function ComplaintAnswerFields({ answer }: { answer: ComplaintAnswer }) {
  const t = useT();
  const { busy, refundable } = answer;
  if (answer.decision === 'refund') {
    return (
      <>
        <div className="max-w-xs">
          <MoneyField
            label={t('adminOrders.complaintAmount')}
            typed={answer.amountText}
            value={answer.amountText}
            maxValue={refundable}
            error={answer.amountError}
            disabled={busy}
            onChange={(event) => answer.changeAmount(event.target.value)}
          />
          <p className="mt-1 text-xs text-stone-500">
            {t('adminOrders.complaintRefundable', { amount: formatRupiah(refundable) })}
          </p>
        </div>
        <TextAreaField
          label={t('adminOrders.complaintNote')}
          optionalText={t('common.optional')}
          value={answer.refundNote}
          onChange={(event) => answer.changeRefundNote(event.target.value)}
          error={answer.noteError}
          maxLength={NOTE_MAX}
          rows={2}
          disabled={busy}
        />
        <p className="text-xs text-stone-600">{t('adminOrders.complaintRefundRecorded')}</p>
      </>
    );
  }
  if (answer.decision === 'return') return <ReturnRequestFields answer={answer} />;
  if (answer.decision === 'decline') {
    return (
      <div>
        <TextAreaField
          label={t('adminOrders.complaintDeclineReason')}
          value={answer.declineReason}
          onChange={(event) => answer.changeDeclineReason(event.target.value)}
          error={answer.noteError}
          maxLength={NOTE_MAX}
          rows={3}
          required
          disabled={busy}
        />
        {answer.noteError ? null : (
          <p className="mt-1.5 text-xs text-stone-500">{t('adminOrders.complaintDeclineReasonHint')}</p>
        )}
      </div>
    );
  }
  return null;
}
