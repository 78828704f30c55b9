import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AddCartItemBody, CartItemResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { cartQueryKey } from './get-cart';

export type CartItemReply = z.infer<typeof CartItemResponse>;

/**
 * Adding a variant already in the cart adds to its quantity; over stock the server answers 409. The product page
 * always names the variant; a card's button leaves it out for a product with one (decision 034).
 */
export function addCartItem(body: AddCartItemBody): Promise<CartItemReply> {
  return api.post<CartItemReply>('/api/cart/items', body);
}

export function useAddCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCartItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
