import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signInAdmin, signUp } from './support/accounts.js';
import { makeOrder, makeProduct } from './support/catalog.js';
import { pngImage } from './support/images.js';
import { makeCategory, makeShopProduct } from './support/categories.js';
import { pageKey } from '../src/modules/seo/page-store.js';

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
let adminToken: string;

/** The <loc> of each <url>, in order. */
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
  withPublicUrl = await createTestApp({ PUBLIC_URL: 'https://boneka.example' });
  await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
  const admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
  adminToken = admin.accessToken;
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
    const all = locations(res.body);
    expect(all.slice(0, 3)).toEqual([
      'http://toko.local:8080/',
      'http://toko.local:8080/products',
      'http://toko.local:8080/about',
    ]);
    expect(all.filter((loc) => loc?.includes('/product/'))).toEqual([
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

const titleOf = (html: string) => unescape(/<title>([^<]*)<\/title>/.exec(html)![1]!);
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];

describe('a category’s page: /products?category=slug', () => {
  let wisuda: { id: number; slug: string };
  let toga: { id: number; slug: string };
  let empty: { id: number; slug: string };

  beforeAll(async () => {
    wisuda = await makeCategory(t.services, {
      name_id: 'Boneka Wisuda',
      name_en: 'Graduation Dolls',
      slug: 'boneka-wisuda',
    });
    toga = await makeCategory(t.services, { name_id: 'Boneka Toga', slug: 'boneka-toga', parent_id: wisuda.id });
    empty = await makeCategory(t.services, { name_id: 'Kosong', slug: 'kosong' });
    await makeShopProduct(t.services, { categories: [wisuda.id] });
    await makeShopProduct(t.services, { categories: [toga.id] });
  });

  it('has its own title, description and canonical URL, whatever else the query says', async () => {
    for (const url of [
      '/products?category=boneka-wisuda',
      '/products?category=boneka-wisuda&sort=price_asc&page=2',
      '/products?category=Boneka-Wisuda',
    ]) {
      const res = await send(t.app, { method: 'GET', url, headers: { host: 'toko.local' } });
      expect(res.statusCode, url).toBe(200);
      expect(titleOf(res.body)).toBe('Boneka Wisuda · Boneka Shop');
      expect(canonicalOf(res.body)).toBe('http://toko.local/products?category=boneka-wisuda');
      const meta = metaOf(res.body);
      expect(meta['og:url']).toBe('http://toko.local/products?category=boneka-wisuda');
      expect(unescape(meta.description!)).toBe(
        'Boneka Wisuda di Boneka Shop: 2 pilihan boneka lembut, dikirim dari Bandung ke seluruh Indonesia.',
      );
      expect(meta.robots).toBeUndefined();
    }
    const child = await send(t.app, { method: 'GET', url: `/products?category=${toga.slug}` });
    expect(titleOf(child.body)).toBe('Boneka Toga · Boneka Shop');
    expect(canonicalOf(child.body)).toBe('http://localhost:80/products?category=boneka-toga');
  });

  it('answers a slug no category has with 404 and noindex', async () => {
    const res = await send(t.app, { method: 'GET', url: '/products?category=tidak-ada' });
    expect(res.statusCode).toBe(404);
    expect(titleOf(res.body)).toBe('Kategori tidak ditemukan · Boneka Shop');
    expect(metaOf(res.body).robots).toBe('noindex');
    expect(canonicalOf(res.body)).toBeUndefined();
  });

  it('is the whole catalogue’s page when the category is empty in the URL', async () => {
    const res = await send(t.app, { method: 'GET', url: '/products?category=' });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Katalog Boneka · Boneka Shop');
  });

  it('shows a renamed category’s new name', async () => {
    const cat = await makeCategory(t.services, { name_id: 'Bonka Salah Ketik', slug: 'salah-ketik' });
    const res = await send(t.app, {
      method: 'PUT',
      url: `/api/categories/${cat.id}`,
      token: adminToken,
      payload: { name_id: 'Boneka Benar', name_en: 'Right Dolls' },
    });
    expect(res.statusCode).toBe(200);
    const page = await send(t.app, { method: 'GET', url: '/products?category=salah-ketik' });
    expect(titleOf(page.body)).toBe('Boneka Benar · Boneka Shop');
  });

  it('is in the sitemap, every category in the tree’s order (a child after its parent), empty ones too', async () => {
    const res = await send(t.app, { method: 'GET', url: '/sitemap.xml', headers: { host: 'toko.local' } });
    const all = locations(res.body);
    const categoryPages = all.filter((loc) => loc?.includes('?category='));
    const tree = (await send(t.app, { method: 'GET', url: '/api/categories' })).json().data as {
      slug: string;
      children: { slug: string }[];
    }[];
    expect(categoryPages).toEqual(
      tree.flatMap((top) => [top, ...top.children]).map((c) => `http://toko.local/products?category=${c.slug}`),
    );
    const at = (slug: string) => all.indexOf(`http://toko.local/products?category=${slug}`);
    expect(at(wisuda.slug)).toBeGreaterThan(all.indexOf('http://toko.local/about'));
    expect(at(toga.slug)).toBe(at(wisuda.slug) + 1);
    expect(at(empty.slug)).toBeGreaterThan(-1);
    expect(at(empty.slug)).toBeLessThan(all.findIndex((loc) => loc?.includes('/product/')));
  });
});

describe('a product page’s variants', () => {
  let bear: { id: number; variantIds: number[] };
  let pillow: { id: number; variantIds: number[] };
  let single: { id: number; variantIds: number[] };

  beforeAll(async () => {
    const cat = await makeCategory(t.services, { name_id: 'Boneka Beruang', slug: 'boneka-beruang-varian' });
    bear = await makeShopProduct(t.services, {
      name: 'Beruang Coklat',
      description: 'Beruang lembut, dua ukuran.',
      categories: [cat.id],
      options: [
        { name: 'Ukuran', values: ['30 cm', '50 cm'] },
        { name: 'Warna', values: ['Coklat', 'Pink'] },
      ],
      variants: [
        { options: ['30 cm', 'Coklat'], price: 145_000, stock: 5, sku: 'BR-30-CKL' },
        { options: ['50 cm', 'Coklat'], price: 195_000, stock: 0, sku: 'BR-50-CKL' },
        { options: ['30 cm', 'Pink'], price: 150_000, stock: 3 },
        { options: ['50 cm', 'Pink'], price: 199_000, stock: 2, is_active: false },
      ],
    });
    pillow = await makeShopProduct(t.services, {
      name: 'Bantal Awan',
      categories: [cat.id],
      options: [{ name: 'Isi', values: ['Dakron', 'Silikon'] }],
      variants: [
        { options: ['Dakron'], price: 80_000, stock: 4 },
        { options: ['Silikon'], price: 80_000, stock: 4 },
      ],
    });
    single = await makeShopProduct(t.services, {
      name: 'Kelinci Satu Warna',
      categories: [cat.id],
      options: [{ name: 'Warna', values: ['Putih', 'Abu'] }],
      variants: [
        { options: ['Putih'], price: 90_000, stock: 2, sku: 'KL-PTH' },
        { options: ['Abu'], price: 95_000, stock: 2, is_active: false },
      ],
    });
  });

  it('is a ProductGroup whose variants on sale each have their SKU, option values and offer', async () => {
    const res = await send(t.app, { method: 'GET', url: `/product/${bear.id}`, headers: { host: 'toko.local' } });
    expect(res.statusCode).toBe(200);
    const url = `http://toko.local/product/${bear.id}`;
    const [group] = jsonLdOf(res.body);
    expect(group).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: 'Beruang Coklat',
      url,
      productGroupID: String(bear.id),
      variesBy: ['https://schema.org/size', 'https://schema.org/color'],
    });
    expect(group).not.toHaveProperty('offers');
    const offer = (variantId: number, price: number, stock: 'InStock' | 'OutOfStock') => ({
      '@type': 'Offer',
      url: `${url}?varian=${variantId}`,
      price,
      priceCurrency: 'IDR',
      availability: `https://schema.org/${stock}`,
    });
    const [v30c, v50c, v30p] = bear.variantIds as [number, number, number];
    expect(group.hasVariant).toMatchObject([
      {
        '@type': 'Product',
        name: 'Beruang Coklat — 30 cm / Coklat',
        sku: 'BR-30-CKL',
        size: '30 cm',
        color: 'Coklat',
        offers: offer(v30c, 145_000, 'InStock'),
      },
      { sku: 'BR-50-CKL', size: '50 cm', color: 'Coklat', offers: offer(v50c, 195_000, 'OutOfStock') },
      // No SKU of the owner's: one of its own, unique in the shop.
      { sku: `${bear.id}-${v30p}`, size: '30 cm', color: 'Pink', offers: offer(v30p, 150_000, 'InStock') },
    ]);
    // The switched-off variant is not for sale.
    expect(group.hasVariant).toHaveLength(3);
    expect(JSON.stringify(group)).not.toContain('199000');
  });

  it('says "mulai Rp …" in its preview when the variants’ prices differ', async () => {
    const res = await send(t.app, { method: 'GET', url: `/product/${bear.id}` });
    const meta = metaOf(res.body);
    expect(unescape(meta.description!)).toBe('mulai Rp 145.000 · Beruang lembut, dua ukuran.');
    expect(unescape(meta['og:description']!)).toBe(unescape(meta.description!));
    expect(unescape(meta['twitter:description']!)).toBe(unescape(meta.description!));
    expect(meta['twitter:label1']).toBe('Harga');
    expect(meta['twitter:data1']).toBe('mulai Rp 145.000');
    expect(meta['product:price:amount']).toBe('145000');
    expect(meta['product:availability']).toBe('in stock');
  });

  it('writes an option that is no size, colour, material or pattern as additionalProperty; one price says no "mulai"', async () => {
    const res = await send(t.app, { method: 'GET', url: `/product/${pillow.id}` });
    const [group] = jsonLdOf(res.body);
    expect(group['@type']).toBe('ProductGroup');
    expect(group).not.toHaveProperty('variesBy');
    expect(group.hasVariant[0]).toMatchObject({
      additionalProperty: [{ '@type': 'PropertyValue', name: 'Isi', value: 'Dakron' }],
    });
    expect(group.hasVariant[0]).not.toHaveProperty('size');
    expect(metaOf(res.body)['twitter:data1']).toBe('Rp 80.000');
  });

  it('stays a Product with one Offer when one variant is on sale, with that variant’s SKU', async () => {
    const res = await send(t.app, { method: 'GET', url: `/product/${single.id}` });
    const [product] = jsonLdOf(res.body);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Kelinci Satu Warna',
      sku: 'KL-PTH',
      offers: { '@type': 'Offer', price: 90_000, availability: 'https://schema.org/InStock' },
    });
    expect(product).not.toHaveProperty('hasVariant');
    expect(metaOf(res.body)['twitter:data1']).toBe('Rp 90.000');
  });
});

