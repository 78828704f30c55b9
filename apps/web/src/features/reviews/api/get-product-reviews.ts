import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { REVIEW_SORTS, ReviewListResponse } from '@boneka/shared';
import { fetchRead, type ApiRead } from '@/lib/api-read';
import { useSession } from '@/lib/session';

export type ReviewSort = (typeof REVIEW_SORTS)[number];
export type ReviewPage = z.infer<typeof ReviewListResponse>['data'];

/** Reviews come 10 to a page, as in the earlier shop. */
export const REVIEW_PAGE_SIZE = 10;

export type ProductReviewsParams = { productId: number; page: number; rating: number | null; sort: ReviewSort };

export const productReviewsQueryKey = (productId: number) => ['reviews', 'product', productId] as const;

/**
 * Signed in, the reply also says which reviews this shopper found helpful, so the signed-in list is a query of its own
 * (`viewer`): the anonymous one the server rendered the page with is not taken for it.
 */
export function productReviewsRead(
  { productId, page, rating, sort }: ProductReviewsParams,
  viewer: number | null,
): ApiRead<z.infer<typeof ReviewListResponse>, ReviewPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(REVIEW_PAGE_SIZE), sort });
  if (rating) query.set('rating', String(rating));
  return {
    queryKey: [...productReviewsQueryKey(productId), 'list', { page, rating, sort, viewer }],
    path: `/api/reviews/product/${productId}?${query.toString()}`,
    auth: viewer !== null,
    fromReply: (reply) => reply.data,
  };
}

export function useProductReviews(params: ProductReviewsParams) {
  const { isSignedIn, user } = useSession();
  const read = productReviewsRead(params, isSignedIn ? (user?.id ?? 0) : null);
  return useQuery({
    queryKey: read.queryKey,
    queryFn: ({ signal }) => fetchRead(read, signal),
    placeholderData: keepPreviousData,
  });
}
