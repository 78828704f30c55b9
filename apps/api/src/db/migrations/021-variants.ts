import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { createUpdateTrigger, VERSIONED } from './007-catalog-totals.js';
import { columnKit, type Migration } from './helpers.js';

/** The weight every product shipped at before variants had their own (shared SHIPPING_WEIGHT_GRAMS). */
const DEFAULT_WEIGHT_GRAMS = 1000;

/** `Boneka Wisuda` → `boneka-wisuda`; what is left empty becomes `kategori`. */
const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'kategori';

/**
 * Categories, options, variants and galleries (issue 27, decisions 033–034).
 *
 * - `categories`: a two-level tree; `product_categories` puts a product in one or more; `products.category_id` is
 *   its main one, whose name `products.category_name` keeps for the spec's `category.name`.
 * - `product_options` (≤ 3 per product, values ordered, as JSON text) and `product_variants`: one row per
 *   combination, with its own SKU, price, stock, weight and photo; `option1..3` are '' where a product has fewer
 *   options, so one unique key names a combination on both databases. A product with no options has one variant.
 * - `product_images`: the gallery, ordered; position 0 is the cover, which `products.image/thumbnail` repeat.
 * - `products.price`, `price_max` and `stock` are the totals of the variants that are switched on (the spec's
 *   fields, and what the catalogue sorts and filters by); `search_extra` holds the option values and SKUs that
 *   search also finds.
 * - Cart and wishlist lines name a variant; order lines copy its label, SKU and weight.
 *
 * Every existing product becomes one default variant with its price, stock and photo; every cart, wishlist and
 * order line points at it; each distinct `category_name` becomes a category.
 */
