import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultWebDist } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { makeProduct } from './support/catalog.js';
import { send } from './support/accounts.js';
import { orderingShop } from './support/orders.js';

/**
 * SECURITY 35: the shared page cache and the shop's public URLs. A page held in the read cache is served to every
 * visitor of its URL, so nothing a request says about where it was sent (Host, X-Forwarded-Host,
 * X-Forwarded-Proto) may choose which URL's page it is stored under, or be written into a page another visitor gets.
 * The pages are rendered with the built web app, as in shop-pages.test.ts.
 */
const webDist = defaultWebDist();
if (!existsSync(path.join(webDist, '..', 'dist-server', 'entry-server.js'))) {
  throw new Error(`The web app is not built (${webDist}): run npm run build first (npm test does).`);
}

const PUBLIC_URL = 'https://boneka.example';
/** Hop count 1: the peer (the test's own address) is the proxy, so its X-Forwarded-* are believed. */
const BEHIND_A_PROXY = { TRUST_PROXY: '1' };

let direct: TestApp;
let proxied: TestApp;
let published: TestApp;
let publishedProxied: TestApp;
let productId: number;

beforeAll(async () => {
  [direct, proxied, published, publishedProxied] = await Promise.all([
    createTestApp({ WEB_DIST: webDist }),
    createTestApp({ WEB_DIST: webDist, ...BEHIND_A_PROXY }),
    createTestApp({ WEB_DIST: webDist, PUBLIC_URL }),
    createTestApp({ WEB_DIST: webDist, PUBLIC_URL, ...BEHIND_A_PROXY }),
  ]);
  for (const t of [direct, proxied, published, publishedProxied]) {
    productId = (await makeProduct(t.services, { name: 'Boneka Beruang Pink', price: 159_000, stock: 12 })).product_id;
  }
});
afterAll(async () => {
  await Promise.all([direct, proxied, published, publishedProxied].map((t) => t?.close()));
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers, remoteAddress: '127.0.0.1' });

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
const ogUrlOf = (html: string) => /<meta property="og:url" content="([^"]*)" \/>/.exec(html)?.[1];

/**
 * The absolute URLs a page's head writes for readers without JavaScript (canonical, Open Graph, Twitter, JSON-LD),
 * less schema.org's vocabulary. The page's body links to the shop's social accounts, which are no concern here.
 */
