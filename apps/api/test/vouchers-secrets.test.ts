/**
 * Codes that give money away are secrets (SECURITY 40, decision 049): a private voucher applies only to an order that
 * sends its code; look-ups of codes are limited per address and per account, on every instance alike; an order that
 * names a code is no unlimited oracle either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVoucher } from '@boneka/shared';
import { send, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { addAddress, orderingShop, placeOrder } from './support/orders.js';
import { redisAnswers, TEST_REDIS_URL } from './support/processes.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { VOUCHER_LOOKUP_RULES } from '../src/modules/vouchers/vouchers.service.js';

let t: TestApp;
let admin: SignedIn;
let shipping: { courier: string; service: string; cost: number };
let doll: { product_id: number };

beforeAll(async () => {
  // The shop's own order attempt quota (10 an hour), which the test configuration otherwise lifts.
  ({ t, admin, shipping } = await orderingShop({ ORDER_CREATES_PER_HOUR: '10' }));
  doll = await makeProduct(t.services, { price: 100_000, stock: 1_000 });
});
afterAll(() => t?.close());

let serial = 0;
const uniqueCode = (prefix: string) => `${prefix}-${++serial}`;

async function voucher(overrides: object): Promise<AdminVoucher> {
  const res = await send(t.app, {
    method: 'POST',
    url: '/api/admin/vouchers',
    token: admin.accessToken,
    payload: { type: 'fixed', value: 25_000, ...overrides },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function shopper() {
  const who = await signUp(t.app, t.dataDir);
  return { who, addressId: await addAddress(t.app, who) };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

/** An order as a client written from the spec sends it: a discount, maybe a code (decision 011). */
const order = (s: Shopper, voucherFields: object) =>
  placeOrder(t.app, s.who, {
    address_id: s.addressId,
    payment_method: 'Transfer Bank',
    items: [{ product_id: doll.product_id, quantity: 1 }],
    shipping: { courier: shipping.courier, service: shipping.service },
    ...voucherFields,
  });

const orderRow = (res: { json(): { data: { order_id: number } } }) =>
  t.services.database.db
    .selectFrom('orders')
    .select(['voucher_code', 'voucher_discount'])
    .where('id', '=', res.json().data.order_id)
    .executeTakeFirstOrThrow();

const usesOf = async (voucherId: number) =>
  (
    await t.services.database.db
      .selectFrom('vouchers')
      .select('used_count')
      .where('id', '=', voucherId)
      .executeTakeFirstOrThrow()
  ).used_count;

describe('SECURITY 40: a private voucher applies only when its code is sent', () => {
  it("SECURITY 40: an order naming only a private voucher's discount gets none", async () => {
    // Rp 37.123 off: no other voucher of the shop gives it, so only this private one could match.
    const secret = await voucher({ code: uniqueCode('RAHASIA'), value: 37_123 });
    expect(secret.is_public).toBe(false);
    const s = await shopper();

    const guessed = await order(s, { voucher_discount: 37_123 });
    expect(guessed.statusCode).toBe(409);
    expect(guessed.json()).toMatchObject({ code: 'DISCOUNT_CHANGED', voucher_discount: 0 });
    expect(await usesOf(secret.voucher_id)).toBe(0);

    const named = await order(s, { voucher_code: secret.code.toLowerCase(), voucher_discount: 37_123 });
    expect(named.statusCode, named.body).toBe(201);
    expect(await orderRow(named)).toMatchObject({ voucher_code: secret.code, voucher_discount: 37_123 });
    expect(await usesOf(secret.voucher_id)).toBe(1);
  });

  it('a voucher the owner marked public is matched by its discount alone, as spec clients need', async () => {
    const announced = await voucher({ code: uniqueCode('UMUM'), value: 41_234, is_public: true });
    expect(announced.is_public).toBe(true);
    const placed = await order(await shopper(), { voucher_discount: 41_234 });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await orderRow(placed)).toMatchObject({ voucher_code: announced.code, voucher_discount: 41_234 });
  });

  it('the owner can make a public voucher private again, and then its discount alone gets nothing', async () => {
    const code = uniqueCode('TUTUP');
    const created = await voucher({ code, value: 43_210, is_public: true });
    const edited = await send(t.app, {
      method: 'PUT',
      url: `/api/admin/vouchers/${created.voucher_id}`,
      token: admin.accessToken,
      payload: { code, type: 'fixed', value: 43_210, is_public: false },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.is_public).toBe(false);
    const guessed = await order(await shopper(), { voucher_discount: 43_210 });
    expect(guessed.json()).toMatchObject({ code: 'DISCOUNT_CHANGED', voucher_discount: 0 });
  });

  it("the spec's three first codes stay public (they were in the spec's own browser code)", async () => {
    const res = await send(t.app, { method: 'GET', url: '/api/admin/vouchers', token: admin.accessToken });
    const first = (res.json().data as AdminVoucher[]).filter((v) =>
      ['BONEKA10', 'PROMO20', 'HEMAT50K'].includes(v.code),
    );
    expect(first.map((v) => [v.code, v.is_public]).sort()).toEqual([
      ['BONEKA10', true],
      ['HEMAT50K', true],
      ['PROMO20', true],
    ]);
  });
});

