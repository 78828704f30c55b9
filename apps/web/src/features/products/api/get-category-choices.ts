import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CategoryNode, CategoryTreeResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import type { Language } from '@/lib/i18n/i18n';

/**
 * Under the shop's category key (`['categories']`), so the owner's category changes refresh it too; a key of its
 * own beside the shop's tree, which keeps the reply differently.
 */
export const categoryChoicesQueryKey = (language: Language) => ['categories', 'choices', language] as const;

/** The categories a product can be put in, named in the page's language, in the owner's order. */
export async function getCategoryChoices(language: Language, signal?: AbortSignal): Promise<CategoryNode[]> {
  const reply = await api.get<z.infer<typeof CategoryTreeResponse>>(`/api/categories?lang=${language}`, {
    auth: false,
    signal,
  });
  return reply.data;
}

export function useCategoryChoices(language: Language) {
  return useQuery({
    queryKey: categoryChoicesQueryKey(language),
    queryFn: ({ signal }) => getCategoryChoices(language, signal),
  });
}
