import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartQueryKey } from './get-cart';
import { wishlistQueryKey } from './get-wishlist';

/** The wishlist line of `variantId` (a product's only line when left out). */
export type MoveToCartInput = { productId: number; variantId?: number; quantity?: number };

/** The server moves the doll to the cart in one transaction; 409 when it is out of stock. */
export function moveToCart({
  productId,
  variantId,
  quantity = 1,
}: MoveToCartInput): Promise<{ success: true; message: string }> {
  const query = variantId === undefined ? '' : `?variant_id=${variantId}`;
  return api.post(`/api/wishlist/${productId}/move-to-cart${query}`, { quantity });
}

export function useMoveToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveToCart,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: wishlistQueryKey }),
        queryClient.invalidateQueries({ queryKey: cartQueryKey }),
      ]),
  });
}
