/**
 * Migration 021 (issue 27, decision 033) on a shop the previous release left behind: a database migrated up to 020
 * and filled the way that release's code filled it (plain SQL, its columns only), then migrated to the latest.
 * Nothing may be lost: every product becomes one default variant with its price, stock and photo, cart, wishlist
 * and order lines point at it, each category name becomes a category, search and the catalogue totals still hold,
 * and the app, started on the migrated database, answers what the previous release answered.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Db, DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest, migrateUpTo } from '../src/db/migrate.js';
import { ManualClock } from '../src/lib/clock.js';
import { hashPassword } from '../src/lib/passwords.js';
import { prepareDatabase } from '../src/startup.js';
import { PASSWORD, send } from './support/accounts.js';
import { openEmptyDatabase } from './support/old-database.js';
import { testConfig } from './support/test-app.js';

/** The last migration of the release before variants. */
const PREVIOUS_RELEASE = '020-cancel-requests';
const NOW = Date.parse('2026-11-21T08:00:00.000Z');
const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(NOW - hoursAgo * HOUR).toISOString();

type Row = Record<string, unknown>;

/** The previous release's products: with and without photos, out of stock, hidden, in names typed by hand. */
const PRODUCTS = {
  kelinci: {
    name: 'Boneka Kelinci Pink Lembut',
    description: 'Kelinci pink bertelinga panjang, bahan minky lembut.',
    price: 135_000,
    stock: 12,
    category_name: 'Boneka',
    image: 'products/0f5e2a7c9d1b4e3f8a6c2d0e1f3a5b7c.webp',
    thumbnail: 'products/1a2b3c4d5e6f708192a3b4c5d6e7f809.webp',
    rating_sum: 9,
    review_count: 2,
    sold_count: 3,
    is_active: true,
    created_at: at(30 * 24),
  },
  teddy: {
    name: 'Teddy Bear Cokelat Klasik',
    description: 'Teddy bear cokelat bergaya klasik dengan dasi kupu-kupu merah.',
    price: 275_000,
    stock: 0,
    category_name: 'Boneka',
    image: 'products/2b3c4d5e6f708192a3b4c5d6e7f8091a.webp',
    thumbnail: 'products/3c4d5e6f708192a3b4c5d6e7f8091a2b.webp',
    rating_sum: 3,
    review_count: 1,
    sold_count: 1,
    is_active: true,
    created_at: at(20 * 24),
  },
  wisuda: {
    name: 'Boneka Wisuda Toga Hitam',
    description: null,
    price: 189_000,
    stock: 5,
    category_name: 'Kado Wisuda',
    image: null,
    thumbnail: null,
    rating_sum: 0,
    review_count: 0,
    sold_count: 0,
    is_active: true,
    created_at: at(10 * 24),
  },
  bantal: {
    name: 'Bantal Panda Gembul',
    description: 'Bantal sofa bergambar panda, 40 × 40 cm.',
    price: 99_000,
    stock: 40,
    category_name: 'Bantal & Guling',
    image: null,
    thumbnail: null,
    rating_sum: 0,
    review_count: 0,
    sold_count: 2,
    is_active: true,
    created_at: at(5 * 24),
  },
  // Typed by hand in another spelling: the same slug as 'Bantal & Guling', so one of the two gets `-2`.
  guling: {
    name: 'Guling Dino Hijau',
    description: 'Guling panjang berbentuk dinosaurus.',
    price: 149_000,
    stock: 7,
    category_name: 'Bantal Guling',
    image: 'products/4d5e6f708192a3b4c5d6e7f8091a2b3c.webp',
    thumbnail: null,
    rating_sum: 0,
    review_count: 0,
    sold_count: 0,
    is_active: true,
    created_at: at(4 * 24),
  },
  // Hidden by "Hapus" because it was ordered (decision 007): still in the order history, never listed.
  lama: {
    name: 'Boneka Kelinci Edisi Lama',
    description: 'Edisi lama yang sudah tidak dijual.',
    price: 120_000,
    stock: 2,
    category_name: 'Boneka',
    image: 'products/5e6f708192a3b4c5d6e7f8091a2b3c4d.webp',
    thumbnail: 'products/6f708192a3b4c5d6e7f8091a2b3c4d5e.webp',
    rating_sum: 0,
    review_count: 0,
    sold_count: 1,
    is_active: false,
    created_at: at(90 * 24),
  },
};
type ProductKey = keyof typeof PRODUCTS;

