import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { REVIEW_SORTS, ReviewListResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

export type ReviewSort = (typeof REVIEW_SORTS)[number];
export type ReviewPage = z.infer<typeof ReviewListResponse>['data'];

/** Reviews come 10 to a page, as in the earlier shop. */
export const REVIEW_PAGE_SIZE = 10;

export type ProductReviewsParams = { productId: number; page: number; rating: number | null; sort: ReviewSort };

export const productReviewsQueryKey = (productId: number) => ['reviews', 'product', productId] as const;

export async function getProductReviews(
  { productId, page, rating, sort }: ProductReviewsParams,
  signal?: AbortSignal,
): Promise<ReviewPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(REVIEW_PAGE_SIZE), sort });
  if (rating) query.set('rating', String(rating));
  // Signed in, the reply says which reviews this shopper found helpful; an expired session only loses that.
  const reply = await api.get<z.infer<typeof ReviewListResponse>>(
    `/api/reviews/product/${productId}?${query.toString()}`,
    { redirectOnExpiry: false, signal },
  );
  return reply.data;
}

export function useProductReviews(params: ProductReviewsParams) {
  return useQuery({
    queryKey: [...productReviewsQueryKey(params.productId), 'list', params],
    queryFn: ({ signal }) => getProductReviews(params, signal),
    placeholderData: keepPreviousData,
  });
}
