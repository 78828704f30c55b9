import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminOrderListQuery, AdminOrderListResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { ordersQueryKey } from './get-my-orders';

export type AdminOrderFilter = z.output<typeof AdminOrderListQuery>['filter'];
export type AdminOrderList = Omit<z.infer<typeof AdminOrderListResponse>, 'success'>;

export const adminOrdersQueryKey = [...ordersQueryKey, 'admin'] as const;

/**
 * All orders for the admin, narrowed by a payment filter and, when given, by an amount seen on a bank statement
 * (the amount to transfer with its kode unik, or the total), with the count of every filter.
 */
export async function getAdminOrders(
  filter: AdminOrderFilter,
  amount: number | null,
  signal?: AbortSignal,
): Promise<AdminOrderList> {
  const query = new URLSearchParams({ filter });
  if (amount !== null) query.set('amount', String(amount));
  const reply = await api.get<z.infer<typeof AdminOrderListResponse>>(`/api/orders?${query.toString()}`, { signal });
  return { data: reply.data, counts: reply.counts };
}

export function useAdminOrders(filter: AdminOrderFilter, amount: number | null = null) {
  return useQuery({
    queryKey: [...adminOrdersQueryKey, filter, amount],
    queryFn: ({ signal }) => getAdminOrders(filter, amount, signal),
    placeholderData: keepPreviousData,
  });
}
