import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { PASSWORD, send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { multipart, pngImage } from './support/images.js';
import { addAddress, cheapestShipping, placeOrder } from './support/orders.js';

/** The shop's own defaults, spelled out: the test harness relaxes them for the other files. */
const SHOP_LIMITS = {
  ORDER_MAX_UNITS_PER_LINE: '20',
  ORDER_MAX_UNITS: '50',
  ORDER_MAX_OPEN_UNPAID: '3',
  ORDER_MAX_OPEN_UNPAID_RUPIAH: '10000000',
  ORDER_CREATES_PER_HOUR: '10',
  COD_CONFIRM_HOURS: '48',
};
const COD = 'COD (Bayar di Tempat)';
const ADMIN = { email: 'owner@boneka.id', password: 'Owner-Boneka-2026' };

let t: TestApp;
let admin: SignedIn;
let shipping: { courier: string; service: string; cost: number };

beforeAll(async () => {
  // The hourly caps are what this file checks; the per-minute limit has its own file (rate-limit.test.ts).
  t = await createTestApp({ ...SHOP_LIMITS, ORDER_CREATES_PER_MINUTE: '100000' });
  await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
  admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
  const first = await signUp(t.app, t.dataDir);
  shipping = await cheapestShipping(t.app, first);
});
afterAll(() => t?.close());

/** A new customer with an address: every test counts its own open orders and its own hourly quota. */
async function customer() {
  const who = await signUp(t.app, t.dataDir);
  return { who, addressId: await addAddress(t.app, who) };
}
type Customer = Awaited<ReturnType<typeof customer>>;

const order = (c: Customer, items: { product_id: number; quantity: unknown }[], method = 'Transfer Bank') =>
  placeOrder(t.app, c.who, {
    address_id: c.addressId,
    payment_method: method,
    items,
    shipping: { courier: shipping.courier, service: shipping.service },
  });
const stockOf = async (id: number) =>
  (await send(t.app, { method: 'GET', url: `/api/products/${id}` })).json().data.stock as number;
const asAdmin = (method: 'PUT' | 'GET', url: string, payload?: object) =>
  send(t.app, { method, url, token: admin.accessToken, payload });
const cancel = (c: Customer, token: string) =>
  send(t.app, { method: 'PUT', url: `/api/orders/secure/${token}/cancel`, token: c.who.accessToken });
const uploadProof = async (c: Customer, token: string) => {
  const form = multipart('paymentProof', 'bukti.png', 'image/png', await pngImage(200, 300));
  return send(t.app, {
    method: 'POST',
    url: `/api/orders/secure/${token}/payment-proof`,
    token: c.who.accessToken,
    payload: form.payload,
    headers: form.headers,
  });
};
const proofKey = async (orderId: number) =>
  (
    await t.services.database.db
      .selectFrom('orders')
      .select('payment_proof')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).payment_proof;

describe('configuration', () => {
  it('has the shop defaults and refuses a nonsense limit at boot', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'boneka-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }).orderLimits).toEqual({
        maxUnitsPerLine: 20,
        maxUnits: 50,
        maxOpenUnpaid: 3,
        maxOpenUnpaidRupiah: 10_000_000,
        createsPerHour: 10,
        codConfirmHours: 48,
        autoCompleteDays: 3,
        newBuyerUnpaidHours: 2,
        newBuyerHoldPercent: 50,
      });
      expect(() => loadConfig({ DATA_DIR: dataDir, ORDER_MAX_UNITS: '0' })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir, COD_CONFIRM_HOURS: 'dua hari' })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir, ORDER_NEW_BUYER_HOLD_PERCENT: '120' })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir, ORDER_NEW_BUYER_UNPAID_HOURS: '0' })).toThrow(ConfigError);
      for (const days of ['0', '31', 'tiga', '1.5'])
        expect(() => loadConfig({ DATA_DIR: dataDir, ORDER_AUTO_COMPLETE_DAYS: days })).toThrow(ConfigError);
      for (const seconds of ['0', '3601', 'sering'])
        expect(() => loadConfig({ DATA_DIR: dataDir, TRACKING_POLL_SECONDS: seconds })).toThrow(ConfigError);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('OWASP API6: one order cannot take the whole stock', () => {
  it('refuses more than 20 units of one product per order with 422 ORDER_LINE_LIMIT, even split over two lines', async () => {
    const c = await customer();
    const bear = await makeProduct(t.services, { price: 10_000, stock: 100 });
    for (const items of [
      [{ product_id: bear.product_id, quantity: 21 }],
      [
        { product_id: bear.product_id, quantity: 15 },
        { product_id: bear.product_id, quantity: 6 },
      ],
    ]) {
      const res = await order(c, items);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ success: false, code: 'ORDER_LINE_LIMIT', product_id: bear.product_id });
      expect(res.json().limit).toBe(20);
      expect(res.json().message).toMatch(/maksimal 20/i);
    }
    expect(await stockOf(bear.product_id)).toBe(100);
    expect((await order(c, [{ product_id: bear.product_id, quantity: 20 }])).statusCode).toBe(201);
    expect(await stockOf(bear.product_id)).toBe(80);
  });

  it('refuses more than 50 units in one order with 422 ORDER_UNITS_LIMIT', async () => {
    const c = await customer();
    const products = await Promise.all([1, 2, 3].map(() => makeProduct(t.services, { price: 10_000, stock: 100 })));
    const res = await order(
      c,
      products.map((p) => ({ product_id: p.product_id, quantity: 20 })),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'ORDER_UNITS_LIMIT', limit: 50 });
    expect(res.json().message).toMatch(/maksimal 50/i);
    const fifty = await order(c, [
      { product_id: products[0]!.product_id, quantity: 20 },
      { product_id: products[1]!.product_id, quantity: 20 },
      { product_id: products[2]!.product_id, quantity: 10 },
    ]);
    expect(fifty.statusCode, fifty.body).toBe(201);
  });

  it('allows 3 open unpaid orders (COD included); a 4th is 422 OPEN_ORDERS_LIMIT until one is cancelled or paid', async () => {
    const c = await customer();
    const doll = await makeProduct(t.services, { price: 50_000, stock: 100 });
    const line = [{ product_id: doll.product_id, quantity: 1 }];
    const placed = [];
    for (const method of ['Transfer Bank', COD, 'E-Wallet (OVO, GoPay, DANA)']) {
      const res = await order(c, line, method);
      expect(res.statusCode, res.body).toBe(201);
      placed.push(res.json().data as { order_id: number; secure_token: string });
    }
    const fourth = await order(c, line);
    expect(fourth.statusCode, fourth.body).toBe(422);
    expect(fourth.json()).toMatchObject({ code: 'OPEN_ORDERS_LIMIT', limit: 3 });
    expect(fourth.json().message).toMatch(/3 pesanan/);
    expect(await stockOf(doll.product_id)).toBe(97);

    expect((await cancel(c, placed[0]!.secure_token)).statusCode).toBe(200);
    const afterCancel = await order(c, line);
    expect(afterCancel.statusCode, afterCancel.body).toBe(201);
    expect((await order(c, line)).statusCode).toBe(422);

    // A proof alone does not free a slot (it may be junk); the shop's confirmation does.
    expect((await uploadProof(c, placed[2]!.secure_token)).statusCode).toBe(200);
    expect((await order(c, line)).statusCode).toBe(422);
    const paid = await asAdmin('PUT', `/api/orders/${placed[2]!.order_id}/payment-status`, { payment_status: 'paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await order(c, line)).statusCode).toBe(201);
  });

  it('refuses open unpaid orders worth more than Rp 10.000.000 together with 422 OPEN_ORDERS_VALUE_LIMIT', async () => {
    const c = await customer();
    const pricey = await makeProduct(t.services, { price: 6_000_000, stock: 10 });
    const huge = await makeProduct(t.services, { price: 11_000_000, stock: 10 });
    const alone = await order(c, [{ product_id: huge.product_id, quantity: 1 }]);
    expect(alone.statusCode, alone.body).toBe(422);
    expect(alone.json()).toMatchObject({ code: 'OPEN_ORDERS_VALUE_LIMIT', limit: 10_000_000 });
    expect(alone.json().message).toContain('Rp 10.000.000');

    const first = await order(c, [{ product_id: pricey.product_id, quantity: 1 }]);
    expect(first.statusCode, first.body).toBe(201);
    const second = await order(c, [{ product_id: pricey.product_id, quantity: 1 }], COD);
    expect(second.statusCode, second.body).toBe(422);
    expect(second.json().code).toBe('OPEN_ORDERS_VALUE_LIMIT');
    expect(await stockOf(pricey.product_id)).toBe(9);
    expect((await cancel(c, first.json().data.secure_token)).statusCode).toBe(200);
    expect((await order(c, [{ product_id: pricey.product_id, quantity: 1 }], COD)).statusCode).toBe(201);
  });

  it('holds the open-order cap under 10 parallel orders from one account', async () => {
    const c = await customer();
    const doll = await makeProduct(t.services, { price: 20_000, stock: 100 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => order(c, [{ product_id: doll.product_id, quantity: 1 }])),
    );
    expect(results.filter((r) => r.statusCode >= 500)).toHaveLength(0);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode !== 201).every((r) => r.json().code === 'OPEN_ORDERS_LIMIT')).toBe(true);
    expect(await stockOf(doll.product_id)).toBe(97);
  });

  it('places at most 10 orders per account per hour: the 11th is 429 with Retry-After', async () => {
    const c = await customer();
    const doll = await makeProduct(t.services, { price: 20_000, stock: 100 });
    const line = [{ product_id: doll.product_id, quantity: 1 }];
    for (let i = 0; i < 10; i += 1) {
      const res = await order(c, line);
      expect(res.statusCode, res.body).toBe(201);
      expect((await cancel(c, res.json().data.secure_token)).statusCode).toBe(200);
    }
    const throttled = await order(c, line);
    expect(throttled.statusCode, throttled.body).toBe(429);
    expect(throttled.json()).toMatchObject({ success: false, code: 'TOO_MANY_ORDERS' });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(3600);
    const other = await customer();
    expect((await order(other, line)).statusCode, 'another account is not throttled').toBe(201);
  });
});

