import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReviewListResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { REVIEW_PAGE_SIZE, type ReviewPage } from './get-product-reviews';

export const myReviewsQueryKey = ['reviews', 'my'] as const;

/** The signed-in shopper's own reviews, newest first. */
export async function getMyReviews(page: number, signal?: AbortSignal): Promise<ReviewPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(REVIEW_PAGE_SIZE) });
  const reply = await api.get<z.infer<typeof ReviewListResponse>>(`/api/reviews/my?${query.toString()}`, { signal });
  return reply.data;
}

export function useMyReviews(page: number) {
  return useQuery({
    queryKey: [...myReviewsQueryKey, page],
    queryFn: ({ signal }) => getMyReviews(page, signal),
    placeholderData: keepPreviousData,
  });
}
