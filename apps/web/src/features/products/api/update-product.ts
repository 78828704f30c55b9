import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productFormData, type ProductInput, type ProductReply } from './create-product';
import { refreshProducts } from './product-cache';

export type UpdateProductInput = {
  productId: number;
  input: ProductInput;
  /** A new picture replaces the old one. */
  image?: File | null;
  /** Without a new picture: drop the current one. */
  removeImage?: boolean;
};

/** 'Produk berhasil diperbarui!' with the product as saved. */
export function updateProduct({ productId, input, image, removeImage }: UpdateProductInput): Promise<ProductReply> {
  const form = productFormData(input, image);
  if (!image && removeImage) form.append('removeImage', 'true');
  return api.put<ProductReply>(`/api/products/${productId}`, form);
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (reply) => refreshProducts(queryClient, reply.data),
  });
}
