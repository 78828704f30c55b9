import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminOrder, AdminOrderResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { adminOrdersQueryKey } from './get-admin-orders';

/** Under the admin list's key: every admin move (which refreshes the orders) refreshes the page too. */
export const adminOrderQueryKey = (orderId: number) => [...adminOrdersQueryKey, 'order', orderId] as const;

/** One order as the owner sees it, by its id (admins only). */
export async function getAdminOrder(orderId: number, signal?: AbortSignal): Promise<AdminOrder> {
  const reply = await api.get<z.infer<typeof AdminOrderResponse>>(`/api/orders/admin/${orderId}`, { signal });
  return reply.data;
}

export function useAdminOrder(orderId: number) {
  return useQuery({
    queryKey: adminOrderQueryKey(orderId),
    queryFn: ({ signal }) => getAdminOrder(orderId, signal),
    enabled: Number.isSafeInteger(orderId) && orderId > 0,
  });
}
