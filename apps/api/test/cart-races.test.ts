import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ORDER_MAX_UNITS_PER_LINE: '20' });
});
afterAll(() => t?.close());

const add = (who: SignedIn, product_id: number, quantity = 1) =>
  send(t.app, { method: 'POST', url: '/api/cart/items', token: who.accessToken, payload: { product_id, quantity } });
const lineOf = async (who: SignedIn, productId: number) =>
  (
    (await send(t.app, { method: 'GET', url: '/api/cart', token: who.accessToken })).json().data.items as {
      product_id: number;
      quantity: number;
    }[]
  ).filter((i) => i.product_id === productId);
const parallel = <T>(n: number, fn: () => Promise<T>) => Promise.all(Array.from({ length: n }, fn));
const statuses = (results: { statusCode: number }[]) => results.map((r) => r.statusCode).sort();

describe('ISSUE 17.10: parallel cart writes with one token', () => {
  it('10 parallel adds of 1: all 201, one line of 10 (no lost update)', async () => {
    const me = await signUp(t.app, t.dataDir);
    const doll = await makeProduct(t.services, { stock: 50 });
    const results = await parallel(10, () => add(me, doll.product_id));
    expect(statuses(results)).toEqual(Array(10).fill(201));
    expect(await lineOf(me, doll.product_id)).toEqual([expect.objectContaining({ quantity: 10 })]);
  });

  it('10 parallel adds of 1 onto an existing line of 5: one line of 15', async () => {
    const me = await signUp(t.app, t.dataDir);
    const doll = await makeProduct(t.services, { stock: 50 });
    expect((await add(me, doll.product_id, 5)).statusCode).toBe(201);
    const results = await parallel(10, () => add(me, doll.product_id));
    expect(statuses(results)).toEqual(Array(10).fill(201));
    expect(await lineOf(me, doll.product_id)).toEqual([expect.objectContaining({ quantity: 15 })]);
  });

  it('parallel adds never pass the stock: stock 7, 10 adds → 7 × 201, 3 × 409, quantity 7', async () => {
    const me = await signUp(t.app, t.dataDir);
    const doll = await makeProduct(t.services, { stock: 7 });
    const results = await parallel(10, () => add(me, doll.product_id));
    expect(results.filter((r) => r.statusCode >= 500)).toHaveLength(0);
    const ok = results.filter((r) => r.statusCode === 201);
    expect(ok).toHaveLength(7);
    expect(results.filter((r) => r.statusCode !== 201).every((r) => r.json().code === 'INSUFFICIENT_STOCK')).toBe(true);
    expect(await lineOf(me, doll.product_id)).toEqual([expect.objectContaining({ quantity: 7 })]);
  });

  it('parallel adds never pass the per-line cap: 25 adds of 1 → 20 × 201, 5 × 422, quantity 20', async () => {
    const me = await signUp(t.app, t.dataDir);
    const doll = await makeProduct(t.services, { stock: 100 });
    const results = await parallel(25, () => add(me, doll.product_id));
    expect(results.filter((r) => r.statusCode >= 500)).toHaveLength(0);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(20);
    expect(results.filter((r) => r.statusCode !== 201).every((r) => r.json().code === 'ORDER_LINE_LIMIT')).toBe(true);
    expect(await lineOf(me, doll.product_id)).toEqual([expect.objectContaining({ quantity: 20 })]);
  });

  it('10 parallel move-to-cart of one wishlist item: one move, the rest 404, no 5xx', async () => {
    const me = await signUp(t.app, t.dataDir);
    const doll = await makeProduct(t.services, { stock: 50 });
    const wished = await send(t.app, {
      method: 'POST',
      url: '/api/wishlist',
      token: me.accessToken,
      payload: { product_id: doll.product_id },
    });
    expect(wished.statusCode).toBe(201);
    const results = await parallel(10, () =>
      send(t.app, {
        method: 'POST',
        url: `/api/wishlist/${doll.product_id}/move-to-cart`,
        token: me.accessToken,
        payload: { quantity: 1 },
      }),
    );
    expect(results.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 404)).toBe(true);
    expect(await lineOf(me, doll.product_id)).toEqual([expect.objectContaining({ quantity: 1 })]);
    const wishlist = await send(t.app, { method: 'GET', url: '/api/wishlist', token: me.accessToken });
    expect(wishlist.json().data).toEqual([]);
  });

  it('10 parallel move-to-cart onto an existing cart line: the line grows once', async () => {
    const me = await signUp(t.app, t.dataDir);
    const doll = await makeProduct(t.services, { stock: 50 });
    await add(me, doll.product_id, 2);
    await send(t.app, {
      method: 'POST',
      url: '/api/wishlist',
      token: me.accessToken,
      payload: { product_id: doll.product_id },
    });
    const results = await parallel(10, () =>
      send(t.app, {
        method: 'POST',
        url: `/api/wishlist/${doll.product_id}/move-to-cart`,
        token: me.accessToken,
        payload: { quantity: 3 },
      }),
    );
    expect(results.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await lineOf(me, doll.product_id)).toEqual([expect.objectContaining({ quantity: 5 })]);
  });

  it('a refused move leaves the wishlist item in place', async () => {
    const me = await signUp(t.app, t.dataDir);
    const doll = await makeProduct(t.services, { stock: 2 });
    await send(t.app, {
      method: 'POST',
      url: '/api/wishlist',
      token: me.accessToken,
      payload: { product_id: doll.product_id },
    });
    const res = await send(t.app, {
      method: 'POST',
      url: `/api/wishlist/${doll.product_id}/move-to-cart`,
      token: me.accessToken,
      payload: { quantity: 3 },
    });
    expect(res.statusCode).toBe(409);
    const wishlist = await send(t.app, { method: 'GET', url: '/api/wishlist', token: me.accessToken });
    expect(wishlist.json().data).toHaveLength(1);
    expect(await lineOf(me, doll.product_id)).toEqual([]);
  });
});
