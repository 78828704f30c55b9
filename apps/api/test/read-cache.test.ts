import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../src/lib/read-cache.js';
import { send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const ADMIN = { email: 'owner@cache.boneka.test', password: 'Owner-Cache-2026' };

/** Straight into the database, past the app and its write tracking, as SQL typed by hand would. */
const setPriceBehindTheApp = (t: TestApp, productId: number, price: number) =>
  t.behindTheApp((db) => db.updateTable('products').set({ price }).where('id', '=', productId).execute());

describe('ReadCache', () => {
  it('a write drops the entries showing what it changed and keeps the others', () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxSize: 100 });
    const begun = cache.begin();
    cache.set('p7', 'seven', begun, ['products:id=7']);
    cache.set('p8', 'eight', begun, ['products:id=8']);
    cache.set('untagged', 'all', begun, []);
    cache.writeStarted(['products:id=7', 'products.price']);
    cache.writeEnded(['products:id=7', 'products.price']);
    expect([cache.get('p7'), cache.get('p8'), cache.get('untagged')]).toEqual([undefined, 'eight', undefined]);
    cache.set('p7', 'stale', begun, ['products:id=7']); // read before the write: refused
    cache.set('p8', 'fresh', begun, ['products:id=8']); // the write did not touch it: stored
    expect([cache.get('p7'), cache.get('p8')]).toEqual([undefined, 'fresh']);
    expect(cache.stats.refused).toBe(1);
  });

  it('"*" drops everything and refuses every read begun before it', () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxSize: 100 });
    const begun = cache.begin();
    cache.set('a', 1, begun, ['x']);
    cache.touchFromRemote(['*']);
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 2, begun, ['y']);
    expect(cache.get('b')).toBeUndefined();
    cache.set('c', 3, cache.begin(), ['y']);
    expect(cache.get('c')).toBe(3);
  });

  it("tells what other instances changed to who keeps more than the cache, and not this instance's own writes", () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxSize: 1000 });
    const heard: string[][] = [];
    cache.onRemoteChange((tags) => heard.push([...tags]));
    cache.writeStarted(['products.sold_count']);
    cache.writeEnded(['products.sold_count']);
    cache.touchFromRemote(['products.sold_count', 'products:id=7']);
    expect(heard).toEqual([['products.sold_count', 'products:id=7']]);
  });

  it('forgetting old marks refuses the reads in progress rather than trusting them', () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxSize: 100, maxMarks: 3 });
    const begun = cache.begin();
    cache.touchFromRemote(['a', 'b']);
    cache.touchFromRemote(['c', 'd']); // past 3 marks: forgotten, the floor rises
    cache.set('e', 1, begun, ['e']);
    expect(cache.get('e')).toBeUndefined();
    cache.set('e', 2, cache.begin(), ['e']);
    expect(cache.get('e')).toBe(2);
  });

  it('expires entries after the TTL and keeps within its size bound, oldest out first', () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 1000, maxSize: 10, now: () => now });
    cache.set('a', 'A', cache.begin(), ['t'], 4);
    cache.set('b', 'B', cache.begin(), ['t'], 4);
    cache.set('c', 'C', cache.begin(), ['t'], 4); // 12 > 10: 'a' goes
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'B', 'C']);
    cache.set('huge', 'H', cache.begin(), ['t'], 11); // larger than the bound: never stored
    expect(cache.get('huge')).toBeUndefined();
    now = 1000;
    expect(cache.get('b')).toBeUndefined();
    cache.touchFromRemote(['t']); // evicting the expired and the size-dropped entries leaves no dangling index
    cache.set('d', 'D', cache.begin(), ['t'], 4);
    expect(cache.get('d')).toBe('D');
  });

  it('with a TTL of 0 it stores nothing', () => {
    const cache = new ReadCache({ ttlMs: 0, maxSize: 100 });
    expect(cache.enabled).toBe(false);
    cache.set('a', 1, cache.begin());
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('cached replies through the app', () => {
  let t: TestApp;
  let admin: SignedIn;
  let shopper: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
    admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
    shopper = await signUp(t.app, t.dataDir);
    other = await signUp(t.app, t.dataDir);
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}, token?: string) =>
    send(t.app, { method: 'GET', url, headers, token });

  it('public catalogue reads carry an ETag; a matching If-None-Match gets 304 with no body', async () => {
    const product = await makeProduct(t.services, { price: 150_000 });
    const first = await get(`/api/products/${product.product_id}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get(`/api/products/${product.product_id}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const hit = await get(`/api/products/${product.product_id}`);
    expect(hit.body).toBe(first.body);
    expect(hit.headers.etag).toBe(etag);
    expect(hit.headers['content-type']).toContain('application/json');
    expect(hit.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('an admin change is served at once, with a new ETag', async () => {
    const product = await makeProduct(t.services, { price: 150_000 });
    const url = `/api/products/${product.product_id}`;
    const before = await get(url);
    const changed = await send(t.app, {
      method: 'PUT',
      url,
      token: admin.accessToken,
      payload: { name: product.name, description: product.description, price: 99_000, stock: product.stock },
    });
    expect(changed.statusCode).toBe(200);
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.price).toBe(99_000);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('a write made by any path (here the service, as the seed does) invalidates the cached list', async () => {
    const total = async () => (await get('/api/products?page=1&limit=5')).json().pagination.total as number;
    const before = await total();
    await makeProduct(t.services);
    expect(await total()).toBe(before + 1);
  });

  it('a change made outside the app shows once the TTL has passed', async () => {
    const product = await makeProduct(t.services, { price: 120_000 });
    const url = `/api/products/${product.product_id}`;
    expect((await get(url)).json().data.price).toBe(120_000);
    await setPriceBehindTheApp(t, product.product_id, 1_000);
    expect((await get(url)).json().data.price).toBe(120_000);
    t.clock.advance(61_000);
    expect((await get(url)).json().data.price).toBe(1_000);
  });

  it('only 200 replies are cached: a missing product stays 404 and no-store', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/api/products/987654');
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('a request with a token never reads the public cache: a bad token is still refused', async () => {
    const product = await makeProduct(t.services);
    const url = `/api/reviews/product/${product.product_id}?page=1&limit=10`;
    expect((await get(url)).statusCode).toBe(200);
    const forged = await get(url, {}, 'not-a-real-token-at-all');
    expect(forged.statusCode).toBe(401);
    const signedIn = await get(url, {}, shopper.accessToken);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers.etag).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it("carts are cached per user: each sees their own, changes show at once, and browsers don't store them", async () => {
    const product = await makeProduct(t.services, { stock: 5 });
    expect((await get('/api/cart', {}, shopper.accessToken)).json().data.items).toHaveLength(0);
    const added = await send(t.app, {
      method: 'POST',
      url: '/api/cart/items',
      token: shopper.accessToken,
      payload: { product_id: product.product_id, quantity: 2 },
    });
    expect(added.statusCode).toBeLessThan(300);
    const mine = await get('/api/cart', {}, shopper.accessToken);
    expect(mine.json().data.items).toHaveLength(1);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers.etag).toBeUndefined();
    expect((await get('/api/cart', {}, other.accessToken)).json().data.items).toHaveLength(0);
    expect((await get('/api/cart')).statusCode).toBe(401);
  });

  it('the dashboard is shared by admins only: a customer is refused even when it is cached', async () => {
    const first = await get('/api/admin/dashboard', {}, admin.accessToken);
    expect(first.statusCode).toBe(200);
    expect((await get('/api/admin/dashboard', {}, admin.accessToken)).body).toBe(first.body);
    expect((await get('/api/admin/dashboard', {}, shopper.accessToken)).statusCode).toBe(403);
    expect((await get('/api/admin/dashboard')).statusCode).toBe(401);
    await makeProduct(t.services);
    const after = (await get('/api/admin/dashboard', {}, admin.accessToken)).json().data;
    expect(after.totalProducts.value).toBe(first.json().data.totalProducts.value + 1);
  });
});

describe('READ_CACHE_SECONDS=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ READ_CACHE_SECONDS: '0' });
  });
  afterAll(() => t?.close());

  it('turns the cache off: no ETag, every read from the database', async () => {
    const product = await makeProduct(t.services, { price: 120_000 });
    const url = `/api/products/${product.product_id}`;
    const first = await send(t.app, { method: 'GET', url });
    expect(first.headers.etag).toBeUndefined();
    await setPriceBehindTheApp(t, product.product_id, 1_000);
    expect((await send(t.app, { method: 'GET', url })).json().data.price).toBe(1_000);
  });
});
