import { sql, type Expression, type SqlBool } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { ProductRow } from '../../db/schema.js';

/** What a product reply and the admin's audit trail read: not the flags, nor PostgreSQL's search vector. */
export const PRODUCT_COLUMNS = [
  'products.id',
  'products.name',
  'products.description',
  'products.price',
  'products.stock',
  'products.category_name',
  'products.image',
  'products.thumbnail',
  'products.rating_sum',
  'products.review_count',
  'products.sold_count',
  'products.created_at',
  'products.price_max',
  'products.variant_count',
  'products.sales',
] as const;
/**
 * The main category's slug beside them (a primary-key lookup per row: the slug lives in one row, where a rename
 * changes it once). Every query selecting CARD_COLUMNS joins `categories` with `withCategory`.
 */
export const CARD_COLUMNS = [...PRODUCT_COLUMNS, 'categories.slug as category_slug'] as const;
export type ProductCardRow = Pick<
  ProductRow,
  | 'id'
  | 'name'
  | 'description'
  | 'price'
  | 'stock'
  | 'category_name'
  | 'image'
  | 'thumbnail'
  | 'rating_sum'
  | 'review_count'
  | 'sold_count'
  | 'created_at'
  | 'price_max'
  | 'variant_count'
  | 'sales'
> & { category_slug: string | null };

export interface ProductPage {
  rows: ProductCardRow[];
  total: number;
}

/** A product row as `cardsJson` writes it: CARD_COLUMNS in order. */
type ProductJson = [
  number,
  string,
  string | null,
  number,
  number,
  string,
  string | null,
  string | null,
  number,
  number,
  number,
  string,
  number | null,
  number,
  string | null,
  string | null,
];

/** PostgreSQL's driver parses JSON (null for no rows); SQLite's answers the text. */
export type CardsJson = ProductJson[] | string | null;

/** The PostgreSQL driver writes times as ISO-8601 UTC (database.ts); JSON has the session's offset instead. */
export const timeOf = (dialect: Dialect) =>
  dialect === 'postgres' ? (t: string) => new Date(t).toISOString() : (t: string) => t;

const cardList = sql.raw([...PRODUCT_COLUMNS, 'categories.slug'].join(', '));
const cardsFrom = sql`products left join categories on categories.id = products.category_id`;

/**
 * Product rows as one JSON array of arrays, decoded by `cardsOf`: V8 parses it several times faster than the
 * drivers build one object per row (docs/performance.md).
 */
export function cardsAsJson(dialect: Dialect) {
  const time = timeOf(dialect);
  const cardOf = (c: ProductJson): ProductCardRow => ({
    id: c[0],
    name: c[1],
    description: c[2],
    price: c[3],
    stock: c[4],
    category_name: c[5],
    image: c[6],
    thumbnail: c[7],
    rating_sum: c[8],
    review_count: c[9],
    sold_count: c[10],
    created_at: time(c[11]),
    price_max: c[12],
    variant_count: c[13],
    sales: c[14],
    category_slug: c[15],
  });
  return {
    cardsJson: (where: Expression<SqlBool>) =>
      dialect === 'postgres'
        ? sql<CardsJson>`(select json_agg(json_build_array(${cardList})) from ${cardsFrom} where ${where})`
        : sql<CardsJson>`(select json_group_array(json_array(${cardList})) from ${cardsFrom} where ${where})`,
    cardsOf: (json: CardsJson): ProductCardRow[] =>
      (typeof json === 'string' ? (JSON.parse(json) as ProductJson[]) : (json ?? [])).map(cardOf),
  };
}
