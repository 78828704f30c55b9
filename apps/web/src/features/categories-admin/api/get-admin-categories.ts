import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CategoryNode, CategoryTreeResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import type { Language } from '@/lib/i18n/i18n';

/** Under the shop's category key: a change here refreshes the shop's tree, and the shop's refreshes this. */
export const categoriesRootKey = ['categories'] as const;
export const adminCategoriesQueryKey = (language: Language) => [...categoriesRootKey, 'admin', language] as const;

/** The tree as the owner arranges it: top level with their children, in order, each with its listed products. */
export async function getAdminCategories(language: Language, signal?: AbortSignal): Promise<CategoryNode[]> {
  const reply = await api.get<z.infer<typeof CategoryTreeResponse>>(`/api/categories?lang=${language}`, { signal });
  return reply.data;
}

export function useAdminCategories(language: Language) {
  return useQuery({
    queryKey: adminCategoriesQueryKey(language),
    queryFn: ({ signal }) => getAdminCategories(language, signal),
  });
}
