import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PaymentMethodsResponse } from '@boneka/shared';
import type { PaymentMethod } from '@boneka/shared/orders';
import { api } from '@/lib/api-client';

/** The methods this shop offers (the online one only when it takes payments through Midtrans). */
export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  const reply = await api.get<z.infer<typeof PaymentMethodsResponse>>('/api/payments/methods', { signal });
  return reply.data.methods;
}

export function usePaymentMethods() {
  return useQuery({
    queryKey: ['payment-methods'],
    queryFn: ({ signal }) => getPaymentMethods(signal),
    staleTime: 300_000,
  });
}
