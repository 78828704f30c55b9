import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Category, CategoryBody, CategoryResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { refreshCategories } from './category-cache';

export type SaveCategoryInput = { categoryId?: number; body: CategoryBody };

/**
 * A new category (`POST /api/categories`, 201), or one renamed, re-slugged or moved under another parent
 * (`PUT /api/categories/:id`). 409 SLUG_TAKEN, 422 CATEGORY_TOO_DEEP when refused.
 */
export async function saveCategory({ categoryId, body }: SaveCategoryInput): Promise<Category> {
  const reply =
    categoryId === undefined
      ? await api.post<z.infer<typeof CategoryResponse>>('/api/categories', body)
      : await api.put<z.infer<typeof CategoryResponse>>(`/api/categories/${categoryId}`, body);
  return reply.data;
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCategory, onSuccess: () => refreshCategories(queryClient) });
}
