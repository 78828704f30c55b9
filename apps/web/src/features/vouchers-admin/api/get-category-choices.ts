import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CategoryNode, CategoryTreeResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import type { Language } from '@/lib/i18n/i18n';

/** A category as the picker lists it: its name and how deep it sits (a sub-category is indented). */
export type CategoryChoice = { category_id: number; name: string; depth: number };

const flatten = (nodes: readonly CategoryNode[]): CategoryChoice[] =>
  nodes.flatMap((node) => [
    { category_id: node.category_id, name: node.name, depth: 0 },
    ...node.children.map((child) => ({ category_id: child.category_id, name: child.name, depth: 1 })),
  ]);

/**
 * The categories a voucher can be limited to, in the owner's order and the page's language. Under the shop's
 * category key (the owner's category changes refresh it), the same reply the product form keeps.
 */
export function useCategoryChoices(language: Language) {
  return useQuery({
    queryKey: ['categories', 'choices', language],
    queryFn: async ({ signal }): Promise<CategoryNode[]> => {
      const reply = await api.get<z.infer<typeof CategoryTreeResponse>>(`/api/categories?lang=${language}`, {
        auth: false,
        signal,
      });
      return reply.data;
    },
    select: (tree) => flatten(tree),
  });
}
