import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminProductDetail, AdminProductDetailResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

/**
 * One product's variants with their normal prices and stock (`GET /api/products/admin/:id`, admins only). Under the
 * key the owner's product page keeps the same reply, so a product edit refreshes it.
 */
export function useProductVariants(productId: number | null) {
  return useQuery({
    queryKey: ['products', 'admin', 'detail', productId],
    queryFn: async ({ signal }): Promise<AdminProductDetail> => {
      const reply = await api.get<z.infer<typeof AdminProductDetailResponse>>(`/api/products/admin/${productId}`, {
        signal,
      });
      return reply.data;
    },
    select: (product) => product.variants,
    enabled: productId !== null,
  });
}
