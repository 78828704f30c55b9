import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signUp } from './support/accounts.js';
import { makeOrder, makeProduct } from './support/catalog.js';

let t: TestApp;
let buyerId: number;

beforeAll(async () => {
  t = await createTestApp();
  buyerId = (await signUp(t.app, t.dataDir)).user.id;
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const times = (id: number, n: number) => Array.from({ length: n }, () => id);
const bestSellers = async () => {
  const res = await send(t.app, { method: 'GET', url: '/api/products/best-sellers' });
  expect(res.statusCode).toBe(200);
  return res.json().data.product_ids as number[];
};

describe('best sellers (item 26.6, docs/design.md §5 "Badges say what is true")', () => {
  it('are the top tenth by units sold in the last 30 days with a handful of sales; stock alone makes none', async () => {
    const products = [];
    for (let i = 0; i < 12; i += 1) products.push((await makeProduct(t.services, { stock: 50 })).product_id);
    const [first, second, few, cancelled, longAgo] = products as [number, number, number, number, number];
    expect(await bestSellers()).toEqual([]);

    await makeOrder(t.services, buyerId, times(longAgo, 9));
    t.clock.advance(40 * DAY);
    await makeOrder(t.services, buyerId, times(second, 5), 'pending');
    await makeOrder(t.services, buyerId, times(first, 6));
    await makeOrder(t.services, buyerId, times(few, 3));
    await makeOrder(t.services, buyerId, times(cancelled, 8), 'cancelled');

    expect(await bestSellers()).toEqual([first, second]);
  });

  it('leave the list when their sales fall out of the window', async () => {
    t.clock.advance(31 * DAY);
    expect(await bestSellers()).toEqual([]);
  });
});
