import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProductDetail, ProductDetailResponse } from '@boneka/shared';
import { fetchRead, type ApiRead } from '@/lib/api-read';

export const productDetailsQueryKey = ['products', 'detail'] as const;
export const productQueryKey = (id: number) => [...productDetailsQueryKey, id] as const;

/** A product's page: the product with its options, variants, gallery and categories. */
export const productRead = (id: number): ApiRead<z.infer<typeof ProductDetailResponse>, ProductDetail> => ({
  queryKey: productQueryKey(id),
  path: `/api/products/${id}`,
  fromReply: (reply) => reply.data,
});

export function useProduct(id: number) {
  const read = productRead(id);
  return useQuery({
    queryKey: read.queryKey,
    queryFn: ({ signal }) => fetchRead(read, signal),
    enabled: Number.isInteger(id) && id > 0,
    // A page the server rendered as 'not found' stays so; it is not asked again the moment it hydrates.
    retryOnMount: false,
  });
}