let handle: DatabaseHandle;
let dropDatabase: () => Promise<void>;
let dataDir: string;
let app: FastifyInstance | undefined;
const ids = {} as Record<ProductKey, number>;
const users = {} as Record<'admin' | 'siti' | 'budi', { id: number; email: string }>;
/** What the previous release's database held, read before the migration. */
const before = {} as {
  tables: Record<string, Row[]>;
  totals: Row;
  search: Record<string, number[]>;
};
let migrated: string[];

const TABLES = [
  'products',
  'users',
  'cart_items',
  'wishlist_items',
  'orders',
  'order_items',
  'reviews',
  'review_images',
];
const SEARCHES = ['kelinci', 'teddy', 'guling', 'toga'];

let insert: (table: string, row: Record<string, unknown>) => Promise<number>;
const time = (iso: string) => (handle.dialect === 'postgres' ? sql`${iso}::timestamptz` : sql`${iso}`);

const rowsOf = async (db: Db, table: string) =>
  (await sql<Row>`select * from ${sql.table(table)} order by id`.execute(db)).rows;

/** The products whose name or description the catalogue's full-text index matches by prefix. */
async function searchIds(db: Db, word: string): Promise<number[]> {
  const { rows } =
    handle.dialect === 'postgres'
      ? await sql<{ id: number }>`select id from products
          where search_vector @@ to_tsquery('simple', ${`${word}:*`}) order by id`.execute(db)
      : await sql<{ id: number }>`select rowid as id from products_fts
          where products_fts match ${`"${word}"*`} order by rowid`.execute(db);
  return rows.map((r) => Number(r.id));
}

/** The same columns of a row, before and after (PostgreSQL rebuilds the generated `search_vector`). */
const keep = (row: Row | undefined, columns: string[]) =>
  Object.fromEntries(columns.filter((c) => c !== 'search_vector').map((c) => [c, row?.[c]]));

const iso = (value: unknown) => new Date(value as string).toISOString();

