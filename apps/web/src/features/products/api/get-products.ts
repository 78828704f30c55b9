import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PRODUCT_SORTS, ProductListResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

export type ProductSort = (typeof PRODUCT_SORTS)[number];
export type ProductPage = z.infer<typeof ProductListResponse>;

export type ProductListParams = {
  page?: number;
  limit?: number;
  search?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: ProductSort;
};

/** Every product query (lists and details) starts with this. */
export const productsRootKey = ['products'] as const;
export const productListsQueryKey = [...productsRootKey, 'list'] as const;
export const productsQueryKey = (params: ProductListParams) => [...productListsQueryKey, params] as const;

export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductPage> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  return api.get<ProductPage>(`/api/products?${query.toString()}`, { auth: false, signal });
}

export function useProducts(params: ProductListParams) {
  return useQuery({
    queryKey: productsQueryKey(params),
    queryFn: ({ signal }) => getProducts(params, signal),
    placeholderData: keepPreviousData,
  });
}
