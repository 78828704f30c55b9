import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wishlistQueryKey } from './get-wishlist';

/** Without a variant the server saves the product's first switched-on one. */
export type AddToWishlistInput = { productId: number; variantId?: number };

export function addToWishlist({
  productId,
  variantId,
}: AddToWishlistInput): Promise<{ success: true; message?: string }> {
  return api.post('/api/wishlist', { product_id: productId, variant_id: variantId });
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistQueryKey }),
  });
}