describe('SECURITY 40: code look-ups are rate-limited per address and account', () => {
  const lookUp = (code: string, options: { ip: string; token?: string; forwardedFor?: string }) =>
    t.app.inject({
      method: 'GET',
      url: `/api/vouchers/${code}`,
      remoteAddress: options.ip,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
      },
    });

  it('SECURITY 40: 1 000 look-ups from one address meet 429, whatever X-Forwarded-For says', async () => {
    const ip = '203.0.113.40';
    const statuses: number[] = [];
    for (let i = 0; i < 1_000; i += 1) {
      const res = await lookUp(`TEBAK-${i}`, { ip, forwardedFor: `198.51.100.${i % 250}` });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retry_after: expect.any(Number) });
        break;
      }
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBe(VOUCHER_LOOKUP_RULES.perAddress.limit + 1);
    // Refused before the code is read: a real code gets the same 429 from that address.
    expect((await lookUp('BONEKA10', { ip })).statusCode).toBe(429);
    // Another address is not held back by it.
    expect((await lookUp('BONEKA10', { ip: '203.0.113.41' })).statusCode).toBe(200);
  });

  it('a signed-in shopper moving between addresses meets 429 on the account', async () => {
    const who = await signUp(t.app, t.dataDir);
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const res = await lookUp(`AKUN-${i}`, { ip: `192.0.2.${i + 1}`, token: who.accessToken });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) break;
    }
    expect(statuses.length).toBe(VOUCHER_LOOKUP_RULES.perAccount.limit + 1);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
  });

  it('an order naming codes is no oracle either: its attempts meet the hourly order quota', async () => {
    const s = await shopper();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await order(s, { voucher_code: `PESAN-${i}` });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) break;
    }
    expect(statuses.slice(0, -1).every((st) => st === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBe(11);
  });
});

describe.runIf(await redisAnswers())('SECURITY 40: look-ups counted across instances sharing Redis', () => {
  let r: TestApp;
  beforeAll(async () => {
    r = await createTestApp({ REDIS_URL: TEST_REDIS_URL });
  });
  afterAll(async () => {
    await r?.close();
  });

  it('an address spending its look-ups on one instance meets 429 on the other', async () => {
    const other = await r.anotherInstance();
    // Redis outlives the test run: an address of this run's own.
    const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const at = (app: TestApp['app'], i: number) =>
      app.inject({ method: 'GET', url: `/api/vouchers/BAGI-${i}`, remoteAddress: ip });
    for (let i = 0; i < VOUCHER_LOOKUP_RULES.perAddress.limit; i += 1) {
      expect((await at(i % 2 === 0 ? r.app : other.app, i)).statusCode).toBe(404);
    }
    expect((await at(other.app, -1)).statusCode).toBe(429);
    expect((await at(r.app, -2)).statusCode).toBe(429);
  });
});
