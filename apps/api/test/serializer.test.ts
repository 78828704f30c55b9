import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  AuditLogResponse,
  CanReviewResponse,
  CartResponse,
  DashboardResponse,
  OrderListResponse,
  ProductListResponse,
  ProductDetailResponse,
  ProductSearchResponse,
  ProfileResponse,
  ProvincesResponse,
  ReviewListResponse,
  ReviewStatsResponse,
  WishlistResponse,
} from '@boneka/shared';
import type { Database } from '../src/db/schema.js';
import { fastJsonSchema, responseSerializerCompiler } from '../src/plugins/serializer.js';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app.js';
import { send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeOrder, makeProduct } from './support/catalog.js';
import { addAddress, cheapestShipping, placeOrder } from './support/orders.js';

/** The compiled serializer alone, as production runs it (no zod at run time). */
const compiled = (schema: z.ZodType) =>
  responseSerializerCompiler({ verify: false })({ schema, method: 'GET', url: '/t', httpStatus: '200' });
/** What the zod serializer wrote: the zod-parsed value through JSON.stringify. */
const zodBytes = (schema: z.ZodType, value: unknown) => JSON.stringify(schema.parse(value));

function expectSameBytes(schema: z.ZodType, values: unknown[]) {
  const write = compiled(schema);
  for (const value of values) expect(write(value)).toBe(zodBytes(schema, value));
}

describe('compiled serializer: the bytes zod writes', () => {
  it('nullable strings, objects and arrays, null or not', () => {
    const schema = z.object({
      text: z.string().nullable(),
      inner: z.object({ n: z.number().int() }).nullable(),
      list: z.array(z.number()).nullable(),
    });
    expect(fastJsonSchema(schema)).toBeDefined();
    expectSameBytes(schema, [
      { text: null, inner: null, list: null },
      { text: 'a', inner: { n: 1 }, list: [1.5, -0, 1e21, 0.1 + 0.2] },
    ]);
  });

  it('an optional property before required ones stays where zod puts it, present, absent or undefined', () => {
    const schema = z.object({
      success: z.literal(true),
      message: z.string().optional(),
      data: z.object({ id: z.number().int() }),
    });
    expectSameBytes(schema, [
      { success: true, message: 'Disimpan', data: { id: 1 } },
      { success: true, data: { id: 2 } },
      { success: true, message: undefined, data: { id: 3 } },
    ]);
    expect(compiled(schema)({ success: true, message: 'm', data: { id: 1 } })).toBe(
      '{"success":true,"message":"m","data":{"id":1}}',
    );
  });

  it('integer-like keys come out in ascending order, as JavaScript objects hold them', () => {
    const byStar = z.object({ 5: z.number(), 4: z.number(), 3: z.number(), 2: z.number(), 1: z.number() });
    expectSameBytes(byStar, [{ 5: 50, 4: 40, 3: 30, 2: 20, 1: 10 }]);
    expect(compiled(byStar)({ 5: 5, 4: 4, 3: 3, 2: 2, 1: 1 })).toBe('{"1":1,"2":2,"3":3,"4":4,"5":5}');
  });

  it('unknown properties are dropped, as zod strips them', () => {
    const schema = z.object({ keep: z.string() });
    expectSameBytes(schema, [{ keep: 'ya', drop: 'tidak', password_hash: 'x' }]);
  });

  it('nested arrays of objects, and strings that need escaping', () => {
    const schema = z.array(z.array(z.object({ s: z.string(), tags: z.array(z.string()) })));
    const strings = [
      '',
      'Boneka "Beruang" \\ lucu',
      'baris\nbaru\ttab\u0001',
      'Rp 150.000 · ñ · 熊 · 🧸',
      'sendiri \ud800 surrogate',
      'panjang '.repeat(20),
      'x'.repeat(6000),
    ];
    expectSameBytes(schema, [[], [[]], [strings.map((s) => ({ s, tags: strings }))]]);
  });

  it('records with unknown values keep every key in order, and drop undefined values', () => {
    const schema = z.object({ details: z.record(z.string(), z.unknown()).nullable() });
    expectSameBytes(schema, [
      { details: null },
      { details: { after: { price: 1, name: 'a' }, 2: 'two', before: null, gone: undefined, list: [1, 'x'] } },
    ]);
  });

  it('enums, literals, numbers and booleans', () => {
    const schema = z.object({
      type: z.enum(['admin', 'customer']),
      ok: z.literal(true),
      flag: z.boolean(),
      price: z.number().int(),
      ratio: z.number(),
    });
    expectSameBytes(schema, [{ type: 'customer', ok: true, flag: false, price: 1_000_000_000_000, ratio: 4.35 }]);
  });

  it('a union or a date is left to zod, with the same bytes', () => {
    const union = z.object({
      item: z.union([
        z.object({ kind: z.literal('a'), a: z.number() }),
        z.object({ kind: z.literal('b'), b: z.string() }),
      ]),
    });
    const dated = z.object({ at: z.date() });
    expect(fastJsonSchema(union)).toBeUndefined();
    expect(fastJsonSchema(dated)).toBeUndefined();
    expectSameBytes(union, [{ item: { kind: 'b', b: 'x', a: 1 } }, { item: { kind: 'a', a: 2 } }]);
    const at = new Date('2026-11-21T08:00:00.000Z');
    expect(compiled(dated)({ at })).toBe('{"at":"2026-11-21T08:00:00.000Z"}');
  });

  it('every response schema of the shared package compiles', async () => {
    const shared = await import('@boneka/shared');
    const responses = Object.entries(shared).filter(
      ([name, value]) => name.endsWith('Response') && value instanceof z.ZodType,
    );
    expect(responses.length).toBeGreaterThan(20);
    for (const [name, schema] of responses)
      expect([name, fastJsonSchema(schema as z.ZodType) !== undefined]).toEqual([name, true]);
  });

  it('with verify (tests, development) an invalid reply still fails as zod made it fail', () => {
    const schema = z.object({ n: z.number().int() });
    const write = responseSerializerCompiler({ verify: true })({ schema, method: 'GET', url: '/t', httpStatus: '200' });
    expect(write({ n: 1 })).toBe('{"n":1}');
    expect(() => write({ n: 'satu' })).toThrow();
  });
});

