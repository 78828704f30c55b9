import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usingPostgres, type TestApp } from './support/test-app.js';
import { send, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { orderingShop, placeOrder } from './support/orders.js';

/**
 * Decision 038: on SQLite a cart or wishlist line and a new sign-in's token commit without waiting for the disk
 * (`synchronous = NORMAL`, 1); every transaction and every other write waits for it (`FULL`, 2). What the writer
 * connection is set to after each write is what that write was committed with.
 */
let t: TestApp;
let shopper: SignedIn;
let addressId: number;
let shipping: { courier: string; service: string };

beforeAll(async () => {
  ({ t, shopper, addressId, shipping } = await orderingShop());
});
afterAll(() => t?.close());

const level = async () =>
  Number(Object.values((await sql`pragma synchronous`.execute(t.services.database.db)).rows[0] as object)[0]);

describe.skipIf(usingPostgres())('SQLite durability per kind of write (decision 038)', () => {
  it('commits a cart line without waiting for the disk, and an order after it with waiting (which syncs both)', async () => {
    const { product_id } = await makeProduct(t.services, { name: 'Boneka Sync', price: 50_000, stock: 10 });
    expect(await level()).toBe(2);
    const added = await send(t.app, {
      method: 'POST',
      url: '/api/cart/items',
      token: shopper.accessToken,
      payload: { product_id, quantity: 1 },
    });
    expect(added.statusCode).toBe(201);
    expect(await level()).toBe(1);
    const order = await placeOrder(t.app, shopper, {
      address_id: addressId,
      payment_method: 'Transfer Bank',
      items: [{ product_id, quantity: 1 }],
      shipping,
    });
    expect(order.statusCode).toBe(201);
    expect(await level()).toBe(2);
  });

  it('commits a wishlist line without waiting, a new sign-in’s token too, but never a sign-out', async () => {
    const { product_id } = await makeProduct(t.services, { name: 'Boneka Wish', price: 40_000, stock: 3 });
    const wished = await send(t.app, {
      method: 'POST',
      url: '/api/wishlist',
      token: shopper.accessToken,
      payload: { product_id },
    });
    expect(wished.statusCode).toBe(201);
    expect(await level()).toBe(1);
    const someone = await signUp(t.app, t.dataDir);
    const out = await send(t.app, {
      method: 'POST',
      url: '/auth/logout',
      payload: { refreshToken: someone.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect(await level()).toBe(2);
  });
});
