import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { cartCountQueryKey } from './get-cart-count';
import { cartQueryKey } from './get-cart';

export function clearCart(): Promise<{ success: true; message: string }> {
  return api.delete('/api/cart/clear');
}

export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCart,
    onSuccess: () => {
      queryClient.setQueryData<Cart>(cartQueryKey, { items: [], totalItems: 0 });
      queryClient.setQueryData(cartCountQueryKey, 0);
      return queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });
}
