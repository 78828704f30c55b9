import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminProductListResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

const PAGE = 10;

/** The shop's listed products by name, to choose a flash sale's variants from (admins only; under the products' key). */
export function useFindProducts(search: string) {
  return useQuery({
    queryKey: ['products', 'admin', 'flash-sale-picker', search],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ status: 'listed', limit: String(PAGE) });
      if (search) query.set('search', search);
      const reply = await api.get<z.infer<typeof AdminProductListResponse>>(`/api/products/admin?${query}`, { signal });
      return reply.data;
    },
    placeholderData: keepPreviousData,
  });
}
