import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/**
 * How many of a product's variants are switched on, on the product row beside `price_max` (issue 27, decision
 * 035): every catalogue card says whether the shopper must choose one, and a count per card would be a subquery
 * per row on the list's hottest statement. The catalogue's `refreshTotals` keeps it with the other totals.
 */
export function variantCount(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('products')
        .addColumn('variant_count', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await sql`update products set variant_count = (select count(*) from product_variants v
        where v.product_id = products.id and v.is_active = ${k.trueValue})`.execute(db);
    },
  };
}
