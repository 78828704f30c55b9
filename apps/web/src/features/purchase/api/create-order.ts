import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateOrderBody, CreateOrderResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

export type CreatedOrder = z.infer<typeof CreateOrderResponse>;
export type CreateOrderInput = { body: CreateOrderBody; idempotencyKey: string };

/**
 * Places the order. The same Idempotency-Key with the same body never makes a second order (a retry after a
 * lost reply gets the first one back).
 */
export function createOrder({ body, idempotencyKey }: CreateOrderInput): Promise<CreatedOrder> {
  return api.post<CreatedOrder>('/api/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
