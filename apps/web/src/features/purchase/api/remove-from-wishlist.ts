import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wishlistQueryKey } from './get-wishlist';

/** One variant's line, or without a variant every line of the product. */
export type RemoveFromWishlistInput = { productId: number; variantId?: number };

export function removeFromWishlist({
  productId,
  variantId,
}: RemoveFromWishlistInput): Promise<{ success: true; message?: string }> {
  const query = variantId === undefined ? '' : `?variant_id=${variantId}`;
  return api.delete(`/api/wishlist/${productId}${query}`);
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistQueryKey }),
  });
}
