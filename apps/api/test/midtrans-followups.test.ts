import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_PAYMENT_METHOD, type Order } from '@boneka/shared';
import { ConfigError, loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { startMidtransStub, type MidtransStub } from './support/midtrans-stub.mjs';
import { orderingShop, placeOrder } from './support/orders.js';

/**
 * What follows a Midtrans payment (docs/design.md §9, decision 024): a documented change of the same transaction, refunds,
 * cancels owed to Midtrans, amounts to check, stale notifications, the gateway's URLs and the create message.
 */
let t: TestApp;
let stub: MidtransStub;
let admin: SignedIn;
let shopper: SignedIn;
let addressId: number;
let shipping: { courier: string; service: string; cost: number };

beforeAll(async () => {
  stub = await startMidtransStub();
  ({ t, admin, shopper, addressId, shipping } = await orderingShop({
    ORDER_CREATES_PER_MINUTE: '100000',
    PUBLIC_URL: 'https://boneka.example',
    MIDTRANS_SERVER_KEY: stub.serverKey,
    // The host alone, as the README says: the shop finds Snap's /snap/v1 under it.
    MIDTRANS_SNAP_URL: stub.baseUrl,
    MIDTRANS_API_URL: stub.apiUrl,
  }));
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

type Placed = { order_id: number; order_number: string; secure_token: string; total_amount: number };

async function onlineOrder(price = 150_000) {
  const product = await makeProduct(t.services, { price, stock: 10 });
  const res = await placeOrder(t.app, shopper, {
    address_id: addressId,
    payment_method: ONLINE_PAYMENT_METHOD,
    items: [{ product_id: product.product_id, quantity: 2 }],
    shipping: { courier: shipping.courier, service: shipping.service },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { placed: res.json().data as Placed, productId: product.product_id, message: res.json().message as string };
}

const notify = (body: Record<string, unknown>) =>
  send(t.app, { method: 'POST', url: '/api/payments/midtrans/notification', payload: body });
/** The order as the owner's card shows it. */
const card = async (o: Placed): Promise<Order> =>
  (await send(t.app, { method: 'GET', url: `/api/orders/admin/${o.order_id}`, token: admin.accessToken })).json().data;
const stockOf = async (productId: number): Promise<number> =>
  (await send(t.app, { method: 'GET', url: `/api/products/${productId}` })).json().data.stock;
const revenue = async (): Promise<number> =>
  (await send(t.app, { method: 'GET', url: '/api/admin/dashboard', token: admin.accessToken })).json().data.totalRevenue
    .value;
const eventsOf = (orderId: number) =>
  t.behindTheApp((db) =>
    db.selectFrom('payment_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
  );
const ownerRefundMails = (orderId: number) =>
  t.behindTheApp((db) =>
    db
      .selectFrom('notifications')
      .select('template')
      .where('order_id', '=', orderId)
      .where('template', '=', 'owner_gateway_refund')
      .execute(),
  );
const cancelBy = (who: 'shopper' | 'admin', o: Placed) =>
  who === 'shopper'
    ? send(t.app, { method: 'PUT', url: `/api/orders/secure/${o.secure_token}/cancel`, token: shopper.accessToken })
    : send(t.app, { method: 'PUT', url: `/api/orders/admin/${o.order_id}/cancel`, token: admin.accessToken });
const gatewayCalls = (o: Placed, action: string) =>
  stub.requests.filter((r) => r.method === 'POST' && r.path === `/v2/${o.order_number}/${action}`);

describe('a documented change of the same transaction', () => {
  it('SECURITY 34: a card capture Midtrans challenged and the merchant then accepted pays the order, once', async () => {
    const { placed } = await onlineOrder();
    stub.setStatus(placed.order_number, 'capture', { channel: 'credit_card', fraudStatus: 'challenge' });
    const challenged = await notify(stub.notification(placed.order_number));
    expect(challenged.json().data.outcome).toBe('recorded');
    expect(await card(placed)).toMatchObject({ status: 'pending', payment_status: 'unpaid' });

    stub.setStatus(placed.order_number, 'capture', { fraudStatus: 'accept' });
    const accepted = stub.notification(placed.order_number);
    expect((await notify(accepted)).json().data.outcome).toBe('paid');
    expect((await notify(accepted)).json().data.outcome).toBe('duplicate');
    // The challenge, delivered again late: Midtrans' status now says accept, which was applied already.
    const lateChallenge = await notify(stub.notification(placed.order_number, { fraud_status: 'challenge' }));
    expect(lateChallenge.statusCode).toBe(200);
    expect(lateChallenge.json().data.outcome).toBe('duplicate');

    const order = await card(placed);
    expect(order).toMatchObject({ status: 'processing', payment_status: 'paid' });
    expect(order.history.filter((h) => h.event === 'gateway_paid')).toHaveLength(1);
    expect((await eventsOf(placed.order_id)).map((e) => [e.transaction_status, e.fraud_status])).toEqual([
      ['capture', 'challenge'],
      ['capture', 'accept'],
    ]);
  });
});

describe('refunds', () => {
  it('SECURITY 34: a partial refund, then a full one, are each applied once: history, owner mail, revenue', async () => {
    const { placed } = await onlineOrder(100_000);
    const before = await revenue();
    stub.setStatus(placed.order_number, 'settlement', { channel: 'gopay' });
    expect((await notify(stub.notification(placed.order_number))).json().data.outcome).toBe('paid');
    const total = placed.total_amount;
    expect(await revenue()).toBe(before + total);

    stub.setStatus(placed.order_number, 'partial_refund', { refundAmount: 50_000 });
    const partial = stub.notification(placed.order_number);
    expect(partial.refund_amount).toBe('50000.00');
    expect((await notify(partial)).json().data.outcome).toBe('partially_refunded');
    expect((await notify(partial)).json().data.outcome).toBe('duplicate');
    let order = await card(placed);
    expect(order).toMatchObject({ status: 'processing', payment_status: 'paid' });
    expect(order.gateway?.refunded_amount).toBe(50_000);
    expect(order.history.at(-1)).toMatchObject({ event: 'gateway_partially_refunded', actor: 'system' });
    expect(await revenue()).toBe(before + total - 50_000);

    // A second partial refund is a new event of the same status: Midtrans' total refunded grew.
    stub.setStatus(placed.order_number, 'partial_refund', { refundAmount: 80_000 });
    expect((await notify(stub.notification(placed.order_number))).json().data.outcome).toBe('partially_refunded');
    expect((await card(placed)).gateway?.refunded_amount).toBe(80_000);
    expect(await revenue()).toBe(before + total - 80_000);
    // The first one, delivered again late: Midtrans' status (80 000 refunded) was applied already.
    const late = await notify(partial);
    expect(late.statusCode).toBe(200);
    expect(late.json().data.outcome).toBe('duplicate');
    expect((await card(placed)).gateway?.refunded_amount).toBe(80_000);

    stub.setStatus(placed.order_number, 'refund', { refundAmount: total });
    const full = stub.notification(placed.order_number);
    expect((await notify(full)).json().data.outcome).toBe('refunded');
    expect((await notify(full)).json().data.outcome).toBe('duplicate');
    order = await card(placed);
    expect(order).toMatchObject({ status: 'processing', payment_status: 'refunded' });
    expect(order.gateway).toMatchObject({ status: 'refund', refunded_amount: total });
    expect(order.history.filter((h) => h.event === 'gateway_refunded')).toHaveLength(1);
    expect(await revenue()).toBe(before);
    // A refunded order cannot ship; the owner may still cancel it (its stock returns).
    const ship = await send(t.app, {
      method: 'PUT',
      url: `/api/orders/${placed.order_id}/status`,
      token: admin.accessToken,
      payload: { status: 'shipped' },
    });
    expect(ship.statusCode).toBe(409);
    expect(await ownerRefundMails(placed.order_id)).toHaveLength(3);
  });

  it('a refund of a payment that came after the cancel settles the "perlu refund" flag', async () => {
    const { placed } = await onlineOrder();
    expect((await cancelBy('shopper', placed)).statusCode).toBe(200);
    await t.services.payments.runGatewayCancels();
    stub.setStatus(placed.order_number, 'settlement');
    expect((await notify(stub.notification(placed.order_number))).json().data.outcome).toBe('refund_due');
    stub.setStatus(placed.order_number, 'refund', { refundAmount: placed.total_amount });
    expect((await notify(stub.notification(placed.order_number))).json().data.outcome).toBe('refunded');
    expect(await card(placed)).toMatchObject({ status: 'cancelled', payment_status: 'refunded', refund_due: false });
  });
});

describe('cancels owed to Midtrans', () => {
  it("cancels the shopper's pending virtual account at Midtrans, so it cannot be paid afterwards", async () => {
    const { placed, productId } = await onlineOrder();
    stub.setStatus(placed.order_number, 'pending', { channel: 'bca_va' });
    expect((await cancelBy('shopper', placed)).statusCode).toBe(200);
    await t.services.payments.runGatewayCancels();
    expect(gatewayCalls(placed, 'cancel')).toHaveLength(1);
    expect(gatewayCalls(placed, 'cancel')[0]!.authorized).toBe(true);
    expect(stub.transactions.get(placed.order_number)!.transaction_status).toBe('cancel');
    expect((await card(placed)).gateway?.cancel).toEqual({ status: 'done', attempts: 1, last_error: null });
    // Midtrans' own cancel notification then changes nothing: the order is cancelled already, stock returned once.
    expect((await notify(stub.notification(placed.order_number))).statusCode).toBe(200);
    expect(await stockOf(productId)).toBe(10);
  });

  it("retries a failed cancel and shows it on the owner's card until Midtrans confirms it", async () => {
    const { placed } = await onlineOrder();
    stub.setStatus(placed.order_number, 'pending', { channel: 'qris' });
    stub.mode = 'cancel-error';
    try {
      expect((await cancelBy('admin', placed)).statusCode).toBe(200);
      await t.services.payments.runGatewayCancels();
      const failing = (await card(placed)).gateway?.cancel;
      expect(failing).toMatchObject({ status: 'pending', attempts: 1 });
      expect(failing?.last_error).toMatch(/HTTP 500/);
      // Not due again yet: nothing is sent.
      await t.services.payments.runGatewayCancels();
      expect(gatewayCalls(placed, 'cancel')).toHaveLength(1);
    } finally {
      stub.mode = 'ok';
    }
    t.clock.advance(2 * 60_000);
    try {
      await t.services.payments.runGatewayCancels();
    } finally {
      t.clock.advance(-2 * 60_000);
    }
    expect(stub.transactions.get(placed.order_number)!.transaction_status).toBe('cancel');
    expect((await card(placed)).gateway?.cancel).toEqual({ status: 'done', attempts: 2, last_error: null });
  });

  it('a payment made before the cancel reached Midtrans is flagged for a refund, not lost', async () => {
    const { placed } = await onlineOrder();
    stub.setStatus(placed.order_number, 'pending', { channel: 'gopay' });
    stub.mode = 'cancel-error';
    try {
      expect((await cancelBy('shopper', placed)).statusCode).toBe(200);
      await t.services.payments.runGatewayCancels();
    } finally {
      stub.mode = 'ok';
    }
    stub.setStatus(placed.order_number, 'settlement');
    t.clock.advance(2 * 60_000);
    try {
      await t.services.payments.runGatewayCancels();
    } finally {
      t.clock.advance(-2 * 60_000);
    }
    const order = await card(placed);
    expect(order).toMatchObject({ status: 'cancelled', payment_status: 'unpaid', refund_due: true });
    expect(order.gateway?.cancel?.status).toBe('done');
  });

  it('expires the pending transaction of an order the expiry sweep cancels; a Snap page never used lapses', async () => {
    const { placed: chosen } = await onlineOrder();
    const { placed: untouched } = await onlineOrder();
    stub.setStatus(chosen.order_number, 'pending', { channel: 'bca_va' });
    t.clock.advance(25 * 3600_000);
    try {
      await t.services.payments.confirmBeforeExpiry();
      await t.services.orders.expireUnpaid();
      await t.services.payments.runGatewayCancels();
    } finally {
      t.clock.advance(-25 * 3600_000);
    }
    expect(gatewayCalls(chosen, 'expire')).toHaveLength(1);
    expect(stub.transactions.get(chosen.order_number)!.transaction_status).toBe('expire');
    expect(await card(chosen)).toMatchObject({ status: 'cancelled' });
    expect((await card(chosen)).gateway?.cancel?.status).toBe('done');
    // No method was ever chosen: nothing to cancel, and Snap's page has expired with the order.
    expect((await card(untouched)).gateway?.cancel).toEqual({ status: 'lapsed', attempts: 1, last_error: null });
  });
});

describe('notifications the shop does not act on', () => {
  it('SECURITY 34: forged, replayed, stale and malformed notifications change nothing', async () => {
    const { placed, productId } = await onlineOrder();
    stub.setStatus(placed.order_number, 'pending', { channel: 'gopay' });
    const pending = stub.notification(placed.order_number);
    expect((await notify(pending)).json().data.outcome).toBe('recorded');
    const snapshot = async () => {
      const order = await card(placed);
      return { order: { ...order, updated_at: null }, events: (await eventsOf(placed.order_id)).length };
    };
    const before = await snapshot();

    // Forged: a settlement signed with another key, and one whose signed fields were changed after signing.
    expect(
      (await notify({ ...pending, transaction_status: 'settlement', signature_key: 'a'.repeat(128) })).statusCode,
    ).toBe(401);
    expect((await notify({ ...pending, status_code: '200', transaction_status: 'settlement' })).statusCode).toBe(401);
    // Malformed.
    expect((await notify({ ...pending, gross_amount: 'lots' })).statusCode).toBe(400);
    expect((await notify({ order_id: placed.order_number })).statusCode).toBe(400);
    // Replayed.
    expect((await notify(pending)).json().data.outcome).toBe('duplicate');
    // Stale: a settlement Midtrans itself still calls pending is acknowledged (2xx) and moves nothing.
    stub.setStatus(placed.order_number, 'settlement');
    const settlement = stub.notification(placed.order_number);
    stub.setStatus(placed.order_number, 'pending');
    const stale = await notify(settlement);
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data.outcome).toBe('stale');

    expect(await snapshot()).toEqual(before);
    expect(await stockOf(productId)).toBe(8);
  });

  it('keeps a signed notification for another amount for the owner ("Perlu dicek"), once, and moves nothing', async () => {
    const { placed } = await onlineOrder();
    stub.setStatus(placed.order_number, 'settlement');
    const cheaper = stub.notification(placed.order_number, { gross_amount: '1000.00' });
    const res = await notify(cheaper);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.outcome).toBe('needs_check');
    expect((await notify(cheaper)).json().data.outcome).toBe('duplicate');
    const order = await card(placed);
    expect(order).toMatchObject({ status: 'pending', payment_status: 'unpaid' });
    expect(order.gateway?.amount_mismatches).toEqual([
      { transaction_status: 'settlement', gross_amount: 1000, created_at: expect.any(String) },
    ]);
    const audit = (await send(t.app, { method: 'GET', url: '/api/admin/audit-log', token: admin.accessToken }))
      .json()
      .data.filter((e: { target: string }) => e.target === `order:${placed.order_id}`)
      .map((e: { action: string }) => e.action);
    expect(audit).toContain('payment.midtrans.needs_check');
    // The right amount still pays it.
    expect((await notify(stub.notification(placed.order_number))).json().data.outcome).toBe('paid');
  });
});

describe('configuration and replies', () => {
  const base = { MIDTRANS_SERVER_KEY: 'SB-Mid-server-test-key', DATA_DIR: '/tmp/boneka-config-test' };

  it("takes Snap's host, its /snap/v1 base or its endpoint, and refuses at start what cannot work", () => {
    const snap = (value: string) => loadConfig({ ...base, MIDTRANS_SNAP_URL: value }).midtrans?.snapUrl;
    expect(snap('https://app.sandbox.midtrans.com')).toBe('https://app.sandbox.midtrans.com/snap/v1');
    expect(snap('https://app.sandbox.midtrans.com/')).toBe('https://app.sandbox.midtrans.com/snap/v1');
    expect(snap('https://app.sandbox.midtrans.com/snap/v1/')).toBe('https://app.sandbox.midtrans.com/snap/v1');
    expect(snap('https://app.midtrans.com/snap/v1/transactions')).toBe('https://app.midtrans.com/snap/v1');
    expect(loadConfig({ ...base, MIDTRANS_API_URL: 'https://api.sandbox.midtrans.com/v2' }).midtrans?.apiUrl).toBe(
      'https://api.sandbox.midtrans.com',
    );
    for (const wrong of [
      'https://app.sandbox.midtrans.com/snap',
      'https://app.sandbox.midtrans.com/v1',
      'app.midtrans.com',
    ]) {
      expect(() => loadConfig({ ...base, MIDTRANS_SNAP_URL: wrong }), wrong).toThrow(ConfigError);
    }
    expect(() => loadConfig({ ...base, MIDTRANS_SNAP_URL: 'https://app.sandbox.midtrans.com/snap' })).toThrow(
      /MIDTRANS_SNAP_URL/,
    );
    // This file's shop was given the stub's host alone, and made its Snap transactions there.
    expect(stub.requests.some((r) => r.path === '/snap/v1/transactions' && r.authorized)).toBe(true);
  });

  it('says what to do next, by payment method, when the order is created', async () => {
    const { message } = await onlineOrder();
    expect(message).toBe(
      'Order created successfully! Pay online (QRIS, virtual account, GoPay, ShopeePay) to confirm it.',
    );
    const product = await makeProduct(t.services, { stock: 5 });
    const order = (payment_method: string) =>
      placeOrder(t.app, shopper, {
        address_id: addressId,
        payment_method,
        items: [{ product_id: product.product_id, quantity: 1 }],
        shipping: { courier: shipping.courier, service: shipping.service },
      });
    expect((await order('COD (Bayar di Tempat)')).json().message).toBe(
      'Order created successfully! Pay the courier in cash when the parcel arrives.',
    );
    // The spec's words for a transfer (a spec client shows them as they are).
    expect((await order('Transfer Bank')).json().message).toBe(
      'Order created successfully! Please upload payment proof.',
    );
  });
});

describe('without the Midtrans host', () => {
  it('starts with the default hosts when no URL is given', async () => {
    const plain = await createTestApp({ MIDTRANS_SERVER_KEY: 'SB-Mid-server-test-key' });
    try {
      expect(plain.services.config.midtrans).toMatchObject({
        snapUrl: 'https://app.sandbox.midtrans.com/snap/v1',
        apiUrl: 'https://api.sandbox.midtrans.com',
      });
    } finally {
      await plain.close();
    }
  });
});

describe('amounts the owner has checked', () => {
  const checkAmounts = (o: Placed, who: SignedIn | null, payload?: Record<string, unknown>) =>
    send(t.app, {
      method: 'PUT',
      url: `/api/orders/admin/${o.order_id}/amount-check`,
      ...(who ? { token: who.accessToken } : {}),
      ...(payload ? { payload } : {}),
    });
  /** An online order with one signed notification for another amount waiting on the owner's card. */
  async function orderToCheck() {
    const { placed } = await onlineOrder();
    stub.setStatus(placed.order_number, 'settlement');
    const cheaper = await notify(stub.notification(placed.order_number, { gross_amount: '1000.00' }));
    expect(cheaper.json().data.outcome).toBe('needs_check');
    return placed;
  }
  const auditOf = async (o: Placed) =>
    (await send(t.app, { method: 'GET', url: '/api/admin/audit-log', token: admin.accessToken }))
      .json()
      .data.filter((e: { target: string; action: string }) => e.target === `order:${o.order_id}`)
      .filter((e: { action: string }) => e.action === 'order.amount_checked');

  it('the owner marks the amounts to check as checked, with a note: audited once, shown as checked, twice is 409', async () => {
    const placed = await orderToCheck();
    const res = await checkAmounts(placed, admin, { note: '  Cocok di dasbor Midtrans: salah ketik.  ' });
    expect(res.statusCode, res.body).toBe(200);
    const checked = (res.json().data as Order).gateway!;
    expect(checked.amount_mismatches).toEqual([]);
    expect(checked.checked_amount_mismatches).toEqual([
      {
        transaction_status: 'settlement',
        gross_amount: 1000,
        created_at: expect.any(String),
        checked_by: admin.user.firstName,
        checked_at: expect.any(String),
        check_note: 'Cocok di dasbor Midtrans: salah ketik.',
      },
    ]);
    expect((await card(placed)).gateway).toEqual(checked);
    expect(await auditOf(placed)).toEqual([
      expect.objectContaining({
        actor_user_id: admin.user.id,
        details: { note: 'Cocok di dasbor Midtrans: salah ketik.', mismatches: 1 },
        created_at: checked.checked_amount_mismatches[0]!.checked_at,
      }),
    ]);

    const again = await checkAmounts(placed, admin, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'INVALID_TRANSITION' });
    expect(await auditOf(placed)).toHaveLength(1);
    expect((await card(placed)).gateway).toEqual(checked);
  });

  it('a new amount after the check asks for a look again; the note is optional', async () => {
    const placed = await orderToCheck();
    const first = await checkAmounts(placed, admin);
    expect(first.statusCode, first.body).toBe(200);
    const other = await notify(stub.notification(placed.order_number, { gross_amount: '2000.00' }));
    expect(other.json().data.outcome).toBe('needs_check');
    const gateway = (await card(placed)).gateway!;
    expect(gateway.amount_mismatches.map((m) => m.gross_amount)).toEqual([2000]);
    expect(gateway.checked_amount_mismatches.map((m) => [m.gross_amount, m.check_note])).toEqual([[1000, null]]);

    const res = await checkAmounts(placed, admin, { note: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as Order).gateway!.checked_amount_mismatches.map((m) => m.gross_amount)).toEqual([
      1000, 2000,
    ]);
    expect((await auditOf(placed)).map((e: { details: unknown }) => e.details)).toEqual([
      { note: null, mismatches: 1 },
      { note: null, mismatches: 1 },
    ]);
  });

  it('SECURITY 15: only the owner marks amounts as checked (customer 403, anonymous 401), and nothing changes', async () => {
    const placed = await orderToCheck();
    const before = (await card(placed)).gateway;
    expect((await checkAmounts(placed, shopper, { note: 'sudah' })).statusCode).toBe(403);
    expect((await checkAmounts(placed, null, { note: 'sudah' })).statusCode).toBe(401);
    expect((await card(placed)).gateway).toEqual(before);
    expect(before?.amount_mismatches).toHaveLength(1);
    expect(await auditOf(placed)).toEqual([]);
  });

  it('refuses a note that is too long or breaks lines (400), an order with nothing to check (409), and no order (404)', async () => {
    const placed = await orderToCheck();
    for (const note of ['x'.repeat(201), 'satu\ndua', 42]) {
      const res = await checkAmounts(placed, admin, { note });
      expect(res.statusCode, String(note)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, details: [expect.objectContaining({ path: 'note' })] });
    }
    expect((await card(placed)).gateway?.amount_mismatches).toHaveLength(1);

    const { placed: clean } = await onlineOrder();
    expect((await checkAmounts(clean, admin, {})).statusCode).toBe(409);
    const missing = await send(t.app, {
      method: 'PUT',
      url: '/api/orders/admin/2147483647/amount-check',
      token: admin.accessToken,
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
    expect(await auditOf(placed)).toEqual([]);
  });
});