/**
 * The pages rendered by the server, with a stand-in for the web app's server entry that reads what the real one
 * reads (`/api/products…`, `/api/products/:id`): the heads, statuses and cache of the rendered pages.
 */
describe('rendered pages of categories and variants', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'boneka-ssr-'));
  const dist = path.join(root, 'dist');
  let r: TestApp;
  let token: string;

  beforeAll(async () => {
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    mkdirSync(path.join(root, 'dist-server'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html>\n<html lang="id">\n  <head>\n    <meta name="description" content="Boneka Shop" />\n' +
        '    <title>Boneka Shop</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
    );
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
    writeFileSync(
      path.join(root, 'dist-server', 'entry-server.js'),
      `export async function renderShopPage(url, { fetchApi }) {
        const { pathname, search } = new URL(url, 'http://shop.invalid');
        const reads = pathname === '/products' ? ['/api/products' + search]
          : /^\\/product\\/\\d+$/.test(pathname) ? ['/api/products/' + pathname.slice(9)]
          : pathname === '/' || pathname === '/about' ? [] : null;
        if (!reads) return null;
        const replies = await Promise.all(reads.map((read) => fetchApi(read)));
        if (replies.some((reply) => reply.status >= 500)) return null;
        const missing = replies.some((reply) => reply.status >= 400);
        return { status: missing ? 404 : 200, html: '<main>' + pathname + '</main>',
          stateScript: '<script type="application/json" id="boneka-state">{}</script>', route: 'page' };
      }\n`,
    );
    r = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: 'https://boneka.example' });
    await r.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
    token = (await signInAdmin(r.app, ADMIN.email, ADMIN.password)).accessToken;
  });
  afterAll(async () => {
    await r?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('gives a category’s rendered page its head, keeps it cached, and drops it when the category is renamed', async () => {
    const cat = await makeCategory(r.services, { name_id: 'Bantal & Guling', slug: 'bantal-guling' });
    await makeShopProduct(r.services, { categories: [cat.id] });
    const other = await makeShopProduct(r.services, {});
    const url = '/products?category=bantal-guling&sort=price_asc';
    const first = await send(r.app, { method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<main>/products</main>');
    expect(titleOf(first.body)).toBe('Bantal & Guling · Boneka Shop');
    expect(canonicalOf(first.body)).toBe('https://boneka.example/products?category=bantal-guling');
    const key = pageKey('id', 'https://boneka.example', url);
    expect(r.pages!.store.has(key)).toBe(true);
    // A stock edit keeps it…
    await r.services.database.db.updateTable('products').set({ stock: 1 }).where('id', '=', other.id).execute();
    expect(r.pages!.store.has(key)).toBe(true);
    // …a rename drops it: its title shows the category's name.
    const renamed = await send(r.app, {
      method: 'PUT',
      url: `/api/categories/${cat.id}`,
      token,
      payload: { name_id: 'Bantal Lucu', name_en: 'Cute Pillows' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(r.pages!.store.has(key)).toBe(false);
    expect(titleOf((await send(r.app, { method: 'GET', url })).body)).toBe('Bantal Lucu · Boneka Shop');
  });

  it('answers an unknown category with a rendered 404 page, noindex, not kept', async () => {
    const url = '/products?category=sudah-dihapus';
    const res = await send(r.app, { method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(metaOf(res.body).robots).toBe('noindex');
    expect(res.body).toContain('<main>/products</main>');
    expect(r.pages!.store.has(pageKey('id', 'https://boneka.example', url))).toBe(false);
    const catalogue = await send(r.app, { method: 'GET', url: '/products' });
    expect(titleOf(catalogue.body)).toBe('Katalog Boneka · Boneka Shop');
  });

  it('writes a product’s ProductGroup from the product reply it was rendered with', async () => {
    const product = await makeShopProduct(r.services, {
      name: 'Domba Wol',
      options: [{ name: 'Size', values: ['S', 'L'] }],
      variants: [
        { options: ['S'], price: 120_000, stock: 1 },
        { options: ['L'], price: 180_000, stock: 1 },
      ],
    });
    const res = await send(r.app, { method: 'GET', url: `/product/${product.id}` });
    expect(res.statusCode).toBe(200);
    const [group] = jsonLdOf(res.body);
    expect(group).toMatchObject({ '@type': 'ProductGroup', variesBy: ['https://schema.org/size'] });
    expect(group.hasVariant.map((v: { size: string }) => v.size)).toEqual(['S', 'L']);
    expect(metaOf(res.body)['twitter:data1']).toBe('mulai Rp 120.000');
  });
});
