import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminOrderResponse, BookShipmentBody } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { adminOrderQueryKey } from './get-admin-order';
import { ordersQueryKey } from './get-my-orders';

export type AdminOrderReply = z.infer<typeof AdminOrderResponse>;
export type BookShipmentInput = { orderId: number; body: BookShipmentBody };

/**
 * "Atur Pengiriman" (decision 058): books the order's shipment with the courier's vendor, or retries a failed one
 * from the step it stopped at. A vendor's refusal is kept on the order's shipment, so the page reads it back.
 */
export async function bookShipment({ orderId, body }: BookShipmentInput): Promise<AdminOrderReply> {
  return api.post<AdminOrderReply>(`/api/orders/admin/${orderId}/shipment`, body);
}

/**
 * A shipment move answers with the order; a refusal may still have changed its shipment (a failure is kept), so
 * the orders are read again either way.
 */
export function useShipmentMove<Input>(move: (input: Input) => Promise<AdminOrderReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: move,
    onSuccess: (reply) => queryClient.setQueryData(adminOrderQueryKey(reply.data.order_id), reply.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}

export const useBookShipment = () => useShipmentMove(bookShipment);
