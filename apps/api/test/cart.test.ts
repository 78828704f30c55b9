import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voucherDiscount } from '@boneka/shared';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';

let t: TestApp;
let me: SignedIn;
let stranger: SignedIn;
let bear: { product_id: number; name: string };
let bunny: { product_id: number };
let soldOut: { product_id: number };

beforeAll(async () => {
  t = await createTestApp();
  me = await signUp(t.app, t.dataDir);
  stranger = await signUp(t.app, t.dataDir);
  bear = await makeProduct(t.services, { name: 'Teddy Keranjang', price: 150_000, stock: 5 });
  bunny = await makeProduct(t.services, { name: 'Kelinci Keranjang', price: 85_500, stock: 3 });
  soldOut = await makeProduct(t.services, { name: 'Habis Terjual', price: 50_000, stock: 0 });
});
afterAll(() => t.close());

const add = (product_id: number, quantity?: number, token = me.accessToken) =>
  send(t.app, {
    method: 'POST',
    url: '/api/cart/items',
    token,
    payload: quantity === undefined ? { product_id } : { product_id, quantity },
  });
const cart = async (token = me.accessToken) =>
  (await send(t.app, { method: 'GET', url: '/api/cart', token })).json().data;
const count = async (token = me.accessToken) =>
  (await send(t.app, { method: 'GET', url: '/api/cart/count', token })).json().data.count;

