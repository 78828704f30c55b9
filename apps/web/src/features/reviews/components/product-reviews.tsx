import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { REVIEW_PAGE_SIZE, type ProductReviewsParams } from '../api/get-product-reviews';
import { useReviewStats } from '../api/get-review-stats';
import { useReviewList } from '../hooks/use-review-list';
import { ReviewFilters } from './review-filters';
import { ReviewList } from './review-list';
import { ReviewPager } from './review-pager';
import { ReviewSummary } from './review-summary';

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
  const sortId = useId();
  const state = useReviewList({ productId, first: FIRST_REVIEWS, onReviewsChanged });
  const stats = useReviewStats(productId);
  // Below the first screen: a page the server makes carries the reviews' data (hydrated from, never fetched again)
  // but not their markup, some 20 KB of a product page that must weigh ≤ 60 (docs/design.md §11, decision 055). They are
  // rendered right after hydration, under their heading; the first screen does not move.
  const rendered = useHydrated();
  const { page } = state;
  const hasNext = state.list.length === REVIEW_PAGE_SIZE;

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

          {state.flash ? <Alert tone={state.flash.tone}>{state.flash.text}</Alert> : null}

          <ReviewFilters
            rating={state.rating}
            onRating={state.filterRating}
            sortId={sortId}
            sort={state.sort}
            onSort={state.sortBy}
          />

          <ReviewList state={state} />

          {page > 1 || hasNext ? <ReviewPager page={page} hasNext={hasNext} onPage={state.setPage} /> : null}

          <ConfirmDialog
            open={state.toDelete !== null}
            title={t('reviews.deleteTitle')}
            message={t('reviews.deleteConfirm')}
            confirmLabel={t('reviews.deleteConfirmButton')}
            cancelLabel={t('common.cancel')}
            busyLabel={t('common.deleting')}
            busy={state.deleting}
            onConfirm={state.confirmDelete}
            onCancel={state.cancelDelete}
          />
        </>
      ) : null}
    </section>
  );
}
