import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Review } from '@boneka/shared';
import { Alert, type Flash } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useT, type MessageKey } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { useDeleteReview } from '../api/delete-review';
import {
  REVIEW_PAGE_SIZE,
  useProductReviews,
  type ProductReviewsParams,
  type ReviewSort,
} from '../api/get-product-reviews';
import { useReviewStats } from '../api/get-review-stats';
import { useToggleReviewHelpful } from '../api/toggle-review-helpful';
import { ReviewCard } from './review-card';
import { ReviewSummary } from './review-summary';

const SORTS: Record<ReviewSort, MessageKey> = {
  recent: 'reviews.sortRecent',
  rating_high: 'reviews.sortRatingHigh',
  rating_low: 'reviews.sortRatingLow',
  helpful: 'reviews.sortHelpful',
};
const RATING_FILTERS = [null, 5, 4, 3, 2, 1] as const;

type ProductReviewsProps = {
  productId: number;
  /** Called after a review was deleted (the product's average and count changed). */
  onReviewsChanged?: () => void;
};

/** What the list shows first: the server renders the page with these (app/ssr). */
export const FIRST_REVIEWS = { page: 1, rating: null, sort: 'recent' } as const satisfies Omit<
  ProductReviewsParams,
  'productId'
>;

/** The product page's 'Customer Reviews': summary, star filter, sort, cards, Previous/Next. */
export function ProductReviews({ productId, onReviewsChanged }: ProductReviewsProps) {
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  const sortId = useId();
  const [page, setPage] = useState<number>(FIRST_REVIEWS.page);
  const [rating, setRating] = useState<number | null>(FIRST_REVIEWS.rating);
  const [sort, setSort] = useState<ReviewSort>(FIRST_REVIEWS.sort);
  const [toDelete, setToDelete] = useState<Review | null>(null);
  const [flash, setFlash] = useState<Flash>(null);
  const stats = useReviewStats(productId);
  const reviews = useProductReviews({ productId, page, rating, sort });
  const remove = useDeleteReview();
  const helpful = useToggleReviewHelpful(productId);
  // Below the first screen: a page the server makes carries the reviews' data (hydrated from, never fetched again)
  // but not their markup, some 20 KB of a product page that must weigh ≤ 60 (docs/design.md §11, decision 055). They are
  // rendered right after hydration, under their heading; the first screen does not move.
  const rendered = useHydrated();

  const list = reviews.data?.reviews ?? [];
  const hasNext = list.length === REVIEW_PAGE_SIZE;
  const myId = session.isSignedIn ? (session.user?.id ?? null) : null;

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.review_id);
      setFlash({ tone: 'success', text: t('reviews.deleted') });
      if (list.length === 1 && page > 1) setPage(page - 1);
      onReviewsChanged?.();
    } catch {
      setFlash({ tone: 'error', text: t('reviews.deleteFailed') });
    } finally {
      setToDelete(null);
    }
  };

  const markHelpful = (review: Review) => {
    if (!session.isSignedIn) {
      void navigate(paths.login.href());
      return;
    }
    helpful.mutate(
      { reviewId: review.review_id, helpful: !review.voted_helpful },
      {
        onError: () => setFlash({ tone: 'error', text: t('reviews.helpfulFailed') }),
      },
    );
  };

  const chip = (active: boolean) =>
    cn(
      'inline-flex h-9 cursor-pointer items-center gap-1 rounded-full border px-3.5 text-sm font-semibold transition-colors',
      active
        ? 'border-rose-500 bg-rose-600 text-white shadow-sm'
        : 'border-rose-100 bg-white text-cocoa-700 hover:border-rose-200 hover:bg-rose-50',
    );

  return (
    <section
      aria-labelledby="reviews-title"
      className="space-y-6 rounded-[2rem] border border-rose-100 bg-white p-4 shadow-soft sm:p-8"
    >
      <h2 id="reviews-title" className="text-xl font-extrabold sm:text-2xl">
        {t('reviews.title')}
      </h2>

      {rendered ? (
        <>
          {stats.data && stats.data.total_reviews > 0 ? <ReviewSummary stats={stats.data} /> : null}

          {flash ? <Alert tone={flash.tone}>{flash.text}</Alert> : null}

          <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
            <div role="group" aria-label={t('reviews.filterLabel')} className="flex flex-wrap gap-2">
              {RATING_FILTERS.map((value) => (
                <button
                  key={value ?? 'all'}
                  type="button"
                  aria-pressed={rating === value}
                  aria-label={value === null ? undefined : t('reviews.filterStars', { count: value })}
                  onClick={() => {
                    setRating(value);
                    setPage(1);
                  }}
                  className={chip(rating === value)}
                >
                  {value === null ? (
                    t('reviews.filterAll')
                  ) : (
                    <>
                      {value}
                      <svg viewBox="0 0 20 20" aria-hidden="true" className="size-3.5">
                        <path
                          d="M10 1.6l2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.5l-5.1 2.8 1.1-5.7-4.3-4 5.8-.7z"
                          fill="currentColor"
                        />
                      </svg>
                    </>
                  )}
                </button>
              ))}
            </div>
            <div className="flex items-center gap-2">
              <label htmlFor={sortId} className="text-sm font-semibold text-stone-500">
                {t('reviews.sortLabel')}
              </label>
              <select
                id={sortId}
                value={sort}
                onChange={(event) => {
                  setSort(event.target.value as ReviewSort);
                  setPage(1);
                }}
                className="h-9 cursor-pointer rounded-full border border-rose-100 bg-white px-3 text-sm font-semibold text-cocoa-700 focus:border-rose-400 focus:ring-4 focus:ring-rose-100 focus:outline-none"
              >
                {(Object.keys(SORTS) as ReviewSort[]).map((value) => (
                  <option key={value} value={value}>
                    {t(SORTS[value])}
                  </option>
                ))}
              </select>
            </div>
          </div>

          {reviews.isPending ? (
            <div role="status" className="flex items-center justify-center gap-3 py-10 text-sm text-cocoa-700">
              <Spinner />
              {t('common.loading')}
            </div>
          ) : reviews.isError ? (
            <div className="space-y-3 text-center">
              <Alert tone="error">{t('reviews.loadFailed')}</Alert>
              <Button variant="secondary" size="sm" onClick={() => void reviews.refetch()}>
                {t('catalog.retry')}
              </Button>
            </div>
          ) : list.length === 0 ? (
            <p className="rounded-3xl border-2 border-dashed border-rose-100 px-6 py-10 text-center text-sm text-stone-500">
              {t('reviews.empty')}
            </p>
          ) : (
            <ul
              aria-label={t('reviews.listLabel')}
              aria-busy={reviews.isPlaceholderData || undefined}
              className={cn('grid gap-4 transition-opacity', reviews.isPlaceholderData && 'opacity-60')}
            >
              {list.map((review) => (
                <li key={review.review_id}>
                  <ReviewCard
                    review={review}
                    isAuthor={myId !== null && review.user.user_id === myId}
                    onDelete={() => setToDelete(review)}
                    onHelpful={() => markHelpful(review)}
                    helpfulBusy={helpful.isPending && helpful.variables?.reviewId === review.review_id}
                  />
                </li>
              ))}
            </ul>
          )}

          {page > 1 || hasNext ? (
            <nav aria-label={t('reviews.pages')} className="flex items-center justify-between gap-3">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <ChevronLeftIcon className="size-4" />
                {t('reviews.previous')}
              </Button>
              <span className="text-sm text-stone-500">{t('pager.page', { page })}</span>
              {hasNext ? (
                <Button variant="outline" size="sm" onClick={() => setPage(page + 1)}>
                  {t('reviews.next')}
                  <ChevronRightIcon className="size-4" />
                </Button>
              ) : (
                <span className="w-24" aria-hidden="true" />
              )}
            </nav>
          ) : null}

          <ConfirmDialog
            open={toDelete !== null}
            title={t('reviews.deleteTitle')}
            message={t('reviews.deleteConfirm')}
            confirmLabel={t('reviews.deleteConfirmButton')}
            cancelLabel={t('common.cancel')}
            busyLabel={t('common.deleting')}
            busy={remove.isPending}
            onConfirm={() => void confirmDelete()}
            onCancel={() => setToDelete(null)}
          />
        </>
      ) : null}
    </section>
  );
}
