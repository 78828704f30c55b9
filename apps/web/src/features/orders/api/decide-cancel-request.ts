import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelRequestDecisionBody } from '@boneka/shared';
import { api } from '@/lib/api-client';
import type { OrderReply } from './cancel-order';
import { ordersQueryKey } from './get-my-orders';

/**
 * The owner's answer to a shopper's cancellation request (decision 032): accepted, the order is cancelled and the
 * transfer flagged for a refund; declined, it goes on.
 */
export function decideCancelRequest({
  orderId,
  decision,
}: {
  orderId: number;
  decision: CancelRequestDecisionBody['decision'];
}): Promise<OrderReply> {
  return api.put<OrderReply>(`/api/orders/admin/${orderId}/cancel-request`, {
    decision,
  } satisfies CancelRequestDecisionBody);
}

export function useDecideCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCancelRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
