import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Review } from '@boneka/shared';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pagination } from '@/components/ui/pagination';
import { LoadingPanel } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/i18n';
import { useDeleteReview } from '../api/delete-review';
import { REVIEW_PAGE_SIZE } from '../api/get-product-reviews';
import { useMyReviews } from '../api/get-my-reviews';
import { MyReviewItem } from './my-review-item';

/** /reviews: the signed-in shopper's own reviews, to edit or delete. */
export function MyReviews() {
  const t = useT();
  const [page, setPage] = useState(1);
  const reviews = useMyReviews(page);
  const remove = useDeleteReview();
  const [toDelete, setToDelete] = useState<Review | null>(null);
  const { show } = useToast();

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.review_id);
      show('success', t('reviews.deleted'));
    } catch {
      show('error', t('reviews.deleteFailed'));
    } finally {
      setToDelete(null);
    }
  };

  // Deleting the last review of the last page leaves that page empty: step back to the one before.
  const emptyPage = reviews.data?.reviews.length === 0 && page > 1;
  useEffect(() => {
    if (emptyPage) setPage((current) => Math.max(1, current - 1));
  }, [emptyPage]);

  const heading = (
    <div>
      <h1 className="text-2xl font-extrabold sm:text-3xl">{t('page.reviews')}</h1>
      <p className="mt-1 text-sm text-stone-500">{t('myReviews.subtitle')}</p>
    </div>
  );

  if (reviews.isPending) return <LoadingPanel text={t('myReviews.loading')} />;
  if (reviews.isError) {
    return (
      <div className="space-y-6">
        {heading}
        <Alert tone="error">{t('myReviews.loadFailed')}</Alert>
      </div>
    );
  }

  const { pagination } = reviews.data;
  const pageCount = Math.max(1, Math.ceil(pagination.total / (pagination.limit || REVIEW_PAGE_SIZE)));
  if (pagination.total === 0) {
    return (
      <StatusPanel
        title={t('myReviews.emptyTitle')}
        text={t('myReviews.emptyText')}
        action={
          <Link to={paths.orderList.href()} className={buttonClass('primary')}>
            {t('myReviews.toOrders')}
          </Link>
        }
      />
    );
  }

  return (
    <div className="space-y-6">
      {heading}
      <ul aria-label={t('page.reviews')} className="space-y-4" aria-busy={reviews.isPlaceholderData || undefined}>
        {reviews.data.reviews.map((review) => (
          <li key={review.review_id}>
            <MyReviewItem review={review} onDelete={() => setToDelete(review)} onResult={show} />
          </li>
        ))}
      </ul>
      <Pagination
        page={Math.min(page, pageCount)}
        pageCount={pageCount}
        onPageChange={(next) => {
          setPage(next);
          window.scrollTo({ top: 0 });
        }}
        label={t('myReviews.pages')}
        previousLabel={t('myReviews.previous')}
        nextLabel={t('myReviews.next')}
        pageLabel={(n) => t('myReviews.page', { page: n })}
      />
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
    </div>
  );
}
