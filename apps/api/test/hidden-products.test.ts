import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeOrder, makeProduct } from './support/catalog.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** docs/design.md §5 "Nothing the owner does by mistake is final": a hidden product is found again and shown again. */
let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
const ADMIN = { email: 'owner@boneka.id', password: 'Owner-Boneka-2026' };

beforeAll(async () => {
  t = await createTestApp();
  await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
  admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
  customer = await signUp(t.app, t.dataDir);
});
afterAll(() => t?.close());

const asAdmin = (method: 'GET' | 'PUT' | 'DELETE', url: string) =>
  send(t.app, { method, url, token: admin.accessToken });
const listed = async () =>
  (await send(t.app, { method: 'GET', url: '/api/products?limit=100' }))
    .json()
    .data.map((p: { product_id: number }) => p.product_id) as number[];
const userIdOf = async (email: string) =>
  (
    await t.behindTheApp((db) =>
      db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow(),
    )
  ).id;

/** A product a customer bought and reviewed: deleting it hides it. */
async function orderedAndReviewed(name: string) {
  const product = await makeProduct(t.services, { name, price: 120_000, stock: 7 });
  const orderId = await makeOrder(t.services, await userIdOf(customer.email), [product.product_id]);
  const review = await send(t.app, {
    method: 'POST',
    url: '/api/reviews',
    token: customer.accessToken,
    payload: { product_id: product.product_id, order_id: orderId, rating: 4, title: 'Lucu', comment: 'Lembut sekali.' },
  });
  expect(review.statusCode, review.body).toBe(201);
  return { ...product, orderId };
}

describe('hidden products', () => {
  it('lists a hidden product under status=hidden, shows it again with its reviews and orders, audited', async () => {
    const teddy = await orderedAndReviewed('Teddy Tersembunyi');
    const other = await makeProduct(t.services, { name: 'Panda Tampil' });
    const hide = await asAdmin('DELETE', `/api/products/${teddy.product_id}`);
    expect(hide.statusCode).toBe(200);
    expect(hide.json().data).toEqual({ hidden: true });
    expect(await listed()).not.toContain(teddy.product_id);
    expect((await send(t.app, { method: 'GET', url: `/api/products/${teddy.product_id}` })).statusCode).toBe(404);

    const hidden = await asAdmin('GET', '/api/products/admin?status=hidden');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().pagination).toMatchObject({ page: 1, total: 1 });
    expect(hidden.json().data).toEqual([
      expect.objectContaining({
        product_id: teddy.product_id,
        name: 'Teddy Tersembunyi',
        price: 120_000,
        stock: 7,
        review_count: 1,
        hidden: true,
      }),
    ]);
    const shown = await asAdmin('GET', '/api/products/admin?status=listed&limit=100');
    expect(shown.json().data.map((p: { product_id: number }) => p.product_id)).toContain(other.product_id);
    expect(shown.json().data.map((p: { product_id: number }) => p.product_id)).not.toContain(teddy.product_id);

    const again = await asAdmin('PUT', `/api/products/${teddy.product_id}/show`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({
      product_id: teddy.product_id,
      stock: 7,
      review_count: 1,
      average_rating: 4,
    });
    expect(await listed()).toContain(teddy.product_id);
    const reviews = await send(t.app, { method: 'GET', url: `/api/reviews/product/${teddy.product_id}` });
    expect(reviews.json().data.reviews).toHaveLength(1);
    const items = await t.behindTheApp((db) =>
      db.selectFrom('order_items').select('order_id').where('product_id', '=', teddy.product_id).execute(),
    );
    expect(items).toEqual([{ order_id: teddy.orderId }]);
    expect((await asAdmin('GET', '/api/products/admin?status=hidden')).json().data).toEqual([]);

    const audit = await t.behindTheApp((db) =>
      db
        .selectFrom('audit_log')
        .select(['action'])
        .where('target', '=', `product:${teddy.product_id}`)
        .orderBy('id')
        .execute(),
    );
    expect(audit.map((a) => a.action)).toEqual(['product.hide', 'product.show']);
  });

  it('answers 404 for a product that is not hidden, and shows a product once when asked twice at once', async () => {
    const visible = await makeProduct(t.services);
    expect((await asAdmin('PUT', `/api/products/${visible.product_id}/show`)).statusCode).toBe(404);
    expect((await asAdmin('PUT', '/api/products/999999/show')).statusCode).toBe(404);
    const twice = await orderedAndReviewed('Kelinci Dua Kali');
    await asAdmin('DELETE', `/api/products/${twice.product_id}`);
    const both = await Promise.all([
      asAdmin('PUT', `/api/products/${twice.product_id}/show`),
      asAdmin('PUT', `/api/products/${twice.product_id}/show`),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 404]);
  });

  it('finds hidden products by name, and refuses an unknown status with 400', async () => {
    const a = await orderedAndReviewed('Jerapah Cari');
    const b = await orderedAndReviewed('Koala 100% Lembut');
    await asAdmin('DELETE', `/api/products/${a.product_id}`);
    await asAdmin('DELETE', `/api/products/${b.product_id}`);
    const found = await asAdmin('GET', '/api/products/admin?status=hidden&search=jerapah');
    expect(found.json().data.map((p: { name: string }) => p.name)).toEqual(['Jerapah Cari']);
    const percent = await asAdmin('GET', `/api/products/admin?status=hidden&search=${encodeURIComponent('100%')}`);
    expect(percent.json().data.map((p: { name: string }) => p.name)).toEqual(['Koala 100% Lembut']);
    expect((await asAdmin('GET', '/api/products/admin?status=deleted')).statusCode).toBe(400);
  });

  it('SECURITY 15: only admins list hidden products or show one again (anonymous 401, customer 403)', async () => {
    const p = await orderedAndReviewed('Rubah Rahasia');
    await asAdmin('DELETE', `/api/products/${p.product_id}`);
    const calls = [
      { method: 'GET' as const, url: '/api/products/admin?status=hidden' },
      { method: 'PUT' as const, url: `/api/products/${p.product_id}/show` },
    ];
    for (const call of calls) {
      expect((await send(t.app, call)).statusCode, call.url).toBe(401);
      expect((await send(t.app, { ...call, token: customer.accessToken })).statusCode, call.url).toBe(403);
    }
    expect(await listed()).not.toContain(p.product_id);
  });
});

describe("the owner's product list", () => {
  it('carries each product its own low-stock threshold, the one the dashboard and the daily mail use', async () => {
    const product = await makeProduct(t.services, { name: 'Boneka Koala Ambang', price: 90_000, stock: 12 });
    await t.behindTheApp((db) =>
      db.updateTable('products').set({ low_stock_threshold: 15 }).where('id', '=', product.product_id).execute(),
    );
    const other = await makeProduct(t.services, { name: 'Boneka Koala Biasa', price: 90_000, stock: 12 });
    const list = await asAdmin('GET', '/api/products/admin?status=listed&search=koala');
    expect(list.statusCode, list.body).toBe(200);
    const thresholds = Object.fromEntries(
      list
        .json()
        .data.map((p: { product_id: number; low_stock_threshold: number }) => [p.product_id, p.low_stock_threshold]),
    );
    expect(thresholds).toEqual({ [product.product_id]: 15, [other.product_id]: 5 });
  });
});
