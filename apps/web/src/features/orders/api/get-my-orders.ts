import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Order, OrderListResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

/** Every order query lives under this key: invalidating it refreshes lists and details alike. */
export const ordersQueryKey = ['orders'] as const;
export const myOrdersQueryKey = [...ordersQueryKey, 'mine'] as const;

/** The signed-in shopper's orders, newest first. */
export async function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  const reply = await api.get<z.infer<typeof OrderListResponse>>('/api/orders/my-orders', { signal });
  return reply.data;
}

export function useMyOrders() {
  return useQuery({ queryKey: myOrdersQueryKey, queryFn: ({ signal }) => getMyOrders(signal) });
}