const ADMIN = { email: 'pemilik@boneka.id', password: 'Pemilik-Boneka-2026' };

describe('compiled serializer: replies of the app in production mode match the shared schemas', () => {
  let t: TestApp;
  let admin: SignedIn;
  let customer: SignedIn;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://boneka.example',
      READ_CACHE_SECONDS: '0',
    });
    await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
    admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
    customer = await signUp(t.app, t.dataDir);
    productId = (await makeProduct(t.services, { name: 'Boneka "Kelinci" Salju', description: 'Lembut\nrapi' }))
      .product_id;
    await makeProduct(t.services, { name: 'Boneka Panda Tanpa Deskripsi', description: null, price: 75_000 });
    const order = await makeOrder(t.services, customer.user.id, [productId], 'delivered');
    const review = await send(t.app, {
      method: 'POST',
      url: '/api/reviews',
      token: customer.accessToken,
      payload: { product_id: productId, order_id: order, rating: 4, title: null, comment: 'Bonekanya lembut sekali.' },
    });
    expect(review.statusCode).toBe(201);
    await send(t.app, {
      method: 'POST',
      url: '/api/cart/items',
      token: customer.accessToken,
      payload: { product_id: productId, quantity: 2 },
    });
    await send(t.app, {
      method: 'POST',
      url: '/api/wishlist',
      token: customer.accessToken,
      payload: { product_id: productId },
    });
  });
  afterAll(() => t.close());

  it('catalogue reads and several others: the body is the shared schema through JSON.stringify', async () => {
    const reads: [string, z.ZodType, string?][] = [
      ['/api/products?page=1&limit=20&sort=newest', ProductListResponse],
      ['/api/products?page=1&limit=1&sort=rating&minPrice=1000&maxPrice=200000', ProductListResponse],
      ['/api/products?search=kelinci&sort=popular', ProductListResponse],
      ['/api/products?page=99', ProductListResponse],
      [`/api/products/${productId}`, ProductDetailResponse],
      ['/api/products/search?q=boneka', ProductSearchResponse],
      [`/api/reviews/product/${productId}?page=1&limit=10`, ReviewListResponse],
      [`/api/reviews/product/${productId}/stats`, ReviewStatsResponse],
      [`/api/reviews/product/${productId}/can-review`, CanReviewResponse, customer.accessToken],
      ['/api/cart', CartResponse, customer.accessToken],
      ['/api/wishlist', WishlistResponse, customer.accessToken],
      ['/api/orders/my-orders', OrderListResponse, customer.accessToken],
      ['/auth/profile', ProfileResponse, customer.accessToken],
      ['/auth/provinces', ProvincesResponse],
      ['/api/admin/audit-log', AuditLogResponse, admin.accessToken],
      ['/api/admin/dashboard', DashboardResponse, admin.accessToken],
    ];
    for (const [url, schema, token] of reads) {
      const res = await send(t.app, { method: 'GET', url, token });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect([url, res.body]).toEqual([url, JSON.stringify(schema.parse(res.json()))]);
    }
  });
});