/** Fills the database the way release 020's code did: accounts, products, carts, wishlists, orders, reviews. */
async function fillAsThePreviousRelease() {
  const passwordHash = await hashPassword(PASSWORD);
  for (const [key, type, first] of [
    ['admin', 'admin', 'Admin'],
    ['siti', 'customer', 'Siti'],
    ['budi', 'customer', 'Budi'],
  ] as const) {
    const email = `${key}@migrasi.boneka.test`;
    const id = await insert('users', {
      username: key,
      email,
      password_hash: passwordHash,
      type,
      first_name: first,
      last_name: null,
      phone_number: '081234567890',
      email_verified: true,
      created_at: at(400 * 24),
      updated_at: at(400 * 24),
    });
    users[key] = { id, email };
  }
  for (const [key, p] of Object.entries(PRODUCTS) as [ProductKey, (typeof PRODUCTS)[ProductKey]][]) {
    ids[key] = await insert('products', { ...p, updated_at: p.created_at });
  }

  const line = (user: 'siti' | 'budi', product: ProductKey, quantity: number, hoursAgo: number) =>
    insert('cart_items', {
      user_id: users[user].id,
      product_id: ids[product],
      quantity,
      created_at: at(hoursAgo),
      updated_at: at(hoursAgo - 1),
    });
  await line('siti', 'kelinci', 2, 50);
  await line('siti', 'wisuda', 1, 40);
  await line('siti', 'teddy', 1, 30); // out of stock since: the line stays, the cart says so
  await line('budi', 'kelinci', 3, 20);
  for (const [user, product] of [
    ['siti', 'teddy'],
    ['siti', 'bantal'],
    ['budi', 'kelinci'],
    ['budi', 'lama'],
  ] as const) {
    await insert('wishlist_items', { user_id: users[user].id, product_id: ids[product], created_at: at(100) });
  }

  let orderCount = 0;
  const order = async (
    user: 'siti' | 'budi',
    status: string,
    paymentStatus: string,
    hoursAgo: number,
    lines: [ProductKey, number][],
  ) => {
    orderCount += 1;
    const subtotal = lines.reduce((sum, [key, quantity]) => sum + PRODUCTS[key].price * quantity, 0);
    const id = await insert('orders', {
      order_number: `BNK-20261101-00000${orderCount}`,
      secure_token: randomBytes(24).toString('base64url'),
      user_id: users[user].id,
      status,
      payment_status: paymentStatus,
      payment_method: 'Transfer Bank',
      subtotal,
      shipping_cost: 18_000,
      total_amount: subtotal + 18_000,
      courier: 'jne',
      courier_service: 'REG',
      shipping_etd: '2-3 hari',
      ship_recipient: 'Budi',
      ship_phone: '081234567890',
      ship_street: 'Jl. Melati No. 1',
      ship_district: 'Sukasari',
      ship_city: 'Kota Bandung',
      ship_province: 'Jawa Barat',
      ship_postal_code: '40154',
      // An unpaid order's hold runs out tomorrow: nothing expires while the test runs.
      expires_at: status === 'pending' ? at(hoursAgo - 24) : null,
      created_at: at(hoursAgo),
      updated_at: at(hoursAgo),
    });
    for (const [key, quantity] of lines) {
      await insert('order_items', {
        order_id: id,
        product_id: ids[key],
        product_name: PRODUCTS[key].name,
        unit_price: PRODUCTS[key].price,
        quantity,
        subtotal: PRODUCTS[key].price * quantity,
      });
    }
    return id;
  };
  const delivered = await order('budi', 'delivered', 'paid', 300, [
    ['kelinci', 2],
    ['teddy', 1],
  ]);
  await order('budi', 'pending', 'unpaid', 2, [['wisuda', 1]]);
  await order('budi', 'cancelled', 'unpaid', 500, [['lama', 1]]);
  await order('siti', 'shipped', 'paid', 48, [
    ['bantal', 2],
    ['kelinci', 1],
  ]);

  const review = await insert('reviews', {
    product_id: ids.kelinci,
    user_id: users.budi.id,
    order_id: delivered,
    rating: 5,
    title: 'Lembut sekali',
    comment: 'Anak saya suka, jahitannya rapi.',
    created_at: at(200),
    updated_at: at(200),
  });
  await sql`insert into review_images (review_id, image, position)
    values (${review}, ${'reviews/7a8b9c0d1e2f30415263748596a7b8c9.webp'}, ${0})`.execute(handle.db);
  await insert('reviews', {
    product_id: ids.kelinci,
    user_id: users.siti.id,
    order_id: null,
    rating: 4,
    title: null,
    comment: 'Bagus, sesuai foto.',
    created_at: at(150),
    updated_at: at(150),
  });
  await insert('reviews', {
    product_id: ids.teddy,
    user_id: users.budi.id,
    order_id: delivered,
    rating: 3,
    title: 'Lumayan',
    comment: 'Warnanya sedikit lebih gelap.',
    created_at: at(190),
    updated_at: at(190),
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'boneka-migration-'));
  const database = await openEmptyDatabase(dataDir);
  handle = database.handle;
  insert = database.insert;
  dropDatabase = database.drop;
  expect((await migrateUpTo(handle, PREVIOUS_RELEASE)).at(-1)).toBe(PREVIOUS_RELEASE);
  await fillAsThePreviousRelease();

  before.tables = {};
  for (const table of TABLES) before.tables[table] = await rowsOf(handle.db, table);
  before.totals = (await sql<Row>`select * from catalog_totals`.execute(handle.db)).rows[0]!;
  before.search = {};
  for (const word of SEARCHES) before.search[word] = await searchIds(handle.db, word);

  migrated = await migrateToLatest(handle);
}, 60_000);

