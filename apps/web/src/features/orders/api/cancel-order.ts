import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OrderResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { ordersQueryKey } from './get-my-orders';
import { orderQueryKey } from './get-order';

export type OrderReply = z.infer<typeof OrderResponse>;

/**
 * Cancels a pending or confirmed, unpaid order (the server returns its stock); once a proof waits for the shop, asks
 * the shop to cancel it instead (202, `cancel_requested_at` set; decision 032).
 */
export function cancelOrder(token: string): Promise<OrderReply> {
  return api.put<OrderReply>(`/api/orders/secure/${encodeURIComponent(token)}/cancel`);
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (reply, token) => {
      queryClient.setQueryData(orderQueryKey(token), reply.data);
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
