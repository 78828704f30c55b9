import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PRODUCT_SORTS, ProductListResponse } from '@boneka/shared';
import { fetchRead, type ApiRead } from '@/lib/api-read';

export type ProductSort = (typeof PRODUCT_SORTS)[number];
export type ProductPage = z.infer<typeof ProductListResponse>;

export type ProductListParams = {
  page?: number;
  limit?: number;
  search?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: ProductSort;
  /** A category's slug; a top-level category lists its children's products too. */
  category?: string;
  /** An option value of a switched-on variant, any case. */
  option?: string;
  in_stock?: boolean;
};

/** Every product query (lists and details) starts with this. */
export const productsRootKey = ['products'] as const;
export const productListsQueryKey = [...productsRootKey, 'list'] as const;
export const productsQueryKey = (params: ProductListParams) => [...productListsQueryKey, params] as const;

export function productsRead(params: ProductListParams): ApiRead<ProductPage, ProductPage> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  return { queryKey: productsQueryKey(params), path: `/api/products?${query.toString()}`, fromReply: (page) => page };
}

export function useProducts(params: ProductListParams) {
  const read = productsRead(params);
  return useQuery({
    queryKey: read.queryKey,
    queryFn: ({ signal }) => fetchRead(read, signal),
    placeholderData: keepPreviousData,
  });
}
