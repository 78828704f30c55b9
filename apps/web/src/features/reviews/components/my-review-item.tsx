import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Review } from '@boneka/shared';
import type { AlertTone } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ProductImage } from '@/components/ui/product-image';
import { StarRating } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useUpdateReview } from '../api/update-review';
import { resolveReviewImages } from './review-images-upload';
import { ReviewForm, type ReviewFormValues } from './review-form';

type MyReviewItemProps = {
  review: Review;
  onDelete: () => void;
  onResult: (tone: AlertTone, text: string) => void;
};

/** One of the shopper's reviews, with its product; edited in place. */
export function MyReviewItem({ review, onDelete, onResult }: MyReviewItemProps) {
  const t = useT();
  const { language } = useLanguage();
  const titleId = useId();
  const update = useUpdateReview();
  const [editing, setEditing] = useState(false);

  const save = async (values: ReviewFormValues): Promise<string | null> => {
    const images = await resolveReviewImages(values.images);
    try {
      await update.mutateAsync({
        reviewId: review.review_id,
        body: { rating: values.rating, title: values.title || null, comment: values.comment, images },
      });
      setEditing(false);
      onResult('success', t('myReviews.updated'));
      return null;
    } catch (error) {
      return errorText(error, t, t('myReviews.updateFailed'));
    }
  };

  return (
    <article aria-labelledby={titleId} className="rounded-3xl border border-rose-100 bg-white p-5 shadow-soft sm:p-6">
      <div className="flex items-start gap-4">
        <Link to={paths.product.href(review.product.product_id)} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <ProductImage
            src={review.product.image_url}
            alt=""
            className="size-16 rounded-2xl border border-cream-200"
            fallbackClassName="text-3xl"
          />
        </Link>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-extrabold">
            <Link to={paths.product.href(review.product.product_id)} className="hover:text-rose-600">
              {review.product.name}
            </Link>
          </h2>
          <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1">
            <StarRating value={review.rating} label={t('myReviews.ratingLabel', { rating: review.rating })} />
            <time dateTime={review.created_at} className="text-xs text-stone-500">
              {formatDate(review.created_at, language)}
            </time>
          </div>
        </div>
        {editing ? null : (
          <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              {t('myReviews.edit')}
            </Button>
            <Button variant="ghost" size="sm" className="text-red-600 hover:bg-red-50" onClick={onDelete}>
              {t('myReviews.delete')}
            </Button>
          </div>
        )}
      </div>

      {editing ? (
        <div className="mt-5 border-t border-cream-200 pt-5">
          <ReviewForm
            label={t('myReviews.editLabel', { name: review.product.name })}
            initial={review}
            submitLabel={t('myReviews.save')}
            busyLabel={t('myReviews.saving')}
            onSubmit={save}
            onCancel={() => setEditing(false)}
          />
        </div>
      ) : (
        <div className="mt-4">
          {review.title ? <h3 className="font-extrabold">{review.title}</h3> : null}
          <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-stone-600">{review.comment}</p>
          {review.images.length > 0 ? (
            <ul aria-label={t('reviews.photos')} className="mt-3 flex flex-wrap gap-2">
              {review.images.map((src, index) => (
                <li key={src}>
                  <img
                    src={src}
                    alt={t('myReviews.photoAlt', { index: index + 1 })}
                    loading="lazy"
                    className="size-20 rounded-xl border border-cream-200 object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </article>
  );
}
