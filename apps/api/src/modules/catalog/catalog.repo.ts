import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type RawBuilder,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { Db, Dialect, Executor } from '../../db/database.js';
import { EVERYTHING } from '../../db/change-tags.js';
import { prepared, preparedByShape, slot } from '../../db/prepared.js';
import type { CatalogTotalsTable, Database, ProductRow, ProductsTable } from '../../db/schema.js';
import { FALSE, TRUE, toBool } from '../../db/database.js';
import { productPartsRepo, type GalleryImage } from './product-parts.repo.js';
import type { VariantFields } from '../variants/variant-columns.js';
import { fts5Query, tsQuery } from './search-terms.js';

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

/** What a product reply and the admin's audit trail read: not the flags, nor PostgreSQL's search vector. */
const PRODUCT_COLUMNS = [
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
const CARD_COLUMNS = [...PRODUCT_COLUMNS, 'categories.slug as category_slug'] as const;
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

type Direction = 'asc' | 'desc';
type SortKey = [Expression<unknown>, Direction];
const ref = (column: string) => sql.ref(`products.${column}`);
/** The expression of index products_active_rating (migration 004), written the same way so that it is used. */
const averageRating = sql`case when products.review_count = 0 then 0 else products.rating_sum * 1.0 / products.review_count end`;
/**
 * The orders the catalogue lists products in: each sort of the list, and the search's (best-selling first, then
 * the oldest). Each sort ends on id in its own direction, so one index (004-sort-indexes) serves it either way.
 */
type Order = ProductSort | 'bestselling';
const SORT_KEYS: Record<Order, SortKey[]> = {
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
const sorted = <Q extends Orderable<Q>>(query: Q, keys: SortKey[]): Q =>
  keys.reduce((q, [key, direction]) => q.orderBy(key, direction), query);

type Totals = Omit<CatalogTotalsTable, 'id'>;
const TOTALS = [
  'active_products',
  'members_version',
  'price_version',
  'sold_version',
  'rating_version',
  'name_version',
] as const satisfies (keyof Totals)[];
/** The versions (migration 007) a sort's order depends on: which products are listed, their prices, its own key. */
const SORT_VERSION: Record<Order, keyof Totals | undefined> = {
  newest: undefined,
  price_asc: undefined,
  price_desc: undefined,
  rating: 'rating_version',
  popular: 'sold_version',
  name: 'name_version',
  bestselling: 'sold_version',
};
/**
 * Sorts by what shoppers do — sales, ratings — rather than by what the owner sets (decision 014). Every order
 * moves the best-selling ranking; reading 10 000 products again for each sale, and dropping every cached page in
 * that sort, cost more than the rest of the catalogue together. Such an order is read again at most once per
 * RANKING_REFRESH_MS after its key changed (then the pages in it are dropped: `rankingChanged`). Prices, stock and
 * which products are listed are never late: the page's rows are read by id, and the stamp still holds the
 * catalogue's membership and price versions.
 */
const RANKING: Partial<Record<Order, keyof Totals>> = {
  popular: 'sold_version',
  bestselling: 'sold_version',
  rating: 'rating_version',
};
export const RANKING_REFRESH_MS = 1000;
export type Ranking = 'popular' | 'bestselling' | 'rating';

const stampOf = (totals: Totals, sort: Order) => {
  const own = RANKING[sort] ? undefined : SORT_VERSION[sort];
  return `${totals.members_version}:${totals.price_version}:${own ? totals[own] : ''}`;
};

/**
 * The active catalogue in one sort's order, with each product's price, as of `stamp` (the versions it depends on).
 * A page of the list is a slice of it, whatever its depth; a price range is a walk over it; words select their
 * products from it by position. Each use checks `stamp` in the statement that reads the page's rows.
 */
interface SortOrder {
  stamp: string;
  /** A ranking's key version as read, and when (performance.now()). */
  ranked?: number;
  readAt: number;
  ids: number[];
  prices: number[];
  /** Position of each listed product id (made on first use by a search). */
  positions?: Map<number, number>;
  /** The ids in each price range walked so far ("min:max"), in this order. */
  ranges?: Map<string, number[]>;
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
type CardsJson = ProductJson[] | string | null;
/** A sort's order as `[id, price]` pairs, the same way. */
type PositionsJson = [number, number][] | string | null;

/** One variant as the product's page reads it. */
export interface VariantPart extends VariantFields {
  id: number;
  image_id: number | null;
}
/** A product with its options, variants (switched off too), gallery and categories (the main one first). */
export interface ProductDetailRow extends ProductCardRow {
  active: boolean;
  options: { name: string; values: string[] }[];
  variants: VariantPart[];
  images: GalleryImage[];
  categories: { id: number; slug: string; name: string }[];
}
/** A part's rows as `partsJson` writes them: parsed JSON on PostgreSQL (null for none), text on SQLite. */
type PartsJson<Row> = Row[] | string | null;
type OptionJson = [string, string];
type VariantJson = [
  number,
  string,
  string,
  string,
  string | null,
  number,
  number,
  number,
  number | null,
  number | null,
  number | null,
  number | null,
  boolean | number,
  number | null,
  string | null,
  string | null,
];
type ImageJson = [number, string, string | null, number];
type CategoryJson = [number, string, string];
const rowsOf = <Row>(json: PartsJson<Row>): Row[] =>
  typeof json === 'string' ? (JSON.parse(json) as Row[]) : (json ?? []);

export interface ProductPage {
  rows: ProductCardRow[];
  total: number;
}

/** How many searches' matches are kept (the words shoppers type repeat; a crawler's would not). */
const MAX_SEARCHES = 2000;

/** How many price ranges an order keeps walked (the shop's filter offers a handful; a crawler could send more). */
const MAX_RANGES = 64;

/** The ids of one page (and the list's total) from a sort's order, through the price range and the words' matches. */
function pageFrom(
  order: SortOrder,
  filter: ProductFilter,
  matches: number[] | undefined,
  members: Int32Array | undefined,
  limit: number,
  offset: number,
) {
  const min = filter.minPrice ?? -Infinity;
  const max = filter.maxPrice ?? Infinity;
  const anyPrice = min === -Infinity && max === Infinity;
  if (matches === undefined && members === undefined && anyPrice) {
    return { ids: order.ids.slice(offset, offset + limit), total: order.ids.length };
  }
  if (matches === undefined && members === undefined) {
    // A price range's products in this order, walked once per range and kept with the order (a new order, read
    // after any price change, starts without them): every page of a range is then a slice.
    const key = `${min}:${max}`;
    const ranges = (order.ranges ??= new Map<string, number[]>());
    let inRange = ranges.get(key);
    if (!inRange) {
      inRange = [];
      for (let i = 0; i < order.ids.length; i++) {
        const price = order.prices[i]!;
        if (price >= min && price <= max) inRange.push(order.ids[i]!);
      }
      if (ranges.size >= MAX_RANGES) ranges.clear();
      ranges.set(key, inRange);
    }
    return { ids: inRange.slice(offset, offset + limit), total: inRange.length };
  }
  // Positions to look at, in order: those of the words' matches, of the category's or option's products (both:
  // the positions in both). Indexed loops: 10 000 steps in ≈ 20 µs (an iterator takes six times longer).
  let at = members;
  if (matches !== undefined) {
    const words = positionsOf(order, matches);
    at = members ? common(words, members) : words;
  }
  if (at && anyPrice) {
    return { ids: Array.from(at.subarray(offset, offset + limit), (i) => order.ids[i]!), total: at.length };
  }
  const ids: number[] = [];
  let total = 0;
  const steps = at ? at.length : order.ids.length;
  for (let step = 0; step < steps; step++) {
    const i = at ? at[step]! : step;
    const price = order.prices[i]!;
    if (price < min || price > max) continue;
    if (total >= offset && ids.length < limit) ids.push(order.ids[i]!);
    total += 1;
  }
  return { ids, total };
}

/** The positions of `ids` in the order (those listed), in order. */
function positionsOf(order: SortOrder, ids: readonly number[]): Int32Array {
  const positions = (order.positions ??= new Map(order.ids.map((id, i) => [id, i])));
  const at = new Int32Array(ids.length);
  let found = 0;
  for (const id of ids) {
    const position = positions.get(id);
    if (position !== undefined) at[found++] = position;
  }
  // A typed array sorts numbers natively: 500 matches in ≈ 5 µs (with a comparator function, ≈ 90 µs).
  return at.subarray(0, found).sort();
}

/** The positions in both sorted lists. */
function common(a: Int32Array, b: Int32Array): Int32Array {
  const both = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      both[n++] = a[i]!;
      i++;
      j++;
    }
  }
  return both.subarray(0, n);
}

/**
 * The products a category (with its children's) names, those with a switched-on variant of an option value, and
 * those in stock: each set read in one statement (catalog_totals has no version of them to prove it current) and kept until a committed write may have changed them (`noticeWrite`: this instance's writes and,
 * through the cache's broadcast, other instances'), or MEMBERS_MAX_AGE_MS for SQL typed by hand. Listing is the
 * sort order's business: a member that is hidden or gone is simply not in it. Each order keeps the members'
 * positions in it, so that every page of a category is a slice.
 */
interface Members {
  ids: number[];
  readAt: number;
  positions: WeakMap<SortOrder, Int32Array>;
}
type MembersKind = 'category' | 'option' | 'stock';
/** As long as the read cache keeps a reply by default (READ_CACHE_SECONDS). */
const MEMBERS_MAX_AGE_MS = 60_000;
/** How many categories' and option values' members are kept (a crawler's made-up values would be endless). */
const MAX_MEMBERS = 512;
/** The writes after which a kind of members is read again (db/change-tags.ts). */
const MEMBERS_CHANGED_BY: Record<MembersKind, readonly string[]> = {
  category: ['product_categories', 'categories'],
  option: [
    'product_variants:+',
    'product_variants.option1',
    'product_variants.option2',
    'product_variants.option3',
    'product_variants.is_active',
  ],
  // Every order moves stock: the products in stock are read again after each (one scan, ≈ 1 ms at 10 000).
  stock: ['products:+', 'products.stock'],
};

export interface CatalogRepoOptions {
  /** A ranking's order was read again: the cached pages in it may show an older order. */
  rankingChanged?: (ranking: Ranking) => void;
}

export function catalogRepo(db: Db, dialect: Dialect, options: CatalogRepoOptions = {}) {
  const matches = (eb: ExpressionBuilder<Database, 'products'>, tokens: unknown): Expression<SqlBool> =>
    dialect === 'postgres'
      ? sql<SqlBool>`products.search_vector @@ to_tsquery('simple', ${tokens})`
      : eb('products.id', 'in', sql<number>`(select rowid from products_fts where products_fts match ${tokens})`);
  const ftsText = dialect === 'postgres' ? tsQuery : fts5Query;
  const totalsColumns = TOTALS.map((column) => `catalog_totals.${column}` as const);
  /** A list of ids as one bound value: a PostgreSQL array, a JSON array for SQLite's json_each. */
  const idList = (ids: number[]) => (dialect === 'postgres' ? ids : JSON.stringify(ids));
  const idIn = (ids: unknown) =>
    dialect === 'postgres'
      ? sql<SqlBool>`products.id = any(${ids}::int[])`
      : sql<SqlBool>`products.id in (select value from json_each(${ids}))`;

  /**
   * Product rows as one JSON array of arrays, decoded by `cardOf`: V8 parses it several times faster than the
   * drivers build one object per row (docs/performance.md).
   */
  const cardList = sql.raw([...PRODUCT_COLUMNS, 'categories.slug'].join(', '));
  const cardsFrom = sql`products left join categories on categories.id = products.category_id`;
  const cardsJson = (where: Expression<SqlBool>) =>
    dialect === 'postgres'
      ? sql<CardsJson>`(select json_agg(json_build_array(${cardList})) from ${cardsFrom} where ${where})`
      : sql<CardsJson>`(select json_group_array(json_array(${cardList})) from ${cardsFrom} where ${where})`;
  const cardsOf = (json: CardsJson): ProductCardRow[] =>
    (typeof json === 'string' ? (JSON.parse(json) as ProductJson[]) : (json ?? [])).map(cardOf);
  /** The PostgreSQL driver writes times as ISO-8601 UTC (database.ts); JSON has the session's offset instead. */
  const timeOf = dialect === 'postgres' ? (t: string) => new Date(t).toISOString() : (t: string) => t;
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
    created_at: timeOf(c[11]),
    price_max: c[12],
    variant_count: c[13],
    sales: c[14],
    category_slug: c[15],
  });

  /**
   * A product's page in one statement: the product, its options, variants, photos and categories, each as a JSON
   * array from its own index (`product_id, position` or the primary key). On PostgreSQL every statement costs its
   * parse and plan before it runs, so five reads would cost the detail most of its speed (docs/performance.md).
   */
  const partsJson = (columns: string, order: string, from: string) =>
    sql.raw(
      dialect === 'postgres'
        ? `(select json_agg(json_build_array(${columns}) order by ${order}) from ${from})`
        : `(select json_group_array(json_array(${columns}) order by ${order}) from ${from})`,
    );
  const detailQuery = (ex: Executor) =>
    ex
      .selectFrom('products')
      .leftJoin('categories', 'categories.id', 'products.category_id')
      .select([
        ...CARD_COLUMNS,
        'products.is_active',
        partsJson('o.name, o.option_values', 'o.position', 'product_options o where o.product_id = products.id').as(
          'options',
        ),
        partsJson(
          'v.id, v.option1, v.option2, v.option3, v.sku, v.price, v.stock, v.weight_grams, v.length_cm, v.width_cm, ' +
            'v.height_cm, v.image_id, v.is_active, v.sale_price, v.sale_starts_at, v.sale_ends_at',
          'v.position, v.id',
          'product_variants v where v.product_id = products.id',
        ).as('variants'),
        partsJson(
          'i.id, i.image, i.thumbnail, i.position',
          'i.position, i.id',
          'product_images i where i.product_id = products.id',
        ).as('images'),
        partsJson(
          'c.id, c.slug, c.name_id',
          'c.id = products.category_id desc, c.position, c.id',
          'product_categories pc join categories c on c.id = pc.category_id where pc.product_id = products.id',
        ).as('categories'),
      ])
      .where('products.id', '=', slot(0));
  const listedDetail = prepared(db, detailQuery(db).where('products.is_active', '=', TRUE));
  const anyDetail = prepared(db, detailQuery(db));
  const detailOf = (row: Awaited<ReturnType<typeof anyDetail>>[number]): ProductDetailRow => {
    const { is_active, options, variants, images, categories, ...card } = row;
    return {
      ...card,
      active: toBool(is_active),
      options: rowsOf(options as PartsJson<OptionJson>).map(([name, values]) => ({
        name,
        values: JSON.parse(values) as string[],
      })),
      variants: rowsOf(variants as PartsJson<VariantJson>).map((v) => ({
        id: v[0],
        option1: v[1],
        option2: v[2],
        option3: v[3],
        sku: v[4],
        price: v[5],
        stock: v[6],
        weight_grams: v[7],
        length_cm: v[8],
        width_cm: v[9],
        height_cm: v[10],
        image_id: v[11],
        is_active: toBool(v[12]),
        sale_price: v[13],
        sale_starts_at: v[14] === null ? null : timeOf(v[14]),
        sale_ends_at: v[15] === null ? null : timeOf(v[15]),
      })),
      images: rowsOf(images as PartsJson<ImageJson>).map(([id, image, thumbnail, position]) => ({
        id,
        image,
        thumbnail,
        position,
      })),
      categories: rowsOf(categories as PartsJson<CategoryJson>).map(([id, slug, name]) => ({ id, slug, name })),
    };
  };

  /** The rows of the given ids beside the catalogue's totals, in one statement. */
  const rowsWithTotals = prepared(
    db,
    db
      .selectFrom('catalog_totals')
      .select([...totalsColumns, cardsJson(idIn(slot(0))).as('cards')])
      .where('catalog_totals.id', '=', 1),
  );
  /** The ids of the products the words match (as one JSON array), beside the catalogue's totals. */
  const matchingIds = prepared(
    db,
    db
      .selectFrom('catalog_totals')
      .select([
        ...totalsColumns,
        dialect === 'postgres'
          ? sql<
              number[] | null
            >`(select json_agg(products.id) from products where products.search_vector @@ to_tsquery('simple', ${slot(0)}))`.as(
              'ids',
            )
          : sql<string>`(select json_group_array(rowid) from products_fts where products_fts match ${slot(0)})`.as(
              'ids',
            ),
      ])
      .where('catalog_totals.id', '=', 1),
  );
  /** Every active product in the sort's order with its price, beside the totals (one statement: one snapshot). */
  const orderOf = preparedByShape((sort) => {
    const keys = sql.join(SORT_KEYS[sort as Order].map(([key, direction]) => sql`${key} ${sql.raw(direction)}`));
    const active = sql`products.is_active = ${TRUE}`;
    const positions =
      dialect === 'postgres'
        ? sql<PositionsJson>`(select json_agg(json_build_array(products.id, products.price) order by ${keys}) from products where ${active})`
        : sql<PositionsJson>`(select json_group_array(json_array(products.id, products.price) order by ${keys}) from products where ${active})`;
    return prepared(
      db,
      db
        .selectFrom('catalog_totals')
        .select([...totalsColumns, positions.as('positions')])
        .where('catalog_totals.id', '=', 1),
    );
  });

  const orders = new Map<Order, SortOrder>();
  const reading = new Map<Order, Promise<SortOrder>>();
  /** The sort's order read again, once for all the requests that find it stale at the same time. */
  function readOrder(sort: Order): Promise<SortOrder> {
    let pending = reading.get(sort);
    if (!pending) {
      pending = orderOf(sort)()
        .then(([read]) => {
          const json = read!.positions;
          const positions = typeof json === 'string' ? (JSON.parse(json) as [number, number][]) : (json ?? []);
          const ranking = RANKING[sort];
          const order: SortOrder = {
            stamp: stampOf(read!, sort),
            ranked: ranking ? Number(read![ranking]) : undefined,
            readAt: performance.now(),
            ids: positions.map((p) => p[0]),
            prices: positions.map((p) => Number(p[1])),
          };
          const previous = orders.get(sort);
          orders.set(sort, order);
          if (ranking && previous && previous.ranked !== order.ranked) options.rankingChanged?.(sort as Ranking);
          return order;
        })
        .finally(() => reading.delete(sort));
      reading.set(sort, pending);
    }
    return pending;
  }

  const rankTimers = new Map<Order, NodeJS.Timeout>();
  /** The ranking changed since `order` was read: read it again once it is RANKING_REFRESH_MS old. */
  function rankLater(sort: Order, order: SortOrder | undefined) {
    if (!order || rankTimers.has(sort) || reading.has(sort)) return;
    const wait = Math.max(0, order.readAt + RANKING_REFRESH_MS - performance.now());
    const timer = setTimeout(() => {
      rankTimers.delete(sort);
      if (orders.get(sort) === order) readOrder(sort).catch(() => undefined);
    }, wait);
    timer.unref();
    rankTimers.set(sort, timer);
  }

  /** The page from the sort's order held in memory, read again if it is stale; undefined while writes go on. */
  async function listed(filter: ProductFilter, sort: Order, limit: number, offset: number) {
    const known = orders.get(sort);
    return (
      (known && (await pageIn(known, filter, sort, limit, offset))) ??
      (await pageIn(await readOrder(sort), filter, sort, limit, offset))
    );
  }
  /**
   * Which products each search's words match, with the versions of the searched text (migration 009) and of the
   * listed products it was read at: a search's next pages, and the same words again, skip the full-text match.
   */
  const matchesByWords = new Map<string, { version: number; members: number; ids: number[] }>();
  async function matched(text: string, order: SortOrder, sort: Order) {
    let words = matchesByWords.get(text);
    if (words) return words;
    const [read] = await matchingIds(text);
    if (stampOf(read as Totals, sort) !== order.stamp) return undefined;
    const ids = read!.ids;
    words = {
      version: Number(read!.name_version),
      members: Number(read!.members_version),
      ids: typeof ids === 'string' ? (JSON.parse(ids) as number[]) : (ids ?? []),
    };
    if (matchesByWords.size >= MAX_SEARCHES) matchesByWords.clear();
    matchesByWords.set(text, words);
    return words;
  }

  /** The category of slug `at`'s value and its children (two levels: a child has none). */
  const inCategoryIds = (at: number) => {
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
  const inCategory = (at: number) =>
    db
      .selectFrom('product_categories')
      .select('product_categories.product_id')
      .where('product_categories.category_id', 'in', inCategoryIds(at));
  /** Variant `v` is switched on and has `value` (lower case) as one of its option values. */
  const optionMatch = (value: number) =>
    sql<SqlBool>`v.is_active = ${TRUE} and (lower(v.option1) = ${value} or lower(v.option2) = ${value} or lower(v.option3) = ${value})`;
  /** A switched-on variant of the product has `value` (lower case) as one of its option values. */
  const hasOption = (value: number) =>
    sql<SqlBool>`exists (select 1 from product_variants v where v.product_id = products.id and ${optionMatch(value)})`;

  /** Members as one JSON array of ids: parsed by PostgreSQL's driver (null for none), text from SQLite. */
  const idsJson = (from: RawBuilder<unknown>) =>
    dialect === 'postgres'
      ? sql<number[] | string | null>`(select json_agg(distinct product_id) from ${from})`
      : sql<number[] | string | null>`(select json_group_array(distinct product_id) from ${from})`;
  /** Slot: the slug. Distinct: a product in a category and in one of its children counts once. */
  const categoryMembers = prepared(
    db,
    db
      .selectFrom('catalog_totals')
      .select(
        idsJson(sql`product_categories where product_categories.category_id in (${inCategoryIds(slot(0))})`).as('ids'),
      )
      .where('catalog_totals.id', '=', 1),
  );
  /** Slot: the option value, lower case. */
  const optionMembers = prepared(
    db,
    db
      .selectFrom('catalog_totals')
      .select(idsJson(sql`product_variants v where ${optionMatch(slot(0))}`).as('ids'))
      .where('catalog_totals.id', '=', 1),
  );
  const inStock = prepared(
    db,
    db
      .selectFrom('catalog_totals')
      .select(idsJson(sql`(select id as product_id from products where stock > 0) in_stock`).as('ids'))
      .where('catalog_totals.id', '=', 1),
  );
  const MEMBERS_READ: Record<MembersKind, (value: string) => Promise<{ ids: number[] | string | null }[]>> = {
    category: categoryMembers,
    option: optionMembers,
    stock: () => inStock(),
  };
  const members = new Map<string, Members>();
  const generation: Record<MembersKind, number> = { category: 0, option: 0, stock: 0 };
  async function membersOf(kind: MembersKind, value: string): Promise<Members> {
    const key = `${kind}:${value}`;
    const known = members.get(key);
    if (known && performance.now() - known.readAt < MEMBERS_MAX_AGE_MS) return known;
    const began = generation[kind];
    const [read] = await MEMBERS_READ[kind](value);
    const json = read?.ids;
    const ids = typeof json === 'string' ? (JSON.parse(json) as number[]) : (json ?? []);
    const fresh: Members = { ids, readAt: performance.now(), positions: new WeakMap() };
    // Kept only when no write that may change them was committed while they were read.
    if (generation[kind] === began) {
      if (members.size >= MAX_MEMBERS) members.clear();
      members.set(key, fresh);
    }
    return fresh;
  }
  /** The positions in the order of the products the filter's category and option value name, or undefined. */
  async function memberPositions(order: SortOrder, filter: ProductFilter): Promise<Int32Array | undefined> {
    let at: Int32Array | undefined;
    for (const [kind, value] of [
      ['category', filter.category],
      ['option', filter.option],
      ['stock', filter.inStock ? '' : undefined],
    ] as const) {
      if (value === undefined) continue;
      const named = await membersOf(kind, value);
      let positions = named.positions.get(order);
      if (!positions) named.positions.set(order, (positions = positionsOf(order, named.ids)));
      at = at ? common(at, positions) : positions;
    }
    return at;
  }

  async function pageIn(
    order: SortOrder,
    filter: ProductFilter,
    sort: Order,
    limit: number,
    offset: number,
    rematched = false,
  ): Promise<ProductPage | undefined> {
    const text = filter.tokens !== undefined ? ftsText(filter.tokens) : undefined;
    const words = text !== undefined ? await matched(text, order, sort) : undefined;
    if (text !== undefined && !words) return undefined;
    const named = await memberPositions(order, filter);
    const { ids, total } = pageFrom(order, filter, words?.ids, named, limit, offset);
    const [read] = await rowsWithTotals(idList(ids));
    if (stampOf(read!, sort) !== order.stamp) return undefined;
    if (words && (Number(read!.name_version) !== words.version || Number(read!.members_version) !== words.members)) {
      // A name or description changed, or a product came or went, since the words were matched: match them again
      // (once per change), so that a product added after a search is found by the same words.
      matchesByWords.delete(text!);
      return rematched ? undefined : pageIn(order, filter, sort, limit, offset, true);
    }
    const ranking = RANKING[sort];
    if (ranking && Number(read![ranking]) !== order.ranked) rankLater(sort, order);
    const byId = new Map(cardsOf(read!.cards).map((row) => [row.id, row]));
    return { rows: ids.map((id) => byId.get(id)!), total };
  }

  /**
   * The same page found and counted by SQL alone, for a catalogue that changes while it is read.
   */
  const filterValues = (filter: ProductFilter) => [
    ...(filter.tokens !== undefined ? [ftsText(filter.tokens)] : []),
    ...(filter.minPrice !== undefined ? [filter.minPrice] : []),
    ...(filter.maxPrice !== undefined ? [filter.maxPrice] : []),
    ...(filter.category !== undefined ? [filter.category] : []),
    ...(filter.option !== undefined ? [filter.option] : []),
  ];
  const shapeOf = (filter: ProductFilter) =>
    (filter.tokens !== undefined ? 't' : '') +
    (filter.minPrice !== undefined ? 'l' : '') +
    (filter.maxPrice !== undefined ? 'h' : '') +
    (filter.category !== undefined ? 'c' : '') +
    (filter.option !== undefined ? 'o' : '') +
    (filter.inStock ? 's' : '');
  /** The active products through the filters of `shape`, their values in slots from 0 (in filterValues' order). */
  const filtered = (shape: string) => {
    let next = 0;
    return db
      .selectFrom('products')
      .where('products.is_active', '=', TRUE)
      .$if(shape.includes('t'), (qb) => qb.where((eb) => matches(eb, slot(next++))))
      .$if(shape.includes('l'), (qb) => qb.where('products.price', '>=', slot(next++)))
      .$if(shape.includes('h'), (qb) => qb.where('products.price', '<=', slot(next++)))
      .$if(shape.includes('c'), (qb) => qb.where('products.id', 'in', inCategory(slot(next++))))
      .$if(shape.includes('o'), (qb) => qb.where(hasOption(slot(next++))))
      .$if(shape.includes('s'), (qb) => qb.where('products.stock', '>', 0));
  };
  /** Slots: the filter's values, then limit and offset. The page's ids come off an index, then their rows. */
  const sqlPage = preparedByShape((shape) => {
    const [filterShape = '', sort] = shape.split(':') as [string, ProductSort];
    const keys = SORT_KEYS[sort];
    // The filters that take a value (in_stock takes none) fill the slots before the limit and offset.
    const next = filterShape.replace('s', '').length;
    const ids = sorted(filtered(filterShape).select('products.id'), keys)
      .limit(slot(next))
      .offset(slot(next + 1));
    return prepared(
      db,
      sorted(
        db
          .selectFrom('products')
          .leftJoin('categories', 'categories.id', 'products.category_id')
          .select(CARD_COLUMNS)
          .where('products.id', 'in', ids),
        keys,
      ),
    );
  });
  const sqlCount = preparedByShape((shape) =>
    prepared(
      db,
      filtered(shape).select((eb) => eb.fn.countAll<number>().as('n')),
    ),
  );
  const activeProducts = prepared(
    db,
    db.selectFrom('catalog_totals').select('active_products').where('catalog_totals.id', '=', 1),
  );
  async function sqlPageOf(filter: ProductFilter, sort: ProductSort, limit: number, offset: number) {
    const shape = shapeOf(filter);
    const values = filterValues(filter);
    const [rows, total] = await Promise.all([
      sqlPage(`${shape}:${sort}`)(...values, limit, offset),
      // Unfiltered, the count migration 007's triggers keep; filtered, counted.
      shape === ''
        ? activeProducts().then(([totals]) => Number(totals!.active_products))
        : sqlCount(shape)(...values).then(([counted]) => Number(counted!.n)),
    ]);
    return { rows, total };
  }

  /** Slots: the full-text query, the limit. The matches best-selling first, in one statement. */
  const searchQuery = prepared(
    db,
    sorted(
      filtered('t').leftJoin('categories', 'categories.id', 'products.category_id').select(CARD_COLUMNS),
      SORT_KEYS.bestselling,
    ).limit(slot(1)),
  );
  const cardById = (ex: Executor) =>
    ex
      .selectFrom('products')
      .leftJoin('categories', 'categories.id', 'products.category_id')
      .select(CARD_COLUMNS)
      .where('products.is_active', '=', TRUE);
  const activeById = prepared(db, cardById(db).where('products.id', '=', slot(0)));

  /** Which rankings a committed write's tags (db/change-tags.ts) may have moved. */
  const RANKED_BY: Array<[string, Ranking[]]> = [
    ['products.sold_count', ['popular', 'bestselling']],
    ['products.rating_sum', ['rating']],
    ['products.review_count', ['rating']],
  ];

  return {
    ...productPartsRepo(db, dialect),
    /** A product with its parts: a listed one, or (`hidden`) whether listed or not. */
    async detail(id: number, hidden = false): Promise<ProductDetailRow | undefined> {
      const [row] = await (hidden ? anyDetail : listedDetail)(id);
      return row && detailOf(row);
    },
    /**
     * A write was committed: the rankings it may have moved are read again within RANKING_REFRESH_MS, so that
     * the cached pages in them are dropped even when no request reads one of them meanwhile.
     */
    noticeWrite(tags: readonly string[]) {
      const everything = tags.includes(EVERYTHING);
      for (const [column, rankings] of RANKED_BY) {
        if (!everything && !tags.includes(column)) continue;
        for (const ranking of rankings) rankLater(ranking, orders.get(ranking));
      }
      for (const kind of ['category', 'option', 'stock'] as const) {
        if (!everything && !MEMBERS_CHANGED_BY[kind].some((t) => tags.includes(t))) continue;
        generation[kind] += 1;
        for (const key of members.keys()) if (key.startsWith(`${kind}:`)) members.delete(key);
      }
    },
    /**
     * One page of the list and its total. The page's ids come from the sort's order held in memory (page N costs
     * what page 1 costs; a price range is a walk over 10 000 numbers; words are matched by the full-text index and
     * placed by position), then one statement reads their rows with the versions that prove the order current.
     * When the catalogue changes between the two, SQL finds and counts the page itself.
     */
    async page(filter: ProductFilter, sort: ProductSort, limit: number, offset: number): Promise<ProductPage> {
      return (await listed(filter, sort, limit, offset)) ?? sqlPageOf(filter, sort, limit, offset);
    },
    /**
     * The products the words match, best-selling first on both databases: the 'bestselling' order held in memory
     * (decision 014; PostgreSQL ranked every match by ts_rank before, 0.02 of the bare server), or SQL while the
     * catalogue changes under it.
     */
    async search(tokens: string[], limit: number): Promise<ProductCardRow[]> {
      const page = await listed({ tokens }, 'bestselling', limit, 0);
      return page ? page.rows : searchQuery(ftsText(tokens), limit);
    },
    findActive(id: number, ex: Executor = db): Promise<ProductCardRow | undefined> {
      if (ex === db) return activeById(id).then((rows) => rows[0]);
      return cardById(ex).where('products.id', '=', id).executeTakeFirst();
    },
    async insert(row: Insertable<ProductsTable>, ex: Executor = db): Promise<number> {
      return (await ex.insertInto('products').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
    /**
     * `priceWas`: the price the change expects to replace. The update then holds only while it is still so, and
     * names the price bands it moves between instead of every price (db/change-tags.ts).
     */
    async update(
      id: number,
      changes: Updateable<ProductsTable>,
      ex: Executor = db,
      priceWas?: number,
    ): Promise<boolean> {
      const result = await ex
        .updateTable('products')
        .set(changes)
        .where('id', '=', id)
        .where('is_active', '=', TRUE)
        .$if(priceWas !== undefined && changes.price !== undefined, (qb) => qb.where('price', '=', priceWas!))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /**
     * The owner's list of listed or hidden products, last changed first (a hidden product cannot be edited, so that
     * is when it was hidden), optionally by a part of the name. Plain SQL: the owner's lists are few and small.
     */
    async adminPage(
      hidden: boolean,
      search: string | undefined,
      limit: number,
      offset: number,
    ): Promise<{ rows: (ProductCardRow & { updated_at: string })[]; total: number }> {
      // LIKE's wildcards in the owner's words are matched as themselves.
      const pattern = search ? `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const base = db
        .selectFrom('products')
        .where('products.is_active', '=', !hidden)
        .$if(pattern !== undefined, (qb) => qb.where(sql<SqlBool>`lower(products.name) like ${pattern} escape '\\'`));
      const [rows, counted] = await Promise.all([
        base
          .leftJoin('categories', 'categories.id', 'products.category_id')
          .select([...CARD_COLUMNS, 'products.updated_at'])
          .orderBy('products.updated_at', 'desc')
          .orderBy('products.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.n) };
    },
    /** Lists a hidden product again, as it was; false when it is not hidden (or gone). */
    async showAgain(id: number, updatedAt: string, ex: Executor = db): Promise<boolean> {
      const result = await ex
        .updateTable('products')
        .set({ is_active: true, updated_at: updatedAt })
        .where('id', '=', id)
        .where('is_active', '=', FALSE)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async everOrdered(id: number, ex: Executor = db): Promise<boolean> {
      return (
        (await ex.selectFrom('order_items').select('id').where('product_id', '=', id).limit(1).executeTakeFirst()) !==
        undefined
      );
    },
    async remove(id: number, ex: Executor = db) {
      await ex.deleteFrom('products').where('id', '=', id).execute();
    },
    /** Adds or removes one review's rating from the product's running totals (same transaction as the review). */
    async adjustRating(id: number, ratingDelta: number, countDelta: number, ex: Executor) {
      await ex
        .updateTable('products')
        .set((eb) => ({
          rating_sum: eb('rating_sum', '+', ratingDelta),
          review_count: eb('review_count', '+', countDelta),
        }))
        .where('id', '=', id)
        .execute();
    },
    /** One conditional decrement: it cannot take stock below zero, whatever runs at the same time. */
    async takeStock(id: number, quantity: number, ex: Executor): Promise<boolean> {
      const result = await ex
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '-', quantity), sold_count: eb('sold_count', '+', quantity) }))
        .where('id', '=', id)
        .where('is_active', '=', TRUE)
        .where('stock', '>=', quantity)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async returnStock(id: number, quantity: number, ex: Executor) {
      await ex
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '+', quantity), sold_count: eb('sold_count', '-', quantity) }))
        .where('id', '=', id)
        .execute();
    },
    /**
     * Units sold per listed product in orders placed since `since` and not cancelled, most first (ties by id); only
     * products with at least `minUnits`.
     */
    /** How many products are listed: the count migration 007's triggers keep. */
    async countListed(): Promise<number> {
      const [totals] = await activeProducts();
      return Number(totals!.active_products);
    },
    unitsSoldSince(since: string, minUnits: number, limit: number): Promise<{ product_id: number }[]> {
      const units = sql<number>`sum(order_items.quantity)`;
      return db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .innerJoin('products', 'products.id', 'order_items.product_id')
        .select('order_items.product_id')
        .where('orders.created_at', '>=', since)
        .where('orders.status', '!=', 'cancelled')
        .where('products.is_active', '=', TRUE)
        .groupBy('order_items.product_id')
        .having(units, '>=', minUnits)
        .orderBy(units, 'desc')
        .orderBy('order_items.product_id')
        .limit(limit)
        .execute();
    },
    /** Every listed product's id and last change, by id (the sitemap). */
    listedIds(): Promise<{ id: number; updated_at: string; sold_count: number }[]> {
      return db
        .selectFrom('products')
        .select(['id', 'updated_at', 'sold_count'])
        .where('is_active', '=', TRUE)
        .orderBy('id')
        .execute();
    },
    async countAll(): Promise<number> {
      const row = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type CatalogRepo = ReturnType<typeof catalogRepo>;
