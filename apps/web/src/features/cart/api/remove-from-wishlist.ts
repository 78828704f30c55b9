import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wishlistQueryKey } from './get-wishlist';

export function removeFromWishlist(productId: number): Promise<{ success: true; message?: string }> {
  return api.delete(`/api/wishlist/${productId}`);
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistQueryKey }),
  });
}
