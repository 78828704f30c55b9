import type { z } from 'zod';
import type { Product, ProductBody, ProductResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

/** The product's own fields: name, description, and its price and stock (a new product's one variant's). */
export type ProductInput = Omit<z.output<typeof ProductBody>, 'image_url'>;

/**
 * 201 'Produk berhasil ditambahkan!': the product with one variant at this price and stock, in the default category.
 * Its photos, variants and categories follow as the next steps of the form's save (admin-product-save.ts).
 */
export async function createProduct(input: ProductInput): Promise<Product> {
  return (await api.post<z.infer<typeof ProductResponse>>('/api/products', input)).data;
}
