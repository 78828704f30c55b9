import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Cart, CartResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

/** The cart's root key: invalidating it refreshes the cart and the navigation bar's count alike. */
export const cartQueryKey = ['cart'] as const;

export async function getCart(signal?: AbortSignal): Promise<Cart> {
  const reply = await api.get<z.infer<typeof CartResponse>>('/api/cart', { signal });
  return reply.data;
}

export function useCart() {
  return useQuery({ queryKey: cartQueryKey, queryFn: ({ signal }) => getCart(signal) });
}
