import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productReviewsQueryKey } from './get-product-reviews';

export function deleteReview(reviewId: number): Promise<{ success: true; message: string }> {
  return api.delete(`/api/reviews/${reviewId}`);
}

export function useDeleteReview(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productReviewsQueryKey(productId) }),
  });
}
