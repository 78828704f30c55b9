import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultWebDist } from '../src/app.js';
import { ReadCache } from '../src/lib/read-cache.js';
import { PageFiller } from '../src/modules/seo/page-fill.js';
import { type MadePage, PageStore, pageKey, type ServedPage } from '../src/modules/seo/page-store.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';

/**
 * The page store (docs/design.md §11, decision 054): shop pages kept as bytes on disk, dropped by what writes change, made
 * again once whoever asks, and filled in the background.
 */

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'boneka-pages-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A boot id file a test controls (Linux's changes on every boot). */
function bootFile(dir: string, id = 'boot-1') {
  const file = path.join(dir, 'boot_id');
  writeFileSync(file, id);
  return file;
}

const page = (html: string, tags: readonly string[] | undefined = ['products:id=1'], until?: number): MadePage => ({
  status: 200,
  html,
  etag: `"${html.length}"`,
  tags,
  until,
});

describe('the store', () => {
  const stores: PageStore[] = [];
  afterEach(() => {
    for (const store of stores.splice(0)) store.close();
  });
  function storeIn(dir: string, options: Partial<ConstructorParameters<typeof PageStore>[0]> = {}) {
    const touches = new ReadCache({ ttlMs: 60_000, maxSize: 1_000_000 });
    const store = new PageStore({
      file: path.join(dir, 'pages.db'),
      build: 'build-1',
      touches,
      maxBytes: 10_000_000,
      memoryBytes: 1_000_000,
      keepAcrossStarts: true,
      bootIdFile: bootFile(dir),
      ...options,
    });
    stores.push(store);
    return { store, touches };
  }

  it('makes a page once however many visitors ask for it meanwhile, and keeps its brotli and gzip forms', async () => {
    const { store } = storeIn(folder());
    let makes = 0;
    let finish!: () => void;
    const maker = async () => {
      makes++;
      await new Promise<void>((resolve) => (finish = resolve));
      return page('<p>Beruang Pink</p>'.repeat(50));
    };
    const visits = Array.from({ length: 20 }, () => store.make('k', maker));
    finish();
    const served = await Promise.all(visits);
    expect(makes).toBe(1);
    expect(store.stats.joined).toBe(19);
    expect(new Set(served).size).toBe(1);
    const kept = store.get('k')!;
    expect(brotliDecompressSync(kept.bytes('br')).toString()).toBe('<p>Beruang Pink</p>'.repeat(50));
    expect(gunzipSync(kept.bytes('gzip')).toString()).toBe('<p>Beruang Pink</p>'.repeat(50));
    expect(kept.bytes(undefined).toString()).toBe('<p>Beruang Pink</p>'.repeat(50));
  });

  it('drops a page when a write changes what it shows, and only then', async () => {
    const { store, touches } = storeIn(folder());
    await store.make('pink', async () => page('pink', ['products:id=1', 'categories']));
    await store.make('grey', async () => page('grey', ['products:id=2', 'categories']));
    const dropped: string[] = [];
    store.onDropped((keys) => dropped.push(...keys));
    touches.writeStarted(['cart_items', 'cart_items:user_id=3']);
    touches.writeEnded(['cart_items', 'cart_items:user_id=3']);
    expect(store.has('pink') && store.has('grey')).toBe(true);
    touches.writeStarted(['products', 'products:id=1', 'products.stock']);
    expect(store.has('pink')).toBe(false);
    expect(store.has('grey')).toBe(true);
    touches.writeEnded(['products', 'products:id=1', 'products.stock']);
    touches.touchFromRemote(['categories']);
    expect(store.has('grey')).toBe(false);
    expect(dropped).toEqual(['pink', 'grey']);
    await store.make('grey', async () => page('grey', ['products:id=2']));
    touches.touchLocal(['*']);
    expect(store.size).toBe(0);
  });

  it('makes a page again for whoever asked after a write that its make could not see: nobody gets an older page', async () => {
    const { store, touches } = storeIn(folder());
    let stock = 5;
    let makes = 0;
    let release!: () => void;
    const maker = async () => {
      makes++;
      const shown = stock;
      if (makes === 1) await new Promise<void>((resolve) => (release = resolve));
      return page(`stok ${shown}`);
    };
    const early = store.make('pink', maker);
    // An order of this doll finishes while the first make is under way; then another shopper asks.
    touches.writeStarted(['products:id=1']);
    stock = 4;
    touches.writeEnded(['products:id=1']);
    const late = store.make('pink', maker);
    release();
    // Who asked before the order may be shown the page without it; who asked after never is.
    expect(gunzipSync((await early)!.bytes('gzip')).toString()).toBe('stok 5');
    expect((await early)!.stored).toBe(false);
    expect(gunzipSync((await late)!.bytes('gzip')).toString()).toBe('stok 4');
    expect(makes).toBe(2);
    expect(store.stats.refused).toBe(1);
    expect(gunzipSync(store.get('pink')!.bytes('gzip')).toString()).toBe('stok 4');
  });

  it('keeps making while orders keep coming, each make answering those who asked before it began', async () => {
    const { store, touches } = storeIn(folder());
    let stock = 100;
    const order = () => {
      touches.writeStarted(['products:id=1']);
      stock--;
      touches.writeEnded(['products:id=1']);
    };
    const visits: Array<{ asked: number; page: Promise<ServedPage | null> }> = [];
    const maker = async () => {
      const shown = stock;
      // Every make meets an order and a new visitor: none of them can be kept.
      await Promise.resolve();
      if (visits.length < 6) {
        order();
        visits.push({ asked: stock, page: store.make('hot', maker) });
      }
      return page(`stok ${shown}`);
    };
    visits.push({ asked: stock, page: store.make('hot', maker) });
    for (const visit of visits) {
      const shown = Number(
        gunzipSync((await visit.page)!.bytes('gzip'))
          .toString()
          .split(' ')[1],
      );
      // Never more stock than there was when the visitor asked.
      expect(shown).toBeLessThanOrEqual(visit.asked);
    }
    expect(visits).toHaveLength(6);
    // The last make met no order: it is kept.
    expect(store.has('hot')).toBe(true);
  });

  it('sends, without keeping, a page whose data kept changing, and pages that cannot be kept', async () => {
    const { store, touches } = storeIn(folder());
    const busy = await store.make('busy', async () => {
      touches.writeStarted(['products:id=1']);
      touches.writeEnded(['products:id=1']);
      return page('sibuk');
    });
    expect(busy!.stored).toBe(false);
    expect(store.has('busy')).toBe(false);
    const untagged = await store.make('untagged', async () => ({ ...page('?'), tags: undefined }));
    const missing = await store.make('missing', async () => ({ ...page('404'), status: 404 }));
    const search = await store.make('search', async () => page('cari'), false);
    expect([untagged, missing, search].map((p) => p!.stored)).toEqual([false, false, false]);
    expect(store.size).toBe(0);
    expect(await store.make('none', async () => null)).toBeNull();
  });

  it('serves a page until the minute a sale it shows starts or ends, then drops it', async () => {
    let now = Date.parse('2026-11-28T10:00:00Z');
    const { store } = storeIn(folder(), { now: () => now });
    const until = Date.parse('2026-11-28T11:00:00Z');
    await store.make('sale', async () => page('diskon', ['products:id=1'], until));
    const dropped: string[] = [];
    store.onDropped((keys) => dropped.push(...keys));
    now = until - 1;
    store.dropExpired();
    expect(store.get('sale')).toBeDefined();
    now = until;
    expect(store.get('sale')).toBeUndefined();
    await store.make('sale-2', async () => page('diskon', ['products:id=2'], until + 60_000));
    now = until + 60_000;
    store.dropExpired();
    expect(dropped).toEqual(['sale', 'sale-2']);
    // A page whose time has already come when it is made is not kept.
    expect((await store.make('late', async () => page('x', ['a'], now - 1)))!.stored).toBe(false);
  });

  it('outlives the process: a new store on the same file serves what was kept, without making it again', async () => {
    const dir = folder();
    const first = storeIn(dir);
    await first.store.make('pink', async () => page('pink'));
    await first.store.make('grey', async () => page('grey', ['products:id=2']));
    first.touches.writeStarted(['products:id=2']);
    first.store.close();
    const second = storeIn(dir);
    expect(second.store.size).toBe(1);
    expect(gunzipSync(second.store.get('pink')!.bytes('gzip')).toString()).toBe('pink');
    expect(second.store.has('grey')).toBe(false);
    // What it shows still drops it after the restart.
    second.touches.writeStarted(['products:id=1']);
    expect(second.store.has('pink')).toBe(false);
  });

  it('keeps nothing of another build, another boot, or when other instances may have written meanwhile', async () => {
    const dir = folder();
    const fill = async () => {
      const { store } = storeIn(dir);
      await store.make('pink', async () => page('pink'));
      store.close();
    };
    await fill();
    const deployed = storeIn(dir, { build: 'build-2' }).store;
    expect(deployed.size).toBe(0);
    // A deploy: what a CDN keeps of the old build is purged (app.ts).
    expect(deployed.builtAnew).toBe(true);
    deployed.close();
    expect(storeIn(dir, { build: 'build-2' }).store.builtAnew).toBe(false);
    await fill();
    // A power cut may have lost the last drops: a store written in another boot is not trusted.
    expect(storeIn(dir, { bootIdFile: bootFile(folder(), 'boot-2') }).store.size).toBe(0);
    await fill();
    expect(storeIn(dir, { keepAcrossStarts: false }).store.size).toBe(0);
    await fill();
    expect(storeIn(dir, { bootIdFile: path.join(dir, 'no-such-file') }).store.size).toBe(0);
  });

  it('never fails a write when the file cannot take a drop, and does not trust the file at the next start', async () => {
    const dir = folder();
    const errors: string[] = [];
    const first = storeIn(dir, { onError: (_error, message) => errors.push(message) });
    await first.store.make('pink', async () => page('pink'));
    // The file goes away under the store (as a full disk refuses the drop's write).
    (first.store as unknown as { db: { close(): void } }).db.close();
    expect(() => first.touches.writeStarted(['products:id=1'])).not.toThrow();
    expect(first.store.has('pink')).toBe(false);
    expect(errors).toEqual(['page store: pages could not be dropped from the file']);
    // A page that cannot be written is sent all the same, unkept.
    const unkept = await first.store.make('grey', async () => page('grey', ['products:id=2']));
    expect(unkept!.stored).toBe(false);
    expect(gunzipSync(unkept!.bytes('gzip')).toString()).toBe('grey');
    expect(storeIn(dir).store.size).toBe(0);
  });

  it('starts in memory when its file cannot be opened', async () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'pages.db'), 'not a database, and not empty either: '.repeat(200));
    const errors: string[] = [];
    const { store } = storeIn(dir, { onError: (_error, message) => errors.push(message) });
    expect(errors).toEqual(['page store: the file could not be opened; pages are kept in memory']);
    expect((await store.make('pink', async () => page('pink')))!.stored).toBe(true);
  });

  it('is held by one process: a second store on the same file keeps its pages in memory instead', async () => {
    const dir = folder();
    const first = storeIn(dir);
    await first.store.make('pink', async () => page('pink'));
    const second = storeIn(dir);
    await second.store.make('grey', async () => page('grey'));
    second.touches.writeStarted(['products:id=1']);
    expect(first.store.get('pink')).toBeDefined();
    expect(gunzipSync(first.store.get('pink')!.bytes('gzip')).toString()).toBe('pink');
  });

  it('drops and makes again a listed page whose bytes the file cannot give back, never a failed visit', async () => {
    const dir = folder();
    const errors: string[] = [];
    // Nothing held in memory: every visit reads the file.
    const { store } = storeIn(dir, { memoryBytes: 1, onError: (_error, message) => errors.push(message) });
    await store.make('pink', async () => page('pink'));
    // The row goes behind the store's back (what a broken file or a failing disk looks like to it).
    (store as unknown as { db: { exec(sql: string): void } }).db.exec('DELETE FROM pages');
    expect(store.get('pink')).toBeUndefined();
    expect(errors).toEqual(['page store: pink could not be read; it is made again']);
    expect(store.has('pink')).toBe(false);
    const made = await store.make('pink', async () => page('pink again'));
    expect(gunzipSync(made!.bytes('gzip')).toString()).toBe('pink again');
    expect(gunzipSync(store.get('pink')!.bytes('gzip')).toString()).toBe('pink again');
  });

  it('makes room by dropping the pages made longest ago, and reads from the file what memory does not hold', async () => {
    const dir = folder();
    // Random text compresses badly: each page weighs about its length.
    const noise = (n: number) => Array.from({ length: n }, () => Math.random().toString(36).slice(2)).join('');
    const { store } = storeIn(dir, { maxBytes: 40_000, memoryBytes: 25_000 });
    for (const key of ['a', 'b', 'c', 'd']) await store.make(key, async () => page(noise(1_000)));
    expect(store.has('a')).toBe(false);
    expect(store.has('d')).toBe(true);
    const kept = ['b', 'c', 'd'].filter((key) => store.has(key));
    for (const key of kept) expect(gunzipSync(store.get(key)!.bytes('gzip')).length).toBeGreaterThan(10_000);
  });
});

