import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateReviewBody } from '@boneka/shared';
import { api } from '@/lib/api-client';
import type { ReviewReply } from './create-review';

export type UpdateReviewInput = { reviewId: number; body: UpdateReviewBody };

/** Only the author may change a review. */
export function updateReview({ reviewId, body }: UpdateReviewInput): Promise<ReviewReply> {
  return api.put<ReviewReply>(`/api/reviews/${reviewId}`, body);
}

export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
