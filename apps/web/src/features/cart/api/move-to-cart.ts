import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartQueryKey } from './get-cart';
import { wishlistQueryKey } from './get-wishlist';

export type MoveToCartInput = { productId: number; quantity?: number };

/** The server moves the doll to the cart in one transaction; 409 when it is out of stock. */
export function moveToCart({ productId, quantity = 1 }: MoveToCartInput): Promise<{ success: true; message: string }> {
  return api.post(`/api/wishlist/${productId}/move-to-cart`, { quantity });
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
