import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OrderReply } from './cancel-order';
import { ordersQueryKey } from './get-my-orders';
import { orderQueryKey } from './get-order';

/**
 * "Pesanan Diterima": the shopper says the parcel arrived, shipped or already delivered, and the order completes
 * (decision 042).
 */
export function confirmReceived(token: string): Promise<OrderReply> {
  return api.put<OrderReply>(`/api/orders/secure/${encodeURIComponent(token)}/received`);
}

export function useConfirmReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReceived,
    onSuccess: (reply, token) => {
      queryClient.setQueryData(orderQueryKey(token), reply.data);
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