describe('the cart keeps to the per-line cap', () => {
  it('refuses a cart line above 20 units with 422 ORDER_LINE_LIMIT on add, update, move and validate', async () => {
    const c = await customer();
    const doll = await makeProduct(t.services, { price: 20_000, stock: 100 });
    const small = await makeProduct(t.services, { price: 20_000, stock: 5 });
    const add = (product_id: number, quantity: number) =>
      send(t.app, {
        method: 'POST',
        url: '/api/cart/items',
        token: c.who.accessToken,
        payload: { product_id, quantity },
      });
    const tooMany = await add(doll.product_id, 21);
    expect(tooMany.statusCode, tooMany.body).toBe(422);
    expect(tooMany.json()).toMatchObject({ code: 'ORDER_LINE_LIMIT', limit: 20 });
    expect(tooMany.json().message).toMatch(/maksimal 20/i);
    const fifteen = await add(doll.product_id, 15);
    expect(fifteen.statusCode).toBe(201);
    const over = await add(doll.product_id, 6);
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('ORDER_LINE_LIMIT');
    expect((await add(doll.product_id, 5)).json().data.quantity).toBe(20);
    // Stock lower than the cap: the stock is the answer.
    expect((await add(small.product_id, 6)).json()).toMatchObject({ code: 'INSUFFICIENT_STOCK', available: 5 });

    const put = await send(t.app, {
      method: 'PUT',
      url: `/api/cart/items/${fifteen.json().data.cart_item_id}`,
      token: c.who.accessToken,
      payload: { quantity: 21 },
    });
    expect(put.statusCode).toBe(422);
    expect(put.json().code).toBe('ORDER_LINE_LIMIT');

    const other = await makeProduct(t.services, { price: 20_000, stock: 100 });
    await send(t.app, {
      method: 'POST',
      url: '/api/wishlist',
      token: c.who.accessToken,
      payload: { product_id: other.product_id },
    });
    const move = await send(t.app, {
      method: 'POST',
      url: `/api/wishlist/${other.product_id}/move-to-cart`,
      token: c.who.accessToken,
      payload: { quantity: 21 },
    });
    expect(move.statusCode).toBe(422);
    expect(move.json().code).toBe('ORDER_LINE_LIMIT');

    const validate = await send(t.app, {
      method: 'POST',
      url: '/api/cart/validate',
      token: c.who.accessToken,
      payload: { items: [{ product_id: other.product_id, quantity: 21 }] },
    });
    expect(validate.statusCode).toBe(200);
    expect(validate.json().data.valid).toBe(false);
    expect(validate.json().data.message).toMatch(/maksimal 20/i);
  });
});