describe('the fill', () => {
  it('makes the pages the store lacks, most wanted first, then those dropped by a change, and says when it is done', async () => {
    const touches = new ReadCache({ ttlMs: 60_000, maxSize: 1_000_000 });
    const dir = folder();
    const store = new PageStore({
      file: path.join(dir, 'pages.db'),
      build: 'b',
      touches,
      maxBytes: 10_000_000,
      memoryBytes: 1_000_000,
      keepAcrossStarts: true,
      bootIdFile: bootFile(dir),
    });
    await store.make('/about', async () => page('about', ['page:static']));
    const made: string[] = [];
    const log = { info: vi.fn(), error: vi.fn() };
    const filler = new PageFiller({
      store,
      make: (key) => store.make(key, async () => (made.push(key), page(key, [`products:id=${key.length}`]))),
      wanted: async () => ['/', '/products', '/about', '/product/1'],
      log,
      remakeAfterMs: 1,
      clockMs: 10,
    });
    expect(filler.status().filling).toBe(true);
    filler.start('https://boneka.example');
    filler.start('https://elsewhere.example');
    await vi.waitFor(() => expect(filler.status().filling).toBe(false), { timeout: 5_000 });
    expect(made).toEqual(['/', '/products', '/product/1']);
    expect(filler.status()).toMatchObject({ stored: 4, filling: false });
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ pages: 4 }), 'page store filled');
    // An order of product 10 ('/product/1' is 10 characters long) drops its page: the fill makes it again.
    touches.writeStarted(['products:id=10']);
    touches.writeEnded(['products:id=10']);
    expect(store.has('/product/1')).toBe(false);
    await vi.waitFor(() => expect(store.has('/product/1')).toBe(true), { timeout: 5_000 });
    expect(made.filter((key) => key === '/product/1')).toHaveLength(2);
    await filler.stop();
    store.close();
  });
});

