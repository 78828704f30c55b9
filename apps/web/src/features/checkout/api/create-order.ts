import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateOrderBody, CreateOrderResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

export type CreatedOrder = z.infer<typeof CreateOrderResponse>;
export type CreateOrderInput = { body: CreateOrderBody; idempotencyKey: string };

/** The 409 codes after which the page refetches prices, shipping and the voucher before another try. */
export const ORDER_CONFLICT_CODES: ReadonlySet<string> = new Set([
  'PRICE_CHANGED',
  'SHIPPING_CHANGED',
  'DISCOUNT_CHANGED',
  'INSUFFICIENT_STOCK',
]);

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
