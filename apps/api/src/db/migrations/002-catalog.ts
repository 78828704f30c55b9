import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { columnKit, type Migration } from './helpers.js';

/** Products (with their rating aggregates), reviews, cart, wishlist, vouchers, and the order tables reviews need. */
export function catalog(dialect: Dialect): Migration {
  const k = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await k
        .withId(db.schema.createTable('products'))
        .addColumn('name', 'varchar(120)', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('category_name', 'varchar(60)', (c) => c.notNull().defaultTo('Boneka'))
        .addColumn('image', 'varchar(255)')
        .addColumn('thumbnail', 'varchar(255)')
        .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sold_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_active', k.boolean, (c) => c.notNull().defaultTo(k.trueValue))
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addColumn('updated_at', k.timestamp, (c) => c.notNull())
        .addCheckConstraint('products_stock_not_negative', sql`stock >= 0`)
        .addCheckConstraint('products_price_not_negative', sql`price >= 0`)
        .execute();
      await db.schema
        .createIndex('products_active_created')
        .on('products')
        .columns(['is_active', 'created_at'])
        .execute();
      await db.schema.createIndex('products_active_price').on('products').columns(['is_active', 'price']).execute();

      if (dialect === 'postgres') {
        await sql`alter table products add column search_vector tsvector generated always as
          (to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(description, ''))) stored`.execute(db);
        await sql`create index products_search on products using gin (search_vector)`.execute(db);
      } else {
        await sql`create virtual table products_fts using fts5(name, description, content='products', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
          db,
        );
        await sql`create trigger products_fts_insert after insert on products begin
          insert into products_fts(rowid, name, description) values (new.id, new.name, coalesce(new.description, ''));
        end`.execute(db);
        await sql`create trigger products_fts_delete after delete on products begin
          insert into products_fts(products_fts, rowid, name, description) values ('delete', old.id, old.name, coalesce(old.description, ''));
        end`.execute(db);
        await sql`create trigger products_fts_update after update of name, description on products begin
          insert into products_fts(products_fts, rowid, name, description) values ('delete', old.id, old.name, coalesce(old.description, ''));
          insert into products_fts(rowid, name, description) values (new.id, new.name, coalesce(new.description, ''));
        end`.execute(db);
      }

      await k
        .withId(db.schema.createTable('orders'))
        .addColumn('order_number', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('secure_token', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('payment_status', 'varchar(16)', (c) => c.notNull())
        .addColumn('payment_method', 'varchar(40)', (c) => c.notNull())
        .addColumn('subtotal', 'integer', (c) => c.notNull())
        .addColumn('shipping_cost', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('voucher_code', 'varchar(32)')
        .addColumn('voucher_discount', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total_amount', 'integer', (c) => c.notNull())
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addColumn('updated_at', k.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'id']).execute();
      await k
        .withId(db.schema.createTable('order_items'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('product_name', 'varchar(120)', (c) => c.notNull())
        .addColumn('unit_price', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('subtotal', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();
      await db.schema.createIndex('order_items_product').on('order_items').column('product_id').execute();

      await k
        .withId(db.schema.createTable('reviews'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('title', 'varchar(200)')
        .addColumn('comment', 'text', (c) => c.notNull())
        .addColumn('helpful_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addColumn('updated_at', k.timestamp, (c) => c.notNull())
        .addCheckConstraint('reviews_rating_range', sql`rating between 1 and 5`)
        .execute();
      await db.schema
        .createIndex('reviews_order_product')
        .on('reviews')
        .columns(['order_id', 'product_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('reviews_product_created')
        .on('reviews')
        .columns(['product_id', 'created_at'])
        .execute();
      await db.schema.createIndex('reviews_product_rating').on('reviews').columns(['product_id', 'rating']).execute();
      await db.schema.createIndex('reviews_user').on('reviews').columns(['user_id', 'created_at']).execute();
      await k
        .withId(db.schema.createTable('review_images'))
        .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
        .addColumn('image', 'varchar(255)', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('review_images_review').on('review_images').column('review_id').execute();
      await db.schema
        .createTable('review_votes')
        .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('review_votes_pk', ['review_id', 'user_id'])
        .execute();

      await db.schema
        .createTable('uploads')
        .addColumn('image', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('owner_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .execute();

      await k
        .withId(db.schema.createTable('cart_items'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addColumn('updated_at', k.timestamp, (c) => c.notNull())
        .addUniqueConstraint('cart_items_user_product', ['user_id', 'product_id'])
        .addCheckConstraint('cart_items_quantity_positive', sql`quantity > 0`)
        .execute();
      await k
        .withId(db.schema.createTable('wishlist_items'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('created_at', k.timestamp, (c) => c.notNull())
        .addUniqueConstraint('wishlist_items_user_product', ['user_id', 'product_id'])
        .execute();

      await db.schema
        .createTable('vouchers')
        .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('type', 'varchar(16)', (c) => c.notNull())
        .addColumn('value', 'integer', (c) => c.notNull())
        .addColumn('description', 'varchar(200)', (c) => c.notNull())
        .addColumn('is_active', k.boolean, (c) => c.notNull().defaultTo(k.trueValue))
        .execute();
      const yes = dialect === 'postgres' ? sql`true` : sql`1`;
      await sql`insert into vouchers (code, type, value, description, is_active) values
        ('BONEKA10', 'percent', 10, 'Diskon 10% untuk semua boneka', ${yes}),
        ('PROMO20', 'percent', 20, 'Diskon 20% promo spesial', ${yes}),
        ('HEMAT50K', 'fixed', 50000, 'Potongan Rp 50.000', ${yes})`.execute(db);
    },
  };
}
