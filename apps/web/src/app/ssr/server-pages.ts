import { categoriesRead } from '@/features/categories/api/get-categories';
import { bestSellersRead } from '@/features/products/api/get-best-sellers';
import { productRead } from '@/features/products/api/get-product';
import { productsRead } from '@/features/products/api/get-products';
import { catalogListParams, readCatalogParams } from '@/features/products/components/catalog-params';
import { RECOMMENDED } from '@/features/products/components/recommended-products';
import { productReviewsRead } from '@/features/reviews/api/get-product-reviews';
import { reviewStatsRead } from '@/features/reviews/api/get-review-stats';
import { FIRST_REVIEWS } from '@/features/reviews/components/product-reviews';
import type { AnyApiRead } from '@/lib/api-read';

/** A page the server renders: the reads its first screen shows, and the module of its route (preloaded). */
export type ServerPage = {
  reads: AnyApiRead[];
  /** The route's source module, as the build's manifest names it. */
  route: string;
  /** The URL names nothing that exists (a product id that is not a number): 404 whatever the reads say. */
  notFound?: boolean;
};

const erase = (read: unknown) => read as AnyApiRead;

/**
 * The shop pages anyone may open, rendered on the server (docs/design.md §11): the same reads the browser would make for
 * them, so the page arrives whole and hydrates without asking again. Null for every other page (client-rendered).
 */
export function serverPage(pathname: string, search: string): ServerPage | null {
  if (pathname === '/')
    return {
      route: 'src/app/routes/home.tsx',
      reads: [erase(productsRead(RECOMMENDED)), erase(bestSellersRead), erase(categoriesRead)],
    };
  if (pathname === '/about') return { route: 'src/app/routes/about.tsx', reads: [] };
  if (pathname === '/privacy') return { route: 'src/app/routes/privacy.tsx', reads: [] };
  if (pathname === '/products') {
    const params = catalogListParams(readCatalogParams(new URLSearchParams(search)));
    return {
      route: 'src/app/routes/products.tsx',
      reads: [erase(productsRead(params)), erase(bestSellersRead), erase(categoriesRead)],
    };
  }
  const product = /^\/product\/([^/]+)$/.exec(pathname);
  if (product) {
    const route = 'src/app/routes/product.tsx';
    // The product page's own rule (routes/product.tsx, ProductDetail): digits only, else it says "not found".
    const id = /^\d+$/.test(product[1]!) ? Number(product[1]) : Number.NaN;
    if (!Number.isInteger(id) || id < 1) return { route, reads: [], notFound: true };
    return {
      route,
      reads: [
        erase(productRead(id)),
        erase(bestSellersRead),
        erase(reviewStatsRead(id)),
        erase(productReviewsRead({ productId: id, ...FIRST_REVIEWS }, null)),
      ],
    };
  }
  return null;
}
