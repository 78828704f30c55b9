import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signInAdmin, signUp } from './support/accounts.js';
import { makeOrder, makeProduct } from './support/catalog.js';
import { pngImage } from './support/images.js';

let t: TestApp;
let withPublicUrl: TestApp;
let listed: number;
let hidden: number;
let deleted: number;
let pictured: number;
/** A built app's index.html, as Vite writes it: the pages are served from it. */
const webDist = mkdtempSync(path.join(tmpdir(), 'boneka-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html>\n<html lang="id">\n  <head>\n    <meta charset="UTF-8" />\n' +
    '    <meta name="description" content="Boneka Shop — toko boneka online." />\n    <title>Boneka Shop</title>\n' +
    '    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n  </head>\n' +
    '  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
);
const ADMIN = { email: 'owner@boneka.id', password: 'Owner-Boneka-2026' };

/** The <loc> of each <url>, in order. */
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
  withPublicUrl = await createTestApp({ PUBLIC_URL: 'https://boneka.example' });
  await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
  const admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
  const customer = await signUp(t.app, t.dataDir);
  listed = (await makeProduct(t.services, { name: 'Boneka Beruang Pink', price: 150_000, stock: 12 })).product_id;
  hidden = (await makeProduct(t.services, { name: 'Kelinci Putih', price: 85_000, stock: 4 })).product_id;
  deleted = (await makeProduct(t.services, { name: 'Panda Gembul', price: 99_000, stock: 2 })).product_id;
  // An ordered product is hidden when the owner deletes it; one never ordered is removed.
  await makeOrder(t.services, customer.user.id, [hidden]);
  pictured = (
    await t.services.catalog.create(
      {
        name: 'Teddy "Cokelat" <Klasik> & $& Co',
        description: 'Teddy bear cokelat\nklasik, 30 cm',
        price: 275_000,
        stock: 0,
        image_url: undefined,
      },
      await pngImage(),
      null,
    )
  ).product_id;
  for (const id of [hidden, deleted]) {
    const res = await send(t.app, { method: 'DELETE', url: `/api/products/${id}`, token: admin.accessToken });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
  await withPublicUrl.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the sitemap', () => {
  it('lists the shop pages and every listed product, and no hidden or deleted one', async () => {
    const res = await send(t.app, { method: 'GET', url: '/sitemap.xml', headers: { host: 'toko.local:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org/);
    expect(locations(res.body)).toEqual([
      'http://toko.local:8080/',
      'http://toko.local:8080/products',
      'http://toko.local:8080/about',
      `http://toko.local:8080/product/${listed}`,
      `http://toko.local:8080/product/${pictured}`,
    ]);
    expect(res.body).toMatch(new RegExp(`/product/${listed}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  });

  it('follows the catalogue: a new product appears at once', async () => {
    const added = (await makeProduct(t.services, { name: 'Bebek Kuning', price: 69_000, stock: 5 })).product_id;
    const res = await send(t.app, { method: 'GET', url: '/sitemap.xml' });
    expect(locations(res.body)).toContain(`http://localhost:80/product/${added}`);
    expect(locations(res.body)).not.toContain(`http://localhost:80/product/${hidden}`);
  });

  it('uses PUBLIC_URL for absolute URLs whatever the request says', async () => {
    const res = await send(withPublicUrl.app, {
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'attacker.example' },
    });
    expect(locations(res.body).slice(0, 3)).toEqual([
      'https://boneka.example/',
      'https://boneka.example/products',
      'https://boneka.example/about',
    ]);
    expect(res.body).not.toContain('attacker.example');
  });
});

describe('robots.txt', () => {
  it('points to the sitemap and keeps personal and owner pages out', async () => {
    const res = await send(withPublicUrl.app, { method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const prefix of ['/admin', '/cart', '/order', '/payment', '/profile'])
      expect(lines).toContain(`Disallow: ${prefix}`);
    expect(lines).toContain('Sitemap: https://boneka.example/sitemap.xml');
    expect(lines.filter((line) => /^Disallow: \/(products|product|about)?$/.test(line))).toEqual([]);
  });
});

describe('PUBLIC_URL', () => {
  it('refuses a value with a path or a trailing slash', async () => {
    await expect(createTestApp({ PUBLIC_URL: 'https://boneka.example/' })).rejects.toThrow(/PUBLIC_URL/);
  });
});

/** The content of each <meta> by its name or property. */
function metaOf(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) found[m[1]!] = m[2]!;
  return found;
}
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
const unescape = (text: string) =>
  text.replace(
    /&(lt|gt|amp|quot|#39);/g,
    (_, e: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'" })[e]!,
  );

describe('a product page fetched without JavaScript', () => {
  it('holds the name, price and picture in its title, preview tags and Product JSON-LD', async () => {
    const res = await send(t.app, { method: 'GET', url: `/product/${pictured}`, headers: { host: 'toko.local' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const name = 'Teddy "Cokelat" <Klasik> & $& Co';
    expect(res.body).not.toContain('<Klasik>');
    expect(unescape(/<title>([^<]*)<\/title>/.exec(res.body)![1]!)).toBe(`${name} · Boneka Shop`);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
    const meta = metaOf(res.body);
    expect(unescape(meta['og:title']!)).toBe(`${name} · Boneka Shop`);
    expect(meta['og:type']).toBe('product');
    expect(meta['og:url']).toBe(`http://toko.local/product/${pictured}`);
    // WhatsApp drops WebP previews: the preview is a JPEG of a stated size (issue 26 item 7).
    expect(meta['og:image']).toMatch(new RegExp(`^http://toko\\.local/og/product/${pictured}\\.jpg\\?v=[a-f0-9]{12}$`));
    expect(meta['og:image:type']).toBe('image/jpeg');
    expect(meta['og:image:width']).toBe('1200');
    expect(meta['og:image:height']).toBe('630');
    expect(meta['twitter:image']).toBe(meta['og:image']);
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect(meta['product:price:amount']).toBe('275000');
    expect(meta['product:price:currency']).toBe('IDR');
    expect(unescape(meta['description']!)).toBe('Rp 275.000 · Teddy bear cokelat klasik, 30 cm');
    expect(res.body).toContain(`<link rel="canonical" href="http://toko.local/product/${pictured}" />`);
    // The shell's scripts are still there: the app boots as before.
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');

    const [product] = jsonLdOf(res.body);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      sku: String(pictured),
      image: [expect.stringMatching(/^http:\/\/toko\.local\/uploads\/products\/[a-f0-9]{32}\.webp$/)],
      offers: {
        '@type': 'Offer',
        priceCurrency: 'IDR',
        price: 275_000,
        availability: 'https://schema.org/OutOfStock',
        url: `http://toko.local/product/${pictured}`,
      },
    });
    expect(product.offers.price).toBeGreaterThan(0);
    expect(product).not.toHaveProperty('aggregateRating');
  });

  it('item 26.7: serves its preview picture as a 1200 × 630 JPEG; none for a product without a picture', async () => {
    const page = await send(t.app, { method: 'GET', url: `/product/${pictured}` });
    const preview = new URL(unescape(metaOf(page.body)['og:image']!));
    const res = await send(t.app, { method: 'GET', url: preview.pathname + preview.search });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const picture = await sharp(res.rawPayload).metadata();
    expect(picture).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

    const plain = await send(t.app, { method: 'GET', url: `/product/${listed}` });
    expect(metaOf(plain.body)).not.toHaveProperty('og:image');
    for (const url of [
      `/og/product/${listed}.jpg`,
      `/og/product/${hidden}.jpg`,
      '/og/product/999999.jpg',
      '/og/product/x.jpg',
    ]) {
      expect((await send(t.app, { method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('cannot be broken out of by a name holding </script>', async () => {
    const tricky = (await makeProduct(t.services, { name: 'Boneka </script><script>alert(1)</script>', price: 50_000 }))
      .product_id;
    const res = await send(t.app, { method: 'GET', url: `/product/${tricky}` });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(jsonLdOf(res.body)[0].name).toBe('Boneka </script><script>alert(1)</script>');
  });

  it('answers 404 with noindex for an unknown, hidden, deleted or malformed id', async () => {
    for (const id of ['999999', String(hidden), String(deleted), 'abc', '99999999999']) {
      const res = await send(t.app, { method: 'GET', url: `/product/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(metaOf(res.body).robots).toBe('noindex');
      expect(res.body).not.toContain('rel="canonical"');
      expect(jsonLdOf(res.body)).toEqual([]);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('gives the shop pages their own title and canonical URL', async () => {
    for (const [url, title] of [
      ['/', 'Boneka Shop'],
      ['/products', 'Katalog Boneka · Boneka Shop'],
      ['/about', 'Tentang Kami · Boneka Shop'],
    ] as const) {
      const res = await send(t.app, { method: 'GET', url, headers: { host: 'toko.local' } });
      expect(res.statusCode).toBe(200);
      expect(/<title>([^<]*)<\/title>/.exec(res.body)![1]).toBe(title);
      expect(res.body).toContain(`<link rel="canonical" href="http://toko.local${url}" />`);
      expect(metaOf(res.body)['og:type']).toBe('website');
    }
  });
});
