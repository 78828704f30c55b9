import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n';
import type { ReviewList as ReviewListState } from '../hooks/use-review-list';
import { ReviewCard } from './review-card';

/** The page of reviews as cards, or why there is none: loading, failed (with a retry), or none yet. */
export function ReviewList({ state }: { state: ReviewListState }) {
  const t = useT();
  const { reviews, list } = state;
  if (reviews.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-10 text-sm text-cocoa-700">
        <Spinner />
        {t('common.loading')}
      </div>
    );
  }
  if (reviews.isError) {
    return (
      <div className="space-y-3 text-center">
        <Alert tone="error">{t('reviews.loadFailed')}</Alert>
        <Button variant="secondary" size="sm" onClick={() => void reviews.refetch()}>
          {t('catalog.retry')}
        </Button>
      </div>
    );
  }
  if (list.length === 0) {
    return (
      <p className="rounded-3xl border-2 border-dashed border-rose-100 px-6 py-10 text-center text-sm text-stone-500">
        {t('reviews.empty')}
      </p>
    );
  }
  return (
    <ul
      aria-label={t('reviews.listLabel')}
      aria-busy={reviews.isPlaceholderData || undefined}
      className={cn('grid gap-4 transition-opacity', reviews.isPlaceholderData && 'opacity-60')}
    >
      {list.map((review) => (
        <li key={review.review_id}>
          <ReviewCard
            review={review}
            isAuthor={state.isMine(review)}
            onDelete={() => state.askDelete(review)}
            onHelpful={() => state.markHelpful(review)}
            helpfulBusy={state.helpfulBusy(review)}
          />
        </li>
      ))}
    </ul>
  );
}
