import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signInAdmin, signUp } from './support/accounts.js';
import { makeOrder, makeProduct } from './support/catalog.js';

let t: TestApp;
let withPublicUrl: TestApp;
let listed: number;
let hidden: number;
let deleted: number;
const ADMIN = { email: 'owner@boneka.id', password: 'Owner-Boneka-2026' };

/** The <loc> of each <url>, in order. */
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

beforeAll(async () => {
  t = await createTestApp();
  withPublicUrl = await createTestApp({ PUBLIC_URL: 'https://boneka.example' });
  await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
  const admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
  const customer = await signUp(t.app, t.dataDir);
  listed = (await makeProduct(t.services, { name: 'Boneka Beruang Pink', price: 150_000, stock: 12 })).product_id;
  hidden = (await makeProduct(t.services, { name: 'Kelinci Putih', price: 85_000, stock: 4 })).product_id;
  deleted = (await makeProduct(t.services, { name: 'Panda Gembul', price: 99_000, stock: 2 })).product_id;
  // An ordered product is hidden when the owner deletes it; one never ordered is removed.
  await makeOrder(t.services, customer.user.id, [hidden]);
  for (const id of [hidden, deleted]) {
    const res = await send(t.app, { method: 'DELETE', url: `/api/products/${id}`, token: admin.accessToken });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
  await withPublicUrl.close();
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
