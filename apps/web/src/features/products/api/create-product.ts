import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProductBody, ProductResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { refreshProducts } from './product-cache';

/** The validated fields of the admin's product form (the picture travels as a file beside them). */
export type ProductInput = Omit<z.output<typeof ProductBody>, 'image_url'>;
export type ProductReply = z.infer<typeof ProductResponse>;

/** The multipart body both the add and the edit form send: name, description, price, stock, optional `image`. */
export function productFormData(input: ProductInput, image?: File | null): FormData {
  const form = new FormData();
  form.append('name', input.name);
  form.append('description', input.description ?? '');
  form.append('price', String(input.price));
  form.append('stock', String(input.stock));
  if (image) form.append('image', image);
  return form;
}

export type CreateProductInput = { input: ProductInput; image?: File | null };

/** 201 'Produk berhasil ditambahkan!' with the new product. */
export function createProduct({ input, image }: CreateProductInput): Promise<ProductReply> {
  return api.post<ProductReply>('/api/products', productFormData(input, image));
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (reply) => refreshProducts(queryClient, reply.data),
  });
}
