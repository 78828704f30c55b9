import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HelpfulResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { productReviewsQueryKey } from './get-product-reviews';

export type HelpfulState = z.infer<typeof HelpfulResponse>['data'];

export async function toggleReviewHelpful(reviewId: number): Promise<HelpfulState> {
  const reply = await api.post<z.infer<typeof HelpfulResponse>>(`/api/reviews/${reviewId}/helpful`);
  return reply.data;
}

export function useToggleReviewHelpful(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleReviewHelpful,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productReviewsQueryKey(productId) }),
  });
}
