import type { QueryClient } from '@tanstack/react-query';
import { categoriesRootKey } from './get-admin-categories';

/** Products carry their main category's name: a category change shows on them too. */
const productsRootKey = ['products'] as const;

/** After any change to the categories: the shop's tree, the owner's and the products ask again. */
export function refreshCategories(queryClient: QueryClient): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: productsRootKey });
  return queryClient.invalidateQueries({ queryKey: categoriesRootKey });
}
