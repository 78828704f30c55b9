import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OnlinePaymentResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import type { OrderReply } from './cancel-order';
import { orderQueryKey } from './get-order';

type OnlinePaymentReply = z.infer<typeof OnlinePaymentResponse>;

/** 'Bayar Sekarang': the gateway's page where the shopper pays this order (made now if the order has none). */
export async function onlinePaymentUrl(token: string): Promise<string> {
  const reply = await api.post<OnlinePaymentReply>(`/api/payments/orders/${encodeURIComponent(token)}/online`);
  return reply.data.redirect_url;
}

export function usePayOnline() {
  return useMutation({ mutationFn: onlinePaymentUrl });
}

/** Asks the server to ask Midtrans how the payment stands (back from the payment page); the order as it is now. */
export function checkPayment(token: string): Promise<OrderReply> {
  return api.post<OrderReply>(`/api/payments/orders/${encodeURIComponent(token)}/check`);
}

export function useCheckPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkPayment,
    onSuccess: (reply, token) => queryClient.setQueryData(orderQueryKey(token), reply.data),
  });
}
