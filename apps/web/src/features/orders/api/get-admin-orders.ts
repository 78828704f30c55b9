import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminOrderListQuery, AdminOrderListResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { ordersQueryKey } from './get-my-orders';

export type AdminOrderFilter = z.output<typeof AdminOrderListQuery>['filter'];
export type AdminOrderList = Omit<z.infer<typeof AdminOrderListResponse>, 'success'>;

export const adminOrdersQueryKey = [...ordersQueryKey, 'admin'] as const;

/** All orders for the admin, narrowed by a payment filter, with the count of every filter. */
export async function getAdminOrders(filter: AdminOrderFilter, signal?: AbortSignal): Promise<AdminOrderList> {
  const reply = await api.get<z.infer<typeof AdminOrderListResponse>>(
    `/api/orders?${new URLSearchParams({ filter }).toString()}`,
    { signal },
  );
  return { data: reply.data, counts: reply.counts };
}

export function useAdminOrders(filter: AdminOrderFilter) {
  return useQuery({
    queryKey: [...adminOrdersQueryKey, filter],
    queryFn: ({ signal }) => getAdminOrders(filter, signal),
    placeholderData: keepPreviousData,
  });
}