describe('cart', () => {
  it('needs a signed-in user on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/cart'],
      ['GET', '/api/cart/count'],
      ['POST', '/api/cart/items'],
      ['DELETE', '/api/cart/clear'],
      ['POST', '/api/cart/validate'],
    ] as const) {
      expect((await send(t.app, { method, url, payload: method === 'POST' ? {} : undefined })).statusCode, url).toBe(
        401,
      );
    }
  });

  it('adds with a default quantity of 1 and adds to the quantity of an existing line', async () => {
    const first = await add(bear.product_id);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Teddy Keranjang berhasil ditambahkan ke keranjang!');
    expect(first.json().data).toMatchObject({
      quantity: 1,
      product: { name: 'Teddy Keranjang', price: 150_000, stock: 5, category: { name: 'Boneka' } },
    });
    await add(bear.product_id, 2);
    const current = await cart();
    expect(current.items).toHaveLength(1);
    expect(current.items[0].quantity).toBe(3);
    expect(current.totalItems).toBe(3);
    expect(await count()).toBe(3);
  });

  it.each([
    ['0', 0],
    ['−1', -1],
    ['1.5', 1.5],
    ['10^9', 1_000_000_000],
    ['text', 'dua'],
  ])('SECURITY 17: refuses quantity %s with 400', async (_name, quantity) => {
    const res = await send(t.app, {
      method: 'POST',
      url: '/api/cart/items',
      token: me.accessToken,
      payload: { product_id: bunny.product_id, quantity },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses more than the stock with 409 and the remaining stock', async () => {
    const over = await add(bear.product_id, 3);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK', available: 5 });
    expect((await add(soldOut.product_id)).statusCode).toBe(409);
    expect((await add(999_999)).statusCode).toBe(404);
    expect((await cart()).items[0].quantity).toBe(3);
  });

  it('sets a quantity within stock and refuses one above it', async () => {
    const item = (await cart()).items[0];
    const ok = await send(t.app, {
      method: 'PUT',
      url: `/api/cart/items/${item.cart_item_id}`,
      token: me.accessToken,
      payload: { quantity: 5 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.quantity).toBe(5);
    const over = await send(t.app, {
      method: 'PUT',
      url: `/api/cart/items/${item.cart_item_id}`,
      token: me.accessToken,
      payload: { quantity: 6 },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().available).toBe(5);
    for (const quantity of [0, -2, 2.5]) {
      expect(
        (
          await send(t.app, {
            method: 'PUT',
            url: `/api/cart/items/${item.cart_item_id}`,
            token: me.accessToken,
            payload: { quantity },
          })
        ).statusCode,
      ).toBe(400);
    }
  });

  it("SECURITY 13: another customer's cart item is not found, and their cart is their own", async () => {
    const item = (await cart()).items[0];
    const res = await send(t.app, {
      method: 'PUT',
      url: `/api/cart/items/${item.cart_item_id}`,
      token: stranger.accessToken,
      payload: { quantity: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(
      (
        await send(t.app, {
          method: 'DELETE',
          url: `/api/cart/items/${item.cart_item_id}`,
          token: stranger.accessToken,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await send(t.app, {
          method: 'POST',
          url: `/api/cart/items/${item.cart_item_id}/move-to-wishlist`,
          token: stranger.accessToken,
        })
      ).statusCode,
    ).toBe(404);
    expect((await cart(stranger.accessToken)).items).toEqual([]);
    expect((await cart()).items[0].quantity).toBe(5);
  });

  it('validates lines against the current stock', async () => {
    const ok = await send(t.app, {
      method: 'POST',
      url: '/api/cart/validate',
      token: me.accessToken,
      payload: { items: [{ product_id: bear.product_id, quantity: 5 }] },
    });
    expect(ok.json().data).toMatchObject({ valid: true });
    const bad = await send(t.app, {
      method: 'POST',
      url: '/api/cart/validate',
      token: me.accessToken,
      payload: {
        items: [
          { product_id: bunny.product_id, quantity: 4 },
          { product_id: soldOut.product_id, quantity: 1 },
          { product_id: 999_999, quantity: 1 },
        ],
      },
    });
    expect(bad.json().data.valid).toBe(false);
    expect(bad.json().data.message).toContain('Kelinci Keranjang (tersisa 3)');
    expect(bad.json().data.items.map((i: { ok: boolean }) => i.ok)).toEqual([false, false, false]);
    expect(
      (await send(t.app, { method: 'POST', url: '/api/cart/validate', token: me.accessToken, payload: { items: [] } }))
        .statusCode,
    ).toBe(400);
  });

  it('answers valid: false with a message for any quantity above stock, however large (issue 11)', async () => {
    for (const quantity of [11, 10_001, 999_999_999, 1e20]) {
      const res = await send(t.app, {
        method: 'POST',
        url: '/api/cart/validate',
        token: me.accessToken,
        payload: { items: [{ product_id: bear.product_id, quantity }] },
      });
      expect(res.statusCode, `${quantity}: ${res.body}`).toBe(200);
      expect(res.json().data.valid).toBe(false);
      expect(res.json().data.message).toMatch(/tersisa|maksimal/i);
    }
    for (const quantity of [0, 1.5, '2', true]) {
      const res = await send(t.app, {
        method: 'POST',
        url: '/api/cart/validate',
        token: me.accessToken,
        payload: { items: [{ product_id: bear.product_id, quantity }] },
      });
      expect(res.statusCode, String(quantity)).toBe(400);
    }
  });

  it('removes one line and clears the cart', async () => {
    await add(bunny.product_id, 1);
    const items = (await cart()).items;
    const bunnyLine = items.find((i: { product_id: number }) => i.product_id === bunny.product_id);
    expect(
      (await send(t.app, { method: 'DELETE', url: `/api/cart/items/${bunnyLine.cart_item_id}`, token: me.accessToken }))
        .statusCode,
    ).toBe(200);
    expect((await cart()).items).toHaveLength(1);
    expect((await send(t.app, { method: 'DELETE', url: '/api/cart/clear', token: me.accessToken })).statusCode).toBe(
      200,
    );
    expect(await cart()).toEqual({ items: [], totalItems: 0 });
    expect(await count()).toBe(0);
  });
});

describe('wishlist', () => {
  it('moves a cart line to the wishlist and back, losing nothing', async () => {
    await add(bear.product_id, 2);
    const line = (await cart()).items[0];
    const moved = await send(t.app, {
      method: 'POST',
      url: `/api/cart/items/${line.cart_item_id}/move-to-wishlist`,
      token: me.accessToken,
    });
    expect(moved.statusCode).toBe(200);
    expect((await cart()).items).toEqual([]);
    const wishlist = (await send(t.app, { method: 'GET', url: '/api/wishlist', token: me.accessToken })).json().data;
    expect(wishlist.map((w: { product_id: number }) => w.product_id)).toEqual([bear.product_id]);

    const back = await send(t.app, {
      method: 'POST',
      url: `/api/wishlist/${bear.product_id}/move-to-cart`,
      token: me.accessToken,
      payload: { quantity: 1 },
    });
    expect(back.statusCode).toBe(200);
    expect(
      (await cart()).items.map((i: { product_id: number; quantity: number }) => [i.product_id, i.quantity]),
    ).toEqual([[bear.product_id, 1]]);
    expect((await send(t.app, { method: 'GET', url: '/api/wishlist', token: me.accessToken })).json().data).toEqual([]);
  });

  it('keeps a sold-out doll on the wishlist when it cannot go back to the cart', async () => {
    await send(t.app, {
      method: 'POST',
      url: '/api/wishlist',
      token: me.accessToken,
      payload: { product_id: soldOut.product_id },
    });
    const back = await send(t.app, {
      method: 'POST',
      url: `/api/wishlist/${soldOut.product_id}/move-to-cart`,
      token: me.accessToken,
      payload: {},
    });
    expect(back.statusCode).toBe(409);
    const wishlist = (await send(t.app, { method: 'GET', url: '/api/wishlist', token: me.accessToken })).json().data;
    expect(wishlist.map((w: { product_id: number }) => w.product_id)).toContain(soldOut.product_id);
  });

  it('adds idempotently, removes, and answers 404 for unknown products or other users’ items', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect(
        (
          await send(t.app, {
            method: 'POST',
            url: '/api/wishlist',
            token: stranger.accessToken,
            payload: { product_id: bunny.product_id },
          })
        ).statusCode,
      ).toBe(201);
    }
    expect(
      (await send(t.app, { method: 'GET', url: '/api/wishlist', token: stranger.accessToken })).json().data,
    ).toHaveLength(1);
    expect(
      (
        await send(t.app, {
          method: 'POST',
          url: '/api/wishlist',
          token: stranger.accessToken,
          payload: { product_id: 999_999 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await send(t.app, { method: 'DELETE', url: `/api/wishlist/${soldOut.product_id}`, token: stranger.accessToken }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send(t.app, { method: 'DELETE', url: `/api/wishlist/${bunny.product_id}`, token: stranger.accessToken }))
        .statusCode,
    ).toBe(200);
    expect((await send(t.app, { method: 'GET', url: '/api/wishlist' })).statusCode).toBe(401);
  });
});

describe('vouchers', () => {
  it.each([
    ['BONEKA10', 'percent', 10, 150_000, 15_000],
    ['promo20', 'percent', 20, 171_000, 34_200],
    [' hemat50k ', 'fixed', 50_000, 235_500, 50_000],
    ['HEMAT50K', 'fixed', 50_000, 30_000, 30_000],
  ])(
    '%s is found case-insensitively and discounts by the shared rule',
    async (code, type, value, subtotal, discount) => {
      const res = await send(t.app, { method: 'GET', url: `/api/vouchers/${encodeURIComponent(code)}` });
      expect(res.statusCode).toBe(200);
      const voucher = res.json().data;
      expect(voucher).toMatchObject({ type, value });
      expect(voucherDiscount(voucher, subtotal)).toBe(discount);
    },
  );

  it('answers an unknown code with 404 and the spec’s message', async () => {
    for (const code of ['GRATIS', "' OR 1=1", 'x'.repeat(40)]) {
      const res = await send(t.app, { method: 'GET', url: `/api/vouchers/${encodeURIComponent(code)}` });
      expect(res.statusCode, code).toBe(404);
      expect(res.json().message).toBe('Kode voucher tidak valid!');
    }
  });
});
