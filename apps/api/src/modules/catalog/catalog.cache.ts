import type { z } from 'zod';
import type { ProductListQuery, ProductSort } from '@boneka/shared';
import { tag } from '../../db/change-tags.js';
import type { Ranking } from './catalog.repo.js';

/** What a ranking's cached pages carry: dropped when its order is read again (catalog.repo.ts, decision 014). */
export const rankingTag = (ranking: Ranking) => `catalog:ranking:${ranking}`;

/**
 * What decides each sort's order: the columns the owner sets (a page in that order is dropped when one of them
 * changes anywhere), or a ranking by what shoppers do, which drops its pages when it is read again.
 */
const SORT_SHOWS: Record<z.output<typeof ProductSort>, readonly string[]> = {
  newest: tag.columns('products', ['created_at']),
  price_asc: tag.columns('products', ['price']),
  price_desc: tag.columns('products', ['price']),
  rating: [rankingTag('rating')],
  popular: [rankingTag('popular')],
  name: tag.columns('products', ['name']),
};
/** What full-text search reads (the FTS5 table and the PostgreSQL search vector are built from these). */
const SEARCHED = ['name', 'description'];

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
  ];
}

export const catalogShows = {
  list(query: z.output<typeof ProductListQuery>, productIds: readonly number[]) {
    const filtered = [
      ...(query.minPrice !== undefined || query.maxPrice !== undefined ? ['price'] : []),
      ...(query.search ? SEARCHED : []),
    ];
    return pageShows(SORT_SHOWS[query.sort], filtered, productIds);
  },
  /** Search ranks by the searched text, then by sales: the best-selling ranking in memory, or SQL on PostgreSQL. */
  search: (productIds: readonly number[], rankedInMemory: boolean) =>
    pageShows(
      rankedInMemory ? [rankingTag('bestselling')] : tag.columns('products', ['sold_count']),
      SEARCHED,
      productIds,
    ),
  product: (productId: number) => tag.rows('products', [productId]),
};
