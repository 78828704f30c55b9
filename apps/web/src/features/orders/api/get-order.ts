import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Order, OrderResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { ordersQueryKey } from './get-my-orders';

export const orderQueryKey = (token: string) => [...ordersQueryKey, 'secure', token] as const;

/** One of the shopper's own orders by its secure token; another customer's answers 404. */
export async function getOrder(token: string, signal?: AbortSignal): Promise<Order> {
  const reply = await api.get<z.infer<typeof OrderResponse>>(`/api/orders/secure/${encodeURIComponent(token)}`, {
    signal,
  });
  return reply.data;
}

/** `poll`: read the order again every `ms` while `while` holds of it (waiting for a payment to be confirmed). */
export function useOrder(token: string, poll?: { ms: number; while: (order: Order) => boolean }) {
  return useQuery({
    queryKey: orderQueryKey(token),
    queryFn: ({ signal }) => getOrder(token, signal),
    refetchInterval: (query) => (poll && query.state.data && poll.while(query.state.data) ? poll.ms : false),
  });
}
