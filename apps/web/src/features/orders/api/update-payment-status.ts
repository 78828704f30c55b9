import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OrderReply } from './cancel-order';
import { ordersQueryKey } from './get-my-orders';

export type UpdatePaymentStatusInput = { orderId: number; paymentStatus: 'paid' | 'failed'; note?: string };

/** The admin confirms (paid) or rejects (failed) an uploaded payment proof. */
export function updatePaymentStatus({ orderId, paymentStatus, note }: UpdatePaymentStatusInput): Promise<OrderReply> {
  return api.put<OrderReply>(`/api/orders/${orderId}/payment-status`, {
    payment_status: paymentStatus,
    note: note || undefined,
  });
}

export function useUpdatePaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
