import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DeleteProductResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { forgetProduct } from './product-cache';

/** 'Produk berhasil dihapus!'; a product that was ever ordered is hidden rather than destroyed (`data.hidden`). */
export function deleteProduct(productId: number): Promise<z.infer<typeof DeleteProductResponse>> {
  return api.delete<z.infer<typeof DeleteProductResponse>>(`/api/products/${productId}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_reply, productId) => forgetProduct(queryClient, productId),
  });
}
