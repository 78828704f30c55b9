import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CategoryNode, CategoryTreeResponse } from '@boneka/shared';
import { fetchRead, type ApiRead } from '@/lib/api-read';

/** The root of every category query: the owner's changes invalidate it. */
export const categoriesQueryKey = ['categories'] as const;

/** The shop's category tree (top level, each with its children), in the owner's order. */
export const categoriesRead: ApiRead<z.infer<typeof CategoryTreeResponse>, CategoryNode[]> = {
  queryKey: categoriesQueryKey,
  path: '/api/categories',
  fromReply: (reply) => reply.data,
};

export function useCategories() {
  return useQuery({
    queryKey: categoriesRead.queryKey,
    queryFn: ({ signal }) => fetchRead(categoriesRead, signal),
    // The tree changes when the owner reorganises the shop, not while someone browses.
    staleTime: 5 * 60_000,
  });
}
