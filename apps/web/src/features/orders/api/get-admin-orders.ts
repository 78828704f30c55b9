import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminOrderListResponse } from '@boneka/shared';
import type { AdminOrderTab } from '@boneka/shared/order-tabs';
import { api } from '@/lib/api-client';
import { ordersQueryKey } from './get-my-orders';

export type AdminOrderList = Omit<z.infer<typeof AdminOrderListResponse>, 'success'>;

export const adminOrdersQueryKey = [...ordersQueryKey, 'admin'] as const;

/**
 * The owner's orders: of one tab (issue 43), or all of them (`tab` null), narrowed when given by an amount seen on a
 * bank statement (the amount to transfer with its kode unik, or the total); with the count of every tab, the
 * refunds owed, and the booked shipments of the listed orders.
 */
export async function getAdminOrders(
  tab: AdminOrderTab | null,
  amount: number | null,
  signal?: AbortSignal,
): Promise<AdminOrderList> {
  const query = new URLSearchParams(tab ? { tab } : { filter: 'all' });
  if (amount !== null) query.set('amount', String(amount));
  const { success: _, ...list } = await api.get<z.infer<typeof AdminOrderListResponse>>(
    `/api/orders?${query.toString()}`,
    { signal },
  );
  return list;
}

export function useAdminOrders(tab: AdminOrderTab | null, amount: number | null = null) {
  return useQuery({
    queryKey: [...adminOrdersQueryKey, tab ?? 'all', amount],
    queryFn: ({ signal }) => getAdminOrders(tab, amount, signal),
    placeholderData: keepPreviousData,
  });
}
