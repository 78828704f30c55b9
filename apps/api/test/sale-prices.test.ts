import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultWebDist } from '../src/app.js';
import { PASSWORD, send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { OWNER, orderingShop, placeOrder } from './support/orders.js';
import type { TestApp } from './support/test-app.js';
import { replyCacheKey } from '../src/plugins/response-cache.js';

/** The shop pages rendered by the server need the built app (`npm test` builds it before this suite runs). */
const webDist = defaultWebDist();
if (!existsSync(path.join(webDist, '..', 'dist-server', 'entry-server.js')))
  throw new Error(`The web app is not built (${webDist}): run npm run build first (npm test does).`);

/** Issue 30: harga coret — a variant's sale price for a period, taken at the price in force (decision 046). */
let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let stranger: SignedIn;
let addressId: number;
let shipping: { courier: string; service: string; cost: number };

beforeAll(async () => {
  ({ t, admin, shopper, addressId, shipping } = await orderingShop({
    READ_CACHE_SECONDS: '3600',
    WEB_DIST: webDist,
    PUBLIC_URL: 'https://boneka.example',
  }));
  stranger = await signUp(t.app, t.dataDir);
});
afterAll(() => t?.close());

/**
 * Moves the shop's clock forward to `iso` (it never goes back: each test works on a later day), and signs everyone
 * in again, as access tokens live 15 minutes.
 */
async function setClock(iso: string) {
  const ms = Date.parse(iso) - t.clock.now().getTime();
  if (ms < 0) throw new Error(`the clock is already past ${iso}`);
  t.clock.advance(ms);
  admin = await signInAdmin(t.app, OWNER.email, OWNER.password);
  shopper = await signInAdmin(t.app, shopper.email, PASSWORD);
  stranger = await signInAdmin(t.app, stranger.email, PASSWORD);
}

interface Sale {
  sale_price?: unknown;
  sale_starts_at?: unknown;
  sale_ends_at?: unknown;
}

/** A doll of one variant at `price`, and a way to put that variant on sale through the owner's variants table. */
async function doll(price = 200_000, stock = 20) {
  const product = await makeProduct(t.services, { name: `Boneka Diskon ${Math.random()}`, price, stock });
  const detail = (await send(t.app, { method: 'GET', url: `/api/products/${product.product_id}` })).json().data;
  const variantId = detail.variants[0].variant_id as number;
  const putOnSale = (sale: Sale, token = admin.accessToken) =>
    send(t.app, {
      method: 'PUT',
      url: `/api/products/${product.product_id}/variants`,
      token,
      payload: { options: [], variants: [{ variant_id: variantId, options: [], price, stock, ...sale }] },
    });
  return { id: product.product_id, variantId, putOnSale };
}

const get = (url: string, token?: string) => send(t.app, { method: 'GET', url, token });
const productOf = async (id: number) => (await get(`/api/products/${id}`)).json().data;
const cardOf = async (id: number, url = '/api/products?limit=100') =>
  ((await get(url)).json().data as { product_id: number }[]).find((p) => p.product_id === id) as
    | { price: number; sale: { price: number; normal_price: number; percent_off: number; ends_at: string } | null }
    | undefined;

describe('the owner sets a sale', () => {
  it.each([
    ['a sale price equal to the price', { sale_price: 200_000 }, 'Harga diskon harus lebih rendah dari harga normal'],
    ['a sale price above the price', { sale_price: '250.000' }, 'Harga diskon harus lebih rendah dari harga normal'],
    ['a sale price of 0', { sale_price: 0 }, 'Harga diskon minimal Rp 1'],
    ['a negative sale price', { sale_price: -5 }, 'negatif'],
    ['a sale price with cents', { sale_price: 150_000.5 }, 'bulat'],
    ['no end', { sale_ends_at: null }, 'Akhir diskon wajib diisi'],
    ['an end before its start', { sale_ends_at: '2026-11-30T09:00:00+07:00' }, 'Akhir diskon harus setelah mulainya'],
    ['an end at its start', { sale_ends_at: '2026-11-30T10:00:00+07:00' }, 'Akhir diskon harus setelah mulainya'],
    [
      'a day that does not exist',
      { sale_starts_at: '2026-02-30T10:00:00+07:00' },
      'Mulai diskon bukan waktu yang benar',
    ],
    ['a time without its zone', { sale_starts_at: '2026-11-30T10:00' }, 'Mulai diskon bukan waktu yang benar'],
    ['words for a time', { sale_ends_at: 'besok' }, 'Akhir diskon bukan waktu yang benar'],
    ['a number for a time', { sale_ends_at: 1_800_000_000 }, 'Akhir diskon harus berupa waktu'],
    ['times without a sale price', { sale_price: null }, 'Isi harga diskon, atau kosongkan waktu diskon'],
  ])('refuses %s with a clear message', async (_, change, message) => {
    const { putOnSale } = await doll();
    const res = await putOnSale({
      sale_price: 150_000,
      sale_starts_at: '2026-11-30T10:00:00+07:00',
      sale_ends_at: '2026-12-01T10:00:00+07:00',
      ...change,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'INVALID_VARIANTS' });
    expect(res.json().message).toContain(message);
    expect(res.json().details[0].path).toMatch(/^variants\.0\.sale_/);
  });

  it('reads the sale price the Indonesian way and keeps the times in UTC', async () => {
    const { id, putOnSale } = await doll();
    const res = await putOnSale({
      sale_price: '145.000',
      sale_starts_at: '2026-11-30T10:00:00+07:00',
      sale_ends_at: '2026-12-01T10:00:00+07:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await productOf(id)).variants[0]).toMatchObject({
      price: 200_000,
      sale_price: 145_000,
      sale_starts_at: '2026-11-30T03:00:00.000Z',
      sale_ends_at: '2026-12-01T03:00:00.000Z',
      sale: null,
    });
  });

  it('is for the owner only', async () => {
    const { putOnSale } = await doll();
    const sale = { sale_price: 150_000, sale_ends_at: '2026-12-01T10:00:00+07:00' };
    expect((await putOnSale(sale, shopper.accessToken)).statusCode).toBe(403);
    expect((await putOnSale(sale, '')).statusCode).toBe(401);
  });

  it('writes one audit row with the sale', async () => {
    const { id, putOnSale } = await doll();
    expect((await putOnSale({ sale_price: 150_000, sale_ends_at: '2026-12-01T10:00:00+07:00' })).statusCode).toBe(200);
    const rows = await t.services.database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target', '=', `product:${id}`)
      .where('action', '=', 'product.variants_saved')
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0]!.details)).toContain('150000');
  });

  it('cleared: all three fields blank end the sale', async () => {
    const { id, putOnSale } = await doll();
    await putOnSale({ sale_price: 150_000, sale_ends_at: '2026-12-01T10:00:00+07:00' });
    expect((await productOf(id)).sale).not.toBeNull();
    const res = await putOnSale({ sale_price: '', sale_starts_at: '', sale_ends_at: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await productOf(id)).toMatchObject({ price: 200_000, sale: null, variants: [{ sale_price: null }] });
  });
});

