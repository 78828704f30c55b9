import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { formatRupiah } from '@boneka/shared';
import { defaultWebDist } from '../src/app.js';
import { pageKey } from '../src/modules/seo/page-store.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeOrder, makeProduct } from './support/catalog.js';
import { pngImage } from './support/images.js';
import { makeCategory, makeShopProduct } from './support/categories.js';

/**
 * The shop pages as a browser, a link preview or a search engine receives them: rendered by the server with the web
 * app's own components (the built app: `npm test` builds it before this suite runs).
 */
const webDist = defaultWebDist();
const built = existsSync(path.join(webDist, '..', 'dist-server', 'entry-server.js'));
if (!built) throw new Error(`The web app is not built (${webDist}): run npm run build first (npm test does).`);

const ADMIN = { email: 'owner@boneka.id', password: 'Owner-Boneka-2026' };
let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let pink: { product_id: number; name: string; price: number; image_url: string | null; thumbnail_url: string | null };

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://boneka.example' });
  await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
  admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
  shopper = await signUp(t.app, t.dataDir);
  pink = await t.services.catalog.create(
    {
      name: 'Boneka Beruang Pink',
      description: 'Beruang pink 35 cm, bahan velboa lembut.',
      price: 159_000,
      stock: 12,
      image_url: undefined,
    },
    await pngImage(),
    null,
  );
  await makeProduct(t.services, { name: 'Kelinci Putih Tanpa Foto', price: 85_000, stock: 0 });
});
afterAll(async () => {
  await t?.close();
});

const page = (url: string, headers: Record<string, string> = {}) => send(t.app, { method: 'GET', url, headers });

/** The markup inside #root, and the data the page hands to the browser. */
function partsOf(html: string) {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="boneka-state">/.exec(html);
  const state = /<script type="application\/json" id="boneka-state">(.*?)<\/script>/s.exec(html);
  return {
    root: root?.[1] ?? '',
    state: state ? (JSON.parse(state[1]!) as { language: string; queries: { queryKey: unknown[] }[] }) : null,
  };
}
const metaOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)].map((m) => [m[1]!, m[2]!]),
  );
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as unknown);

/** What a link preview reads (Open Graph, Twitter cards), as their documentation requires it. */
const PreviewTags = z.object({
  'og:title': z.string().min(1),
  'og:description': z.string().min(1),
  'og:type': z.enum(['website', 'product']),
  'og:url': z.url(),
  'og:site_name': z.literal('Boneka Shop'),
  'twitter:card': z.enum(['summary', 'summary_large_image']),
  'twitter:title': z.string().min(1),
});

/** The fields a merchant listing needs (schema.org Product with an Offer, as search engines read it). */
const MerchantListing = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Product'),
  name: z.string().min(1),
  image: z.array(z.url()).min(1),
  description: z.string(),
  sku: z.string().min(1),
  offers: z.object({
    '@type': z.literal('Offer'),
    price: z.number().int().positive(),
    priceCurrency: z.literal('IDR'),
    availability: z.enum(['https://schema.org/InStock', 'https://schema.org/OutOfStock']),
    url: z.url(),
  }),
});

