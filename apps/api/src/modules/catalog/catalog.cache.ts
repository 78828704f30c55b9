import type { z } from 'zod';
import type { ProductListQuery, ProductSort } from '@boneka/shared';
import { tag } from '../../db/change-tags.js';

/** The columns each sort orders by: a page in that order is dropped when one of them changes anywhere. */
const SORT_COLUMNS: Record<z.output<typeof ProductSort>, readonly string[]> = {
  newest: ['created_at'],
  price_asc: ['price'],
  price_desc: ['price'],
  rating: ['rating_sum', 'review_count'],
  popular: ['sold_count'],
  name: ['name'],
};
/** What full-text search reads (the FTS5 table and the PostgreSQL search vector are built from these). */
const SEARCHED = ['name', 'description'];

/**
 * What a page of the catalogue shows: its products (any change to one of them), and which products make the
 * page, in which order — the set of active products, the sort's columns and the filtered columns.
 */
function pageShows(orderedBy: readonly string[], productIds: readonly number[]): string[] {
  return [
    tag.set('products'),
    ...tag.columns('products', ['is_active', ...orderedBy]),
    ...tag.rows('products', productIds),
  ];
}

export const catalogShows = {
  list(query: z.output<typeof ProductListQuery>, productIds: readonly number[]) {
    const filtered = [
      ...(query.minPrice !== undefined || query.maxPrice !== undefined ? ['price'] : []),
      ...(query.search ? SEARCHED : []),
    ];
    return pageShows([...SORT_COLUMNS[query.sort], ...filtered], productIds);
  },
  /** Search ranks by the searched text, then by sales. */
  search: (productIds: readonly number[]) => pageShows([...SEARCHED, 'sold_count'], productIds),
  product: (productId: number) => tag.rows('products', [productId]),
};
