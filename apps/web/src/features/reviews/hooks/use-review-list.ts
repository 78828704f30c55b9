import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Review } from '@boneka/shared';
import type { Flash } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { useDeleteReview } from '../api/delete-review';
import { useProductReviews, type ProductReviewsParams, type ReviewSort } from '../api/get-product-reviews';
import { useToggleReviewHelpful } from '../api/toggle-review-helpful';

type ReviewListOptions = {
  productId: number;
  /** The page, star filter and sort shown first. */
  first: Omit<ProductReviewsParams, 'productId'>;
  /** Called after a review was deleted (the product's average and count changed). */
  onReviewsChanged?: () => void;
};

/**
 * The product's reviews as the shopper reads them: the page, the star filter and the sort (a new filter or sort starts
 * at page 1); a shopper's own review deleted after asking; "Membantu" voted, or signing in first.
 */
export function useReviewList({ productId, first, onReviewsChanged }: ReviewListOptions) {
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  const [page, setPage] = useState<number>(first.page);
  const [rating, setRating] = useState<number | null>(first.rating);
  const [sort, setSort] = useState<ReviewSort>(first.sort);
  const [toDelete, setToDelete] = useState<Review | null>(null);
  const [flash, setFlash] = useState<Flash>(null);
  const reviews = useProductReviews({ productId, page, rating, sort });
  const remove = useDeleteReview();
  const helpful = useToggleReviewHelpful(productId);

  const list = reviews.data?.reviews ?? [];
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

  return {
    reviews,
    list,
    page,
    setPage,
    rating,
    filterRating: (value: number | null) => {
      setRating(value);
      setPage(1);
    },
    sort,
    sortBy: (value: ReviewSort) => {
      setSort(value);
      setPage(1);
    },
    flash,
    isMine: (review: Review) => myId !== null && review.user.user_id === myId,
    markHelpful,
    helpfulBusy: (review: Review) => helpful.isPending && helpful.variables?.reviewId === review.review_id,
    toDelete,
    askDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete: () => void confirmDelete(),
    deleting: remove.isPending,
  };
}

export type ReviewList = ReturnType<typeof useReviewList>;
