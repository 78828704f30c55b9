import { sql, type RawBuilder } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import { EVERYTHING } from '../../db/change-tags.js';
import { prepared, slot } from '../../db/prepared.js';
import { inCategoryIds, optionMatch, type ProductFilter } from './product-filters.js';
import { common, positionsOf, type SortOrder } from './sort-order.js';

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

export function catalogMembersRepo(db: Db, dialect: Dialect) {
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
        idsJson(sql`product_categories where product_categories.category_id in (${inCategoryIds(db, slot(0))})`).as(
          'ids',
        ),
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

  return {
    /** The positions in the order of the products the filter's category and option value name, or undefined. */
    async positionsIn(order: SortOrder, filter: ProductFilter): Promise<Int32Array | undefined> {
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
    },
    /** A write was committed: the kinds of members it may have changed are read again when next asked for. */
    noticeWrite(tags: readonly string[]) {
      const everything = tags.includes(EVERYTHING);
      for (const kind of ['category', 'option', 'stock'] as const) {
        if (!everything && !MEMBERS_CHANGED_BY[kind].some((t) => tags.includes(t))) continue;
        generation[kind] += 1;
        for (const key of members.keys()) if (key.startsWith(`${kind}:`)) members.delete(key);
      }
    },
  };
}
export type CatalogMembersRepo = ReturnType<typeof catalogMembersRepo>;
