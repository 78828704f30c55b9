import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AddCartItemBody, CartItemResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { cartQueryKey } from './get-cart';

export type CartItemReply = z.infer<typeof CartItemResponse>;

/** Adding a product already in the cart adds to its quantity; over stock the server answers 409. */
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
