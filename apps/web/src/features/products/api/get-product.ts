import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Product, ProductResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

export const productDetailsQueryKey = ['products', 'detail'] as const;
export const productQueryKey = (id: number) => [...productDetailsQueryKey, id] as const;

export async function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  const reply = await api.get<z.infer<typeof ProductResponse>>(`/api/products/${id}`, { auth: false, signal });
  return reply.data;
}

export function useProduct(id: number) {
  return useQuery({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}
