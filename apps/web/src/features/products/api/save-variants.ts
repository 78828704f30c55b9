import type { AdminProductDetail, VariantsBody } from '@boneka/shared';
import { api } from '@/lib/api-client';
import type { ProductDetailReply } from './get-admin-product';

/**
 * The product's options and variants, saved whole: variants left out are removed (or switched off when they were
 * ever ordered). 409 SKU_TAKEN names the SKU another variant holds.
 */
export async function saveVariants(productId: number, body: VariantsBody): Promise<AdminProductDetail> {
  return (await api.put<ProductDetailReply>(`/api/products/${productId}/variants`, body)).data;
}
