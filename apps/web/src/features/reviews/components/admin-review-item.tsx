import { useState } from 'react';
import { REVIEW_REPLY_MAX } from '@boneka/shared/schemas/review-replies';
import type { Review } from '@boneka/shared';
import { Button } from '@/components/ui/button';
import { ReplyForm } from '@/components/ui/reply-form';
import { StarRating } from '@/components/ui/star-rating';
import { useToast } from '@/components/ui/toast';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useSaveReviewReply } from '../api/save-review-reply';
import { SellerReply } from './seller-reply';

/** One review in the owner's list, with its reply and the controls to write, edit or remove it. */
export function AdminReviewItem({ review }: { review: Review }) {
  const t = useT();
  const { language } = useLanguage();
  const toast = useToast();
  const save = useSaveReviewReply();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const submit = (text: string | null) => {
    setError(undefined);
    save.mutate(
      { reviewId: review.review_id, text },
      {
        onSuccess: () => {
          setEditing(false);
          toast.show('success', t(text === null ? 'adminReplies.removed' : 'adminReplies.saved'));
        },
        onError: (failure) => {
          const message = errorText(failure, t, t('adminReplies.saveFailed'));
          if (text === null) toast.show('error', message);
          else setError(message);
        },
      },
    );
  };

  return (
    <article className="rounded-3xl border border-rose-100 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating value={review.rating} label={t('product.ratingLabel', { rating: review.rating })} />
        <p className="font-bold text-cocoa-900">{review.user.full_name}</p>
        <time dateTime={review.created_at} className="text-xs text-stone-600">
          {formatDate(review.created_at, language)}
        </time>
      </div>
      <p className="mt-1 text-xs font-semibold text-cocoa-700">
        {t('adminReplies.onProduct', { product: review.product.name })}
      </p>
      {review.title ? <h2 className="mt-2 font-extrabold">{review.title}</h2> : null}
      <p className="mt-1 text-sm whitespace-pre-line text-stone-700">{review.comment}</p>

      {review.reply && !editing ? <SellerReply reply={review.reply} /> : null}
      {editing ? (
        <ReplyForm
          label={t('adminReplies.replyLabel')}
          initial={review.reply?.text ?? ''}
          maxLength={REVIEW_REPLY_MAX}
          saveLabel={t('adminReplies.save')}
          savingLabel={t('adminReplies.saving')}
          cancelLabel={t('adminReplies.cancel')}
          busy={save.isPending}
          error={error}
          onSave={submit}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          {review.reply ? (
            <Button variant="ghost" size="sm" disabled={save.isPending} onClick={() => submit(null)}>
              {t('adminReplies.removeReply')}
            </Button>
          ) : null}
          <Button variant={review.reply ? 'outline' : 'primary'} size="sm" onClick={() => setEditing(true)}>
            {t(review.reply ? 'adminReplies.editReply' : 'adminReplies.reply')}
          </Button>
        </div>
      )}
    </article>
  );
}
