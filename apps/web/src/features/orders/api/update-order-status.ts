import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OrderReply } from './cancel-order';
import { ordersQueryKey } from './get-my-orders';

export type UpdateOrderStatusInput = {
  orderId: number;
  status: 'processing' | 'shipped' | 'delivered';
  trackingNumber?: string;
};

/** The admin moves an order along: confirmed (COD) → processing → shipped (with an optional resi) → delivered. */
export function updateOrderStatus({ orderId, status, trackingNumber }: UpdateOrderStatusInput): Promise<OrderReply> {
  return api.put<OrderReply>(`/api/orders/${orderId}/status`, {
    status,
    tracking_number: trackingNumber || undefined,
  });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
