import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { addAddress, cheapestShipping, placeOrder } from './support/orders.js';

const ADMIN = { email: 'owner@boneka.id', password: 'Owner-Boneka-2026' };
const PRICE_MAX = 100_000_000;
const INT32_MAX = 2_147_483_647;

interface Shop {
  t: TestApp;
  admin: SignedIn;
  buyer: SignedIn;
  addressId: number;
  shipping: { courier: string; service: string; cost: number };
}

async function openShop(env: Record<string, string>): Promise<Shop> {
  const t = await createTestApp(env);
  await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
  const admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
  const buyer = await signUp(t.app, t.dataDir);
  return { t, admin, buyer, addressId: await addAddress(t.app, buyer), shipping: await cheapestShipping(t.app, buyer) };
}

const order = (shop: Shop, items: { product_id: number; quantity: number }[], voucher_code?: string) =>
  placeOrder(shop.t.app, shop.buyer, {
    address_id: shop.addressId,
    payment_method: 'Transfer Bank',
    items,
    shipping: { courier: shop.shipping.courier, service: shop.shipping.service },
    voucher_code,
  });

/** A product priced above today's cap, as a row written before the cap existed (and its variant by migration 021). */
async function legacyProduct(shop: Shop, price: number) {
  const product = await makeProduct(shop.t.services, { price: 1_000, stock: 100 });
  const { db } = shop.t.services.database;
  await db.updateTable('products').set({ price, price_max: price }).where('id', '=', product.product_id).execute();
  await db.updateTable('product_variants').set({ price }).where('product_id', '=', product.product_id).execute();
  return product.product_id;
}

/** The shop's cost of the buyer's courier for a parcel of `grams` (orders are charged their real weight). */
async function shippingFor(shop: Shop, grams: number) {
  const res = await send(shop.t.app, {
    method: 'POST',
    url: '/api/shipping/calculate-shipping',
    token: shop.buyer.accessToken,
    payload: { districtId: 327301, weight: grams },
  });
  const options = res.json().data as { code: string; service: string; cost: number }[];
  return options.find((o) => o.code === shop.shipping.courier && o.service === shop.shipping.service)!.cost;
}

describe('with the shop limits', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop({ ORDER_MAX_OPEN_UNPAID_RUPIAH: '10000000', ORDER_MAX_OPEN_UNPAID: '3' });
  });
  afterAll(() => shop?.t.close());

  it('caps a product price at Rp 100.000.000 (400 above it, multipart or JSON)', async () => {
    const boundary = 'b0undary';
    const create = (price: string) =>
      send(shop.t.app, {
        method: 'POST',
        url: '/api/products',
        token: shop.admin.accessToken,
        payload: [
          ['name', 'Boneka Emas'],
          ['price', price],
          ['stock', '10'],
        ]
          .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
          .join('')
          .concat(`--${boundary}--\r\n`),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    const tooDear = await create('1000000000');
    expect(tooDear.statusCode, tooDear.body).toBe(400);
    expect(tooDear.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'price' }] });
    expect(tooDear.json().details[0].message).toContain('Rp 100.000.000');
    const atCap = await create(String(PRICE_MAX));
    expect(atCap.statusCode, atCap.body).toBe(201);
    const id = atCap.json().data.product_id;
    const update = (price: number) =>
      send(shop.t.app, {
        method: 'PUT',
        url: `/api/products/${id}`,
        token: shop.admin.accessToken,
        payload: { name: 'Boneka Emas', price, stock: 10 },
      });
    expect((await update(PRICE_MAX + 1)).statusCode).toBe(400);
    expect((await update(PRICE_MAX)).statusCode).toBe(200);
  });

  it('ISSUE 17.11: 3 × Rp 100.000.000 and 3 × Rp 1.000.000.000 answer 422, never 500', async () => {
    const atCap = await makeProduct(shop.t.services, { price: PRICE_MAX, stock: 10 });
    const legacy = await legacyProduct(shop, 1_000_000_000);
    for (const productId of [atCap.product_id, legacy]) {
      const res = await order(shop, [{ product_id: productId, quantity: 3 }]);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().code).toBe('OPEN_ORDERS_VALUE_LIMIT');
    }
    const cart = await send(shop.t.app, {
      method: 'POST',
      url: '/api/cart/items',
      token: shop.buyer.accessToken,
      payload: { product_id: legacy, quantity: 3 },
    });
    expect(cart.statusCode, cart.body).toBe(201);
    expect(cart.json().data.product.price).toBe(1_000_000_000);
  });
});

describe('with room for big orders (money columns hold more than 32 bits)', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop({
      ORDER_MAX_OPEN_UNPAID_RUPIAH: '1000000000000',
      ORDER_MAX_OPEN_UNPAID: '100',
      ORDER_CREATES_PER_HOUR: '100',
    });
  });
  afterAll(() => shop?.t.close());

  it('ISSUE 17.11: orders totalling more than 2^31 Rupiah are stored and reported exactly', async () => {
    const [gold, silver] = await Promise.all(
      [1, 2].map(() => makeProduct(shop.t.services, { price: PRICE_MAX, stock: 30 })),
    );
    const legacy = await legacyProduct(shop, 1_000_000_000);
    const cases = [
      {
        items: [
          { product_id: gold!.product_id, quantity: 20 },
          { product_id: silver!.product_id, quantity: 20 },
        ],
        subtotal: 4_000_000_000,
        discount: 0,
      },
      { items: [{ product_id: legacy, quantity: 3 }], subtotal: 3_000_000_000, discount: 0 },
      {
        items: [{ product_id: legacy, quantity: 20 }],
        subtotal: 20_000_000_000,
        discount: 50_000,
        voucher: 'HEMAT50K',
      },
    ];
    let paidTotal = 0;
    const totals: number[] = [];
    for (const c of cases) {
      const res = await order(shop, c.items, c.voucher);
      expect(res.statusCode, res.body).toBe(201);
      // Every unit weighs 1 kg.
      const units = c.items.reduce((sum, i) => sum + i.quantity, 0);
      const expected = c.subtotal + (await shippingFor(shop, units * 1000)) - c.discount;
      expect(expected).toBeGreaterThan(INT32_MAX);
      expect(res.json().data.total_amount).toBe(expected);
      const detail = await shop.t.services.orders.adminGet(res.json().data.order_id);
      expect(detail).toMatchObject({ subtotal: c.subtotal, voucher_discount: c.discount, total_amount: expected });
      expect(detail.items.reduce((sum, i) => sum + i.subtotal, 0)).toBe(c.subtotal);
      const paid = await shop.t.services.database.db
        .updateTable('orders')
        .set({ payment_status: 'paid', status: 'processing' })
        .where('id', '=', detail.order_id)
        .executeTakeFirst();
      expect(Number(paid.numUpdatedRows)).toBe(1);
      paidTotal += expected;
      totals.push(expected);
    }
    const dashboard = await send(shop.t.app, {
      method: 'GET',
      url: '/api/admin/dashboard',
      token: shop.admin.accessToken,
    });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json().data.totalRevenue.value).toBe(paidTotal);
    const mine = await send(shop.t.app, { method: 'GET', url: '/api/orders/my-orders', token: shop.buyer.accessToken });
    expect(mine.statusCode).toBe(200);
    expect(
      mine
        .json()
        .data.map((o: { total_amount: number }) => o.total_amount)
        .sort(),
    ).toEqual(totals.sort());
  });
});
