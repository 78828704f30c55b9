import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OrderReply } from './cancel-order';
import { ordersQueryKey } from './get-my-orders';

/** The owner has returned a payment that arrived after the order was cancelled ("perlu refund"). */
export function recordRefund(orderId: number): Promise<OrderReply> {
  return api.put<OrderReply>(`/api/orders/admin/${orderId}/refund`);
}

export function useRecordRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordRefund,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
