import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/**
 * Promotions like the marketplaces' (issue 44, decisions 061 and 062).
 *
 * - `voucher_targets`: the products, or categories, a voucher is limited to (none: every product). Gratis Ongkir is
 *   a voucher of `type` 'shipping' whose `value` is the most it takes off the courier's cost.
 * - `variant_wholesale_prices`: harga grosir, a variant's unit price from a quantity up.
 * - `flash_sales` and `flash_sale_items`: a price for the first `quota` units of a variant between a start and an
 *   end. `sold` counts the units held by orders at the flash price; it never passes the quota (a check, besides the
 *   conditional update that takes it), and a cancelled order gives its units back.
 * - `order_items.price_kind` and `flash_sale_item_id`: where a line's unit price came from, and the quota it holds.
 * - `orders.shipping_discount`: what Gratis Ongkir took off the shipping cost.
 */
export function promotions(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await k
        .withId(db.schema.createTable('voucher_targets'))
        .addColumn('voucher_id', 'integer', (c) => c.notNull().references('vouchers.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
        .addCheckConstraint(
          'voucher_targets_one_kind',
          sql`(product_id is null and category_id is not null) or (product_id is not null and category_id is null)`,
        )
        .execute();
      await db.schema.createIndex('voucher_targets_voucher').on('voucher_targets').column('voucher_id').execute();

      await k
        .withId(db.schema.createTable('variant_wholesale_prices'))
        .addColumn('variant_id', 'integer', (c) => c.notNull().references('product_variants.id').onDelete('cascade'))
        .addColumn('min_quantity', 'integer', (c) => c.notNull())
        .addColumn('price', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('variant_wholesale_prices_tier', ['variant_id', 'min_quantity'])
        .addCheckConstraint('variant_wholesale_prices_sane', sql`min_quantity >= 2 and price >= 1`)
        .execute();

      await k
        .withId(db.schema.createTable('flash_sales'))
        .addColumn('name', 'varchar(80)', (c) => c.notNull())
        .addColumn('starts_at', k.timestamp, (c) => c.notNull())
        .addColumn('ends_at', k.timestamp, (c) => c.notNull())
        .addColumn('ended_early_at', k.timestamp)
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addColumn('updated_at', k.timestamp, (c) => c.notNull())
        .execute();
      await k
        .withId(db.schema.createTable('flash_sale_items'))
        .addColumn('flash_sale_id', 'integer', (c) => c.notNull().references('flash_sales.id').onDelete('cascade'))
        .addColumn('variant_id', 'integer', (c) => c.notNull().references('product_variants.id').onDelete('cascade'))
        .addColumn('price', 'bigint', (c) => c.notNull())
        .addColumn('quota', 'integer', (c) => c.notNull())
        .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('flash_sale_items_once', ['flash_sale_id', 'variant_id'])
        .addCheckConstraint('flash_sale_items_within_quota', sql`sold >= 0 and sold <= quota and quota >= 1`)
        .execute();
      await db.schema.createIndex('flash_sale_items_variant').on('flash_sale_items').column('variant_id').execute();
      await db.schema.createIndex('flash_sales_ends').on('flash_sales').column('ends_at').execute();

      await db.schema
        .alterTable('order_items')
        .addColumn('price_kind', 'varchar(10)', (c) => c.notNull().defaultTo('normal'))
        .execute();
      await db.schema.alterTable('order_items').addColumn('flash_sale_item_id', 'integer').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('shipping_discount', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
