import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import { TRUE } from '../../db/database.js';
import { prepared, preparedByShape, slot } from '../../db/prepared.js';
import type { Database } from '../../db/schema.js';
import { CARD_COLUMNS, type ProductCardRow, type ProductPage } from './product-cards.js';
import { hasOption, inCategory, SORT_KEYS, sorted, type ProductFilter, type ProductSort } from './product-filters.js';
import { fts5Query, tsQuery } from './search-terms.js';

/**
 * The same page found and counted by SQL alone, for a catalogue that changes while it is read (the orders held in
 * memory, product-listing.repo.ts, cannot prove themselves current then).
 */
export function listingSqlRepo(db: Db, dialect: Dialect) {
  const matches = (eb: ExpressionBuilder<Database, 'products'>, tokens: unknown): Expression<SqlBool> =>
    dialect === 'postgres'
      ? sql<SqlBool>`products.search_vector @@ to_tsquery('simple', ${tokens})`
      : eb('products.id', 'in', sql<number>`(select rowid from products_fts where products_fts match ${tokens})`);
  const ftsText = dialect === 'postgres' ? tsQuery : fts5Query;

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
      .$if(shape.includes('c'), (qb) => qb.where('products.id', 'in', inCategory(db, slot(next++))))
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
  /** Slots: the full-text query, the limit. The matches best-selling first, in one statement. */
  const searchQuery = prepared(
    db,
    sorted(
      filtered('t').leftJoin('categories', 'categories.id', 'products.category_id').select(CARD_COLUMNS),
      SORT_KEYS.bestselling,
    ).limit(slot(1)),
  );

  return {
    async page(filter: ProductFilter, sort: ProductSort, limit: number, offset: number): Promise<ProductPage> {
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
    },
    /** The products the words match, best-selling first. */
    search(tokens: string[], limit: number): Promise<ProductCardRow[]> {
      return searchQuery(ftsText(tokens), limit);
    },
    /** How many products are listed: the count migration 007's triggers keep. */
    async countListed(): Promise<number> {
      const [totals] = await activeProducts();
      return Number(totals!.active_products);
    },
  };
}
