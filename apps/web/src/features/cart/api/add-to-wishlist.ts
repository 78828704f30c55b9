import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wishlistQueryKey } from './get-wishlist';

export function addToWishlist(productId: number): Promise<{ success: true; message?: string }> {
  return api.post('/api/wishlist', { product_id: productId });
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistQueryKey }),
  });
}
