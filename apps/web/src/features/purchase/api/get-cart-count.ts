import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const cartCountQueryKey = ['cart', 'count'] as const;

/** The badge number; any failure counts as an empty cart. */
export async function getCartCount(): Promise<number> {
  try {
    const reply = await api.get<{ data?: { count?: unknown } }>('/api/cart/count', { redirectOnExpiry: false });
    const count = Number(reply?.data?.count);
    return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  } catch {
    return 0;
  }
}

export function useCartCount({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: cartCountQueryKey, queryFn: getCartCount, enabled, staleTime: 30_000 });
}
