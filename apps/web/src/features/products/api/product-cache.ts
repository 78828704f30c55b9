import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '@boneka/shared';
import { productDetailsQueryKey, productQueryKey } from './get-product';
import { productListsQueryKey, productsRootKey, type ProductPage } from './get-products';

/** After a product is added or changed: its page shows the reply at once, and every product list and page asks again. */
export function refreshProducts(queryClient: QueryClient, saved?: Product): void {
  if (saved) queryClient.setQueryData(productQueryKey(saved.product_id), saved);
  void queryClient.invalidateQueries({ queryKey: productsRootKey });
}

/**
 * After a delete: the product leaves every cached list at once (no flash of it on the list the admin goes back to),
 * then the lists ask again. Product pages are only marked stale: the deleted one's page is being left, and asking
 * for it now would flash 'Produk tidak ditemukan' on the way out.
 */
export function forgetProduct(queryClient: QueryClient, productId: number): void {
  queryClient.setQueriesData<ProductPage>({ queryKey: productListsQueryKey }, (page) => {
    if (!page?.data.some((product) => product.product_id === productId)) return page;
    return {
      ...page,
      data: page.data.filter((product) => product.product_id !== productId),
      pagination: { ...page.pagination, total: Math.max(0, page.pagination.total - 1) },
    };
  });
  void queryClient.invalidateQueries({ queryKey: productListsQueryKey });
  void queryClient.invalidateQueries({ queryKey: productDetailsQueryKey, refetchType: 'none' });
}
