import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoCatalog } from '../src/seed/demo-catalog.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send } from './support/accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoCatalog(t.services)).toBe(true);
}, 120_000);
afterAll(() => t?.close());

interface P {
  product_id: number;
  name: string;
  stock: number;
  price: number;
  image_url: string | null;
  average_rating: number;
  review_count: number;
}

it('seeds at least 24 dolls with their own pictures and a stock spread that shows every badge', async () => {
  const products: P[] = (await send(t.app, { method: 'GET', url: '/api/products?limit=100' })).json().data;
  expect(products.length).toBeGreaterThanOrEqual(24);
  expect(products.filter((p) => p.stock === 0).length).toBeGreaterThan(0);
  expect(products.filter((p) => p.stock >= 1 && p.stock <= 9).length).toBeGreaterThan(0);
  expect(products.filter((p) => p.stock >= 10).length).toBeGreaterThan(0);
  expect(products.every((p) => Number.isInteger(p.price) && p.price > 0)).toBe(true);
  for (const p of products) expect(p.image_url, p.name).toMatch(/^\/uploads\/products\/[a-f0-9]{32}\.webp$/);
  const picture = await send(t.app, { method: 'GET', url: products[0]!.image_url! });
  expect(picture.statusCode).toBe(200);
  expect(picture.headers['content-type']).toBe('image/webp');
});

it('seeds reviews whose product aggregates agree with the stats', async () => {
  const products: P[] = (await send(t.app, { method: 'GET', url: '/api/products?limit=100' })).json().data;
  const reviewed = products.filter((p) => p.review_count > 0);
  expect(reviewed.length).toBeGreaterThanOrEqual(10);
  expect(products.some((p) => p.review_count === 0)).toBe(true);
  for (const p of reviewed) {
    const stats = (await send(t.app, { method: 'GET', url: `/api/reviews/product/${p.product_id}/stats` })).json().data;
    expect(stats.total_reviews, p.name).toBe(p.review_count);
    expect(stats.average_rating, p.name).toBe(p.average_rating);
  }
});

it('runs once: a second start leaves the catalogue alone', async () => {
  expect(await seedDemoCatalog(t.services)).toBe(false);
});
