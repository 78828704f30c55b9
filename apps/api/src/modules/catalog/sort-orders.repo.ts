import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import { EVERYTHING } from '../../db/change-tags.js';
import { TRUE } from '../../db/database.js';
import { prepared, preparedByShape } from '../../db/prepared.js';
import type { CatalogTotalsTable } from '../../db/schema.js';
import { SORT_KEYS, type Order } from './product-filters.js';
import type { SortOrder } from './sort-order.js';

export type Totals = Omit<CatalogTotalsTable, 'id'>;
const TOTALS = [
  'active_products',
  'members_version',
  'price_version',
  'sold_version',
  'rating_version',
  'name_version',
] as const satisfies (keyof Totals)[];
/** The catalogue's totals, selected beside what a statement reads so that one snapshot proves it current. */
export const TOTALS_COLUMNS = TOTALS.map((column) => `catalog_totals.${column}` as const);
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
export const RANKING: Partial<Record<Order, keyof Totals>> = {
  popular: 'sold_version',
  bestselling: 'sold_version',
  rating: 'rating_version',
};
export const RANKING_REFRESH_MS = 1000;
export type Ranking = 'popular' | 'bestselling' | 'rating';

/** Which rankings a committed write's tags (db/change-tags.ts) may have moved. */
const RANKED_BY: Array<[string, Ranking[]]> = [
  ['products.sold_count', ['popular', 'bestselling']],
  ['products.rating_sum', ['rating']],
  ['products.review_count', ['rating']],
];

export const stampOf = (totals: Totals, sort: Order) => {
  const own = RANKING[sort] ? undefined : SORT_VERSION[sort];
  return `${totals.members_version}:${totals.price_version}:${own ? totals[own] : ''}`;
};

/** A sort's order as `[id, price]` pairs: parsed JSON on PostgreSQL (null for no rows), text on SQLite. */
type PositionsJson = [number, number][] | string | null;

export interface SortOrdersOptions {
  /** A ranking's order was read again: the cached pages in it may show an older order. */
  rankingChanged?: (ranking: Ranking) => void;
}

/** The catalogue's sort orders held in memory (sort-order.ts), each read again when found stale. */
export function sortOrdersRepo(db: Db, dialect: Dialect, options: SortOrdersOptions = {}) {
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
        .select([...TOTALS_COLUMNS, positions.as('positions')])
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

  return {
    /** The sort's order as last read, if it was. */
    held: (sort: Order): SortOrder | undefined => orders.get(sort),
    read: readOrder,
    rankLater,
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
    },
  };
}
export type SortOrdersRepo = ReturnType<typeof sortOrdersRepo>;
