/**
 * A voucher's limits hold under concurrency (issue 30, decision 045): each order takes its use with one conditional
 * update in its own transaction, and counts the customer's uses with the customer's row locked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVoucher } from '@boneka/shared';
import { send, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { addAddress, orderingShop, placeOrder } from './support/orders.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let admin: SignedIn;
let shipping: { courier: string; service: string; cost: number };

beforeAll(async () => {
  ({ t, admin, shipping } = await orderingShop({ ORDER_CREATES_PER_MINUTE: '100000' }));
});
afterAll(() => t?.close());

async function voucher(payload: object): Promise<AdminVoucher> {
  const res = await send(t.app, { method: 'POST', url: '/api/admin/vouchers', token: admin.accessToken, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
async function shopper() {
  const who = await signUp(t.app, t.dataDir);
  return { who, addressId: await addAddress(t.app, who) };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;
const order = (s: Shopper, productId: number, code: string) =>
  placeOrder(t.app, s.who, {
    address_id: s.addressId,
    payment_method: 'Transfer Bank',
    items: [{ product_id: productId, quantity: 1 }],
    shipping: { courier: shipping.courier, service: shipping.service },
    voucher_code: code,
  });
const db = () => t.services.database.db;
const usedCount = async (id: number) =>
  (await db().selectFrom('vouchers').select('used_count').where('id', '=', id).executeTakeFirstOrThrow()).used_count;
const redemptions = async (id: number) =>
  (await db().selectFrom('voucher_redemptions').select('order_id').where('voucher_id', '=', id).execute()).length;
const ordersWith = async (code: string) =>
  (await db().selectFrom('orders').select('id').where('voucher_code', '=', code).execute()).length;
const stockOf = async (id: number) =>
  (await send(t.app, { method: 'GET', url: `/api/products/${id}` })).json().data.stock as number;

describe("a voucher's use limit holds under 50 parallel orders", () => {
  it('limit 10, 50 parallel orders from 10 customers → exactly 10 carry it, used_count 10, the rest 409', async () => {
    const created = await voucher({ code: 'SERBU10', type: 'fixed', value: 10_000, usage_limit_total: 10 });
    const doll = await makeProduct(t.services, { price: 100_000, stock: 100 });
    const buyers = await Promise.all(Array.from({ length: 10 }, shopper));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => order(buyers[i % buyers.length]!, doll.product_id, 'serbu10')),
    );
    expect(results.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    const placed = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'VOUCHER_USED_UP', message: 'Kuota voucher SERBU10 sudah habis.' });
    }
    expect(await usedCount(created.voucher_id)).toBe(10);
    expect(await redemptions(created.voucher_id)).toBe(10);
    expect(await ordersWith('SERBU10')).toBe(10);
    // A refused order took nothing: only the ten placed orders hold stock.
    expect(await stockOf(doll.product_id)).toBe(90);
  });

  it('per-customer limit 2: one customer, 10 parallel orders → exactly 2, the rest 409 VOUCHER_CUSTOMER_LIMIT', async () => {
    const created = await voucher({ code: 'DUAKALI', type: 'percent', value: 5, usage_limit_per_customer: 2 });
    const doll = await makeProduct(t.services, { price: 50_000, stock: 100 });
    const me = await shopper();
    const results = await Promise.all(Array.from({ length: 10 }, () => order(me, doll.product_id, 'DUAKALI')));
    expect(results.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual(Array(8).fill([409, 'VOUCHER_CUSTOMER_LIMIT']));
    expect(await usedCount(created.voucher_id)).toBe(2);
    expect(await stockOf(doll.product_id)).toBe(98);
  });

  it('ten parallel cancels of one order give its use back once', async () => {
    const created = await voucher({ code: 'BATAL1', type: 'fixed', value: 5_000, usage_limit_total: 3 });
    const doll = await makeProduct(t.services, { price: 50_000, stock: 10 });
    const me = await shopper();
    const first = (await order(me, doll.product_id, 'BATAL1')).json().data;
    expect((await order(me, doll.product_id, 'BATAL1')).statusCode).toBe(201);
    expect(await usedCount(created.voucher_id)).toBe(2);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        send(t.app, {
          method: 'PUT',
          url: `/api/orders/secure/${first.secure_token}/cancel`,
          token: me.who.accessToken,
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await usedCount(created.voucher_id)).toBe(1);
    expect(await redemptions(created.voucher_id)).toBe(1);
  });
});