describe('quantities are JSON integers only', () => {
  const BAD: [string, unknown][] = [
    ['true', true],
    ['"0x1"', '0x1'],
    ['" 1e0 "', ' 1e0 '],
    ['"2" (a string)', '2'],
    ['[1]', [1]],
  ];
  let c: Customer;
  let doll: { product_id: number };
  let cartItemId: number;
  beforeAll(async () => {
    c = await customer();
    doll = await makeProduct(t.services, { price: 20_000, stock: 100 });
    const added = await send(t.app, {
      method: 'POST',
      url: '/api/cart/items',
      token: c.who.accessToken,
      payload: { product_id: doll.product_id, quantity: 1 },
    });
    cartItemId = added.json().data.cart_item_id;
    await send(t.app, {
      method: 'POST',
      url: '/api/wishlist',
      token: c.who.accessToken,
      payload: { product_id: doll.product_id },
    });
  });

  it.each(BAD)('refuses quantity %s with 400 on every call that takes one', async (_name, quantity) => {
    const calls = [
      { method: 'POST' as const, url: '/api/cart/items', payload: { product_id: doll.product_id, quantity } },
      { method: 'PUT' as const, url: `/api/cart/items/${cartItemId}`, payload: { quantity } },
      {
        method: 'POST' as const,
        url: '/api/cart/validate',
        payload: { items: [{ product_id: doll.product_id, quantity }] },
      },
      { method: 'POST' as const, url: `/api/wishlist/${doll.product_id}/move-to-cart`, payload: { quantity } },
    ];
    for (const call of calls) {
      const res = await send(t.app, { ...call, token: c.who.accessToken });
      expect(res.statusCode, `${call.method} ${call.url} ${res.body}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const placed = await order(c, [{ product_id: doll.product_id, quantity }]);
    expect(placed.statusCode, placed.body).toBe(400);
    expect(placed.json().code).toBe('VALIDATION_ERROR');
  });

  it('still takes a JSON number, 1.0 included', async () => {
    const res = await send(t.app, {
      method: 'PUT',
      url: `/api/cart/items/${cartItemId}`,
      token: c.who.accessToken,
      payload: '{"quantity": 2.0}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.quantity).toBe(2);
  });
});

describe('payment proof re-upload', () => {
  const uploads = () => path.join(t.dataDir, 'uploads');

  it('deletes the replaced proof from storage and serves the new one', async () => {
    const c = await customer();
    const doll = await makeProduct(t.services, { price: 20_000, stock: 10 });
    const placed = (await order(c, [{ product_id: doll.product_id, quantity: 1 }])).json().data;
    expect((await uploadProof(c, placed.secure_token)).statusCode).toBe(200);
    const first = await proofKey(placed.order_id);
    expect(existsSync(path.join(uploads(), first!))).toBe(true);
    expect((await uploadProof(c, placed.secure_token)).statusCode).toBe(200);
    const second = await proofKey(placed.order_id);
    expect(second).not.toBe(first);
    expect(existsSync(path.join(uploads(), first!)), 'the replaced file is gone').toBe(false);
    const served = await send(t.app, {
      method: 'GET',
      url: `/api/orders/secure/${placed.secure_token}/payment-proof`,
      token: c.who.accessToken,
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(await t.services.storage.get(second!).then((b) => b!))).toBe(true);
    const events = (
      await send(t.app, { method: 'GET', url: `/api/orders/secure/${placed.secure_token}`, token: c.who.accessToken })
    )
      .json()
      .data.history.map((h: { event: string }) => h.event);
    expect(events).toEqual(['created', 'proof_uploaded', 'proof_uploaded']);
  });

  it('keeps a rejected proof, which the audit log names, when the customer uploads again', async () => {
    const c = await customer();
    const doll = await makeProduct(t.services, { price: 20_000, stock: 10 });
    const placed = (await order(c, [{ product_id: doll.product_id, quantity: 1 }])).json().data;
    await uploadProof(c, placed.secure_token);
    const rejectedKey = await proofKey(placed.order_id);
    const rejected = await asAdmin('PUT', `/api/orders/${placed.order_id}/payment-status`, {
      payment_status: 'failed',
      note: 'Nominal tidak sesuai',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await uploadProof(c, placed.secure_token)).statusCode).toBe(200);
    expect(existsSync(path.join(uploads(), rejectedKey!))).toBe(true);
    const audit = (await asAdmin('GET', '/api/admin/audit-log')).json().data as {
      action: string;
      target: string;
      details: unknown;
    }[];
    const entry = audit.find((a) => a.action === 'order.payment_rejected' && a.target === `order:${placed.order_id}`);
    expect(JSON.stringify(entry?.details)).toContain(rejectedKey);
  });
});

// Last: it moves the clock two days on.
describe('COD confirmation deadline', () => {
  it('a COD order the shop has not started processing within 48 hours lapses: cancelled, stock back once, history', async () => {
    const c = await customer();
    const doll = await makeProduct(t.services, { price: 20_000, stock: 10 });
    const line = [{ product_id: doll.product_id, quantity: 3 }];
    const idle = (await order(c, line, COD)).json().data;
    const handled = (await order(c, line, COD)).json().data;
    expect(await stockOf(doll.product_id)).toBe(4);
    const detail = (
      await send(t.app, { method: 'GET', url: `/api/orders/secure/${idle.secure_token}`, token: c.who.accessToken })
    ).json().data;
    expect(detail.expires_at).toBeNull();
    expect(detail.confirm_by).toBe(new Date(t.clock.now().getTime() + 48 * 3600_000).toISOString());
    expect(
      (await asAdmin('PUT', `/api/orders/${handled.order_id}/status`, { status: 'processing' })).json().data.confirm_by,
    ).toBeNull();

    t.clock.advance(47 * 3600_000);
    await t.services.orders.expireUnpaid();
    expect((await t.services.orders.adminGet(idle.order_id)).status).toBe('confirmed');

    t.clock.advance(2 * 3600_000);
    expect(await t.services.orders.expireUnpaid()).toBeGreaterThanOrEqual(1);
    const lapsed = await t.services.orders.adminGet(idle.order_id);
    expect(lapsed).toMatchObject({ status: 'cancelled', payment_status: 'unpaid', confirm_by: null });
    expect(lapsed.history.at(-1)).toMatchObject({
      event: 'cod_lapsed',
      actor: 'system',
      from_status: 'confirmed',
      status: 'cancelled',
    });
    expect(lapsed.history.at(-1)!.note).toMatch(/48 jam/);
    expect((await t.services.orders.adminGet(handled.order_id)).status).toBe('processing');
    expect(await stockOf(doll.product_id)).toBe(7);

    expect(await t.services.orders.expireUnpaid()).toBe(0);
    expect(await stockOf(doll.product_id)).toBe(7);
    // The customer's slot is free again (the clock moved past the access token's life: sign in anew).
    const again = await signInAdmin(t.app, c.who.email, PASSWORD);
    const next = await order({ ...c, who: again }, line, COD);
    expect(next.statusCode, next.body).toBe(201);
  });
});
