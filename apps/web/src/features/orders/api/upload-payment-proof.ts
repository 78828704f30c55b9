import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OrderReply } from './cancel-order';
import { ordersQueryKey } from './get-my-orders';
import { orderQueryKey } from './get-order';

export type UploadPaymentProofInput = { token: string; file: File };

/** Attaches the transfer receipt; the admin then confirms or rejects the payment. */
export function uploadPaymentProof({ token, file }: UploadPaymentProofInput): Promise<OrderReply> {
  const form = new FormData();
  form.append('paymentProof', file);
  return api.post<OrderReply>(`/api/orders/secure/${encodeURIComponent(token)}/payment-proof`, form);
}

export function useUploadPaymentProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPaymentProof,
    onSuccess: (reply, { token }) => {
      queryClient.setQueryData(orderQueryKey(token), reply.data);
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