function headUrls(html: string): string[] {
  const head = html.slice(html.indexOf('<title>'), html.indexOf('<script type="module"'));
  return [...head.matchAll(/https?:\/\/[^"'<>\s\\]+/g)]
    .map((m) => m[0])
    .filter((u) => !u.startsWith('https://schema.org'));
}
/** Whether a reply names the forged host anywhere (a boolean, so a failure does not print a whole page). */
const names = (body: string, text: string) => body.includes(text);

describe('SECURITY 35: a request cannot choose the URL its page is cached under', () => {
  it('SECURITY 35: a Host holding a path and a query cannot store the home page as another URL', async () => {
    const attack = await get(direct.app, '/', { host: 'shop/products?search=X' });

    const victim = await get(direct.app, '/products?search=X/', { host: 'shop' });
    expect(victim.statusCode).toBe(200);
    expect(titleOf(victim.body)).toBe('Katalog Boneka · Boneka Shop');
    expect(canonicalOf(victim.body)).toBe('http://shop/products');
    expect(names(attack.body, 'shop/products?search')).toBe(false);
  });

  it('SECURITY 35: nor can X-Forwarded-Host or X-Forwarded-Proto behind a trusted proxy', async () => {
    const attacks: Array<{ url: string; headers: Record<string, string> }> = [
      { url: '/about', headers: { host: 'shop', 'x-forwarded-host': 'shop/products?search=Y' } },
      { url: '/about', headers: { host: 'h', 'x-forwarded-proto': 'http://shop/products?search=Z' } },
    ];
    const written = [];
    for (const { url, headers } of attacks)
      written.push(names((await get(proxied.app, url, headers)).body, 'shop/products?search'));
    for (const victimUrl of ['/products?search=Y/about', '/products?search=Z://h/about']) {
      const victim = await get(proxied.app, victimUrl, { host: 'shop' });
      expect(victim.statusCode, victimUrl).toBe(200);
      expect(titleOf(victim.body), victimUrl).toBe('Katalog Boneka · Boneka Shop');
      expect(canonicalOf(victim.body), victimUrl).toBe('http://shop/products');
    }
    expect(written).toEqual([false, false]);
  });

  it('SECURITY 35: without PUBLIC_URL, a Host or forwarded origin that is not one is refused, never written', async () => {
    const cases: Array<[TestApp, Record<string, string>]> = [
      [direct, { host: 'shop/products?search=X' }],
      [direct, { host: 'shop"><script>alert(1)</script>' }],
      [direct, { host: 'user@shop' }],
      [proxied, { host: 'shop', 'x-forwarded-host': 'evil.example/x' }],
      [proxied, { host: 'shop', 'x-forwarded-proto': 'javascript' }],
      [proxied, { host: 'shop', 'x-forwarded-proto': 'https://evil.example/#' }],
    ];
    for (const [t, headers] of cases) {
      for (const url of ['/', `/product/${productId}`, '/sitemap.xml', '/robots.txt']) {
        const res = await get(t.app, url, headers);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'BAD_HOST' });
      }
    }
  });

  it('SECURITY 35: without PUBLIC_URL, a foreign but well-formed host is kept to the requests that name it', async () => {
    const foreign: Array<[TestApp, Record<string, string>]> = [
      [direct, { host: 'evil.example' }],
      [proxied, { host: 'shop', 'x-forwarded-host': 'evil.example' }],
      [proxied, { host: 'shop', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example:8443' }],
    ];
    for (const [t, headers] of foreign) {
      for (const url of ['/', `/product/${productId}`]) {
        const attack = await get(t.app, url, headers);
        expect(attack.statusCode).toBe(200);
        const victim = await get(t.app, url, { host: 'shop' });
        expect(victim.statusCode).toBe(200);
        expect(headUrls(victim.body).length).toBeGreaterThan(0);
        for (const found of headUrls(victim.body)) expect(found).toMatch(/^http:\/\/shop\//);
        expect(names(victim.body, 'evil.example')).toBe(false);
      }
      // The sitemap then names the request's host: no shared cache may keep it for another.
      const sitemap = await get(t.app, '/sitemap.xml', headers);
      expect(sitemap.headers['cache-control']).toBe('no-cache');
    }
  });

  it('SECURITY 35: without TRUST_PROXY, X-Forwarded-Host and X-Forwarded-Proto are not read at all', async () => {
    const res = await get(direct.app, '/about', {
      host: 'shop',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(canonicalOf(res.body)).toBe('http://shop/about');
    expect(names(res.body, 'evil.example')).toBe(false);
  });
});

describe('SECURITY 35: with PUBLIC_URL, no request header reaches a page, the sitemap or robots.txt', () => {
  const forged: Array<Record<string, string>> = [
    { host: 'evil.example' },
    { host: 'shop/products?search=X' },
    { host: 'shop', 'x-forwarded-host': 'evil.example' },
    { host: 'shop', 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.example/x?' },
  ];

  it('SECURITY 35: every page is written with PUBLIC_URL, whatever Host and X-Forwarded-* say (with and without TRUST_PROXY)', async () => {
    for (const t of [published, publishedProxied]) {
      for (const url of ['/', '/products', '/about', `/product/${productId}`]) {
        for (const headers of forged) {
          const res = await get(t.app, url, headers);
          expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
          expect(names(res.body, 'evil.example')).toBe(false);
          expect(names(res.body, 'shop/products?search')).toBe(false);
          const expected = `${PUBLIC_URL}${url === '/' ? '/' : url}`;
          expect(canonicalOf(res.body)).toBe(expected);
          expect(ogUrlOf(res.body)).toBe(expected);
          for (const found of headUrls(res.body)) expect(found.startsWith(`${PUBLIC_URL}/`), found).toBe(true);
        }
        // The page held for everyone is the one written with PUBLIC_URL.
        const plain = await get(t.app, url);
        expect(canonicalOf(plain.body)).toBe(`${PUBLIC_URL}${url === '/' ? '/' : url}`);
        expect(names(plain.body, 'evil.example')).toBe(false);
      }
    }
  });

  it('SECURITY 35: the sitemap and robots.txt name PUBLIC_URL only', async () => {
    for (const t of [published, publishedProxied]) {
      for (const headers of forged) {
        const sitemap = await get(t.app, '/sitemap.xml', headers);
        expect(sitemap.statusCode).toBe(200);
        expect(sitemap.headers['cache-control']).toBe('public, max-age=300');
        const locations = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
        expect(locations).toContain(`${PUBLIC_URL}/product/${productId}`);
        for (const location of locations) expect(location.startsWith(`${PUBLIC_URL}/`)).toBe(true);
        const robots = await get(t.app, '/robots.txt', headers);
        expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
        expect(names(robots.body, 'evil.example')).toBe(false);
      }
    }
  });
});

describe('SECURITY 35: a cached catalogue reply (JSON) is the same whatever the request says about its host', () => {
  it('SECURITY 35: forged Host and X-Forwarded-* neither change nor split a held catalogue reply', async () => {
    for (const t of [direct, proxied, publishedProxied]) {
      for (const url of ['/api/products?page=1&limit=20', `/api/products/${productId}`]) {
        const first = await get(t.app, url, {
          host: 'evil.example/api/products?x=',
          'x-forwarded-host': 'evil.example',
        });
        const plain = await get(t.app, url);
        expect(plain.statusCode).toBe(200);
        expect(plain.body).toBe(first.body);
        expect(names(plain.body, 'evil.example')).toBe(false);
      }
    }
  });
});

describe('SECURITY 35: the links in mails come from the configuration, never from the request', () => {
  let shop: Awaited<ReturnType<typeof orderingShop>>;
  beforeAll(async () => {
    shop = await orderingShop(BEHIND_A_PROXY);
  });
  afterAll(() => shop?.t.close());

  it('SECURITY 35: an order placed with a forged Host and X-Forwarded-Host mails links to the shop itself', async () => {
    const { t, shopper, addressId, shipping } = shop;
    const product = await makeProduct(t.services, { name: 'Boneka Kelinci Salju', price: 125_000, stock: 20 });
    const placed = await send(t.app, {
      method: 'POST',
      url: '/api/orders',
      token: shopper.accessToken,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      payload: {
        address_id: addressId,
        payment_method: 'Transfer Bank',
        items: [{ product_id: product.product_id, quantity: 1 }],
        shipping,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await t.services.notifications.drain();
    const mails = await t.behindTheApp((db) =>
      db
        .selectFrom('notifications')
        .select(['text_body', 'html_body'])
        .where('order_id', '=', placed.json().data.order_id as number)
        .execute(),
    );
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      const text = `${mail.text_body ?? ''}${mail.html_body ?? ''}`;
      expect(names(text, 'evil.example')).toBe(false);
      // Without PUBLIC_URL (tests), the address the server listens on (app.ts).
      expect(text).toContain('http://127.0.0.1:8080/');
    }
  });
});

describe('SECURITY 35: PUBLIC_URL in production', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'boneka-config-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const production = { NODE_ENV: 'production', JWT_SECRET: 'production-secret-that-is-long-enough-42' };

  it('SECURITY 35: NODE_ENV=production without PUBLIC_URL stops the start with a clear message', () => {
    expect(() => loadConfig({ ...production, DATA_DIR: dataDir })).toThrow(ConfigError);
    try {
      loadConfig({ ...production, DATA_DIR: dataDir });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        expect.stringMatching(/^PUBLIC_URL: required when NODE_ENV=production/),
      ]);
    }
    expect(loadConfig({ ...production, DATA_DIR: dataDir, PUBLIC_URL }).publicUrl).toBe(PUBLIC_URL);
  });
});
