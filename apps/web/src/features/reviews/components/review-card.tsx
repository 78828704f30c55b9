import { useId } from 'react';
import type { Review } from '@boneka/shared';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/components/ui/cn';
import { CheckIcon, ThumbUpIcon, TrashIcon } from '@/components/ui/icons';
import { StarRating } from '@/components/ui/star-rating';
import { formatDate } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { SellerReply } from './seller-reply';

type ReviewCardProps = {
  review: Review;
  /** Only the author sees the delete button. */
  isAuthor: boolean;
  onDelete: () => void;
  onHelpful: () => void;
  helpfulBusy: boolean;
};

export function ReviewCard({ review, isAuthor, onDelete, onHelpful, helpfulBusy }: ReviewCardProps) {
  const t = useT();
  const { language } = useLanguage();
  const nameId = useId();
  const name = review.user.full_name.trim() || review.user.username;
  return (
    <article aria-labelledby={nameId} className="rounded-3xl border border-rose-100 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <Avatar src={review.user.profileImageUrl} alt="" className="size-11 shrink-0" />
        <div className="min-w-0 flex-1">
          <p id={nameId} className="truncate font-bold text-cocoa-900">
            {name}
          </p>
          <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1">
            <StarRating value={review.rating} label={t('product.ratingLabel', { rating: review.rating })} />
            <time dateTime={review.created_at} className="text-xs text-stone-500">
              {formatDate(review.created_at, language)}
            </time>
          </div>
          {review.variant_label ? (
            <p className="mt-1 text-xs font-semibold text-cocoa-700">
              {t('reviews.variant', { label: review.variant_label })}
            </p>
          ) : null}
        </div>
        {isAuthor ? (
          <button
            type="button"
            onClick={onDelete}
            aria-label={t('reviews.delete')}
            title={t('reviews.delete')}
            className="grid size-9 shrink-0 cursor-pointer place-items-center rounded-full text-stone-500 transition-colors hover:bg-red-50 hover:text-red-600"
          >
            <TrashIcon className="size-4.5" />
          </button>
        ) : null}
      </div>

      {review.is_verified ? (
        <p className="mt-3 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-bold text-emerald-700">
          <CheckIcon className="size-3.5" />
          {t('reviews.verified')}
        </p>
      ) : null}
      {review.title ? <h3 className="mt-3 font-extrabold">{review.title}</h3> : null}
      <p className="mt-1.5 text-sm leading-relaxed whitespace-pre-line text-stone-600">{review.comment}</p>

      {review.images.length > 0 ? (
        <ul aria-label={t('reviews.photos')} className="mt-3 flex flex-wrap gap-2">
          {review.images.map((src, index) => (
            <li key={src}>
              <a
                href={src}
                target="_blank"
                rel="noreferrer"
                className="block overflow-hidden rounded-xl border border-cream-200 hover:border-rose-300"
              >
                <img
                  src={src}
                  alt={t('reviews.photoAlt', { index: index + 1, name })}
                  loading="lazy"
                  className="size-20 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}

      {review.reply ? <SellerReply reply={review.reply} /> : null}

      <div className="mt-4 flex justify-end border-t border-cream-200 pt-3">
        <button
          type="button"
          onClick={onHelpful}
          disabled={helpfulBusy}
          aria-pressed={review.voted_helpful}
          className={cn(
            'inline-flex cursor-pointer items-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-bold transition-colors disabled:cursor-wait disabled:opacity-60',
            review.voted_helpful ? 'bg-rose-100 text-rose-700' : 'text-stone-500 hover:bg-rose-50 hover:text-rose-600',
          )}
        >
          <ThumbUpIcon className="size-4" />
          {t('reviews.helpful', { count: review.helpful_count })}
        </button>
      </div>
    </article>
  );
}
