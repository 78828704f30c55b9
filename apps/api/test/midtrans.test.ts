import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_PAYMENT_METHOD, type Order } from '@boneka/shared';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { multipart, pngImage } from './support/images.js';
import { startMidtransStub, type MidtransStub } from './support/midtrans-stub.mjs';
import { addAddress, orderingShop, placeOrder } from './support/orders.js';

/** Midtrans Snap (docs/design.md §9): payments that confirm themselves, and trust nothing they are not shown. */
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
    MIDTRANS_SNAP_URL: stub.snapUrl,
    MIDTRANS_API_URL: stub.apiUrl,
  }));
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

type Placed = { order_id: number; order_number: string; secure_token: string; total_amount: number };

async function onlineOrder(options: { price?: number; quantity?: number; voucher?: string } = {}) {
  const product = await makeProduct(t.services, { price: options.price ?? 150_000, stock: 10 });
  const res = await placeOrder(t.app, shopper, {
    address_id: addressId,
    payment_method: ONLINE_PAYMENT_METHOD,
    items: [{ product_id: product.product_id, quantity: options.quantity ?? 2 }],
    shipping: { courier: shipping.courier, service: shipping.service },
    voucher_code: options.voucher,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { placed: res.json().data as Placed, productId: product.product_id };
}

const detail = async (o: Placed): Promise<Order> =>
  (await send(t.app, { method: 'GET', url: `/api/orders/secure/${o.secure_token}`, token: shopper.accessToken })).json()
    .data;
const stockOf = async (productId: number): Promise<number> =>
  (await send(t.app, { method: 'GET', url: `/api/products/${productId}` })).json().data.stock;
const notify = (body: Record<string, unknown>) =>
  send(t.app, { method: 'POST', url: '/api/payments/midtrans/notification', payload: body });
const gatewayAudit = async (orderId: number) =>
  (await send(t.app, { method: 'GET', url: '/api/admin/audit-log', token: admin.accessToken }))
    .json()
    .data.filter(
      (e: { target: string; action: string }) => e.target === `order:${orderId}` && e.action.startsWith('payment.'),
    );

describe('the online method', () => {
  it('is offered only when the shop has a Midtrans server key', async () => {
    const methods = await send(t.app, { method: 'GET', url: '/api/payments/methods' });
    expect(methods.json().data.methods).toContain(ONLINE_PAYMENT_METHOD);

    const plain = await createTestApp();
    try {
      const none = await send(plain.app, { method: 'GET', url: '/api/payments/methods' });
      expect(none.json().data.methods).toEqual([
        'Transfer Bank',
        'COD (Bayar di Tempat)',
        'E-Wallet (OVO, GoPay, DANA)',
      ]);
      const buyer = await signUp(plain.app, plain.dataDir);
      const address = await addAddress(plain.app, buyer);
      const product = await makeProduct(plain.services, { stock: 5 });
      const refused = await placeOrder(plain.app, buyer, {
        address_id: address,
        payment_method: ONLINE_PAYMENT_METHOD,
        items: [{ product_id: product.product_id, quantity: 1 }],
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe('PAYMENT_METHOD_UNAVAILABLE');
      const notification = await send(plain.app, {
        method: 'POST',
        url: '/api/payments/midtrans/notification',
        payload: {
          order_id: 'x',
          status_code: '200',
          gross_amount: '1.00',
          signature_key: 'a'.repeat(128),
          transaction_status: 'settlement',
        },
      });
      expect(notification.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('creates the Snap transaction at order time: lines, shipping and the discount add up to the total', async () => {
    const { placed } = await onlineOrder({ price: 200_000, quantity: 3, voucher: 'BONEKA10' });
    const tx = stub.transactions.get(placed.order_number)!;
    expect(tx, 'Snap transaction').toBeDefined();
    const request = tx.request;
    expect(request.transaction_details).toEqual({ order_id: placed.order_number, gross_amount: placed.total_amount });
    const sum = request.item_details.reduce((total, item) => total + item.price * item.quantity, 0);
    expect(sum).toBe(placed.total_amount);
    expect(request.item_details.find((item) => item.id === 'discount')?.price).toBeLessThan(0);
    expect(request.callbacks.finish).toBe(`https://boneka.example/orders/${placed.secure_token}`);
    expect(request.expiry).toMatchObject({ unit: 'minute', duration: 24 * 60 });
    expect(request.expiry.start_time).toMatch(/^2026-11-21 15:00:00 \+0700$/);
    expect(stub.requests.find((r) => r.path === '/snap/v1/transactions')?.authorized).toBe(true);

    const order = await detail(placed);
    // Three 1 kg dolls ship as a 3 kg parcel (decision 037): dearer than the 1 kg quote, and what Snap is told.
    expect(order.shipping_cost).toBeGreaterThan(shipping.cost);
    expect(request.item_details.find((item) => item.id === 'shipping')?.price).toBe(order.shipping_cost);
    // The gateway confirms it: no kode unik, no proof to upload.
    expect(order).toMatchObject({
      unique_code: null,
      transfer_amount: null,
      status: 'pending',
      payment_status: 'unpaid',
    });
    expect(order.gateway).toMatchObject({ provider: 'midtrans', status: null });
    const form = multipart('paymentProof', 'bukti.png', 'image/png', await pngImage());
    const proof = await send(t.app, {
      method: 'POST',
      url: `/api/orders/secure/${placed.secure_token}/payment-proof`,
      token: shopper.accessToken,
      payload: form.payload,
      headers: form.headers,
    });
    expect(proof.statusCode).toBe(409);

    const pay = await send(t.app, {
      method: 'POST',
      url: `/api/payments/orders/${placed.secure_token}/online`,
      token: shopper.accessToken,
    });
    expect(pay.statusCode).toBe(200);
    expect(pay.json().data.redirect_url).toBe(`${stub.baseUrl}/snap/v4/redirection/${tx.token}`);
  });

  it('pays the order on a verified settlement: paid → processing, with the gateway facts and an audit entry', async () => {
    const { placed } = await onlineOrder();
    stub.setStatus(placed.order_number, 'settlement', { channel: 'bca_va' });
    const res = await notify(stub.notification(placed.order_number));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.outcome).toBe('paid');
    const order = await detail(placed);
    expect(order).toMatchObject({ status: 'processing', payment_status: 'paid', refund_due: false });
    expect(order.gateway).toMatchObject({ status: 'settlement', payment_type: 'bca_va' });
    expect(order.gateway?.transaction_id).toBe(stub.transactions.get(placed.order_number)!.transaction_id);
    expect(order.history.at(-1)).toMatchObject({ event: 'gateway_paid', actor: 'system' });
    // The status re-check went to Midtrans with the server key.
    expect(stub.requests.some((r) => r.path === `/v2/${placed.order_number}/status` && r.authorized)).toBe(true);
    expect((await gatewayAudit(placed.order_id)).map((e: { action: string }) => e.action)).toContain(
      'payment.midtrans.settlement',
    );
  });

  it('refuses a wrong signature (401); a right signature for the wrong amount is kept for the owner; nothing moves', async () => {
    const { placed } = await onlineOrder();
    stub.setStatus(placed.order_number, 'settlement');
    const forged = await notify(stub.notification(placed.order_number, { signature_key: 'f'.repeat(128) }));
    expect(forged.statusCode).toBe(401);
    // Signed with our key, for less than the order's total.
    const cheaper = await notify(stub.notification(placed.order_number, { gross_amount: '1000.00' }));
    expect(cheaper.statusCode).toBe(200);
    expect(cheaper.json().data.outcome).toBe('needs_check');
    const unknown = await notify(stub.notification(placed.order_number, { order_id: 'BNK-19990101-NOPE00' }));
    expect(unknown.statusCode).toBe(404);
    const malformed = await notify({ order_id: placed.order_number, transaction_status: 'settlement' });
    expect(malformed.statusCode).toBe(400);
    expect(await detail(placed)).toMatchObject({ status: 'pending', payment_status: 'unpaid' });
  });

  it('changes nothing twice: a repeated notification and a late one out of order', async () => {
    const { placed } = await onlineOrder();
    stub.setStatus(placed.order_number, 'pending', { channel: 'gopay' });
    const pending = await notify(stub.notification(placed.order_number));
    expect(pending.json().data.outcome).toBe('recorded');
    expect((await detail(placed)).gateway).toMatchObject({ status: 'pending', payment_type: 'gopay' });

    stub.setStatus(placed.order_number, 'settlement', { channel: 'gopay' });
    const settlement = stub.notification(placed.order_number);
    expect((await notify(settlement)).json().data.outcome).toBe('paid');
    const again = await notify(settlement);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.outcome).toBe('duplicate');
    // The earlier `pending`, delivered late: Midtrans' status says settlement, so it is acknowledged as stale and
    // moves nothing (an error would only make Midtrans send it again).
    const late = await notify(
      stub.notification(placed.order_number, { transaction_status: 'pending', status_code: '201' }),
    );
    expect(late.statusCode).toBe(200);
    expect(late.json().data.outcome).toBe('stale');
    const order = await detail(placed);
    expect(order).toMatchObject({ status: 'processing', payment_status: 'paid' });
    expect(order.gateway?.status).toBe('settlement');
    expect(order.history.filter((h) => h.event === 'gateway_paid')).toHaveLength(1);
  });

  it('cancels an expired transaction and returns its stock once', async () => {
    const { placed, productId } = await onlineOrder({ quantity: 3 });
    expect(await stockOf(productId)).toBe(7);
    stub.setStatus(placed.order_number, 'expire');
    const expired = stub.notification(placed.order_number);
    expect(expired.status_code).toBe('407');
    expect((await notify(expired)).json().data.outcome).toBe('cancelled');
    expect((await notify(expired)).json().data.outcome).toBe('duplicate');
    expect(await stockOf(productId)).toBe(10);
    const order = await detail(placed);
    expect(order).toMatchObject({ status: 'cancelled', payment_status: 'unpaid' });
    expect(order.history.at(-1)).toMatchObject({ event: 'gateway_failed', note: 'Midtrans: expire (qris)' });
  });

  it('records a payment for an order already cancelled and flags it "perlu refund" until the owner refunds it', async () => {
    const { placed, productId } = await onlineOrder();
    const cancel = await send(t.app, {
      method: 'PUT',
      url: `/api/orders/secure/${placed.secure_token}/cancel`,
      token: shopper.accessToken,
    });
    expect(cancel.statusCode).toBe(200);
    // The cancel owed to Midtrans finds no transaction yet (no method chosen); the shopper then pays anyway.
    await t.services.payments.runGatewayCancels();
    stub.setStatus(placed.order_number, 'settlement');
    const late = await notify(stub.notification(placed.order_number));
    expect(late.json().data.outcome).toBe('refund_due');
    expect(await stockOf(productId)).toBe(10);

    const list = await send(t.app, { method: 'GET', url: '/api/orders', token: admin.accessToken });
    const card = list.json().data.find((o: Order) => o.order_id === placed.order_id);
    expect(card).toMatchObject({ status: 'cancelled', payment_status: 'unpaid', refund_due: true });
    expect(card.history.at(-1)).toMatchObject({ event: 'paid_after_cancel' });

    const refund = await send(t.app, {
      method: 'PUT',
      url: `/api/orders/admin/${placed.order_id}/refund`,
      token: admin.accessToken,
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json().data).toMatchObject({ payment_status: 'refunded', refund_due: false });
    const twice = await send(t.app, {
      method: 'PUT',
      url: `/api/orders/admin/${placed.order_id}/refund`,
      token: admin.accessToken,
    });
    expect(twice.statusCode).toBe(409);
    const byShopper = await send(t.app, {
      method: 'PUT',
      url: `/api/orders/admin/${placed.order_id}/refund`,
      token: shopper.accessToken,
    });
    expect(byShopper.statusCode).toBe(403);
  });

  it("changes nothing when Midtrans' own status disagrees with the notification, or cannot be read", async () => {
    const { placed } = await onlineOrder();
    stub.setStatus(placed.order_number, 'settlement');
    const notification = stub.notification(placed.order_number);
    stub.statusOverride = 'pending';
    try {
      const disagree = await notify(notification);
      expect(disagree.statusCode).toBe(200);
      expect(disagree.json().data.outcome).toBe('stale');
    } finally {
      stub.statusOverride = undefined;
    }
    stub.mode = 'status-error';
    try {
      expect((await notify(notification)).statusCode).toBe(502);
    } finally {
      stub.mode = 'ok';
    }
    expect(await detail(placed)).toMatchObject({ status: 'pending', payment_status: 'unpaid' });
    expect((await gatewayAudit(placed.order_id)).map((e: { action: string }) => e.action)).toEqual([
      'payment.midtrans.refused',
    ]);
    // Midtrans sends it again after the 502; now its status agrees.
    expect((await notify(notification)).json().data.outcome).toBe('paid');
  });

  it('confirms a payment when the shopper comes back, even if the notification never arrives', async () => {
    const { placed } = await onlineOrder();
    const before = await send(t.app, {
      method: 'POST',
      url: `/api/payments/orders/${placed.secure_token}/check`,
      token: shopper.accessToken,
    });
    expect(before.json().data).toMatchObject({ payment_status: 'unpaid' });
    stub.setStatus(placed.order_number, 'settlement', { channel: 'gopay' });
    const after = await send(t.app, {
      method: 'POST',
      url: `/api/payments/orders/${placed.secure_token}/check`,
      token: shopper.accessToken,
    });
    expect(after.json().data).toMatchObject({ status: 'processing', payment_status: 'paid' });
    // Another shopper's order is not found.
    const other = await signUp(t.app, t.dataDir);
    const foreign = await send(t.app, {
      method: 'POST',
      url: `/api/payments/orders/${placed.secure_token}/online`,
      token: other.accessToken,
    });
    expect(foreign.statusCode).toBe(404);
    // A paid order is not paid again.
    const again = await send(t.app, {
      method: 'POST',
      url: `/api/payments/orders/${placed.secure_token}/online`,
      token: shopper.accessToken,
    });
    expect(again.statusCode).toBe(409);
  });

  it('places the order when Snap is down, and makes the transaction when the shopper presses Bayar Sekarang', async () => {
    stub.mode = 'snap-error';
    let placed: Placed;
    try {
      ({ placed } = await onlineOrder());
      expect(stub.transactions.has(placed.order_number)).toBe(false);
      const down = await send(t.app, {
        method: 'POST',
        url: `/api/payments/orders/${placed.secure_token}/online`,
        token: shopper.accessToken,
      });
      expect(down.statusCode).toBe(502);
    } finally {
      stub.mode = 'ok';
    }
    const pay = await send(t.app, {
      method: 'POST',
      url: `/api/payments/orders/${placed.secure_token}/online`,
      token: shopper.accessToken,
    });
    expect(pay.statusCode).toBe(200);
    expect(pay.json().data.redirect_url).toContain('/snap/v4/redirection/');
    expect(stub.transactions.has(placed.order_number)).toBe(true);
  });

  it('asks Midtrans before the expiry sweep: a last-minute payment pays the order, an unpaid one expires', async () => {
    const { placed: paidLate } = await onlineOrder();
    const { placed: unpaid, productId } = await onlineOrder();
    stub.setStatus(paidLate.order_number, 'settlement', { channel: 'shopeepay' });
    t.clock.advance(25 * 3600_000);
    try {
      expect(await t.services.payments.confirmBeforeExpiry()).toBeGreaterThanOrEqual(1);
      await t.services.orders.expireUnpaid();
    } finally {
      t.clock.advance(-25 * 3600_000);
    }
    expect(await detail(paidLate)).toMatchObject({ status: 'processing', payment_status: 'paid' });
    expect(await detail(unpaid)).toMatchObject({ status: 'cancelled', payment_status: 'unpaid' });
    expect(await stockOf(productId)).toBe(10);
  });
});