type Sort = 'newest' | 'price_asc' | 'price_desc' | 'rating' | 'popular' | 'name';
/** The orders as SQL wrote them before the catalogue kept them in memory. */
const ORDER_BY: Record<Sort, string> = {
  newest: 'created_at desc, id desc',
  price_asc: 'price asc, id asc',
  price_desc: 'price desc, id desc',
  rating: 'case when review_count = 0 then 0 else rating_sum * 1.0 / review_count end desc, review_count desc, id desc',
  popular: 'sold_count desc, id desc',
  name: 'name asc, id asc',
};

describe('catalogue lists follow every write (totals kept by triggers, orders held in memory)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;
  const ids: number[] = [];

  beforeAll(async () => {
    // The engine itself: no read cache in front of it.
    t = await createTestApp({ READ_CACHE_SECONDS: '0' });
    await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
    admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
    buyer = await signUp(t.app, t.dataDir);
    const animals = ['Kelinci', 'Beruang', 'Panda', 'Kucing'];
    for (let i = 0; i < 24; i++) {
      const product = await makeProduct(t.services, {
        name: `Boneka ${animals[i % 4]} ${String.fromCharCode(90 - i)}`,
        price: 50_000 + ((i * 37) % 11) * 10_000,
        stock: 30,
      });
      ids.push(product.product_id);
      t.clock.advance(1_000);
    }
  });
  afterAll(() => t.close());

  /** The ids and total SQL answers for the list, on a connection of its own. */
  const expected = (sort: Sort, filter: { minPrice?: number; maxPrice?: number; word?: string }) =>
    t.behindTheApp(async (db: Kysely<Database>) => {
      const words = usingPostgres()
        ? sql`search_vector @@ to_tsquery('simple', ${`${filter.word}:*`})`
        : sql`id in (select rowid from products_fts where products_fts match ${`"${filter.word}"*`})`;
      const where = sql.join(
        [
          usingPostgres() ? sql`is_active` : sql`is_active = 1`,
          ...(filter.minPrice !== undefined ? [sql`price >= ${filter.minPrice}`] : []),
          ...(filter.maxPrice !== undefined ? [sql`price <= ${filter.maxPrice}`] : []),
          ...(filter.word !== undefined ? [words] : []),
        ],
        sql` and `,
      );
      const rows = await sql<{
        id: number;
      }>`select id from products where ${where} order by ${sql.raw(ORDER_BY[sort])}`.execute(db);
      return rows.rows.map((r) => Number(r.id));
    });

  /** Sorts by what the owner sets are right at once; rankings (sales, ratings) within RANKING_REFRESH_MS (decision 014). */
  const EXACT: Sort[] = ['newest', 'price_asc', 'price_desc', 'name'];
  const RANKED: Sort[] = ['rating', 'popular'];
  async function expectListsRight() {
    await expectSortsRight(EXACT, false);
    await vi.waitFor(() => expectSortsRight(RANKED, true), { timeout: 10_000, interval: 100 });
  }

  async function expectSortsRight(sorts: Sort[], withSearch: boolean) {
    const filters: { minPrice?: number; maxPrice?: number; word?: string }[] = [
      {},
      { minPrice: 80_000, maxPrice: 120_000 },
      { word: 'kelinci' },
      { word: 'boneka', maxPrice: 90_000 },
    ];
    for (const sort of sorts) {
      for (const filter of filters) {
        const all = await expected(sort, filter);
        for (const page of [1, 2, 3]) {
          const query = new URLSearchParams({ sort, page: String(page), limit: '7' });
          if (filter.minPrice !== undefined) query.set('minPrice', String(filter.minPrice));
          if (filter.maxPrice !== undefined) query.set('maxPrice', String(filter.maxPrice));
          if (filter.word !== undefined) query.set('search', filter.word);
          const body = (await send(t.app, { method: 'GET', url: `/api/products?${query}` })).json();
          const label = `${query}`;
          expect([label, body.pagination.total]).toEqual([label, all.length]);
          expect([label, body.data.map((p: { product_id: number }) => p.product_id)]).toEqual([
            label,
            all.slice((page - 1) * 7, page * 7),
          ]);
        }
      }
    }
    // Search lists the matches best-selling first, on both databases.
    if (withSearch) {
      const best = await t.behindTheApp((db) =>
        usingPostgres()
          ? sql<{ id: number }>`select id from products where is_active
              and search_vector @@ to_tsquery('simple', 'boneka:*') order by sold_count desc, id asc limit 10`.execute(
              db,
            )
          : sql<{ id: number }>`select id from products where is_active = 1
              and id in (select rowid from products_fts where products_fts match '"boneka"*')
              order by sold_count desc, id asc limit 10`.execute(db),
      );
      const found = (await send(t.app, { method: 'GET', url: '/api/products/search?q=boneka' })).json();
      expect(found.data.map((p: { product_id: number }) => p.product_id)).toEqual(best.rows.map((r) => Number(r.id)));
    }
  }

  it('after products are created', async () => {
    await expectListsRight();
  });

  it('after a price edit, a hidden and a deleted product, an order and a review', async () => {
    const put = await send(t.app, {
      method: 'PUT',
      url: `/api/products/${ids[3]}`,
      token: admin.accessToken,
      payload: { name: 'Boneka Kelinci Mahal', price: 999_000, stock: 5, description: 'baru' },
    });
    expect([put.statusCode, put.body]).toEqual([200, expect.any(String)]);
    await expectListsRight();

    await makeOrder(t.services, buyer.user.id, [ids[4]!], 'delivered');
    const hidden = await send(t.app, { method: 'DELETE', url: `/api/products/${ids[4]}`, token: admin.accessToken });
    const deleted = await send(t.app, { method: 'DELETE', url: `/api/products/${ids[5]}`, token: admin.accessToken });
    expect([hidden.statusCode, deleted.statusCode]).toEqual([200, 200]);
    await expectListsRight();

    const address = await addAddress(t.app, buyer);
    const shipping = await cheapestShipping(t.app, buyer);
    const price = (await send(t.app, { method: 'GET', url: `/api/products/${ids[6]}` })).json().data.price;
    const placed = await placeOrder(t.app, buyer, {
      address_id: address,
      payment_method: 'Transfer Bank',
      items: [{ product_id: ids[6], quantity: 3, price }],
      shipping: { courier: shipping.courier, service: shipping.service },
    });
    expect(placed.statusCode).toBe(201);
    await expectListsRight();

    const order = await makeOrder(t.services, buyer.user.id, [ids[7]!], 'delivered');
    const review = await send(t.app, {
      method: 'POST',
      url: '/api/reviews',
      token: buyer.accessToken,
      payload: { product_id: ids[7], order_id: order, rating: 5, comment: 'Sangat lembut dan rapi.' },
    });
    expect(review.statusCode).toBe(201);
    await expectListsRight();
  });

  it('after a description edit: the searches kept for words follow the new text', async () => {
    const words = async () => {
      const listed = await send(t.app, { method: 'GET', url: '/api/products?search=pelangi&limit=20' });
      const found = await send(t.app, { method: 'GET', url: '/api/products/search?q=pelangi' });
      return [listed.json().data, found.json().data].map((rows: Array<{ product_id: number }>) =>
        rows.map((p) => p.product_id),
      );
    };
    expect(await words()).toEqual([[], []]);
    const product = (await send(t.app, { method: 'GET', url: `/api/products/${ids[11]}` })).json().data;
    const put = await send(t.app, {
      method: 'PUT',
      url: `/api/products/${ids[11]}`,
      token: admin.accessToken,
      payload: { name: product.name, price: product.price, stock: product.stock, description: 'Warna pelangi' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await words()).toEqual([[ids[11]], [ids[11]]]);
    await expectListsRight();
  });

  it('after SQL typed by hand on another connection', async () => {
    await t.behindTheApp(async (db) => {
      await db.updateTable('products').set({ sold_count: 500 }).where('id', '=', ids[8]!).execute();
      await db.updateTable('products').set({ is_active: false }).where('id', '=', ids[9]!).execute();
      await db.deleteFrom('products').where('id', '=', ids[10]!).execute();
    });
    await expectListsRight();
  });
});
