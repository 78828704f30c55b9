import type { Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/**
 * Harga coret (issue 30, decision 046).
 *
 * - `product_variants.sale_price`, `sale_starts_at`, `sale_ends_at`: a variant's sale price and its period (UTC; a
 *   start of null: from when it was saved). The price in force is computed when it is read (packages/shared
 *   sale.ts), so a sale starts and ends at its minute with nothing to run.
 * - `products.sales`: the switched-on variants' sales that have not ended, as JSON, kept by the catalogue's
 *   `refreshTotals` like the product's other totals: a catalogue card shows its sale without reading the variants.
 */
export function salePrices(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('product_variants').addColumn('sale_price', 'integer').execute();
      await db.schema.alterTable('product_variants').addColumn('sale_starts_at', k.timestamp).execute();
      await db.schema.alterTable('product_variants').addColumn('sale_ends_at', k.timestamp).execute();
      await db.schema.alterTable('products').addColumn('sales', 'text').execute();
    },
  };
}
