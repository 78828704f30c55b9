import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OrderReply } from './cancel-order';
import { ordersQueryKey } from './get-my-orders';

/** The admin cancels an order not yet shipped; a paid one becomes refunded, the stock returns. */
export function adminCancelOrder(orderId: number): Promise<OrderReply> {
  return api.put<OrderReply>(`/api/orders/admin/${orderId}/cancel`);
}

export function useAdminCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminCancelOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
