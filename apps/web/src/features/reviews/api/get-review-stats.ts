import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReviewStats, ReviewStatsResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { productReviewsQueryKey } from './get-product-reviews';

export async function getReviewStats(productId: number, signal?: AbortSignal): Promise<ReviewStats> {
  const reply = await api.get<z.infer<typeof ReviewStatsResponse>>(`/api/reviews/product/${productId}/stats`, {
    auth: false,
    signal,
  });
  return reply.data;
}

export function useReviewStats(productId: number) {
  return useQuery({
    queryKey: [...productReviewsQueryKey(productId), 'stats'],
    queryFn: ({ signal }) => getReviewStats(productId, signal),
  });
}
