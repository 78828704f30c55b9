import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CategoryNode, CategoryOrderBody, CategoryTreeResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n/i18n';
import { refreshCategories } from './category-cache';
import { adminCategoriesQueryKey } from './get-admin-categories';

export type CategoryOrder = z.infer<typeof CategoryOrderBody>;

/** The categories under one parent (null: the top level) in a new order: all of them, each once. */
export async function reorderCategories(order: CategoryOrder): Promise<CategoryNode[]> {
  return (await api.put<z.infer<typeof CategoryTreeResponse>>('/api/categories/order', order)).data;
}

/** Puts `ids` in the given order within a level of the tree. */
export function withOrder(tree: CategoryNode[], { parent_id, category_ids }: CategoryOrder): CategoryNode[] {
  const ordered = <T extends { category_id: number }>(list: T[]) =>
    category_ids.map((id) => list.find((c) => c.category_id === id)).filter((c): c is T => c !== undefined);
  if (parent_id === null) return ordered(tree);
  return tree.map((node) => (node.category_id === parent_id ? { ...node, children: ordered(node.children) } : node));
}

/**
 * `reorder` shows the new order at once (in the same render as the move, so the focus follows the moved category),
 * then saves it; the tree is asked again after, so a refused order goes back to the server's.
 */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  const key = adminCategoriesQueryKey(language);
  const mutation = useMutation({ mutationFn: reorderCategories, onSettled: () => refreshCategories(queryClient) });
  const reorder = (order: CategoryOrder, options?: Parameters<typeof mutation.mutate>[1]) => {
    void queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<CategoryNode[]>(key, (tree) => (tree ? withOrder(tree, order) : tree));
    mutation.mutate(order, options);
  };
  return { reorder, isPending: mutation.isPending };
}
