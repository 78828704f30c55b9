import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReceiveReturnBody } from '@boneka/shared';
import { api, isApiError } from '@/lib/api-client';
import type { OrderReply } from './cancel-order';
import { ordersQueryKey } from './get-my-orders';

export type ReceiveReturnInput = { orderId: number; received: ReceiveReturnBody };

/**
 * The owner's "Barang diterima": what came back of each line and whether it can be sold again; the sellable units
 * go back to stock, and the refund is recorded next with the complaint's answer.
 */
export function receiveReturn({ orderId, received }: ReceiveReturnInput): Promise<OrderReply> {
  return api.put<OrderReply>(`/api/orders/admin/${orderId}/return/received`, received);
}

export function useReceiveReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receiveReturn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
    // Confirmed meanwhile (another tab, another admin): read the order again.
    onError: (error) =>
      isApiError(error) && error.status === 409
        ? queryClient.invalidateQueries({ queryKey: ordersQueryKey })
        : undefined,
  });
}
