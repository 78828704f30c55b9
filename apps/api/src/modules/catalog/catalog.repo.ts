import type { Db, Dialect } from '../../db/database.js';
import { catalogMembersRepo } from './catalog-members.repo.js';
import { productCategoriesRepo } from './product-categories.repo.js';
import { productDetailRepo } from './product-detail.repo.js';
import { productListingRepo } from './product-listing.repo.js';
import { productPartsRepo } from './product-parts.repo.js';
import { productQueriesRepo } from './product-queries.repo.js';
import { productWritesRepo } from './product-writes.repo.js';
import { sortOrdersRepo, type SortOrdersOptions } from './sort-orders.repo.js';

export type { ProductCardRow, ProductPage } from './product-cards.js';
export type { ProductDetailRow, VariantPart } from './product-detail.repo.js';
export type { ProductFilter, ProductSort } from './product-filters.js';
export { RANKING_REFRESH_MS, type Ranking } from './sort-orders.repo.js';

export type CatalogRepoOptions = SortOrdersOptions;

/**
 * The catalogue's SQL, one file per reason to change: a product's page (product-detail.repo.ts), single products and
 * the plain lists (product-queries.repo.ts), the shop's list and search (product-listing.repo.ts, over the sort
 * orders and members held in memory: sort-orders.repo.ts, catalog-members.repo.ts), the product row's writes
 * (product-writes.repo.ts), and its variants, gallery and categories (product-parts.repo.ts).
 */
export function catalogRepo(db: Db, dialect: Dialect, options: CatalogRepoOptions = {}) {
  const orders = sortOrdersRepo(db, dialect, options);
  const members = catalogMembersRepo(db, dialect);
  return {
    ...productPartsRepo(db, dialect),
    ...productDetailRepo(db, dialect),
    ...productQueriesRepo(db),
    ...productListingRepo(db, dialect, orders, members),
    ...productWritesRepo(db),
    ...productCategoriesRepo(db),
    /**
     * A write was committed (here or, through the cache's broadcast, elsewhere): the rankings it may have moved are
     * read again within RANKING_REFRESH_MS, and the members it may have changed when next asked for.
     */
    noticeWrite(tags: readonly string[]) {
      orders.noticeWrite(tags);
      members.noticeWrite(tags);
    },
  };
}
export type CatalogRepo = ReturnType<typeof catalogRepo>;
