import type { z } from 'zod';
import type { AdminProductDetail, ProductCategoriesBody } from '@boneka/shared';
import { api } from '@/lib/api-client';
import type { ProductDetailReply } from './get-admin-product';

/** The product's categories; the main one gives the product its `category.name`. */
export async function saveProductCategories(
  productId: number,
  body: z.input<typeof ProductCategoriesBody>,
): Promise<AdminProductDetail> {
  return (await api.put<ProductDetailReply>(`/api/products/${productId}/categories`, body)).data;
}
