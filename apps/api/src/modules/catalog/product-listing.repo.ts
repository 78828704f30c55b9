import { sql, type SqlBool } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import { prepared, slot } from '../../db/prepared.js';
import type { CatalogMembersRepo } from './catalog-members.repo.js';
import { listingSqlRepo } from './listing-sql.repo.js';
import { cardsAsJson, type ProductCardRow, type ProductPage } from './product-cards.js';
import type { Order, ProductFilter, ProductSort } from './product-filters.js';
import { fts5Query, tsQuery } from './search-terms.js';
import { pageFrom, type SortOrder } from './sort-order.js';
import { RANKING, stampOf, TOTALS_COLUMNS, type SortOrdersRepo, type Totals } from './sort-orders.repo.js';

/** How many searches' matches are kept (the words shoppers type repeat; a crawler's would not). */
const MAX_SEARCHES = 2000;

/**
 * The catalogue's list and search: pages cut from the sort orders held in memory, the words' matches and the
 * category's or option's members placed in them by position; SQL alone while the catalogue changes under them.
 */
export function productListingRepo(db: Db, dialect: Dialect, orders: SortOrdersRepo, members: CatalogMembersRepo) {
  const bySql = listingSqlRepo(db, dialect);
  const ftsText = dialect === 'postgres' ? tsQuery : fts5Query;
  const { cardsJson, cardsOf } = cardsAsJson(dialect);
  /** A list of ids as one bound value: a PostgreSQL array, a JSON array for SQLite's json_each. */
  const idList = (ids: number[]) => (dialect === 'postgres' ? ids : JSON.stringify(ids));
  const idIn = (ids: unknown) =>
    dialect === 'postgres'
      ? sql<SqlBool>`products.id = any(${ids}::int[])`
      : sql<SqlBool>`products.id in (select value from json_each(${ids}))`;

  /** The rows of the given ids beside the catalogue's totals, in one statement. */
  const rowsWithTotals = prepared(
    db,
    db
      .selectFrom('catalog_totals')
      .select([...TOTALS_COLUMNS, cardsJson(idIn(slot(0))).as('cards')])
      .where('catalog_totals.id', '=', 1),
  );
  /** The ids of the products the words match (as one JSON array), beside the catalogue's totals. */
  const matchingIds = prepared(
    db,
    db
      .selectFrom('catalog_totals')
      .select([
        ...TOTALS_COLUMNS,
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
    const named = await members.positionsIn(order, filter);
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
    if (ranking && Number(read![ranking]) !== order.ranked) orders.rankLater(sort, order);
    const byId = new Map(cardsOf(read!.cards).map((row) => [row.id, row]));
    return { rows: ids.map((id) => byId.get(id)!), total };
  }

  /** The page from the sort's order held in memory, read again if it is stale; undefined while writes go on. */
  async function listed(filter: ProductFilter, sort: Order, limit: number, offset: number) {
    const known = orders.held(sort);
    return (
      (known && (await pageIn(known, filter, sort, limit, offset))) ??
      (await pageIn(await orders.read(sort), filter, sort, limit, offset))
    );
  }

  return {
    /**
     * One page of the list and its total. The page's ids come from the sort's order held in memory (page N costs
     * what page 1 costs; a price range is a walk over 10 000 numbers; words are matched by the full-text index and
     * placed by position), then one statement reads their rows with the versions that prove the order current.
     * When the catalogue changes between the two, SQL finds and counts the page itself.
     */
    async page(filter: ProductFilter, sort: ProductSort, limit: number, offset: number): Promise<ProductPage> {
      return (await listed(filter, sort, limit, offset)) ?? bySql.page(filter, sort, limit, offset);
    },
    /**
     * The products the words match, best-selling first on both databases: the 'bestselling' order held in memory
     * (decision 014; PostgreSQL ranked every match by ts_rank before, 0.02 of the bare server), or SQL while the
     * catalogue changes under it.
     */
    async search(tokens: string[], limit: number): Promise<ProductCardRow[]> {
      const page = await listed({ tokens }, 'bestselling', limit, 0);
      return page ? page.rows : bySql.search(tokens, limit);
    },
    countListed: bySql.countListed,
  };
}
