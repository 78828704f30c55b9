import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateReviewBody, ReviewResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

export type ReviewReply = z.infer<typeof ReviewResponse>;

/** Answers 'Review submitted for {name}'; 409 when this product of this order was already reviewed. */
export function createReview(body: CreateReviewBody): Promise<ReviewReply> {
  return api.post<ReviewReply>('/api/reviews', body);
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
