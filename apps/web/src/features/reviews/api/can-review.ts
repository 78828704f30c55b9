import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CanReviewResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

export type ReviewEligibility = z.infer<typeof CanReviewResponse>['data'];

export const canReviewQueryKey = (productId: number, orderId: number) =>
  ['reviews', 'can-review', productId, orderId] as const;

/** Whether the shopper may still review this product of this order (delivered, not reviewed yet). */
export async function getReviewEligibility(
  productId: number,
  orderId: number,
  signal?: AbortSignal,
): Promise<ReviewEligibility> {
  const query = new URLSearchParams({ orderId: String(orderId) });
  const reply = await api.get<z.infer<typeof CanReviewResponse>>(
    `/api/reviews/product/${productId}/can-review?${query.toString()}`,
    { signal },
  );
  return reply.data;
}

export function useReviewEligibility(productId: number, orderId: number) {
  return useQuery({
    queryKey: canReviewQueryKey(productId, orderId),
    queryFn: ({ signal }) => getReviewEligibility(productId, orderId, signal),
  });
}
