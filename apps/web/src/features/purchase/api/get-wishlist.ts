import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { WishlistItem, WishlistResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

export const wishlistQueryKey = ['wishlist'] as const;

export async function getWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  const reply = await api.get<z.infer<typeof WishlistResponse>>('/api/wishlist', { signal });
  return reply.data;
}

export function useWishlist({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: wishlistQueryKey, queryFn: ({ signal }) => getWishlist(signal), enabled });
}
