import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerComplaintBody } from '@boneka/shared';
import { api, isApiError } from '@/lib/api-client';
import type { OrderReply } from './cancel-order';
import { ordersQueryKey } from './get-my-orders';

export type AnswerComplaintInput = { orderId: number; answer: AnswerComplaintBody };

/**
 * The owner's answer to an open complaint: a refund of `amount` Rupiah (recorded: the owner pays it back
 * themselves) with an optional note, or a decline with its reason. The shopper is mailed either.
 */
export function answerComplaint({ orderId, answer }: AnswerComplaintInput): Promise<OrderReply> {
  return api.put<OrderReply>(`/api/orders/admin/${orderId}/complaint`, answer);
}

export function useAnswerComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerComplaint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
    // Refused because the order moved on since the page read it (answered, refunded in part meanwhile): reread it.
    onError: (error) =>
      isApiError(error) && (error.status === 409 || error.code === 'REFUND_TOO_LARGE')
        ? queryClient.invalidateQueries({ queryKey: ordersQueryKey })
        : undefined,
  });
}
