import { useState } from 'react';
import { REVIEW_COMMENT_MIN, REVIEW_TITLE_MAX } from '@boneka/shared/schemas/reviews';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/i18n';
import { RatingInput } from './rating-input';
import { ReviewImagePicker, type ReviewImages } from './review-image-picker';

export type ReviewFormValues = { rating: number; title: string; comment: string; images: ReviewImages };

type ReviewFormProps = {
  /** Names the form for assistive technology, e.g. the product's name. */
  label: string;
  initial?: { rating: number; title: string | null; comment: string; images: string[] };
  submitLabel: string;
  busyLabel: string;
  /** Resolves with an error text to show, or null when done. */
  onSubmit: (values: ReviewFormValues) => Promise<string | null>;
  onCancel?: () => void;
};

/** Rating (none chosen until the reviewer picks one: a preset would be our opinion), optional title, a comment of at least 10 characters, and up to five photos. */
export function ReviewForm({ label, initial, submitLabel, busyLabel, onSubmit, onCancel }: ReviewFormProps) {
  const t = useT();
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [images, setImages] = useState<ReviewImages>({ kept: initial?.images ?? [], added: [] });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const commentLength = comment.trim().length;
  const commentShort = commentLength < REVIEW_COMMENT_MIN;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (rating < 1 || rating > 5) return setError(t('reviewForm.ratingRequired'));
    if (commentShort) return setError(t('reviewForm.commentTooShort'));
    setError(null);
    setBusy(true);
    try {
      setError(await onSubmit({ rating, title: title.trim(), comment: comment.trim(), images }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form aria-label={label} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <RatingInput value={rating} onChange={setRating} disabled={busy} />
      <TextField
        label={t('reviewForm.title')}
        optionalText={t('reviewForm.optional')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={REVIEW_TITLE_MAX}
        placeholder={t('reviewForm.titlePlaceholder')}
        disabled={busy}
      />
      <TextAreaField
        label={t('reviewForm.comment')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={2000}
        rows={4}
        placeholder={t('reviewForm.commentPlaceholder')}
        disabled={busy}
      />
      <p className={commentShort ? 'text-xs font-medium text-amber-700' : 'text-xs text-stone-500'} aria-live="polite">
        {commentShort
          ? t('reviewForm.commentMin', { count: commentLength, min: REVIEW_COMMENT_MIN })
          : t('reviewForm.commentOk', { count: commentLength })}
      </p>
      <ReviewImagePicker value={images} onChange={setImages} onError={setError} disabled={busy} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t('reviewForm.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={busy || commentShort}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
