import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import { TRUE } from '../../db/database.js';

/**
 * What the catalogue's list can be narrowed and sorted by, and the SQL of each: shared by the orders held in memory
 * (sort-orders.repo.ts), the members of a category or option (catalog-members.repo.ts) and the SQL that finds a
 * page alone (listing-sql.repo.ts).
 */
export interface ProductFilter {
  tokens?: string[];
  minPrice?: number;
  maxPrice?: number;
  /** A category's slug: its products, and a top-level category's children's. */
  category?: string;
  /** An option value, lower-cased: products with a switched-on variant of that value. */
  option?: string;
  /** Only products with stock. */
  inStock?: boolean;
}
export type ProductSort = 'newest' | 'price_asc' | 'price_desc' | 'rating' | 'popular' | 'name';

type Direction = 'asc' | 'desc';
type SortKey = [Expression<unknown>, Direction];
const ref = (column: string) => sql.ref(`products.${column}`);
/** The expression of index products_active_rating (migration 004), written the same way so that it is used. */
const averageRating = sql`case when products.review_count = 0 then 0 else products.rating_sum * 1.0 / products.review_count end`;
/**
 * The orders the catalogue lists products in: each sort of the list, and the search's (best-selling first, then
 * the oldest). Each sort ends on id in its own direction, so one index (004-sort-indexes) serves it either way.
 */
export type Order = ProductSort | 'bestselling';
export const SORT_KEYS: Record<Order, SortKey[]> = {
  newest: [
    [ref('created_at'), 'desc'],
    [ref('id'), 'desc'],
  ],
  price_asc: [
    [ref('price'), 'asc'],
    [ref('id'), 'asc'],
  ],
  price_desc: [
    [ref('price'), 'desc'],
    [ref('id'), 'desc'],
  ],
  rating: [
    [averageRating, 'desc'],
    [ref('review_count'), 'desc'],
    [ref('id'), 'desc'],
  ],
  popular: [
    [ref('sold_count'), 'desc'],
    [ref('id'), 'desc'],
  ],
  name: [
    [ref('name'), 'asc'],
    [ref('id'), 'asc'],
  ],
  bestselling: [
    [ref('sold_count'), 'desc'],
    [ref('id'), 'asc'],
  ],
};

interface Orderable<Q> {
  orderBy(expression: Expression<unknown>, direction: Direction): Q;
}
export const sorted = <Q extends Orderable<Q>>(query: Q, keys: SortKey[]): Q =>
  keys.reduce((q, [key, direction]) => q.orderBy(key, direction), query);

/** The category of slug `at`'s value and its children (two levels: a child has none). */
export const inCategoryIds = (db: Db, at: number) => {
  const slug = sql<string>`${at}`;
  return db
    .selectFrom('categories')
    .select('categories.id')
    .where((c) =>
      c.or([
        c('categories.slug', '=', slug),
        c(
          'categories.parent_id',
          'in',
          c.selectFrom('categories as top').select('top.id').where('top.slug', '=', slug),
        ),
      ]),
    );
};
/** The products in the category of slug `at`'s value, or in a child of it. */
export const inCategory = (db: Db, at: number) =>
  db
    .selectFrom('product_categories')
    .select('product_categories.product_id')
    .where('product_categories.category_id', 'in', inCategoryIds(db, at));
/** Variant `v` is switched on and has `value` (lower case) as one of its option values. */
export const optionMatch = (value: number) =>
  sql<SqlBool>`v.is_active = ${TRUE} and (lower(v.option1) = ${value} or lower(v.option2) = ${value} or lower(v.option3) = ${value})`;
/** A switched-on variant of the product has `value` (lower case) as one of its option values. */
export const hasOption = (value: number) =>
  sql<SqlBool>`exists (select 1 from product_variants v where v.product_id = products.id and ${optionMatch(value)})`;
