import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkOrdersBody, BulkOrdersResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { ordersQueryKey } from './get-my-orders';

export type BulkOrdersResult = BulkOrdersResponse['data'];

/**
 * One action on many orders (issue 43): the ticked ones or a whole tab. The server acts on each by itself and
 * reports each, so the answer is a report even when some failed.
 */
export async function bulkOrders(body: BulkOrdersBody): Promise<BulkOrdersResult> {
  const reply = await api.post<BulkOrdersResponse>('/api/orders/admin/bulk', body);
  return reply.data;
}

export function useBulkOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkOrders,
    // Whatever was done, skipped or failed, the tabs' counts and the cards are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
