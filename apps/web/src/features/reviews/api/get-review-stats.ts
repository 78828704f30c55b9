import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReviewStats, ReviewStatsResponse } from '@boneka/shared';
import { fetchRead, type ApiRead } from '@/lib/api-read';
import { productReviewsQueryKey } from './get-product-reviews';

export const reviewStatsRead = (productId: number): ApiRead<z.infer<typeof ReviewStatsResponse>, ReviewStats> => ({
  queryKey: [...productReviewsQueryKey(productId), 'stats'],
  path: `/api/reviews/product/${productId}/stats`,
  fromReply: (reply) => reply.data,
});

export function useReviewStats(productId: number) {
  const read = reviewStatsRead(productId);
  return useQuery({ queryKey: read.queryKey, queryFn: ({ signal }) => fetchRead(read, signal) });
}
