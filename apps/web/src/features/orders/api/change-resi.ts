import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeResiBody } from '@boneka/shared';
import { api } from '@/lib/api-client';
import type { OrderReply } from './cancel-order';
import { ordersQueryKey } from './get-my-orders';

export type ChangeResiInput = { orderId: number; trackingNumber: string };

/** The owner adds or corrects the resi of a shipped parcel; the shopper is mailed the new one. */
export function changeResi({ orderId, trackingNumber }: ChangeResiInput): Promise<OrderReply> {
  const body: ChangeResiBody = { tracking_number: trackingNumber };
  return api.put<OrderReply>(`/api/orders/admin/${orderId}/resi`, body);
}

export function useChangeResi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeResi,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
