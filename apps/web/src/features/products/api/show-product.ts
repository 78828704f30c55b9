import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProductResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { refreshProducts } from './product-cache';

/** "Tampilkan lagi": a hidden product is listed again, with its reviews and orders as they were. */
export function showProduct(productId: number): Promise<z.infer<typeof ProductResponse>> {
  return api.put<z.infer<typeof ProductResponse>>(`/api/products/${productId}/show`);
}

export function useShowProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: showProduct,
    onSuccess: () => refreshProducts(queryClient),
  });
}
