import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminProductListResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

/**
 * The shop's listed products by name, for the owner's pickers (a category's products, a voucher's products, a flash
 * sale's variants): admins only, kept under the products' key so that a product's change refreshes them. `picker`
 * names the picker, so that two open at once keep their own searches.
 */
export function useFindProducts(search: string, picker: string, options: { limit?: number; enabled?: boolean } = {}) {
  const limit = options.limit ?? 10;
  return useQuery({
    queryKey: ['products', 'admin', picker, search, limit],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ status: 'listed', limit: String(limit) });
      if (search) query.set('search', search);
      const reply = await api.get<z.infer<typeof AdminProductListResponse>>(`/api/products/admin?${query}`, { signal });
      return reply.data;
    },
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}
