import type { z } from 'zod';
import type { ProductListQuery, ProductSort } from '@boneka/shared';
import { tag } from '../../db/change-tags.js';
import type { Ranking } from './catalog.repo.js';

/** What a ranking's cached pages carry: dropped when its order is read again (sort-orders.repo.ts, decision 014). */
export const rankingTag = (ranking: Ranking) => `catalog:ranking:${ranking}`;
/**
 * What a rendered page shows of the best sellers: touched when they are read again and differ (catalog.service.ts).
 * Every sale drops the best sellers' own reply; the pages that show them are dropped only when the list moved.
 */
export const BEST_SELLERS_SHOWN = 'catalog:best-sellers';

/** Whether product `id` is a best seller, as a page that shows it says ("Terlaris"). */
export const bestSellerTag = (id: number) => `catalog:best-seller:id=${id}`;

/** What changed when the best sellers moved from `before` to `after`: the list, and each product that came or went. */
export function bestSellersMoved(before: readonly number[], after: readonly number[]): string[] {
  const was = new Set(before);
  const is = new Set(after);
  return [
    BEST_SELLERS_SHOWN,
    ...[...is].filter((id) => !was.has(id)).map(bestSellerTag),
    ...[...was].filter((id) => !is.has(id)).map(bestSellerTag),
  ];
}

/**
 * What a page that shows the best sellers' list shows of it: only whether each product on the page is one (its
 * badge). A page that names its products (`products:id=N`) is dropped when one of them comes or goes, not each time
 * the sale's products climb past one another; a page that does not name them keeps the whole list's tag.
 */
export function bestSellersShownOn(pageTags: readonly string[]): string[] {
  if (!pageTags.includes(BEST_SELLERS_SHOWN)) return [...pageTags];
  const shown = pageTags.flatMap((tag) => {
    const id = /^products:id=(\d+)$/.exec(tag)?.[1];
    return id ? [bestSellerTag(Number(id))] : [];
  });
  if (shown.length === 0) return [...pageTags];
  return [...pageTags.filter((tag) => tag !== BEST_SELLERS_SHOWN), ...shown];
}

/**
 * What decides each sort's order: the columns the owner sets (a page in that order is dropped when one of them
 * changes anywhere), the price bands of the page (`list`), or a ranking by what shoppers do, which drops its pages
 * when it is read again.
 */
const SORT_SHOWS: Record<z.output<typeof ProductSort>, readonly string[]> = {
  newest: tag.columns('products', ['created_at']),
  price_asc: [],
  price_desc: [],
  rating: [rankingTag('rating')],
  popular: [rankingTag('popular')],
  name: tag.columns('products', ['name']),
};
/** What full-text search reads (the FTS5 table and the PostgreSQL search vector are built from these). */
const SEARCHED = ['name', 'description', 'search_extra'];

/** Every card names its main category's slug, read from the category's row. */
const CATEGORY_SLUG = tag.columns('categories', ['slug']);
/**
 * Which products a category page lists: the products in each category, and which categories are a top-level one's
 * children. (A product's parts — variants, photos — change its own row too: `refreshTotals`.)
 */
const IN_CATEGORY = [
  tag.table('product_categories'),
  tag.set('categories'),
  ...tag.columns('categories', ['slug', 'parent_id']),
];
/** Which products have a switched-on variant of an option value. */
const WITH_OPTION = [
  tag.set('product_variants'),
  ...tag.columns('product_variants', ['option1', 'option2', 'option3', 'is_active']),
];

/**
 * What a page of the catalogue shows: its products (any change to one of them), and which products make the
 * page, in which order — the set of active products, what decides the order and the filtered columns.
 */
function pageShows(orderedBy: readonly string[], filtered: readonly string[], productIds: readonly number[]): string[] {
  return [
    tag.set('products'),
    ...tag.columns('products', ['is_active', ...filtered]),
    ...orderedBy,
    ...tag.rows('products', productIds),
    ...CATEGORY_SLUG,
  ];
}

/** Past the top band (db/change-tags.ts): "no upper bound" in a filter. */
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

export const catalogShows = {
  /**
   * A page filtered by price shows the products in the filter's price range; a page in price order, those
   * between its cheapest and its dearest product (a price moving across them moves the page's products). Other
   * price changes leave them as they are.
   */
  list(query: z.output<typeof ProductListQuery>, products: ReadonlyArray<{ product_id: number; price: number }>) {
    const byPrice = query.sort === 'price_asc' || query.sort === 'price_desc';
    const filteredByPrice = query.minPrice !== undefined || query.maxPrice !== undefined;
    const prices = products.map((p) => p.price);
    const priceTags = filteredByPrice
      ? tag.prices(query.minPrice ?? 0, query.maxPrice ?? NO_LIMIT)
      : byPrice && prices.length > 0
        ? tag.prices(Math.min(...prices), Math.max(...prices))
        : [];
    return [
      ...pageShows(
        SORT_SHOWS[query.sort],
        [...(query.search ? SEARCHED : []), ...(query.in_stock ? ['stock'] : [])],
        products.map((p) => p.product_id),
      ),
      ...priceTags,
      ...(query.category ? IN_CATEGORY : []),
      ...(query.option ? WITH_OPTION : []),
    ];
  },
  /** Search lists the words' matches best-selling first (the ranking held in memory). */
  search: (productIds: readonly number[]) => pageShows([rankingTag('bestselling')], SEARCHED, productIds),
  /**
   * A product's page: its row, which every write of its variants, photos and options also updates
   * (`refreshTotals`), and the names and slugs of its categories.
   */
  product: (productId: number) => [
    ...tag.rows('products', [productId]),
    ...tag.columns('categories', ['slug', 'name_id']),
  ],
  /**
   * The best sellers move with sales (a new order's lines and its stock, a cancel's status and returned stock) and
   * with which products are listed; the 30-day window slides by itself, which the cache's TTL bounds.
   */
  bestSellers: () => [
    tag.set('products'),
    ...tag.columns('products', ['is_active', 'sold_count']),
    tag.set('order_items'),
    ...tag.columns('orders', ['status']),
  ],
};
