import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function deleteReview(reviewId: number): Promise<{ success: true; message: string }> {
  return api.delete(`/api/reviews/${reviewId}`);
}

/** Refreshes every review list afterwards: the product's, the shopper's own, and the eligibility checks. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
