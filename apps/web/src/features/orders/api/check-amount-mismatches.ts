import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckAmountMismatchesBody } from '@boneka/shared';
import { api } from '@/lib/api-client';
import type { OrderReply } from './cancel-order';
import { ordersQueryKey } from './get-my-orders';

export type CheckAmountMismatchesInput = { orderId: number; note?: string };

/** The owner has compared the amounts Midtrans reported that are not the order's ("Perlu dicek") with its dashboard. */
export function checkAmountMismatches({ orderId, note }: CheckAmountMismatchesInput): Promise<OrderReply> {
  const body: CheckAmountMismatchesBody = { note: note || null };
  return api.put<OrderReply>(`/api/orders/admin/${orderId}/amount-check`, body);
}

export function useCheckAmountMismatches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkAmountMismatches,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
