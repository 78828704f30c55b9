import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DeleteCategoryResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { refreshCategories } from './category-cache';

export type DeleteCategoryInput = { categoryId: number; moveTo?: number };

/**
 * Deletes a category, its products moved to `moveTo`. Never silently: 409 CATEGORY_NOT_EMPTY (`product_count`)
 * while products are in it and none is named, 409 CATEGORY_HAS_CHILDREN while it has sub-categories.
 */
export async function deleteCategory({ categoryId, moveTo }: DeleteCategoryInput) {
  const query = moveTo === undefined ? '' : `?move_to=${moveTo}`;
  return (await api.delete<z.infer<typeof DeleteCategoryResponse>>(`/api/categories/${categoryId}${query}`)).data;
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => refreshCategories(queryClient) });
}
