import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@boneka/shared';
import { api } from '@/lib/api-client';
import type { CartItemReply } from './add-cart-item';
import { cartQueryKey } from './get-cart';

export type UpdateCartItemInput = { cartItemId: number; quantity: number };

export function updateCartItem({ cartItemId, quantity }: UpdateCartItemInput): Promise<CartItemReply> {
  return api.put<CartItemReply>(`/api/cart/items/${cartItemId}`, { quantity });
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: (reply) => {
      queryClient.setQueryData<Cart>(cartQueryKey, (cart) =>
        cart
          ? {
              ...cart,
              items: cart.items.map((item) => (item.cart_item_id === reply.data.cart_item_id ? reply.data : item)),
            }
          : cart,
      );
      return queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });
}
