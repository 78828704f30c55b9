/**
 * Vouchers the owner controls (issue 30, decision 045): create, edit, pause, resume and end them; every reason a
 * code does not apply, for the shopper's look-up and for an order; cap and minimum spend; a cancelled order gives
 * its use back; owner-only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminVoucherListResponse, type AdminVoucher } from '@boneka/shared';
import { send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { addAddress, OWNER, orderingShop, placeOrder } from './support/orders.js';
import type { TestApp } from './support/test-app.js';

let t: TestApp;
let admin: SignedIn;
let shipping: { courier: string; service: string; cost: number };
let doll: { product_id: number };

beforeAll(async () => {
  ({ t, admin, shipping } = await orderingShop());
  doll = await makeProduct(t.services, { price: 100_000, stock: 1_000 });
});
afterAll(() => t?.close());

let serial = 0;
const uniqueCode = (prefix = 'UJI') => `${prefix}-${++serial}`;

const owner = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  send(t.app, { method, url, token: admin.accessToken, ...(payload ? { payload } : {}) });
const createVoucher = (payload: object) => owner('POST', '/api/admin/vouchers', payload);
async function voucher(overrides: object = {}): Promise<AdminVoucher> {
  const res = await createVoucher({ code: uniqueCode(), type: 'percent', value: 10, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const listed = async (id: number) => {
  const res = await owner('GET', '/api/admin/vouchers');
  expect(res.statusCode).toBe(200);
  return AdminVoucherListResponse.parse(res.json()).data.find((v) => v.voucher_id === id);
};
const lookUp = (code: string, subtotal?: number, who?: SignedIn) =>
  send(t.app, {
    method: 'GET',
    url: `/api/vouchers/${encodeURIComponent(code)}${subtotal === undefined ? '' : `?subtotal=${subtotal}`}`,
    ...(who ? { token: who.accessToken } : {}),
  });

async function shopper() {
  const who = await signUp(t.app, t.dataDir);
  return { who, addressId: await addAddress(t.app, who) };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;
const order = (s: Shopper, code: string | undefined, quantity = 1, extra: object = {}) =>
  placeOrder(t.app, s.who, {
    address_id: s.addressId,
    payment_method: 'Transfer Bank',
    items: [{ product_id: doll.product_id, quantity }],
    shipping: { courier: shipping.courier, service: shipping.service },
    ...(code ? { voucher_code: code } : {}),
    ...extra,
  });
const orderRow = (id: number) =>
  t.services.database.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the owner creates, lists and edits vouchers', () => {
  it('creates a percentage voucher with a cap, a minimum spend typed the Indonesian way, dates and limits', async () => {
    const res = await createVoucher({
      code: ' natal-26 ',
      description: 'Diskon Natal',
      type: 'percent',
      value: '25',
      max_discount: 'Rp 50.000',
      min_spend: '100.000',
      starts_at: '2026-12-01T00:00:00+07:00',
      ends_at: '2026-12-26T23:59:00+07:00',
      usage_limit_total: '1.000',
      usage_limit_per_customer: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data as AdminVoucher;
    expect(created).toMatchObject({
      code: 'NATAL-26',
      type: 'percent',
      value: 25,
      max_discount: 50_000,
      min_spend: 100_000,
      starts_at: '2026-11-30T17:00:00.000Z',
      ends_at: '2026-12-26T16:59:00.000Z',
      usage_limit_total: 1000,
      usage_limit_per_customer: 2,
      used_count: 0,
      state: 'active',
      status: 'scheduled',
    });
    expect(await listed(created.voucher_id)).toEqual(created);
    const audit = (await t.services.audit.recent(5)).find((e) => e.action === 'voucher.create');
    expect(audit).toMatchObject({ target: `voucher:${created.voucher_id}`, target_name: 'NATAL-26' });
  });

  it('a fixed voucher with no limits: empty fields are none', async () => {
    const created = await voucher({
      type: 'fixed',
      value: '15.000',
      max_discount: '',
      min_spend: '',
      usage_limit_total: '',
      usage_limit_per_customer: null,
    });
    expect(created).toMatchObject({
      type: 'fixed',
      value: 15_000,
      max_discount: null,
      min_spend: 0,
      usage_limit_total: null,
      usage_limit_per_customer: null,
      status: 'active',
    });
  });

  it('the three vouchers of the first release are ordinary rows: listed, paused and resumed like any other', async () => {
    const all = AdminVoucherListResponse.parse((await owner('GET', '/api/admin/vouchers')).json()).data;
    const boneka10 = all.find((v) => v.code === 'BONEKA10')!;
    expect(all.map((v) => v.code)).toEqual(expect.arrayContaining(['BONEKA10', 'PROMO20', 'HEMAT50K']));
    expect(boneka10).toMatchObject({ type: 'percent', value: 10, state: 'active', usage_limit_total: null });
    expect((await owner('POST', `/api/admin/vouchers/${boneka10.voucher_id}/pause`)).statusCode).toBe(200);
    const paused = await lookUp('boneka10');
    expect(paused.statusCode).toBe(422);
    expect(paused.json()).toMatchObject({
      code: 'VOUCHER_INACTIVE',
      message: 'Voucher BONEKA10 sedang tidak berlaku.',
    });
    expect((await owner('POST', `/api/admin/vouchers/${boneka10.voucher_id}/resume`)).statusCode).toBe(200);
    expect((await lookUp('boneka10')).statusCode).toBe(200);
  });

  it('edits a voucher nobody used yet, code included; the audit keeps before and after', async () => {
    const created = await voucher({ value: 10 });
    const code = uniqueCode('BARU');
    const res = await owner('PUT', `/api/admin/vouchers/${created.voucher_id}`, {
      code,
      type: 'fixed',
      value: 20_000,
      description: 'Potongan baru',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ code, type: 'fixed', value: 20_000, description: 'Potongan baru' });
    const audit = (await t.services.audit.recent(5)).find((e) => e.action === 'voucher.update');
    expect(audit?.details).toMatchObject({ before: { name: created.code }, after: { name: code } });
  });

  it('pauses, resumes and ends; ended is final', async () => {
    const created = await voucher();
    const act = (what: string) => owner('POST', `/api/admin/vouchers/${created.voucher_id}/${what}`);
    expect((await act('resume')).json()).toMatchObject({ code: 'INVALID_VOUCHER_STATE' });
    expect((await act('pause')).json().data).toMatchObject({ state: 'paused', status: 'paused' });
    expect((await act('pause')).statusCode).toBe(409);
    expect((await act('resume')).json().data).toMatchObject({ state: 'active' });
    expect((await act('end')).json().data).toMatchObject({ state: 'ended', status: 'ended' });
    for (const what of ['pause', 'resume', 'end']) {
      const res = await act(what);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'VOUCHER_ENDED' });
    }
    const edit = await owner('PUT', `/api/admin/vouchers/${created.voucher_id}`, {
      code: created.code,
      type: 'percent',
      value: 10,
      description: 'lagi',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(`Voucher ${created.code} sudah berakhir dan tidak bisa diubah lagi.`);
    const ended = await lookUp(created.code);
    expect(ended.json()).toMatchObject({ code: 'VOUCHER_INACTIVE' });
    const actions = (await t.services.audit.recent(10))
      .filter((e) => e.target === `voucher:${created.voucher_id}`)
      .map((e) => e.action);
    expect(actions).toEqual(['voucher.end', 'voucher.resume', 'voucher.pause', 'voucher.create']);
  });

  it('answers 404 for a voucher that does not exist', async () => {
    expect(
      (await owner('PUT', '/api/admin/vouchers/999999', { code: 'ABC', type: 'fixed', value: 1 })).statusCode,
    ).toBe(404);
    expect((await owner('POST', '/api/admin/vouchers/999999/pause')).statusCode).toBe(404);
  });
});

describe('every bad input gets its own clear error', () => {
  const base = { code: 'BENAR-1', type: 'percent', value: 10 };
  it.each([
    ['a code too short', { code: 'AB' }, 'code', 'Kode voucher 3–32 karakter'],
    ['a code with a space', { code: 'DISKON BESAR' }, 'code', 'Kode voucher 3–32 karakter'],
    ['a code with other signs', { code: 'DISKON_10%' }, 'code', 'Kode voucher 3–32 karakter'],
    ['a code of 33 characters', { code: 'A'.repeat(33) }, 'code', 'Kode voucher 3–32 karakter'],
    ['no code', { code: undefined }, 'code', 'Kode voucher wajib diisi.'],
    ['an unknown type', { type: 'gratis' }, 'type', 'Pilih jenis voucher'],
    ['a percentage of 0', { value: 0 }, 'value', 'Persentase diskon harus 1–100.'],
    ['a percentage of 101', { value: 101 }, 'value', 'Persentase diskon harus 1–100.'],
    ['a fixed value of 0', { type: 'fixed', value: '0' }, 'value', 'Potongan minimal Rp 1.'],
    [
      'a fixed value above the money limit',
      { type: 'fixed', value: '100.000.001' },
      'value',
      'maksimal Rp 100.000.000',
    ],
    ['a value with cents', { type: 'fixed', value: 1500.5 }, 'value', 'tanpa sen'],
    ['an ambiguous value', { type: 'fixed', value: '145.00' }, 'value', 'maksudnya 145 atau 145.000?'],
    ['no value', { value: '' }, 'value', 'Nilai voucher wajib diisi.'],
    [
      'a cap on a fixed voucher',
      { type: 'fixed', value: 5000, max_discount: 1000 },
      'max_discount',
      'hanya untuk voucher persen',
    ],
    ['a cap of 0', { max_discount: '0' }, 'max_discount', 'Batas diskon minimal Rp 1.'],
    ['a negative minimum spend', { min_spend: '-5.000' }, 'min_spend', 'tidak boleh negatif'],
    [
      'an end before its start',
      { starts_at: '2026-12-10T00:00:00+07:00', ends_at: '2026-12-09T00:00:00+07:00' },
      'ends_at',
      'Waktu berakhir harus setelah waktu mulai.',
    ],
    [
      'an end equal to its start',
      { starts_at: '2026-12-10T00:00:00Z', ends_at: '2026-12-10T00:00:00Z' },
      'ends_at',
      'setelah',
    ],
    ['a start that is no date', { starts_at: 'besok' }, 'starts_at', 'Tanggal dan jam tidak valid.'],
    ['a total limit of 0', { usage_limit_total: 0 }, 'usage_limit_total', 'Batas pemakaian minimal 1'],
    ['a per-customer limit of 0', { usage_limit_per_customer: '0' }, 'usage_limit_per_customer', 'minimal 1'],
    ['a limit that is no number', { usage_limit_total: 'banyak' }, 'usage_limit_total', 'tulis angka saja'],
  ])('%s → 400 on its field', async (_name, change, path, message) => {
    const res = await createVoucher({ ...base, ...change });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    const detail = body.details.find((d: { path: string }) => d.path === path);
    expect(detail?.message, JSON.stringify(body.details)).toContain(message);
  });

  it('a code already taken, in any case → 409', async () => {
    const res = await createVoucher({ ...base, code: 'boneka10' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'VOUCHER_CODE_TAKEN',
      message: 'Kode BONEKA10 sudah dipakai voucher lain. Pilih kode lain.',
    });
    const other = await voucher();
    const renamed = await owner('PUT', `/api/admin/vouchers/${other.voucher_id}`, { ...base, code: 'Promo20' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().code).toBe('VOUCHER_CODE_TAKEN');
  });

  it('an end already passed → 422', async () => {
    const res = await createVoucher({ ...base, code: uniqueCode(), ends_at: '2026-11-01T00:00:00+07:00' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VOUCHER_END_PASSED' });
  });

  it('unknown fields change nothing (no used_count or state from the body)', async () => {
    const created = await voucher({ used_count: 99, state: 'ended', voucher_id: 1 });
    expect(created).toMatchObject({ used_count: 0, state: 'active' });
  });
});

describe('the shopper: discount, cap and minimum spend', () => {
  it('applies a percentage under its cap, only from its minimum spend; the order stores code and discount', async () => {
    const code = uniqueCode('HEMAT');
    await voucher({ code, value: 50, max_discount: '30.000', min_spend: '150.000' });
    const below = await lookUp(code.toLowerCase(), 100_000);
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({
      code: 'VOUCHER_MIN_SPEND',
      message: `Voucher ${code} berlaku untuk minimal belanja Rp 150.000.`,
      min_spend: 150_000,
    });
    const fine = await lookUp(code, 200_000);
    expect(fine.json().data).toMatchObject({
      code,
      type: 'percent',
      value: 50,
      max_discount: 30_000,
      min_spend: 150_000,
    });

    const s = await shopper();
    const refused = await order(s, code, 1);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('VOUCHER_MIN_SPEND');
    const placed = await order(s, code.toLowerCase(), 2, { voucher_discount: 30_000 });
    expect(placed.statusCode, placed.body).toBe(201);
    const row = await orderRow(placed.json().data.order_id);
    expect(row).toMatchObject({ voucher_code: code, voucher_discount: 30_000, subtotal: 200_000 });
    expect(Number(row.total_amount)).toBe(200_000 + Number(row.shipping_cost) - 30_000);
  });

  it('a discount the client computed without the cap is refused with the one that applies', async () => {
    const code = uniqueCode('CAP');
    await voucher({ code, value: 50, max_discount: 10_000 });
    const s = await shopper();
    const res = await order(s, code, 1, { voucher_discount: 50_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'DISCOUNT_CHANGED', voucher_discount: 10_000 });
  });

  it('an unknown code: 404 for the look-up, 422 INVALID_VOUCHER for an order', async () => {
    const res = await lookUp('TIDAKADA');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'VOUCHER_NOT_FOUND', message: 'Kode voucher tidak valid!' });
    const placed = await order(await shopper(), 'TIDAKADA');
    expect(placed.statusCode).toBe(422);
    expect(placed.json()).toMatchObject({ code: 'INVALID_VOUCHER', message: 'Kode voucher tidak valid!' });
  });

  it('a paused voucher applies to no order, and comes back when resumed', async () => {
    const created = await voucher();
    await owner('POST', `/api/admin/vouchers/${created.voucher_id}/pause`);
    const s = await shopper();
    const refused = await order(s, created.code);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('VOUCHER_INACTIVE');
    await owner('POST', `/api/admin/vouchers/${created.voucher_id}/resume`);
    expect((await order(s, created.code)).statusCode).toBe(201);
  });
});

describe('uses: total and per customer; a cancelled order gives its use back', () => {
  it('the total quota used up: look-up and order answer 409 VOUCHER_USED_UP', async () => {
    const created = await voucher({ usage_limit_total: 1 });
    expect((await order(await shopper(), created.code)).statusCode).toBe(201);
    expect((await listed(created.voucher_id))?.used_count).toBe(1);
    const look = await lookUp(created.code);
    expect(look.statusCode).toBe(409);
    expect(look.json()).toMatchObject({
      code: 'VOUCHER_USED_UP',
      message: `Kuota voucher ${created.code} sudah habis.`,
    });
    const refused = await order(await shopper(), created.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('VOUCHER_USED_UP');
  });

  it("this customer's limit reached: 409 VOUCHER_CUSTOMER_LIMIT for them, another customer still may", async () => {
    const created = await voucher({ usage_limit_per_customer: 1 });
    const s = await shopper();
    expect((await order(s, created.code)).statusCode).toBe(201);
    const look = await lookUp(created.code, 100_000, s.who);
    expect(look.statusCode).toBe(409);
    expect(look.json()).toMatchObject({
      code: 'VOUCHER_CUSTOMER_LIMIT',
      message: `Kamu sudah memakai voucher ${created.code} 1 kali, batas untuk setiap pelanggan.`,
    });
    expect((await order(s, created.code)).json().code).toBe('VOUCHER_CUSTOMER_LIMIT');
    expect((await lookUp(created.code, 100_000)).statusCode).toBe(200);
    expect((await order(await shopper(), created.code)).statusCode).toBe(201);
  });

  it('a cancelled order gives its use back, once; an expired one too', async () => {
    const created = await voucher({ usage_limit_total: 1, usage_limit_per_customer: 1 });
    const s = await shopper();
    const placed = (await order(s, created.code)).json().data;
    expect((await listed(created.voucher_id))?.used_count).toBe(1);
    const cancel = () =>
      send(t.app, { method: 'PUT', url: `/api/orders/secure/${placed.secure_token}/cancel`, token: s.who.accessToken });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    expect((await listed(created.voucher_id))?.used_count).toBe(0);
    // The same customer may use it again: the cancelled order no longer counts.
    const again = await order(s, created.code);
    expect(again.statusCode, again.body).toBe(201);
    expect((await listed(created.voucher_id))?.used_count).toBe(1);

    t.clock.advance(25 * 3_600_000);
    await t.services.orders.expireUnpaid();
    admin = await signInAdmin(t.app, OWNER.email, OWNER.password);
    expect((await orderRow(again.json().data.order_id)).status).toBe('cancelled');
    expect((await listed(created.voucher_id))?.used_count).toBe(0);
  });

  it('once used, code, type and value stay; the rest may change; a total limit never drops under the uses', async () => {
    admin = await signInAdmin(t.app, OWNER.email, OWNER.password);
    const created = await voucher({ value: 10, usage_limit_total: 5 });
    const s = await shopper();
    expect((await order(s, created.code)).statusCode).toBe(201);
    expect((await order(s, created.code)).statusCode).toBe(201);
    const edit = (change: object) =>
      owner('PUT', `/api/admin/vouchers/${created.voucher_id}`, {
        code: created.code,
        type: 'percent',
        value: 10,
        usage_limit_total: 5,
        ...change,
      });
    for (const change of [{ value: 20 }, { code: uniqueCode() }, { type: 'fixed', value: 10 }]) {
      const res = await edit(change);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'VOUCHER_IN_USE' });
      expect(res.json().message).toContain('sudah dipakai 2 kali');
    }
    const below = await edit({ usage_limit_total: 1 });
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({ code: 'VOUCHER_LIMIT_BELOW_USES' });
    const fine = await edit({
      description: 'Lebih hemat',
      usage_limit_total: 2,
      max_discount: 5_000,
      min_spend: 50_000,
    });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().data).toMatchObject({ used_count: 2, usage_limit_total: 2, max_discount: 5_000 });
    // The orders keep the discount they were given.
    const orders = await t.services.database.db
      .selectFrom('orders')
      .select('voucher_discount')
      .where('voucher_code', '=', created.code)
      .execute();
    expect(orders.map((o) => Number(o.voucher_discount))).toEqual([10_000, 10_000]);
  });
});

describe('start and end in WIB, to the minute', () => {
  it('not yet started until 1 Des 2026 00:00 WIB, expired from its end', async () => {
    admin = await signInAdmin(t.app, OWNER.email, OWNER.password);
    const created = await voucher({
      code: 'DESEMBER',
      starts_at: '2026-12-01T00:00:00+07:00',
      ends_at: '2026-12-02T00:00:00+07:00',
    });
    const toWib = async (iso: string) => {
      t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
      admin = await signInAdmin(t.app, OWNER.email, OWNER.password);
    };

    await toWib('2026-11-30T23:59:00+07:00');
    const early = await lookUp('desember');
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({
      code: 'VOUCHER_NOT_STARTED',
      message: 'Voucher DESEMBER berlaku mulai 1 Des 2026 00:00 WIB.',
      starts_at: '2026-11-30T17:00:00.000Z',
    });
    const s = await shopper();
    expect((await order(s, 'DESEMBER')).json().code).toBe('VOUCHER_NOT_STARTED');
    expect((await listed(created.voucher_id))?.status).toBe('scheduled');

    await toWib('2026-12-01T00:00:00+07:00');
    expect((await lookUp('DESEMBER')).statusCode).toBe(200);
    expect((await order(s, 'DESEMBER')).statusCode).toBe(201);

    await toWib('2026-12-01T23:59:00+07:00');
    expect((await lookUp('DESEMBER')).statusCode).toBe(200);

    await toWib('2026-12-02T00:00:00+07:00');
    const late = await lookUp('DESEMBER');
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({
      code: 'VOUCHER_EXPIRED',
      message: 'Voucher DESEMBER sudah berakhir 2 Des 2026 00:00 WIB.',
    });
    const fresh = await shopper();
    expect((await order(fresh, 'DESEMBER')).json().code).toBe('VOUCHER_EXPIRED');
    expect((await listed(created.voucher_id))?.status).toBe('ended');
    expect((await owner('POST', `/api/admin/vouchers/${created.voucher_id}/pause`)).json().code).toBe('VOUCHER_ENDED');
  });
});

describe('owner only', () => {
  it('SECURITY 15: anonymous → 401, a customer → 403 on every owner route', async () => {
    const customer = await signUp(t.app, t.dataDir);
    const routes = [
      { method: 'GET' as const, url: '/api/admin/vouchers' },
      { method: 'POST' as const, url: '/api/admin/vouchers', payload: { code: 'ABC', type: 'fixed', value: 1 } },
      { method: 'PUT' as const, url: '/api/admin/vouchers/1', payload: { code: 'ABC', type: 'fixed', value: 1 } },
      { method: 'POST' as const, url: '/api/admin/vouchers/1/pause' },
      { method: 'POST' as const, url: '/api/admin/vouchers/1/resume' },
      { method: 'POST' as const, url: '/api/admin/vouchers/1/end' },
    ];
    for (const route of routes) {
      expect((await send(t.app, route)).statusCode, route.url).toBe(401);
      expect((await send(t.app, { ...route, token: customer.accessToken })).statusCode, route.url).toBe(403);
    }
  });
});