describe('through the shop', () => {
  const webDist = defaultWebDist();
  if (!existsSync(path.join(webDist, '..', 'dist-server', 'entry-server.js')))
    throw new Error(`The web app is not built (${webDist}): run npm run build first (npm test does).`);
  const BASE = 'https://boneka.example';
  let t: TestApp;
  let admin: SignedIn;
  let doll: { product_id: number };
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: BASE });
    await t.services.auth.ensureAdmin('owner@boneka.id', 'Owner-Boneka-2026');
    admin = await signInAdmin(t.app, 'owner@boneka.id', 'Owner-Boneka-2026');
    await signUp(t.app, t.dataDir);
    doll = await makeProduct(t.services, { name: 'Boneka Kelinci Salju', price: 120_000, stock: 30 });
  });
  afterAll(async () => {
    await t?.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    send(t.app, { method: 'GET', url, headers: { 'accept-encoding': 'br, gzip', ...headers } });

  it('fills itself from the start (PUBLIC_URL) and says so on /readyz', async () => {
    await vi.waitFor(
      async () => expect((await send(t.app, { method: 'GET', url: '/readyz' })).json().pages.filling).toBe(false),
      { timeout: 20_000, interval: 100 },
    );
    const { pages } = (await send(t.app, { method: 'GET', url: '/readyz' })).json();
    expect(pages.stored).toBeGreaterThanOrEqual(4);
    expect(pages.filledInMs).toBeGreaterThanOrEqual(0);
    // The doll was added after the start: its page is made on its first visit (or when a change drops one).
    expect(t.pages!.store.has(pageKey('id', BASE, '/products'))).toBe(true);
    expect(t.pages!.store.has(pageKey('en', BASE, '/'))).toBe(true);
  });

  it('answers a visit from the store in the encoding asked for, without making the page again', async () => {
    const url = `/product/${doll.product_id}`;
    await get(url);
    const made = t.pages!.store.stats.made;
    const br = await send(t.app, { method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    const gzip = await send(t.app, { method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await send(t.app, { method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.body).toContain('Boneka Kelinci Salju');
    expect(t.pages!.store.stats.made).toBe(made);
  });

  it('keeps one page for a URL whatever else its query carries', async () => {
    const url = `/product/${doll.product_id}`;
    const made = t.pages!.store.stats.made;
    const tagged = await get(`${url}?utm_source=whatsapp&fbclid=abc`);
    expect(tagged.statusCode).toBe(200);
    expect(t.pages!.store.stats.made).toBe(made);
    const sorted = await get('/products?page=1&sort=price_asc');
    const reordered = await get('/products?sort=price_asc&utm_campaign=1212&page=1');
    expect(reordered.headers.etag).toBe(sorted.headers.etag);
    // Typed text and prices are made per visit, never kept: there is no end to them.
    for (const typed of ['/products?search=kelinci', '/products?minPrice=1&maxPrice=99999', '/products?option=Pink']) {
      expect((await get(typed)).statusCode).toBe(200);
      expect(t.pages!.store.has(pageKey('id', BASE, typed))).toBe(false);
    }
    expect(t.pages!.store.has(pageKey('id', BASE, '/products?sort=price_asc&page=1'))).toBe(true);
  });

  it('remakes a product page once after the owner changes its price, however many visit meanwhile', async () => {
    const url = `/product/${doll.product_id}`;
    await get(url);
    const detail = await send(t.app, {
      method: 'GET',
      url: `/api/products/admin/${doll.product_id}`,
      token: admin.accessToken,
    });
    const variantId = detail.json().data.variants[0].variant_id as number;
    const edited = await send(t.app, {
      method: 'PATCH',
      url: `/api/products/${doll.product_id}/variants/${variantId}`,
      token: admin.accessToken,
      payload: { price: 99_000 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const made = t.pages!.store.stats.made;
    const visits = await Promise.all(Array.from({ length: 12 }, () => get(url, { 'accept-encoding': 'identity' })));
    for (const visit of visits) expect(visit.body).toContain('Rp 99.000');
    // The fill may have made it first (it remakes dropped pages): either way, once.
    expect(t.pages!.store.stats.made).toBe(made + 1);
  });

  it('serves from the store at once after a restart, without making a page', async () => {
    const url = `/product/${doll.product_id}`;
    const before = await get(url, { 'accept-encoding': 'identity' });
    // The first server stops (its store lets go of the file); a new one starts on the same DATA_DIR.
    await t.pages!.filler.stop();
    t.pages!.store.close();
    const restarted = await t.anotherInstance();
    expect(restarted.pages!.store.has(pageKey('id', BASE, url))).toBe(true);
    const after = await send(restarted.app, { method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(after.body).toBe(before.body);
    expect(restarted.pages!.store.stats).toMatchObject({ hits: 1, made: 0 });
  });
});
