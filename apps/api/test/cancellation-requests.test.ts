import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { multipart, pngImage } from './support/images.js';
import { orderingShop, OWNER, placeOrder } from './support/orders.js';
import type { TestApp } from './support/test-app.js';

/** Decision 032: once a proof waits for the shop, the shopper's cancel is a request the owner decides. */
let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let addressId: number;
let shipping: { courier: string; service: string };

beforeAll(async () => {
  ({ t, admin, shopper, addressId, shipping } = await orderingShop({ ORDER_CREATES_PER_MINUTE: '100000' }));
});
afterAll(() => t?.close());

const stockOf = async (id: number) =>
  (await send(t.app, { method: 'GET', url: `/api/products/${id}` })).json().data.stock as number;

async function order(quantity = 2) {
  const product = await makeProduct(t.services, { price: 100_000, stock: 10 });
  const res = await placeOrder(t.app, shopper, {
    address_id: addressId,
    payment_method: 'Transfer Bank',
    items: [{ product_id: product.product_id, quantity }],
    shipping,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { order_id, secure_token } = res.json().data as { order_id: number; secure_token: string };
  return { productId: product.product_id, id: order_id, token: secure_token };
}
async function uploadProof(token: string) {
  const form = multipart('paymentProof', 'bukti.png', 'image/png', await pngImage(300, 500));
  const res = await send(t.app, {
    method: 'POST',
    url: `/api/orders/secure/${token}/payment-proof`,
    token: shopper.accessToken,
    payload: form.payload,
    headers: form.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
}
const cancel = (token: string) =>
  send(t.app, { method: 'PUT', url: `/api/orders/secure/${token}/cancel`, token: shopper.accessToken });
const decide = (id: number, decision: string, who: SignedIn | null = admin) =>
  send(t.app, {
    method: 'PUT',
    url: `/api/orders/admin/${id}/cancel-request`,
    ...(who ? { token: who.accessToken } : {}),
    payload: { decision },
  });
const asShopper = async (token: string) =>
  (await send(t.app, { method: 'GET', url: `/api/orders/secure/${token}`, token: shopper.accessToken })).json().data;

/** The order's mails once the outbox has sent what is due: template and recipient. */
async function mailsOf(orderId: number) {
  await t.services.notifications.drain();
  const rows = await t.behindTheApp((db) =>
    db.selectFrom('notifications').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
  );
  return rows.map((m) => [m.template, m.recipient]);
}
const auditOf = (orderId: number) =>
  t.behindTheApp((db) =>
    db.selectFrom('audit_log').select('action').where('target', '=', `order:${orderId}`).orderBy('id').execute(),
  );

describe('cancellation requests', () => {
  it('keeps a cancel without a proof immediate: cancelled, stock back, no request', async () => {
    const o = await order();
    const res = await cancel(o.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', cancel_requested_at: null });
    expect(await stockOf(o.productId)).toBe(10);
  });

  it('turns a cancel after a proof into a request that keeps stock and proof; a second one is 409', async () => {
    const o = await order();
    await uploadProof(o.token);
    const res = await cancel(o.token);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toMatchObject({ status: 'pending', payment_status: 'unpaid', refund_due: false });
    expect(res.json().data.cancel_requested_at).toEqual(expect.any(String));
    expect(res.json().data.payment_proof).not.toBeNull();
    expect(await stockOf(o.productId)).toBe(8);
    const again = await cancel(o.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVALID_TRANSITION');
    expect((await asShopper(o.token)).history.map((h: { event: string }) => h.event)).toEqual([
      'created',
      'proof_uploaded',
      'cancel_requested',
    ]);
    const mails = await mailsOf(o.id);
    expect(mails).toContainEqual(['owner_cancel_requested', OWNER.email]);
  });

  it('declined: the order goes on, the shopper is told and may ask again; accepted: cancelled once, refund owed', async () => {
    const o = await order(3);
    await uploadProof(o.token);
    expect((await cancel(o.token)).statusCode).toBe(202);

    const declined = await decide(o.id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'pending', cancel_requested_at: null, refund_due: false });
    expect(await stockOf(o.productId)).toBe(7);
    expect((await decide(o.id, 'decline')).statusCode, 'nothing left to decline').toBe(409);

    expect((await cancel(o.token)).statusCode, 'asks again').toBe(202);
    const accepted = await Promise.all([decide(o.id, 'accept'), decide(o.id, 'accept')]);
    expect(accepted.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await asShopper(o.token);
    expect(after).toMatchObject({
      status: 'cancelled',
      payment_status: 'unpaid',
      refund_due: true,
      cancel_requested_at: null,
    });
    expect(await stockOf(o.productId)).toBe(10);
    // Its proof waits for no decision any more: the transfer is owed back instead.
    const waiting = await send(t.app, {
      method: 'GET',
      url: '/api/orders?filter=needs_verification',
      token: admin.accessToken,
    });
    expect(waiting.json().data.map((x: { order_id: number }) => x.order_id)).not.toContain(o.id);
    expect(waiting.json().counts.needs_verification).toBe(waiting.json().data.length);

    // "Tandai Sudah Direfund" settles it.
    const refunded = await send(t.app, {
      method: 'PUT',
      url: `/api/orders/admin/${o.id}/refund`,
      token: admin.accessToken,
    });
    expect(refunded.json().data).toMatchObject({ payment_status: 'refunded', refund_due: false });

    const customer = (await mailsOf(o.id)).filter(([, to]) => to === shopper.email).map(([template]) => template);
    expect(customer).toEqual(['order_placed', 'proof_received', 'cancel_request_declined', 'cancel_request_accepted']);
    expect((await auditOf(o.id)).map((a) => a.action)).toEqual([
      'order.cancel_request_declined',
      'order.cancel_request_accepted',
      'order.refund_recorded',
    ]);
  });

  it('keeps the request visible when the owner confirms the payment meanwhile; accepting then refunds it', async () => {
    const o = await order();
    await uploadProof(o.token);
    await cancel(o.token);
    const paid = await send(t.app, {
      method: 'PUT',
      url: `/api/orders/${o.id}/payment-status`,
      token: admin.accessToken,
      payload: { payment_status: 'paid' },
    });
    expect(paid.json().data).toMatchObject({ status: 'processing', payment_status: 'paid' });
    expect(paid.json().data.cancel_requested_at).toEqual(expect.any(String));
    const listed = await send(t.app, { method: 'GET', url: '/api/orders', token: admin.accessToken });
    const card = listed.json().data.find((x: { order_id: number }) => x.order_id === o.id);
    expect(card.cancel_requested_at).toEqual(expect.any(String));
    const accepted = await decide(o.id, 'accept');
    expect(accepted.json().data).toMatchObject({ status: 'cancelled', payment_status: 'refunded', refund_due: false });
    expect(await stockOf(o.productId)).toBe(10);
  });

  it('answers the request when the shop cancels the order itself, and owes that transfer back', async () => {
    const o = await order();
    await uploadProof(o.token);
    await cancel(o.token);
    const res = await send(t.app, { method: 'PUT', url: `/api/orders/admin/${o.id}/cancel`, token: admin.accessToken });
    expect(res.json().data).toMatchObject({ status: 'cancelled', refund_due: true, cancel_requested_at: null });
  });

  it('refuses a decision that is not accept or decline with 400, and an unknown order with 404', async () => {
    const o = await order();
    await uploadProof(o.token);
    await cancel(o.token);
    expect((await decide(o.id, 'maybe')).statusCode).toBe(400);
    expect((await decide(999_999, 'accept')).statusCode).toBe(404);
    expect((await asShopper(o.token)).cancel_requested_at).toEqual(expect.any(String));
  });

  it('SECURITY 15: only the owner decides a request (anonymous 401, customer 403), and nothing changes', async () => {
    const o = await order();
    await uploadProof(o.token);
    await cancel(o.token);
    expect((await decide(o.id, 'accept', null)).statusCode).toBe(401);
    expect((await decide(o.id, 'accept', shopper)).statusCode).toBe(403);
    expect(await asShopper(o.token)).toMatchObject({ status: 'pending' });
    expect((await asShopper(o.token)).cancel_requested_at).toEqual(expect.any(String));
  });
});
