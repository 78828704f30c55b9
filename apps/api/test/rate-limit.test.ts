import Fastify from 'fastify';
import { randomInt } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { registerErrorHandler } from '../src/plugins/error-handler.js';
import { registerRateLimits } from '../src/plugins/rate-limit.js';
import { send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { multipart, pngImage } from './support/images.js';
import { addAddress, cheapestShipping, placeOrder } from './support/orders.js';
import { redisAnswers, TEST_REDIS_URL } from './support/processes.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const UPLOADS_PER_MINUTE = 3;
const ORDER_CREATES_PER_MINUTE = 2;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    UPLOADS_PER_MINUTE: String(UPLOADS_PER_MINUTE),
    ORDER_CREATES_PER_MINUTE: String(ORDER_CREATES_PER_MINUTE),
  });
});
afterAll(() => t?.close());

function expectRateLimited(res: Awaited<ReturnType<typeof send>>) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: expect.stringMatching(/try again/) });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

it('allows a real shop 20 uploads and 10 orders a minute per customer unless configured', () => {
  expect(loadConfig({ DATA_DIR: t.dataDir, JWT_SECRET: 'x'.repeat(32) }).rateLimits).toEqual({
    uploadsPerMinute: 20,
    orderCreatesPerMinute: 10,
  });
});

describe('uploads within one minute', () => {
  const avatarFiles = () => {
    const dir = path.join(t.dataDir, 'uploads', 'avatars');
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };
  const upload = async (who: SignedIn) => {
    const body = multipart('profileImage', 'me.png', 'image/png', await pngImage());
    return send(t.app, {
      method: 'POST',
      url: '/auth/upload-profile-image',
      token: who.accessToken,
      payload: body.payload,
      headers: body.headers,
    });
  };

  it('answers the one past the limit 429 with retry-after, and stores nothing of it', async () => {
    const me = await signUp(t.app, t.dataDir);
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++) expect((await upload(me)).statusCode).toBe(200);
    const stored = avatarFiles();
    const profile = (await send(t.app, { method: 'GET', url: '/auth/profile', token: me.accessToken })).json();

    expectRateLimited(await upload(me));
    expect(avatarFiles()).toEqual(stored);
    const after = (await send(t.app, { method: 'GET', url: '/auth/profile', token: me.accessToken })).json();
    expect(after.user.profileImageUrl).toBe(profile.user.profileImageUrl);
  });

  it('counts each customer on their own', async () => {
    const first = await signUp(t.app, t.dataDir);
    const second = await signUp(t.app, t.dataDir);
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++) await upload(first);
    expect((await upload(first)).statusCode).toBe(429);
    expect((await upload(second)).statusCode).toBe(200);
  });

  it('limits every route that takes a file: payment proofs, review photos and product images too', async () => {
    await t.services.auth.ensureAdmin('owner@boneka.id', 'Owner-Boneka-2026');
    const admin = await signInAdmin(t.app, 'owner@boneka.id', 'Owner-Boneka-2026');
    const routes = [
      {
        url: `/api/orders/secure/${'a'.repeat(32)}/payment-proof`,
        field: 'paymentProof',
        who: await signUp(t.app, t.dataDir),
      },
      { url: '/api/upload/review-images', field: 'images', who: await signUp(t.app, t.dataDir) },
      { url: '/api/products', field: 'image', who: admin },
    ];
    for (const { url, field, who } of routes) {
      const body = multipart(field, 'a.png', 'image/png', await pngImage());
      const post = () =>
        send(t.app, { method: 'POST', url, token: who.accessToken, payload: body.payload, headers: body.headers });
      for (let i = 0; i < UPLOADS_PER_MINUTE; i++) expect((await post()).statusCode, url).not.toBe(429);
      expectRateLimited(await post());
    }
  });
});

describe('order creation within one minute', () => {
  it('answers the one past the limit 429 with retry-after, and places no order', async () => {
    const shopper = await signUp(t.app, t.dataDir);
    const addressId = await addAddress(t.app, shopper);
    const shipping = await cheapestShipping(t.app, shopper);
    const product = await makeProduct(t.services, { price: 50_000, stock: 20 });
    const order = () =>
      placeOrder(t.app, shopper, {
        address_id: addressId,
        payment_method: 'Transfer Bank',
        items: [{ product_id: product.product_id, quantity: 1, price: product.price }],
        shipping: { courier: shipping.courier, service: shipping.service },
      });
    const mine = async () =>
      (await send(t.app, { method: 'GET', url: '/api/orders/my-orders', token: shopper.accessToken })).json().data;

    for (let i = 0; i < ORDER_CREATES_PER_MINUTE; i++) expect((await order()).statusCode).toBe(201);
    expectRateLimited(await order());
    expect(await mine()).toHaveLength(ORDER_CREATES_PER_MINUTE);
  });
});

const redisUp = await redisAnswers(TEST_REDIS_URL);
describe.runIf(redisUp)('with REDIS_URL, instances share the count', () => {
  async function instance() {
    const app = Fastify();
    registerErrorHandler(app);
    await registerRateLimits(app, { orderCreatesPerMinute: 2, uploadsPerMinute: 2 }, TEST_REDIS_URL);
    app.post('/api/orders', { config: { rateLimit: app.rateLimits.orderCreates } }, async () => ({ ok: true }));
    return app;
  }

  it('counts a client on both instances against one limit', async () => {
    const [a, b] = [await instance(), await instance()];
    try {
      const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      const post = (app: typeof a) => app.inject({ method: 'POST', url: '/api/orders', remoteAddress });
      expect((await post(a)).statusCode).toBe(200);
      expect((await post(b)).statusCode).toBe(200);
      expectRateLimited(await post(a));
      expectRateLimited(await post(b));
    } finally {
      await a.close();
      await b.close();
    }
  });
});
