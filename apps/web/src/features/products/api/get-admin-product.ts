import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminProductDetail, AdminProductDetailResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { adminProductsRootKey } from './get-admin-products';

/** What the owner's product reads and saves answer: the product with its low-stock threshold. */
export type ProductDetailReply = z.infer<typeof AdminProductDetailResponse>;

/** Under the owner's product key: every product change (a save, a delete, "Tampilkan lagi") asks again. */
export const adminProductQueryKey = (id: number) => [...adminProductsRootKey, 'detail', id] as const;

/** One product as the owner edits it (admins only): hidden ones too, with every variant, photo and category. */
export async function getAdminProduct(id: number, signal?: AbortSignal): Promise<AdminProductDetail> {
  return (await api.get<ProductDetailReply>(`/api/products/admin/${id}`, { signal })).data;
}

export function useAdminProduct(id: number) {
  return useQuery({
    queryKey: adminProductQueryKey(id),
    queryFn: ({ signal }) => getAdminProduct(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}
