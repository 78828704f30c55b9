import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BestSellersResponse } from '@boneka/shared';
import { fetchRead, type ApiRead } from '@/lib/api-read';
import { productsRootKey } from './get-products';

export const bestSellersRead: ApiRead<z.infer<typeof BestSellersResponse>, number[]> = {
  queryKey: [...productsRootKey, 'best-sellers'],
  path: '/api/products/best-sellers',
  fromReply: (reply) => reply.data.product_ids,
};

/** Whether the product sold most lately (docs/design.md §5): only then does it wear "Best Seller". */
export function useIsBestSeller(productId: number): boolean {
  const { data } = useQuery({
    queryKey: bestSellersRead.queryKey,
    queryFn: ({ signal }) => fetchRead(bestSellersRead, signal),
  });
  return data?.includes(productId) ?? false;
}
