import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ValidateCartBody, ValidateCartResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

export type CartValidation = z.infer<typeof ValidateCartResponse>['data'];

/** The server's stock check of the lines about to be checked out. */
export async function validateCart(body: ValidateCartBody): Promise<CartValidation> {
  const reply = await api.post<z.infer<typeof ValidateCartResponse>>('/api/cart/validate', body);
  return reply.data;
}

export function useValidateCart() {
  return useMutation({ mutationFn: validateCart });
}