export function variants(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await k
        .withId(db.schema.createTable('categories'))
        .addColumn('parent_id', 'integer', (c) => c.references('categories.id'))
        .addColumn('slug', 'varchar(80)', (c) => c.notNull().unique())
        .addColumn('name_id', 'varchar(60)', (c) => c.notNull())
        .addColumn('name_en', 'varchar(60)', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('image', 'varchar(255)')
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addColumn('updated_at', k.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('categories_parent').on('categories').columns(['parent_id', 'position']).execute();

      await db.schema
        .createTable('product_categories')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
        .addPrimaryKeyConstraint('product_categories_pk', ['product_id', 'category_id'])
        .execute();
      await db.schema
        .createIndex('product_categories_category')
        .on('product_categories')
        .columns(['category_id', 'product_id'])
        .execute();

      await db.schema
        .alterTable('products')
        .addColumn('category_id', 'integer', (c) => c.references('categories.id'))
        .execute();
      await db.schema.alterTable('products').addColumn('price_max', 'integer').execute();
      await db.schema.alterTable('products').addColumn('search_extra', 'text').execute();

      await k
        .withId(db.schema.createTable('product_options'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(40)', (c) => c.notNull())
        .addColumn('option_values', 'text', (c) => c.notNull())
        .addUniqueConstraint('product_options_position', ['product_id', 'position'])
        .execute();

      await k
        .withId(db.schema.createTable('product_images'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('image', 'varchar(255)', (c) => c.notNull())
        .addColumn('thumbnail', 'varchar(255)')
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('product_images_product')
        .on('product_images')
        .columns(['product_id', 'position'])
        .execute();

      await k
        .withId(db.schema.createTable('product_variants'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('option1', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('option2', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('option3', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('sku', 'varchar(64)')
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('weight_grams', 'integer', (c) => c.notNull().defaultTo(DEFAULT_WEIGHT_GRAMS))
        .addColumn('length_cm', 'integer')
        .addColumn('width_cm', 'integer')
        .addColumn('height_cm', 'integer')
        .addColumn('image_id', 'integer', (c) => c.references('product_images.id').onDelete('set null'))
        .addColumn('is_active', k.boolean, (c) => c.notNull().defaultTo(k.trueValue))
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addColumn('updated_at', k.timestamp, (c) => c.notNull())
        .addUniqueConstraint('product_variants_combination', ['product_id', 'option1', 'option2', 'option3'])
        .addCheckConstraint('product_variants_stock_not_negative', sql`stock >= 0`)
        .addCheckConstraint('product_variants_price_not_negative', sql`price >= 0`)
        .addCheckConstraint('product_variants_weight_positive', sql`weight_grams > 0`)
        .execute();
      // Unique where set: both databases let many rows leave it empty.
      await db.schema.createIndex('product_variants_sku').on('product_variants').column('sku').unique().execute();
      await db.schema
        .createIndex('product_variants_product')
        .on('product_variants')
        .columns(['product_id', 'position'])
        .execute();

      // Order lines: the variant, and what it was at the time of the order.
      await db.schema
        .alterTable('order_items')
        .addColumn('variant_id', 'integer', (c) => c.references('product_variants.id').onDelete('set null'))
        .execute();
      await db.schema.alterTable('order_items').addColumn('variant_label', 'varchar(130)').execute();
      await db.schema.alterTable('order_items').addColumn('sku', 'varchar(64)').execute();
      await db.schema.alterTable('order_items').addColumn('weight_grams', 'integer').execute();
      await db.schema.createIndex('order_items_variant').on('order_items').column('variant_id').execute();

      // Every product so far: one photo (its cover), one default variant, its category.
      const now = new Date().toISOString();
      const at = pg ? sql`${now}::timestamptz` : sql`${now}`;
      await sql`insert into product_images (product_id, position, image, thumbnail, created_at)
        select id, 0, image, thumbnail, ${at} from products where image is not null order by id`.execute(db);
      await sql`insert into product_variants (product_id, position, price, stock, weight_grams, image_id, is_active,
          created_at, updated_at)
        select p.id, 0, p.price, p.stock, ${DEFAULT_WEIGHT_GRAMS},
          (select min(i.id) from product_images i where i.product_id = p.id), ${k.trueValue}, p.created_at, p.updated_at
        from products p order by p.id`.execute(db);
      await sql`update products set price_max = price`.execute(db);

      const { rows: names } = await sql<{
        category_name: string;
      }>`select distinct category_name from products order by category_name`.execute(db);
      const used = new Set<string>();
      for (const [position, { category_name: name }] of names.entries()) {
        let slug = slugOf(name);
        for (let n = 2; used.has(slug); n += 1) slug = `${slugOf(name)}-${n}`;
        used.add(slug);
        await sql`insert into categories (slug, name_id, name_en, position, created_at, updated_at)
          values (${slug}, ${name}, ${name === 'Boneka' ? 'Dolls' : name}, ${position}, ${at}, ${at})`.execute(db);
      }
      await sql`update products set category_id = (select c.id from categories c where c.name_id = products.category_name)`.execute(
        db,
      );
      await sql`insert into product_categories (product_id, category_id)
        select id, category_id from products where category_id is not null`.execute(db);

      await sql`update order_items set variant_id = (select min(v.id) from product_variants v
          where v.product_id = order_items.product_id),
        weight_grams = ${DEFAULT_WEIGHT_GRAMS}`.execute(db);

      // Cart and wishlist lines name a variant: one line per (customer, variant). SQLite cannot drop a unique
      // constraint, so those two tables are built again; PostgreSQL changes them in place.
      for (const table of ['cart_items', 'wishlist_items'] as const) {
        const cart = table === 'cart_items';
        if (pg) {
          await db.schema
            .alterTable(table)
            .addColumn('variant_id', 'integer', (c) => c.references('product_variants.id').onDelete('cascade'))
            .execute();
          await sql`update ${sql.table(table)} set variant_id = (select min(v.id) from product_variants v
              where v.product_id = ${sql.ref(`${table}.product_id`)})`.execute(db);
          await sql`alter table ${sql.table(table)} alter column variant_id set not null`.execute(db);
          await sql`alter table ${sql.table(table)} drop constraint ${sql.raw(`${table}_user_product`)}`.execute(db);
          await sql`alter table ${sql.table(table)} add constraint ${sql.raw(`${table}_user_variant`)}
            unique (user_id, variant_id)`.execute(db);
        } else {
          let rebuilt = k
            .withId(db.schema.createTable(`${table}_v2`))
            .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
            .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
            .addColumn('variant_id', 'integer', (c) =>
              c.notNull().references('product_variants.id').onDelete('cascade'),
            );
          if (cart) rebuilt = rebuilt.addColumn('quantity', 'integer', (c) => c.notNull());
          rebuilt = rebuilt.addColumn('created_at', k.timestamp, (c) => c.notNull());
          if (cart) rebuilt = rebuilt.addColumn('updated_at', k.timestamp, (c) => c.notNull());
          rebuilt = rebuilt.addUniqueConstraint(`${table}_user_variant`, ['user_id', 'variant_id']);
          if (cart) rebuilt = rebuilt.addCheckConstraint('cart_items_quantity_positive', sql`quantity > 0`);
          await rebuilt.execute();
          const columns = cart
            ? sql`id, user_id, product_id, variant_id, quantity, created_at, updated_at`
            : sql`id, user_id, product_id, variant_id, created_at`;
          const source = cart
            ? sql`id, user_id, product_id, (select min(v.id) from product_variants v where v.product_id = t.product_id),
                quantity, created_at, updated_at`
            : sql`id, user_id, product_id, (select min(v.id) from product_variants v where v.product_id = t.product_id),
                created_at`;
          await sql`insert into ${sql.table(`${table}_v2`)} (${columns})
            select ${source} from ${sql.table(table)} t order by id`.execute(db);
          await db.schema.dropTable(table).execute();
          await db.schema.alterTable(`${table}_v2`).renameTo(table).execute();
        }
        await db.schema.createIndex(`${table}_product`).on(table).columns(['product_id']).execute();
      }

      // Search also reads the option values and SKUs (`search_extra`), and its version moves with them.
      if (pg) {
        await sql`drop index products_search`.execute(db);
        await sql`alter table products drop column search_vector`.execute(db);
        await sql`alter table products add column search_vector tsvector generated always as
          (to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(description, '') || ' ' ||
            coalesce(search_extra, ''))) stored`.execute(db);
        await sql`create index products_search on products using gin (search_vector)`.execute(db);
      } else {
        await sql`drop trigger products_fts_insert`.execute(db);
        await sql`drop trigger products_fts_delete`.execute(db);
        await sql`drop trigger products_fts_update`.execute(db);
        await sql`drop table products_fts`.execute(db);
        await sql`create virtual table products_fts using fts5(name, description, search_extra, content='products',
          content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(db);
        await sql`insert into products_fts(products_fts) values ('rebuild')`.execute(db);
        await sql`create trigger products_fts_insert after insert on products begin
          insert into products_fts(rowid, name, description, search_extra)
            values (new.id, new.name, coalesce(new.description, ''), coalesce(new.search_extra, ''));
        end`.execute(db);
        await sql`create trigger products_fts_delete after delete on products begin
          insert into products_fts(products_fts, rowid, name, description, search_extra)
            values ('delete', old.id, old.name, coalesce(old.description, ''), coalesce(old.search_extra, ''));
        end`.execute(db);
        await sql`create trigger products_fts_update after update of name, description, search_extra on products begin
          insert into products_fts(products_fts, rowid, name, description, search_extra)
            values ('delete', old.id, old.name, coalesce(old.description, ''), coalesce(old.search_extra, ''));
          insert into products_fts(rowid, name, description, search_extra)
            values (new.id, new.name, coalesce(new.description, ''), coalesce(new.search_extra, ''));
        end`.execute(db);
      }
      await createUpdateTrigger(
        db,
        dialect,
        { ...VERSIONED, name_version: ['name', 'description', 'search_extra'] },
        true,
      );
    },
  };
}
