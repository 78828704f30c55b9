import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HelpfulBody, HelpfulResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { productReviewsQueryKey } from './get-product-reviews';

export type HelpfulState = z.infer<typeof HelpfulResponse>['data'];

/** Says what the vote should become (not "toggle"): a double click or a retry cannot undo it. */
export async function setReviewHelpful({
  reviewId,
  helpful,
}: {
  reviewId: number;
  helpful: boolean;
}): Promise<HelpfulState> {
  const body: z.input<typeof HelpfulBody> = { voted_helpful: helpful };
  const reply = await api.post<z.infer<typeof HelpfulResponse>>(`/api/reviews/${reviewId}/helpful`, body);
  return reply.data;
}

export function useToggleReviewHelpful(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReviewHelpful,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productReviewsQueryKey(productId) }),
  });
}