afterAll(async () => {
  if (app) await app.close();
  else await handle?.close();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The app of this release on the migrated database, as a restart after the upgrade starts it. */
async function startApp(): Promise<FastifyInstance> {
  if (app) return app;
  const built = await buildApp({
    config: testConfig(dataDir),
    clock: new ManualClock(new Date(NOW)),
    database: handle,
  });
  await prepareDatabase(built.services);
  app = built.app;
  return app;
}

const variantsOf = async (productId: number) =>
  (
    await sql<Row>`select * from product_variants where product_id = ${productId} order by position, id`.execute(
      handle.db,
    )
  ).rows;
const variantIdOf = async (productId: number) => Number((await variantsOf(productId))[0]!.id);

describe('the database after migration 021', () => {
  it('ran 021 on a database the previous release left', () => {
    expect(migrated).toContain('021-variants');
    expect(before.tables.products).toHaveLength(Object.keys(PRODUCTS).length);
  });

  it('keeps every row of the previous release with all its columns', async () => {
    for (const table of TABLES) {
      const now = await rowsOf(handle.db, table);
      const columns = Object.keys(before.tables[table]![0]!);
      expect(
        now.map((row) => keep(row, columns)),
        table,
      ).toEqual(before.tables[table]!.map((row) => keep(row, columns)));
    }
  });

  it('gives every product exactly one default variant with its price, stock and photo', async () => {
    for (const key of Object.keys(PRODUCTS) as ProductKey[]) {
      const p = PRODUCTS[key];
      const variants = await variantsOf(ids[key]);
      expect(variants, key).toHaveLength(1);
      const [v] = variants;
      expect(
        {
          option1: v!.option1,
          option2: v!.option2,
          option3: v!.option3,
          sku: v!.sku,
          price: Number(v!.price),
          stock: Number(v!.stock),
          weight_grams: Number(v!.weight_grams),
          dimensions: [v!.length_cm, v!.width_cm, v!.height_cm],
          is_active: v!.is_active === true || v!.is_active === 1,
        },
        key,
      ).toEqual({
        option1: '',
        option2: '',
        option3: '',
        sku: null,
        price: p.price,
        stock: p.stock,
        weight_grams: 1000,
        dimensions: [null, null, null],
        is_active: true,
      });

      const images = (
        await sql<Row>`select * from product_images where product_id = ${ids[key]} order by position`.execute(handle.db)
      ).rows;
      if (p.image) {
        // The one photo is the gallery's cover, and the variant's photo.
        expect(
          images.map((i) => [Number(i.position), i.image, i.thumbnail]),
          key,
        ).toEqual([[0, p.image, p.thumbnail]]);
        expect(Number(v!.image_id), key).toBe(Number(images[0]!.id));
      } else {
        expect(images, key).toEqual([]);
        expect(v!.image_id, key).toBeNull();
      }
      const product = (
        await sql<Row>`select price, price_max, stock, variant_count, image, thumbnail from products where id = ${ids[key]}`.execute(
          handle.db,
        )
      ).rows[0]!;
      expect([Number(product.price_max), Number(product.variant_count)], key).toEqual([p.price, 1]);
      expect([Number(product.price), Number(product.stock), product.image, product.thumbnail], key).toEqual([
        p.price,
        p.stock,
        p.image,
        p.thumbnail,
      ]);
    }
  });

  it('makes a category of each category name, with the products in it as their main one', async () => {
    const categories = (await sql<Row>`select * from categories order by id`.execute(handle.db)).rows;
    const names = [...new Set(Object.values(PRODUCTS).map((p) => p.category_name))].sort();
    expect(categories.map((c) => c.name_id).sort()).toEqual(names);
    expect(categories.every((c) => c.parent_id === null)).toBe(true);
    const slugOf = (name: string) => categories.find((c) => c.name_id === name)!.slug;
    expect(slugOf('Boneka')).toBe('boneka');
    expect(categories.find((c) => c.name_id === 'Boneka')!.name_en).toBe('Dolls');
    expect(slugOf('Kado Wisuda')).toBe('kado-wisuda');
    // Two spellings of one name: two categories, neither product moved into the other's.
    expect([slugOf('Bantal & Guling'), slugOf('Bantal Guling')].sort()).toEqual(['bantal-guling', 'bantal-guling-2']);

    const links = (
      await sql<Row>`select product_id, category_id from product_categories order by product_id`.execute(handle.db)
    ).rows;
    for (const key of Object.keys(PRODUCTS) as ProductKey[]) {
      const main = categories.find((c) => c.name_id === PRODUCTS[key].category_name)!;
      const product = (
        await sql<Row>`select category_id, category_name from products where id = ${ids[key]}`.execute(handle.db)
      ).rows[0]!;
      expect([Number(product.category_id), product.category_name], key).toEqual([
        Number(main.id),
        PRODUCTS[key].category_name,
      ]);
      expect(
        links.filter((l) => Number(l.product_id) === ids[key]).map((l) => Number(l.category_id)),
        key,
      ).toEqual([Number(main.id)]);
    }
  });

  it('points every cart and wishlist line at its product’s variant, quantities kept', async () => {
    for (const table of ['cart_items', 'wishlist_items']) {
      const now = await rowsOf(handle.db, table);
      expect(
        now.map((r) => Number(r.id)),
        table,
      ).toEqual(before.tables[table]!.map((r) => Number(r.id)));
      for (const row of now) {
        expect(Number(row.variant_id), `${table} ${String(row.id)}`).toBe(await variantIdOf(Number(row.product_id)));
      }
    }
    const quantities = (rows: Row[]) => rows.map((r) => [Number(r.user_id), Number(r.product_id), Number(r.quantity)]);
    expect(quantities(await rowsOf(handle.db, 'cart_items'))).toEqual(quantities(before.tables.cart_items!));
  });

  it('lets a cart hold two variants of one product, but one line per variant', async () => {
    const kelinci = await variantIdOf(ids.kelinci);
    const [{ id: another }] = (
      await sql<{ id: number }>`insert into product_variants (product_id, position, option1, price, stock,
          created_at, updated_at)
        values (${ids.kelinci}, 1, 'Besar', 185000, 1, ${time(at(1))}, ${time(at(1))}) returning id`.execute(handle.db)
    ).rows as [{ id: number }];
    const addLine = (variantId: number) =>
      sql`insert into cart_items (user_id, product_id, variant_id, quantity, created_at, updated_at)
        values (${users.siti.id}, ${ids.kelinci}, ${variantId}, 1, ${time(at(1))}, ${time(at(1))})`.execute(handle.db);
    try {
      await addLine(Number(another));
      await expect(addLine(kelinci)).rejects.toThrow(/unique/i);
    } finally {
      await sql`delete from cart_items where variant_id = ${another}`.execute(handle.db);
      await sql`delete from product_variants where id = ${another}`.execute(handle.db);
    }
  });

  it('points every order line at its product’s variant, at the 1 000 g every quote used', async () => {
    const lines = await rowsOf(handle.db, 'order_items');
    expect(lines).toHaveLength(6);
    for (const line of lines) {
      expect(Number(line.variant_id), `line ${String(line.id)}`).toBe(await variantIdOf(Number(line.product_id)));
      expect(Number(line.weight_grams)).toBe(1000);
      expect(line.variant_label ?? '').toBe('');
      expect(line.sku).toBeNull();
    }
    const states = (await rowsOf(handle.db, 'orders')).map((o) => [o.status, o.payment_status]);
    expect(states).toEqual([
      ['delivered', 'paid'],
      ['pending', 'unpaid'],
      ['cancelled', 'unpaid'],
      ['shipped', 'paid'],
    ]);
  });

  it('still finds the products by name, and keeps the catalogue totals', async () => {
    for (const word of SEARCHES) {
      expect(before.search[word]!.length, word).toBeGreaterThan(0);
      expect(await searchIds(handle.db, word), word).toEqual(before.search[word]);
    }
    const totals = (await sql<Row>`select * from catalog_totals`.execute(handle.db)).rows[0]!;
    expect(totals).toEqual(before.totals);
    expect(Number(totals.active_products)).toBe(Object.values(PRODUCTS).filter((p) => p.is_active).length);
  });
});

describe('the app on the migrated database', () => {
  const listed = () =>
    (Object.keys(PRODUCTS) as ProductKey[])
      .filter((key) => PRODUCTS[key].is_active)
      .sort((a, b) => PRODUCTS[b].created_at.localeCompare(PRODUCTS[a].created_at));
  const url = (key: string | null) => (key ? `/uploads/${key}` : null);
  /** What release 020's catalogue answered for a product (its `toProduct`). */
  const previousReply = (key: ProductKey) => {
    const p = PRODUCTS[key];
    return {
      product_id: ids[key],
      name: p.name,
      description: p.description,
      price: p.price,
      stock: p.stock,
      image_url: url(p.image),
      thumbnail_url: url(p.thumbnail),
      category: { name: p.category_name },
      average_rating: p.review_count ? Math.round((p.rating_sum / p.review_count) * 10) / 10 : 0,
      review_count: p.review_count,
      sold_count: p.sold_count,
    };
  };
  const signIn = async (who: 'siti' | 'budi') => {
    const res = await send(await startApp(), {
      method: 'POST',
      url: '/auth/login',
      payload: { username: users[who].email, password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ accessToken: string }>().accessToken;
  };

  it('lists the same products with the same spec fields, each with one variant', async () => {
    const res = await send(await startApp(), { method: 'GET', url: '/api/products?limit=100' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: (Row & { category: Row; created_at: string })[] }>().data;
    expect(data.map((p) => p.product_id)).toEqual(listed().map((key) => ids[key]));
    for (const [i, key] of listed().entries()) {
      const reply = data[i]!;
      expect(reply, key).toMatchObject({
        ...previousReply(key),
        category: { name: PRODUCTS[key].category_name },
        price_max: PRODUCTS[key].price,
        variant_count: 1,
      });
      expect(reply.category.slug, key).toEqual(expect.stringMatching(/^[a-z0-9-]+$/));
      expect(iso(reply.created_at), key).toBe(PRODUCTS[key].created_at);
    }
  });

  it('opens a migrated product with its one variant, its photo as the gallery and its category', async () => {
    const res = await send(await startApp(), { method: 'GET', url: `/api/products/${ids.kelinci}` });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<{ data: Row & { images: Row[]; variants: Row[]; categories: Row[] } }>().data;
    expect(detail).toMatchObject({ ...previousReply('kelinci'), options: [] });
    expect(detail.images).toEqual([
      {
        image_id: expect.any(Number),
        image_url: url(PRODUCTS.kelinci.image),
        thumbnail_url: url(PRODUCTS.kelinci.thumbnail),
        position: 0,
      },
    ]);
    expect(detail.variants).toEqual([
      {
        variant_id: await variantIdOf(ids.kelinci),
        options: [],
        label: '',
        sku: null,
        price: PRODUCTS.kelinci.price,
        stock: PRODUCTS.kelinci.stock,
        weight_grams: 1000,
        length_cm: null,
        width_cm: null,
        height_cm: null,
        image_id: detail.images[0]!.image_id,
        is_active: true,
        sale_price: null,
        sale_starts_at: null,
        sale_ends_at: null,
        sale: null,
        wholesale: [],
        flash: null,
      },
    ]);
    expect(detail.categories).toEqual([{ category_id: expect.any(Number), slug: 'boneka', name: 'Boneka' }]);
  });

  it('finds the products by name through the catalogue’s search', async () => {
    const active = new Set(listed().map((key) => ids[key]));
    for (const word of SEARCHES) {
      const res = await send(await startApp(), { method: 'GET', url: `/api/products?search=${word}&limit=100` });
      expect(res.statusCode, res.body).toBe(200);
      const found = res.json<{ data: { product_id: number }[] }>().data.map((p) => p.product_id);
      expect(
        found.sort((a, b) => a - b),
        word,
      ).toEqual(before.search[word]!.filter((id) => active.has(id)));
    }
  });

  it('gives the customer the same cart, each line naming its variant', async () => {
    const token = await signIn('siti');
    const res = await send(await startApp(), { method: 'GET', url: '/api/cart', token });
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json<{ data: { items: Row[]; totalItems: number } }>().data;
    const lines = before.tables.cart_items!.filter((l) => Number(l.user_id) === users.siti.id);
    expect(cart.totalItems).toBe(lines.reduce((sum, l) => sum + Number(l.quantity), 0));
    expect(cart.items).toHaveLength(lines.length);
    for (const [i, line] of lines.entries()) {
      const key = (Object.keys(ids) as ProductKey[]).find((k) => ids[k] === Number(line.product_id))!;
      const p = PRODUCTS[key];
      const variantId = await variantIdOf(ids[key]);
      // Release 020's line: the product's price, stock and thumbnail, as a spec client reads them.
      expect(cart.items[i], key).toEqual({
        cart_item_id: Number(line.id),
        product_id: ids[key],
        variant_id: variantId,
        quantity: Number(line.quantity),
        product: {
          product_id: ids[key],
          name: p.name,
          description: p.description,
          price: p.price,
          stock: p.stock,
          image_url: url(p.thumbnail),
          category: { name: p.category_name },
          category_ids: [expect.any(Number)],
        },
        variant: {
          variant_id: variantId,
          label: '',
          sku: null,
          available: true,
          weight_grams: 1000,
          sale: null,
          wholesale: [],
          flash: null,
        },
      });
    }
  });

  it('shows the customer’s orders with their lines as they were bought', async () => {
    const token = await signIn('budi');
    const res = await send(await startApp(), { method: 'GET', url: '/api/orders/my-orders', token });
    expect(res.statusCode, res.body).toBe(200);
    const orders = res.json<{ data: { order_number: string; items: Row[] }[] }>().data;
    const mine = before.tables.orders!.filter((o) => Number(o.user_id) === users.budi.id);
    expect(orders.map((o) => o.order_number).sort()).toEqual(mine.map((o) => o.order_number).sort());
    for (const order of orders) {
      const id = Number(mine.find((o) => o.order_number === order.order_number)!.id);
      const lines = before.tables.order_items!.filter((l) => Number(l.order_id) === id);
      expect(
        order.items.map((i) => [
          (i.product as Row).product_id,
          (i.product as Row).name,
          i.quantity,
          i.price,
          i.subtotal,
          i.variant,
        ]),
      ).toEqual(
        await Promise.all(
          lines.map(async (l) => [
            Number(l.product_id),
            l.product_name,
            Number(l.quantity),
            Number(l.unit_price),
            Number(l.subtotal),
            { variant_id: await variantIdOf(Number(l.product_id)), label: '', sku: null },
          ]),
        ),
      );
    }
  });

  it('lists the categories made from the names, with their products counted', async () => {
    const res = await send(await startApp(), { method: 'GET', url: '/api/categories' });
    expect(res.statusCode, res.body).toBe(200);
    const tree = res.json<{ data: (Row & { children: Row[] })[] }>().data;
    const count = (name: string) => listed().filter((key) => PRODUCTS[key].category_name === name).length;
    expect(
      tree
        .map((c) => [c.name_id, c.product_count, c.children])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual(
      ['Bantal & Guling', 'Bantal Guling', 'Boneka', 'Kado Wisuda']
        .sort((a, b) => a.localeCompare(b))
        .map((name) => [name, count(name), []]),
    );
  });
});
