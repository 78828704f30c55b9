import type { z } from 'zod';
import type { Product, ProductResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import type { ProductInput } from './create-product';

/**
 * 'Produk berhasil diperbarui!'. A product with several variants takes its current totals as price and stock (its
 * prices and stock are its variants'); anything else answers 422 HAS_VARIANTS.
 */
export async function updateProduct(productId: number, input: ProductInput): Promise<Product> {
  return (await api.put<z.infer<typeof ProductResponse>>(`/api/products/${productId}`, input)).data;
}