describe('the price in force', () => {
  it('is the sale price from the start minute (WIB) to just before the end minute, with the percent off', async () => {
    await setClock('2026-11-22T09:00:00+07:00');
    const { id, putOnSale } = await doll(200_000);
    expect(
      (
        await putOnSale({
          sale_price: 150_000,
          sale_starts_at: '2026-11-22T10:00:00+07:00',
          sale_ends_at: '2026-11-22T12:00:00+07:00',
        })
      ).statusCode,
    ).toBe(200);
    const saleNow = { price: 150_000, normal_price: 200_000, percent_off: 25, ends_at: '2026-11-22T05:00:00.000Z' };

    await setClock('2026-11-22T09:59:59.999+07:00');
    expect(await productOf(id)).toMatchObject({ price: 200_000, sale: null });
    await setClock('2026-11-22T10:00:00+07:00');
    expect(await productOf(id)).toMatchObject({ price: 200_000, sale: saleNow, variants: [{ sale: saleNow }] });
    expect(await cardOf(id)).toMatchObject({ price: 200_000, sale: saleNow });
    await setClock('2026-11-22T11:59:59.999+07:00');
    expect((await productOf(id)).sale).toEqual(saleNow);
    await setClock('2026-11-22T12:00:00+07:00');
    expect(await productOf(id)).toMatchObject({ price: 200_000, sale: null, variants: [{ sale: null }] });
  });

  it('on a card is the cheapest price in force, crossed against that variant’s own normal price', async () => {
    await setClock('2026-11-23T09:00:00+07:00');
    const product = await makeProduct(t.services, { name: 'Beruang Dua Ukuran', price: 100_000, stock: 5 });
    const res = await send(t.app, {
      method: 'PUT',
      url: `/api/products/${product.product_id}/variants`,
      token: admin.accessToken,
      payload: {
        options: [{ name: 'Ukuran', values: ['30 cm', '50 cm'] }],
        variants: [
          { options: ['30 cm'], price: 100_000, stock: 5 },
          {
            options: ['50 cm'],
            price: 180_000,
            stock: 5,
            sale_price: 90_000,
            sale_ends_at: '2026-11-24T00:00:00+07:00',
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cardOf(product.product_id)).toMatchObject({
      price: 100_000,
      sale: { price: 90_000, normal_price: 180_000, percent_off: 50 },
    });
  });
});

describe('cached replies and pages', () => {
  it('answer the sale price at its start minute and the normal price at its end minute', async () => {
    await setClock('2026-11-25T08:00:00+07:00');
    const { id, putOnSale } = await doll(200_000);
    await putOnSale({
      sale_price: 160_000,
      sale_starts_at: '2026-11-25T09:00:00+07:00',
      sale_ends_at: '2026-11-25T10:00:00+07:00',
    });
    const listUrl = '/api/products?limit=100&sort=newest';
    const detailUrl = `/api/products/${id}`;
    const cache = t.services.readCache;
    const held = (url: string) => cache.has(replyCacheKey('public', url));

    // Read and held before the sale; still served from memory a minute before it starts.
    expect((await productOf(id)).sale).toBeNull();
    expect((await cardOf(id, listUrl))!.sale).toBeNull();
    await setClock('2026-11-25T08:59:00+07:00');
    expect(held(detailUrl) && held(listUrl)).toBe(true);
    const hits = cache.stats.hits;
    expect((await productOf(id)).sale).toBeNull();
    expect(cache.stats.hits).toBe(hits + 1);

    await setClock('2026-11-25T09:00:00+07:00');
    expect((await productOf(id)).sale).toMatchObject({ price: 160_000, percent_off: 20 });
    expect((await cardOf(id, listUrl))!.sale).toMatchObject({ price: 160_000 });

    // Held during the sale, gone at its end minute.
    await setClock('2026-11-25T09:59:00+07:00');
    expect(held(detailUrl) && held(listUrl)).toBe(true);
    await setClock('2026-11-25T10:00:00+07:00');
    expect((await productOf(id)).sale).toBeNull();
    expect((await cardOf(id, listUrl))!.sale).toBeNull();
  });

  it('a product page rendered by the server during the sale shows the normal price from the end minute', async () => {
    await setClock('2026-11-25T20:00:00+07:00');
    const { id, putOnSale } = await doll(200_000);
    await putOnSale({ sale_price: 150_000, sale_ends_at: '2026-11-25T21:00:00+07:00' });
    const page = async () => {
      const res = await get(`/product/${id}`);
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const crossed = 'Harga normal Rp 200.000, sekarang Rp 150.000, hemat 25%';
    expect(await page()).toContain(crossed);
    await setClock('2026-11-25T20:59:00+07:00');
    const hits = t.pages!.store.stats.hits;
    expect(await page()).toContain(crossed);
    expect(t.pages!.store.stats.hits).toBe(hits + 1);
    await setClock('2026-11-25T21:00:00+07:00');
    const after = await page();
    expect(after).not.toContain(crossed);
    expect(after).not.toContain('-25%');
    expect(after).toContain('Rp 200.000');
  });

  it('the signed-in cart follows the sale’s end too', async () => {
    await setClock('2026-11-26T08:00:00+07:00');
    const { id, putOnSale } = await doll(200_000);
    await putOnSale({ sale_price: 120_000, sale_ends_at: '2026-11-26T09:00:00+07:00' });
    const added = await send(t.app, {
      method: 'POST',
      url: '/api/cart/items',
      token: stranger.accessToken,
      payload: { product_id: id, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(201);
    type Line = { product_id: number; product: { price: number }; variant: { sale: unknown } };
    const line = async () =>
      ((await get('/api/cart', stranger.accessToken)).json().data.items as Line[]).find((i) => i.product_id === id);
    expect(await line()).toMatchObject({ product: { price: 120_000 }, variant: { sale: { percent_off: 40 } } });
    await setClock('2026-11-26T09:00:00+07:00');
    expect(await line()).toMatchObject({ product: { price: 200_000 }, variant: { sale: null } });
  });
});

describe('an order', () => {
  const orderBody = (productId: number, price: number) => ({
    address_id: addressId,
    payment_method: 'Transfer Bank',
    items: [{ product_id: productId, quantity: 2, price }],
    shipping: { courier: shipping.courier, service: shipping.service },
  });
  const lineOf = async (secureToken: string) =>
    (await send(t.app, { method: 'GET', url: `/api/orders/secure/${secureToken}`, token: shopper.accessToken })).json()
      .data.items[0] as { price: number; subtotal: number };

  it('placed during the sale pays the sale price; after its end, the normal price', async () => {
    await setClock('2026-11-27T08:00:00+07:00');
    const { id, putOnSale } = await doll(200_000);
    await putOnSale({ sale_price: 150_000, sale_ends_at: '2026-11-27T09:00:00+07:00' });

    const during = await placeOrder(t.app, shopper, orderBody(id, 150_000));
    expect(during.statusCode, during.body).toBe(201);
    expect(await lineOf(during.json().data.secure_token)).toMatchObject({ price: 150_000, subtotal: 300_000 });

    await setClock('2026-11-27T09:00:00+07:00');
    const after = await placeOrder(t.app, shopper, orderBody(id, 200_000));
    expect(after.statusCode, after.body).toBe(201);
    expect(await lineOf(after.json().data.secure_token)).toMatchObject({ price: 200_000, subtotal: 400_000 });
  });

  it('checked out after the sale ended with the sale price seen is refused with the price now', async () => {
    await setClock('2026-11-28T08:00:00+07:00');
    const { id, variantId, putOnSale } = await doll(200_000);
    await putOnSale({ sale_price: 150_000, sale_ends_at: '2026-11-28T09:00:00+07:00' });
    await setClock('2026-11-28T09:00:00+07:00');
    const res = await placeOrder(t.app, shopper, orderBody(id, 150_000));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PRICE_CHANGED',
      product_id: id,
      variant_id: variantId,
      price: 200_000,
    });
    expect(res.json().message).toContain('Rp 200.000');
  });

  it('never takes a sale price sent by the client when no sale is in force', async () => {
    await setClock('2026-11-29T08:00:00+07:00');
    const { id, putOnSale } = await doll(200_000);
    await putOnSale({
      sale_price: 150_000,
      sale_starts_at: '2026-11-29T10:00:00+07:00',
      sale_ends_at: '2026-11-29T11:00:00+07:00',
    });
    const res = await placeOrder(t.app, shopper, orderBody(id, 150_000));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PRICE_CHANGED');
  });
});
