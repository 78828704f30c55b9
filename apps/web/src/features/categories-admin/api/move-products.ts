import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MoveProductsBody, MoveProductsResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { refreshCategories } from './category-cache';

export type MoveProductsInput = { categoryId: number; body: z.input<typeof MoveProductsBody> };

/** Puts products in the category: added to theirs, or (`as_main`) as their main category. Answers how many moved. */
export async function moveProducts({ categoryId, body }: MoveProductsInput) {
  return (await api.post<z.infer<typeof MoveProductsResponse>>(`/api/categories/${categoryId}/products`, body)).data;
}

export function useMoveProducts() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveProducts, onSuccess: () => refreshCategories(queryClient) });
}
