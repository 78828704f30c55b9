import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminProductListResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

const PAGE = 20;

/** The shop's products by name, to choose which go into a category (admins only; under the products' key). */
export function useFindProducts(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['products', 'admin', 'category-picker', search],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ status: 'listed', limit: String(PAGE) });
      if (search) query.set('search', search);
      const reply = await api.get<z.infer<typeof AdminProductListResponse>>(`/api/products/admin?${query}`, { signal });
      return reply.data;
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
