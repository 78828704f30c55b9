import { existsSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatRupiah } from '@boneka/shared';
import { defaultWebDist } from '../src/app.js';
import { cdnKey } from '../src/lib/cdn.js';
import type { SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { orderingShop, placeOrder } from './support/orders.js';
import { usingPostgres, type TestApp } from './support/test-app.js';
import { freePort, requireVarnish, startVarnish, type Varnish } from './support/varnish.js';

/**
 * The built shop behind a real Varnish running the shipped VCL (deploy/varnish/default.vcl, decision 054): a write
 * purges exactly the pages that show what it changed, nothing of a signed-in shopper is kept, and the pages are still
 * served while the shop is down. It is about HTTP, not the database: SQLite only.
 */
const webDist = defaultWebDist();

/** What a visitor's request through Varnish got. */
interface Visit {
  status: number;
  cache: string | null;
  age: number;
  body: string;
}

describe.skipIf(usingPostgres())('shop pages behind Varnish', () => {
  let t: TestApp;
  let varnish: Varnish | undefined;
  let admin: SignedIn;
  let shopper: SignedIn;
  let order: { addressId: number; shipping: { courier: string; service: string } };
  let shopUrl: string;
  let shopStopped = false;
  const logLines: Array<{ msg?: string; cdn?: string; status?: number; keys?: number; first?: string[] }> = [];
  let pink: { product_id: number; price: number };
  let blue: { product_id: number; price: number };

  beforeAll(async () => {
    if (!existsSync(path.join(webDist, '..', 'dist-server', 'entry-server.js'))) {
      throw new Error(`The web app is not built (${webDist}): run npm run build first (npm test does).`);
    }
    requireVarnish();
    // Varnish first, in front of the port the shop will listen on: the shop's first purges (its start's writes) find it.
    const shopPort = await freePort();
    varnish = await startVarnish({ port: await freePort(), backendPort: shopPort });
    shopUrl = `http://127.0.0.1:${shopPort}`;
    const logs = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    const shop = await orderingShop(
      {
        WEB_DIST: webDist,
        PUBLIC_URL: 'https://boneka.example',
        CDN_PURGE_URL: `${varnish.url}/`,
        LOG_LEVEL: 'info',
      },
      logs,
    );
    ({ t, admin, shopper } = shop);
    order = { addressId: shop.addressId, shipping: shop.shipping };
    pink = await makeProduct(t.services, { name: 'Boneka Beruang Pink', price: 159_000, stock: 12 });
    blue = await makeProduct(t.services, { name: 'Boneka Paus Biru', price: 99_000, stock: 20 });
    await t.app.listen({ port: shopPort, host: '127.0.0.1' });
    await varnish.backendIs('healthy');
  });
  afterAll(async () => {
    await varnish?.stop();
    if (!shopStopped) await t?.close();
  });

  // Each test starts once the purges of the one before have gone (a purge goes 50 ms after what caused it).
  beforeEach(async () => {
    let seen = -1;
    while (seen !== purgesSince(0).length) {
      seen = purgesSince(0).length;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  });

  const visit = async (url: string, headers: Record<string, string> = {}): Promise<Visit> => {
    const res = await fetch(`${varnish!.url}${url}`, { headers });
    return {
      status: res.status,
      cache: res.headers.get('x-cache'),
      age: Number(res.headers.get('age') ?? 0),
      body: await res.text(),
    };
  };
  /** Visits `url` until Varnish holds it (the first visits make it: the page store's, then Varnish's miss). */
  const warm = async (url: string, headers: Record<string, string> = {}) => {
    for (let tries = 0; tries < 5; tries++) if ((await visit(url, headers)).cache === 'HIT') return;
    const fromShop = await fetch(`${shopUrl}${url}`, { headers });
    await fromShop.text();
    throw new Error(`Varnish never kept ${url}: the shop says ${JSON.stringify(Object.fromEntries(fromShop.headers))}`);
  };
  /** Visits `url` until Varnish no longer has it (the purge went), and what that visit got. */
  const untilPurged = async (url: string): Promise<Visit> => {
    const until = Date.now() + 10_000;
    for (;;) {
      const seen = await visit(url);
      if (seen.cache !== 'HIT') return seen;
      if (Date.now() > until) throw new Error(`${url} was never purged`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const purgesSince = (from: number) => logLines.slice(from).filter((line) => line.msg === 'CDN purge sent');
  const pageOf = (product: { product_id: number }) => `/product/${product.product_id}`;
  const stateOf = (body: string) =>
    /<script type="application\/json" id="boneka-state">(.*?)<\/script>/s.exec(body)?.[1];

  it('a shop page carries its keys and a shared lifetime; Varnish keeps it and hides the keys', async () => {
    const direct = await fetch(`${shopUrl}${pageOf(pink)}`);
    await direct.text();
    const fromShop = await fetch(`${shopUrl}${pageOf(pink)}`);
    expect(fromShop.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=30, stale-if-error=86400',
    );
    expect(fromShop.headers.get('surrogate-key')!.split(' ')).toEqual(
      expect.arrayContaining(['~all', cdnKey(`products:id=${pink.product_id}`)]),
    );
    expect(fromShop.headers.get('cache-tag')!.split(',')).toContain(`products:id=${pink.product_id}`);
    await fromShop.text();

    await warm(pageOf(pink));
    const kept = await fetch(`${varnish!.url}${pageOf(pink)}`);
    expect(kept.headers.get('x-cache')).toBe('HIT');
    for (const hidden of ['surrogate-key', 'cache-tag', 'xkey']) expect(kept.headers.get(hidden)).toBeNull();
    await kept.text();
  });

  it("an owner's price edit purges the pages that show the product, and no other", async () => {
    const pages = [pageOf(pink), pageOf(blue), '/products', '/', '/about'];
    for (const url of pages) await warm(url);
    const from = logLines.length;

    const edit = await fetch(`${varnish!.url}/api/products/${pink.product_id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Boneka Beruang Pink', price: 149_000, stock: 12 }),
    });
    expect(edit.status, await edit.text()).toBe(200);

    const product = await untilPurged(pageOf(pink));
    expect(product.cache).toBe('MISS');
    expect(product.body).toContain(formatRupiah(149_000));
    const listing = await visit('/products');
    expect(listing.cache).toBe('MISS');
    expect(listing.body).toContain(formatRupiah(149_000));
    // The other product's page, and the page that shows no product, were not purged.
    expect((await visit(pageOf(blue))).cache).toBe('HIT');
    expect((await visit('/about')).cache).toBe('HIT');
    expect(purgesSince(from)).toEqual([expect.objectContaining({ cdn: 'varnish', status: 200 })]);
  });

  it('an order purges the page of the product whose stock it took', async () => {
    for (const url of [pageOf(blue), '/about']) await warm(url);
    expect(stateOf((await visit(pageOf(blue))).body)).toContain('"stock":20');
    const from = logLines.length;

    const placed = await placeOrder(t.app, shopper, {
      address_id: order.addressId,
      payment_method: 'Transfer Bank',
      items: [{ product_id: blue.product_id, quantity: 3, price: blue.price }],
      shipping: order.shipping,
    });
    expect(placed.statusCode, placed.body).toBe(201);

    const page = await untilPurged(pageOf(blue));
    expect(page.cache).toBe('MISS');
    expect(stateOf(page.body)).toContain('"stock":17');
    // A page that shows no product stays. (Product pages show the best sellers, which an order may move.)
    expect((await visit('/about')).cache).toBe('HIT');
    expect(purgesSince(from).length).toBeGreaterThan(0);
  });

  it('nothing of a signed-in shopper is kept; other cookies neither split nor bypass a page', async () => {
    const signedIn = { authorization: `Bearer ${shopper.accessToken}` };
    for (let i = 0; i < 3; i++) {
      const cart = await visit('/api/cart', signedIn);
      expect(cart.status).toBe(200);
      expect(cart.cache).toBe('PASS');
    }
    expect((await visit(pageOf(pink), signedIn)).cache).toBe('PASS');

    await warm(pageOf(pink));
    const withCookies = await visit(pageOf(pink), { cookie: '_ga=GA1.1.42; boneka_device=abc' });
    expect(withCookies.cache).toBe('HIT');
    await warm(pageOf(pink), { cookie: 'lang=en' });
    const english = await visit(pageOf(pink), { cookie: '_ga=GA1.1.42; lang=en; theme=dark' });
    expect(english.cache).toBe('HIT');
    expect(english.body).toContain('<html lang="en"');
    expect(withCookies.body).toContain('<html lang="id"');
  });

  it('with the shop stopped, Varnish still serves the pages it holds, purged ones too', async () => {
    for (const url of [pageOf(pink), pageOf(blue), '/']) await warm(url);
    const before = await visit(pageOf(blue));

    // The shop stops answering: Varnish's probe of /healthz finds it sick.
    t.app.server.closeAllConnections();
    await new Promise((resolve) => t.app.server.close(resolve));
    await varnish!.backendIs('sick');

    const fresh = await visit(pageOf(pink));
    expect([fresh.status, fresh.cache]).toEqual([200, 'HIT']);
    // A page the shop purged (a write changed it) is still served, stale, rather than an error (stale-if-error).
    const soft = await fetch(`${varnish!.url}/`, {
      method: 'PURGE',
      headers: { 'xkey-purge': cdnKey(`products:id=${blue.product_id}`) },
    });
    expect(soft.status).toBe(200);
    const stale = await visit(pageOf(blue));
    expect([stale.status, stale.cache]).toEqual([200, 'STALE']);
    expect(stale.body).toBe(before.body);
    expect((await visit('/')).status).toBe(200);
    // A page Varnish never held has nothing to fall back on.
    expect((await visit('/product/999999')).status).toBe(503);

    shopStopped = true;
    await t.close();
  });
});
