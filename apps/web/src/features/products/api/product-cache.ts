import type { QueryClient } from '@tanstack/react-query';
import type { AdminProductDetail, Variant } from '@boneka/shared';
import { adminProductQueryKey } from './get-admin-product';
import { productDetailsQueryKey } from './get-product';
import { productListsQueryKey, productsRootKey, type ProductPage } from './get-products';

/** The category tree's counts of products change with a product's categories and visibility. */
const categoriesRootKey = ['categories'] as const;

/** After a product is added, changed, hidden or shown again: every product list and page, and the categories, ask again. */
export function refreshProducts(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: productsRootKey });
  void queryClient.invalidateQueries({ queryKey: categoriesRootKey });
}

/** After a save that answered the whole product: the owner's page of it shows the reply at once, the rest asks again. */
export function refreshProduct(queryClient: QueryClient, saved: AdminProductDetail): void {
  queryClient.setQueryData(adminProductQueryKey(saved.product_id), saved);
  refreshProducts(queryClient);
}

/** After one variant's quick change: its row shows the reply at once; the product's totals are asked again. */
export function refreshVariant(queryClient: QueryClient, productId: number, variant: Variant): void {
  queryClient.setQueryData<AdminProductDetail>(adminProductQueryKey(productId), (product) =>
    product
      ? {
          ...product,
          variants: product.variants.map((v) => (v.variant_id === variant.variant_id ? variant : v)),
        }
      : product,
  );
  refreshProducts(queryClient);
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
  void queryClient.invalidateQueries({ queryKey: adminProductQueryKey(productId), refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: categoriesRootKey });
}
