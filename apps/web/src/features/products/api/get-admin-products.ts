import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminProductListResponse, PRODUCT_VISIBILITIES } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { productsRootKey } from './get-products';

export type AdminProductPage = z.infer<typeof AdminProductListResponse>;
export type AdminProductListParams = {
  status: (typeof PRODUCT_VISIBILITIES)[number];
  page?: number;
  limit?: number;
  search?: string;
};

/** Under the products' root key: every product change (a delete that hides, "Tampilkan lagi") asks again. */
export const adminProductsRootKey = [...productsRootKey, 'admin'] as const;
export const adminProductsQueryKey = (params: AdminProductListParams) => [...adminProductsRootKey, params] as const;

/** The owner's products by visibility (admins only): `hidden` is the "Disembunyikan" list. */
export function getAdminProducts(params: AdminProductListParams, signal?: AbortSignal): Promise<AdminProductPage> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  return api.get<AdminProductPage>(`/api/products/admin?${query.toString()}`, { signal });
}

export function useAdminProducts(params: AdminProductListParams) {
  return useQuery({
    queryKey: adminProductsQueryKey(params),
    queryFn: ({ signal }) => getAdminProducts(params, signal),
    placeholderData: keepPreviousData,
  });
}