describe('a product page fetched without JavaScript', () => {
  it('holds the product: name, price in Rupiah and its picture, in the page itself', async () => {
    const res = await page(`/product/${pink.product_id}`);
    expect(res.statusCode).toBe(200);
    const { root, state } = partsOf(res.body);
    expect(root).toContain(
      '<h1 id="product-title" class="text-2xl leading-tight font-extrabold sm:text-3xl">Boneka Beruang Pink</h1>',
    );
    expect(root).toContain(formatRupiah(159_000));
    expect(root).toContain(`src="${pink.image_url}"`);
    expect(root).toContain('Beruang pink 35 cm, bahan velboa lembut.');
    // The data the browser hydrates from: the same reads it would have made, so it makes none.
    expect(state?.language).toBe('id');
    expect(state?.queries.map((q) => q.queryKey)).toEqual([
      ['products', 'detail', pink.product_id],
      ['products', 'best-sellers'],
      ['reviews', 'product', pink.product_id, 'stats'],
      ['reviews', 'product', pink.product_id, 'list', { page: 1, rating: null, sort: 'recent', viewer: null }],
    ]);
  });

  it('fetches its main picture first, sized, in both stored sizes', async () => {
    const res = await page(`/product/${pink.product_id}`);
    const img = new RegExp(`<img [^>]*src="${pink.image_url}"[^>]*>`).exec(res.body)![0];
    expect(img).toContain('fetchPriority="high"');
    expect(img).toContain('width="900"');
    expect(img).toContain('height="900"');
    expect(img).toContain(`srcSet="${pink.thumbnail_url} 360w, ${pink.image_url} 900w"`);
    expect(img).not.toContain('loading="lazy"');
    // …and the head asks for it before the page's scripts and styles are read.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" as="image" imageSrcSet="[^"]+ 360w, [^"]+ 900w"[^>]*fetchPriority="high"/,
    );
  });

  it('carries Open Graph and Twitter tags and Product JSON-LD that validate', async () => {
    const res = await page(`/product/${pink.product_id}`);
    const meta = metaOf(res.body);
    expect(PreviewTags.safeParse(meta).error).toBeUndefined();
    expect(meta['og:type']).toBe('product');
    expect(meta['og:image']).toMatch(new RegExp(`^https://boneka\\.example/og/product/${pink.product_id}\\.jpg\\?v=`));
    expect(meta).toMatchObject({ 'og:image:type': 'image/jpeg', 'og:image:width': '1200', 'og:image:height': '630' });
    expect(meta['product:price:amount']).toBe('159000');
    const [listing] = jsonLdOf(res.body);
    const parsed = MerchantListing.safeParse(listing);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data).toMatchObject({
      name: 'Boneka Beruang Pink',
      image: [`https://boneka.example${pink.image_url}`],
      offers: { price: 159_000, priceCurrency: 'IDR', availability: 'https://schema.org/InStock' },
    });
    // Exactly one <title>: React's own goes to the head the server wrote, not into the page.
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it('paints with its HTML alone: the stylesheet is inside, the scripts come after the picture', async () => {
    const res = await page(`/product/${pink.product_id}`);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toMatch(/<style>[\s\S]{1000,}<\/style>/);
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toMatch(
      /<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
    );
    // The plain shell (a page the browser renders) still links it.
    expect((await page('/cart')).body).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/,
    );
  });

  it('needs no inline script to show itself (the CSP allows none)', async () => {
    const res = await page(`/product/${pink.product_id}`);
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    for (const attributes of scripts)
      expect(attributes).toMatch(/type="(module|application\/json|application\/ld\+json)"/);
    expect(res.body).not.toContain('<template');
  });

  it('answers an unknown or malformed id with 404, a rendered not-found page and noindex', async () => {
    for (const id of ['999999', 'abc']) {
      const res = await page(`/product/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(metaOf(res.body).robots).toBe('noindex');
      expect(jsonLdOf(res.body)).toEqual([]);
      expect(partsOf(res.body).root).toContain('Produk tidak ditemukan');
    }
  });
});

describe('the catalogue, home and about pages', () => {
  it('/products lists the products with their prices and thumbnails', async () => {
    const res = await page('/products');
    expect(res.statusCode).toBe(200);
    const { root } = partsOf(res.body);
    expect(root).toContain('Boneka Beruang Pink');
    expect(root).toContain(formatRupiah(159_000));
    expect(root).toContain('Kelinci Putih Tanpa Foto');
    expect(root).toContain(formatRupiah(85_000));
    expect(root).toContain(`src="${pink.thumbnail_url}"`);
  });

  it('/products follows its query: search, price filter, sort and page', async () => {
    const cheap = partsOf((await page('/products?maxPrice=100000')).body).root;
    expect(cheap).toContain('Kelinci Putih Tanpa Foto');
    expect(cheap).not.toContain('Boneka Beruang Pink');
    const searched = partsOf((await page('/products?search=beruang')).body).root;
    expect(searched).toContain('Boneka Beruang Pink');
    expect(searched).not.toContain('Kelinci Putih Tanpa Foto');
    const sorted = partsOf((await page('/products?sort=price_asc')).body).root;
    expect(sorted.indexOf('Kelinci Putih Tanpa Foto')).toBeLessThan(sorted.indexOf('Boneka Beruang Pink'));
    const { state } = partsOf((await page('/products?sort=price_desc&page=2')).body);
    expect(state?.queries[0]?.queryKey).toEqual(['products', 'list', { page: 2, limit: 12, sort: 'price_desc' }]);
  });

  it('/ shows the most popular dolls and /about the shop', async () => {
    const home = partsOf((await page('/')).body).root;
    expect(home).toContain('Boneka Beruang Pink');
    expect(home).toContain(formatRupiah(159_000));
    const about = await page('/about');
    expect(about.statusCode).toBe(200);
    expect(partsOf(about.body).root).toMatch(/<h1[^>]*>/);
  });

  it('speaks the language the visitor chose (its cookie)', async () => {
    const res = await page(`/product/${pink.product_id}`, { cookie: 'theme=x; lang=en' });
    expect(res.body).toContain('<html lang="en">');
    expect(partsOf(res.body).state?.language).toBe('en');
    expect(partsOf(res.body).root).toContain('Back');
    expect(res.headers.vary).toContain('Cookie');
  });
});

describe('rendered pages and the cache', () => {
  it('answers 304 to a browser that holds the page, and is compressed for one that accepts it', async () => {
    const first = await page('/products');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    // Browsers ask again every visit (max-age=0); a CDN may keep it until a write purges it (lib/cdn.ts).
    expect(first.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, /);
    expect(first.headers['surrogate-key']).toContain('products');
    const again = await page('/products', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const brotli = await page('/products', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(first.rawPayload.length / 3);
  });

  it('shows a new price at once: the page is dropped by the write that changed what it shows', async () => {
    const url = `/product/${pink.product_id}`;
    const before = await page(url);
    expect(await page(url, { 'if-none-match': before.headers.etag as string })).toHaveProperty('statusCode', 304);
    const res = await send(t.app, {
      method: 'PUT',
      url: `/api/products/${pink.product_id}`,
      token: admin.accessToken,
      payload: { name: pink.name, description: 'Beruang pink 35 cm, bahan velboa lembut.', price: 149_000, stock: 12 },
    });
    expect(res.statusCode).toBe(200);
    const after = await page(url, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(partsOf(after.body).root).toContain(formatRupiah(149_000));
    expect(partsOf(after.body).root).not.toContain(formatRupiah(159_000));
    expect(JSON.stringify(jsonLdOf(after.body))).toContain('"price":149000');
    const catalogue = partsOf((await page('/products')).body).root;
    expect(catalogue).toContain(formatRupiah(149_000));
  });

  it('keeps a page through writes that do not change it (a cart line, a sign-in)', async () => {
    const url = `/product/${pink.product_id}`;
    const first = await page(url);
    const key = pageKey('id', 'https://boneka.example', url);
    expect(t.pages!.store.has(key)).toBe(true);
    const added = await send(t.app, {
      method: 'POST',
      url: '/api/cart/items',
      token: shopper.accessToken,
      payload: { product_id: pink.product_id, quantity: 1 },
    });
    expect(added.statusCode).toBe(201);
    await signInAdmin(t.app, ADMIN.email, ADMIN.password);
    expect(t.pages!.store.has(key)).toBe(true);
    expect((await page(url, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
  });

  it('keeps a page through a sale that does not move the best sellers, and drops it for one that does', async () => {
    const url = `/product/${pink.product_id}`;
    const key = pageKey('id', 'https://boneka.example', url);
    const first = await page(url);
    expect(partsOf(first.body).root).not.toContain('Terlaris');
    expect(t.pages!.store.has(key)).toBe(true);
    const bestSellers = () => send(t.app, { method: 'GET', url: '/api/products/best-sellers' });
    // One unit of another doll: the best sellers are read again and have not moved.
    const other = await makeProduct(t.services, { name: 'Anjing Coklat', price: 99_000, stock: 20 });
    await makeOrder(t.services, shopper.user.id, [other.product_id]);
    expect((await bestSellers()).json().data.product_ids).toEqual([]);
    expect(t.pages!.store.has(key)).toBe(true);
    // Six of this one make it the shop's best seller: read again within a second, the list drops the page, which
    // then says so.
    await makeOrder(t.services, shopper.user.id, [{ product_id: pink.product_id, quantity: 6 }]);
    await vi.waitFor(async () => expect((await bestSellers()).json().data.product_ids).toEqual([pink.product_id]), {
      timeout: 5000,
      interval: 100,
    });
    expect(t.pages!.store.has(key)).toBe(false);
    expect(partsOf((await page(url)).body).root).toContain('Terlaris');
  });

  it('drops the pages a sale moved the best sellers on, though nothing asks for the list afterwards', async () => {
    const rising = await makeProduct(t.services, { name: 'Kucing Abu', price: 79_000, stock: 40 });
    const quiet = await makeProduct(t.services, { name: 'Kura-kura Hijau', price: 69_000, stock: 5 });
    const url = `/product/${rising.product_id}`;
    const key = pageKey('id', 'https://boneka.example', url);
    const quietKey = pageKey('id', 'https://boneka.example', `/product/${quiet.product_id}`);
    expect(partsOf((await page(url)).body).root).not.toContain('Terlaris');
    await page(`/product/${quiet.product_id}`);
    expect(t.pages!.store.has(key) && t.pages!.store.has(quietKey)).toBe(true);
    await makeOrder(t.services, shopper.user.id, [{ product_id: rising.product_id, quantity: 30 }]);
    // Read again by itself within a second of the sale (catalog.service.ts, noticeWrite).
    await vi.waitFor(() => expect(t.pages!.store.has(key)).toBe(false), { timeout: 5000, interval: 50 });
    expect(partsOf((await page(url)).body).root).toContain('Terlaris');
    // A page shows only whether its own product is a best seller: the list moving for another keeps it.
    expect(t.pages!.store.has(quietKey)).toBe(true);
  });

  it('gives a signed-in visitor the same page as anyone: nothing of theirs is in it', async () => {
    const url = `/product/${pink.product_id}`;
    const anonymous = await page(url);
    const signedIn = await page(url, { authorization: `Bearer ${shopper.accessToken}`, cookie: 'lang=id' });
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.body).not.toContain(shopper.user.username);
    expect(signedIn.body).not.toContain(shopper.user.firstName);
  });
});

/** A variant of a ProductGroup, as Google's product-variant structured data asks for it. */
const VariantListing = z.object({
  '@type': z.literal('Product'),
  name: z.string().min(1),
  sku: z.string().min(1),
  offers: z.object({
    '@type': z.literal('Offer'),
    price: z.number().int().positive(),
    priceCurrency: z.literal('IDR'),
    availability: z.enum(['https://schema.org/InStock', 'https://schema.org/OutOfStock']),
    url: z.url(),
  }),
});
const VariantGroup = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('ProductGroup'),
  name: z.string().min(1),
  productGroupID: z.string().min(1),
  url: z.url(),
  variesBy: z.array(z.url()).min(1),
  hasVariant: z.array(VariantListing).min(2),
});

describe('category pages and products with variants (issue 27)', () => {
  it('renders a category’s page with its products, its own title and canonical URL', async () => {
    const wisuda = await makeCategory(t.services, { name_id: 'Boneka Wisuda', slug: 'boneka-wisuda' });
    await makeShopProduct(t.services, { name: 'Beruang Toga Biru', categories: [wisuda.id] });
    const res = await page('/products?category=boneka-wisuda&sort=price_asc');
    expect(res.statusCode).toBe(200);
    expect(/<title>([^<]*)<\/title>/.exec(res.body)?.[1]).toBe('Boneka Wisuda · Boneka Shop');
    expect(res.body).toContain(
      '<link rel="canonical" href="https://boneka.example/products?category=boneka-wisuda" />',
    );
    expect(partsOf(res.body).root).toContain('Beruang Toga Biru');
    expect(partsOf(res.body).root).not.toContain('Kelinci Putih Tanpa Foto');
    const unknown = await page('/products?category=sudah-tidak-ada');
    expect(unknown.statusCode).toBe(404);
    expect(metaOf(unknown.body).robots).toBe('noindex');
  });

  it('describes a product with several variants as a ProductGroup that validates, its price "mulai Rp …"', async () => {
    const bear = await makeShopProduct(t.services, {
      name: 'Beruang Varian',
      options: [
        { name: 'Ukuran', values: ['30 cm', '50 cm'] },
        { name: 'Warna', values: ['Coklat', 'Pink'] },
      ],
      variants: [
        { options: ['30 cm', 'Coklat'], price: 145_000, stock: 4, sku: 'BV-30-CKL' },
        { options: ['50 cm', 'Pink'], price: 195_000, stock: 0, sku: 'BV-50-PNK' },
      ],
    });
    const res = await page(`/product/${bear.id}`);
    expect(res.statusCode).toBe(200);
    const [group] = jsonLdOf(res.body);
    const parsed = VariantGroup.safeParse(group);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data?.hasVariant.map((v) => v.sku)).toEqual(['BV-30-CKL', 'BV-50-PNK']);
    expect(parsed.data?.hasVariant[0]?.offers.url).toBe(
      `https://boneka.example/product/${bear.id}?varian=${bear.variantIds[0]}`,
    );
    expect(metaOf(res.body)['og:description']).toMatch(/^mulai Rp 145\.000/);
  });
});
