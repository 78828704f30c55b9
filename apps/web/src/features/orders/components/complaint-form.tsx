import { useId, useState } from 'react';
import {
  COMPLAINT_MAX_PHOTOS,
  COMPLAINT_REASONS,
  FileComplaintFields,
  type ComplaintReason,
  type Order,
} from '@boneka/shared';
import { MULTI_LINE_TEXT_MESSAGE } from '@boneka/shared/text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { TextAreaField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useT, type Translate } from '@/lib/i18n/i18n';
import { useFileComplaint } from '../api/file-complaint';
import { ComplaintPhotoPicker } from './complaint-photo-picker';
import { COMPLAINT_REASON_LABELS } from './complaint-section';

/** The text's bounds as the shared schema sets them (the server reads the form with it). */
const TEXT_MIN = FileComplaintFields.shape.text.minLength ?? 0;
const TEXT_MAX = FileComplaintFields.shape.text.maxLength ?? 0;

type Draft = { reason: ComplaintReason | null; text: string; photos: File[] };
type FieldErrors = { reason?: string; text?: string; photos?: string; form?: string };

const emptyDraft: Draft = { reason: null, text: '', photos: [] };

/** The text's problem in the page's language: the shared schema's own message when the field knows it. */
const textProblem = (t: Translate, message: string) =>
  message === MULTI_LINE_TEXT_MESSAGE ? message : t('complaint.textLength', { min: TEXT_MIN, max: TEXT_MAX });

/** What the draft lacks before it can be sent, read by the schema the server reads it with. */
function checkDraft(t: Translate, draft: Draft): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.reason === null) errors.reason = t('complaint.reasonRequired');
  if (draft.text.trim().length < TEXT_MIN) {
    errors.text = t('complaint.textTooShort', { min: TEXT_MIN });
    return errors;
  }
  const parsed = FileComplaintFields.safeParse({ reason: draft.reason ?? COMPLAINT_REASONS[0], text: draft.text });
  const textIssue = parsed.error?.issues.find((issue) => issue.path[0] === 'text');
  if (textIssue) errors.text = textProblem(t, textIssue.message);
  return errors;
}

/** The server's refusal on the fields it names, in the page's language; anything else above the buttons. */
function refusalErrors(t: Translate, error: unknown): FieldErrors {
  if (!isApiError(error)) return { form: t('complaint.failed') };
  if (error.code === 'VALIDATION_ERROR' && error.details.length > 0) {
    const errors: FieldErrors = {};
    for (const detail of error.details) {
      if (detail.path === 'reason') errors.reason = t('complaint.reasonRequired');
      else if (detail.path === 'text') errors.text = textProblem(t, detail.message);
      else errors.form = errorText(error, t, t('complaint.failed'));
    }
    return errors;
  }
  if (error.code === 'TOO_MANY_IMAGES') return { photos: t('complaint.tooManyPhotos', { max: COMPLAINT_MAX_PHOTOS }) };
  // A photo the server could not take: too large (413) or not an image it reads (415).
  if (error.status === 413 || error.status === 415) {
    return { photos: errorText(error, t, t('complaint.photoRefused')) };
  }
  return { form: errorText(error, t, t('complaint.failed')) };
}

type ComplaintDialogProps = {
  order: Order;
  open: boolean;
  onClose: () => void;
  onFiled: (message: string) => void;
};

/**
 * "Ajukan Komplain": the reason (none chosen until the shopper picks one), what happened and up to five photos, in
 * a dialog that fills a phone's screen. It stays mounted while closed, so a draft closed by mistake (or refused by
 * the server) is still there when it opens again; it is cleared once sent.
 */
export function ComplaintDialog({ order, open, onClose, onFiled }: ComplaintDialogProps) {
  const t = useT();
  const formId = useId();
  const reasonName = useId();
  const file = useFileComplaint();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const busy = file.isPending;
  const length = draft.text.trim().length;

  const change = (next: Partial<Draft>, cleared: keyof FieldErrors) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors((current) => ({ ...current, [cleared]: undefined, form: undefined }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problems = checkDraft(t, draft);
    if (Object.keys(problems).length > 0 || draft.reason === null) {
      setErrors({ ...problems, photos: errors.photos });
      return;
    }
    setErrors({});
    try {
      await file.mutateAsync({
        token: order.secure_token,
        reason: draft.reason,
        text: draft.text.trim(),
        photos: draft.photos,
      });
      setDraft(emptyDraft);
      onFiled(t('complaint.sent'));
    } catch (error) {
      setErrors(refusalErrors(t, error));
    }
  };

  return (
    <Modal
      open={open}
      title={t('orders.complain')}
      closeLabel={t('complaint.close')}
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('complaint.close')}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? t('complaint.sending') : t('complaint.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
        <p className="text-sm leading-relaxed text-stone-600">
          {t('complaint.formIntro', { number: order.order_number })}
        </p>
        <fieldset disabled={busy} aria-describedby={errors.reason ? `${reasonName}-error` : undefined}>
          <legend className="mb-1.5 text-sm font-semibold text-cocoa-700">{t('complaint.reasonLabel')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {COMPLAINT_REASONS.map((reason) => {
              const checked = draft.reason === reason;
              return (
                <label
                  key={reason}
                  className={cn(
                    'flex cursor-pointer items-center gap-2.5 rounded-xl border px-3 py-2.5 text-sm font-semibold text-cocoa-900 transition-colors',
                    checked
                      ? 'border-rose-400 bg-rose-50 ring-2 ring-rose-100'
                      : 'border-cream-300 hover:border-rose-200',
                  )}
                >
                  <input
                    type="radio"
                    name={reasonName}
                    value={reason}
                    checked={checked}
                    onChange={() => change({ reason }, 'reason')}
                    className="size-4 shrink-0 accent-rose-500"
                  />
                  {t(COMPLAINT_REASON_LABELS[reason])}
                </label>
              );
            })}
          </div>
          {errors.reason ? (
            <p id={`${reasonName}-error`} className="mt-1.5 text-xs font-medium text-red-600">
              {errors.reason}
            </p>
          ) : null}
        </fieldset>
        <div>
          <TextAreaField
            label={t('complaint.textLabel')}
            value={draft.text}
            onChange={(event) => change({ text: event.target.value }, 'text')}
            error={errors.text}
            maxLength={TEXT_MAX}
            rows={4}
            placeholder={t('complaint.textPlaceholder')}
            disabled={busy}
          />
          <p className={cn('mt-1 text-right text-xs', length < TEXT_MIN ? 'text-stone-500' : 'text-emerald-700')}>
            {t('complaint.textCount', { count: length, max: TEXT_MAX })}
          </p>
        </div>
        <ComplaintPhotoPicker
          photos={draft.photos}
          onChange={(photos) => change({ photos }, 'photos')}
          error={errors.photos}
          onError={(message) => setErrors((current) => ({ ...current, photos: message }))}
          disabled={busy}
        />
        {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      </form>
    </Modal>
  );
}
