import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShipReturnBody } from '@boneka/shared';
import { api } from '@/lib/api-client';
import type { OrderReply } from './cancel-order';
import { ordersQueryKey } from './get-my-orders';

export type ShipReturnInput = { token: string; parcel: ShipReturnBody };

/**
 * The shopper's return parcel: its courier and resi (again, to correct them, until the goods reach the shop). The
 * shop is mailed it, and the page tracks the parcel from then on.
 */
export function shipReturn({ token, parcel }: ShipReturnInput): Promise<OrderReply> {
  return api.put<OrderReply>(`/api/orders/secure/${encodeURIComponent(token)}/return`, parcel);
}

export function useShipReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shipReturn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
