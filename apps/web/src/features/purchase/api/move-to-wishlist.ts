import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartQueryKey } from './get-cart';
import { wishlistQueryKey } from './get-wishlist';

/** How long a moved line stays in the cart, marked, before it leaves the list, as in the earlier shop. */
export const WISHLIST_MOVE_DELAY_MS = 500;

/** The server moves the line to the wishlist in one transaction. */
export function moveToWishlist(cartItemId: number): Promise<{ success: true; message: string }> {
  return api.post(`/api/cart/items/${cartItemId}/move-to-wishlist`);
}

export function useMoveToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveToWishlist,
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: wishlistQueryKey });
      await new Promise((resolve) => window.setTimeout(resolve, WISHLIST_MOVE_DELAY_MS));
      await queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });
}
