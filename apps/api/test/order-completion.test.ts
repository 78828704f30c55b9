import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wibDay, wibDayStart } from '@boneka/shared/wib';
import { PASSWORD, send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { multipartForm, pngImage } from './support/images.js';
import { orderingShop, OWNER, placeOrder } from './support/orders.js';
import type { TestApp } from './support/test-app.js';

/**
 * After delivery (issue 29, decision 042): "Pesanan Diterima", completion by itself after ORDER_AUTO_COMPLETE_DAYS
 * whole WIB days, the shopper's one complaint with photos and the owner's answer, and the owner's resi correction.
 */
let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let addressId: number;
let shipping: { courier: string; service: string };
const DAY_MS = 24 * 3600_000;

beforeAll(async () => {
  ({ t, admin, shopper, addressId, shipping } = await orderingShop({
    ORDER_CREATES_PER_MINUTE: '100000',
    ORDER_AUTO_COMPLETE_DAYS: '3',
  }));
});
afterAll(() => t?.close());

/** Moves the shop's clock, and signs both in again (access tokens last minutes, days pass here). */
async function advance(ms: number) {
  t.clock.advance(ms);
  admin = await signInAdmin(t.app, OWNER.email, OWNER.password);
  shopper = await signInAdmin(t.app, shopper.email, PASSWORD);
}
const asAdmin = (method: 'PUT' | 'GET', url: string, payload?: Record<string, unknown>) =>
  send(t.app, { method, url, token: admin.accessToken, ...(payload === undefined ? {} : { payload }) });
const asShopper = async (token: string, who = shopper) =>
  (await send(t.app, { method: 'GET', url: `/api/orders/secure/${token}`, token: who.accessToken })).json().data;
const received = (token: string, who = shopper) =>
  send(t.app, { method: 'PUT', url: `/api/orders/secure/${token}/received`, token: who.accessToken });

/** A COD order of 2 × Rp 100.000, moved by the owner as far as `to`. */
async function codOrder(to: 'confirmed' | 'processing' | 'shipped' | 'delivered' = 'delivered') {
  const product = await makeProduct(t.services, { price: 100_000, stock: 10 });
  const res = await placeOrder(t.app, shopper, {
    address_id: addressId,
    payment_method: 'COD (Bayar di Tempat)',
    items: [{ product_id: product.product_id, quantity: 2 }],
    shipping,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { order_id: id, secure_token: token } = res.json().data as { order_id: number; secure_token: string };
  const moves = ['processing', 'shipped', 'delivered'] as const;
  for (const status of moves.slice(0, to === 'confirmed' ? 0 : moves.indexOf(to) + 1)) {
    const moved = await asAdmin('PUT', `/api/orders/${id}/status`, {
      status,
      ...(status === 'shipped' ? { tracking_number: `JNE${id}000111` } : {}),
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { id, token };
}

async function mailsOf(orderId: number) {
  await t.services.notifications.drain();
  const rows = await t.behindTheApp((db) =>
    db.selectFrom('notifications').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
  );
  return rows.map((m) => [m.template, m.recipient]);
}
const eventsOf = async (token: string) =>
  (await asShopper(token)).history.map((h: { event: string }) => h.event) as string[];

function complain(token: string, fields: Record<string, string>, photos = 1, who = shopper) {
  return pngImage(120, 90).then((png) => {
    const form = multipartForm(
      fields,
      Array.from({ length: photos }, (_, i) => ({ field: 'photos', filename: `foto-${i}.png`, data: png })),
    );
    return send(t.app, {
      method: 'POST',
      url: `/api/orders/secure/${token}/complaint`,
      token: who.accessToken,
      payload: form.payload,
      headers: form.headers,
    });
  });
}
const DAMAGED = { reason: 'damaged', text: 'Jahitan tangan boneka robek saat paket dibuka.' };
const answer = (id: number, body: Record<string, unknown>) => asAdmin('PUT', `/api/orders/admin/${id}/complaint`, body);
const storedProofs = () =>
  t.behindTheApp(async (db) => (await db.selectFrom('order_complaints').select('photos').execute()).length);

describe('"Pesanan Diterima"', () => {
  it('completes a delivered order once; the status stays delivered for spec clients', async () => {
    const o = await codOrder('delivered');
    const before = await asShopper(o.token);
    expect(before).toMatchObject({ status: 'delivered', payment_status: 'paid', completed_at: null });
    expect(before.completes_at).toEqual(expect.any(String));
    const res = await received(o.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'delivered', completes_at: null });
    expect(res.json().data.completed_at).toBe(t.clock.now().toISOString());
    expect((await received(o.token)).statusCode, 'already completed').toBe(409);
    expect(await eventsOf(o.token)).toEqual([
      'created',
      'status_processing',
      'status_shipped',
      'status_delivered',
      'received_by_customer',
    ]);
  });

  it('from shipped: delivered, completed, and a COD parcel paid at the door', async () => {
    const o = await codOrder('shipped');
    const res = await received(o.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'delivered', payment_status: 'paid' });
    expect(res.json().data.delivered_at).toBe(res.json().data.completed_at);
  });

  it('refuses an order not yet shipped (409) and another shopper’s order (404)', async () => {
    const o = await codOrder('processing');
    expect((await received(o.token)).statusCode).toBe(409);
    const stranger = await signUp(t.app, t.dataDir);
    const shipped = await codOrder('shipped');
    expect((await received(shipped.token, stranger)).statusCode).toBe(404);
    expect((await asShopper(shipped.token)).status).toBe('shipped');
  });
});

describe('completion by itself', () => {
  it('completes at 00:00 WIB after three whole days following the delivery day, not a moment before', async () => {
    const o = await codOrder('delivered');
    const deliveredAt = (await asShopper(o.token)).delivered_at as string;
    const boundary = wibDayStart(wibDay(deliveredAt)).getTime() + 4 * DAY_MS;
    expect((await asShopper(o.token)).completes_at).toBe(new Date(boundary).toISOString());

    await advance(boundary - 1 - t.clock.now().getTime());
    await t.services.orders.completeDelivered();
    expect((await asShopper(o.token)).completed_at, 'one millisecond before').toBeNull();

    await advance(1);
    expect(await t.services.orders.completeDelivered()).toBeGreaterThanOrEqual(1);
    const done = await asShopper(o.token);
    expect(done.completed_at).toBe(new Date(boundary).toISOString());
    expect(done.history.at(-1)).toMatchObject({ event: 'auto_completed', actor: 'system', status: 'delivered' });
    expect(await t.services.orders.completeDelivered(), 'nothing left').toBe(0);
  });

  it('counts days in WIB: delivered at 23:59 WIB and at 00:01 WIB the next day complete a day apart', async () => {
    // Move to 23:59 WIB of some day (16:59 UTC).
    const now = t.clock.now().getTime();
    const nextLate = wibDayStart(wibDay(new Date(now + DAY_MS))).getTime() - 60_000;
    await advance(nextLate - now);
    const late = await codOrder('delivered');
    await advance(2 * 60_000);
    const early = await codOrder('delivered');
    const lateAt = Date.parse((await asShopper(late.token)).completes_at);
    const earlyAt = Date.parse((await asShopper(early.token)).completes_at);
    expect(earlyAt - lateAt).toBe(DAY_MS);
    await advance(lateAt - t.clock.now().getTime());
    await t.services.orders.completeDelivered();
    expect((await asShopper(late.token)).completed_at).not.toBeNull();
    expect((await asShopper(early.token)).completed_at).toBeNull();
  });
});

describe('complaints', () => {
  it('takes one complaint with photos after delivery, holds completion, and mails the owner', async () => {
    const o = await codOrder('delivered');
    const res = await complain(o.token, DAMAGED, 2);
    expect(res.statusCode, res.body).toBe(201);
    const complaint = res.json().data.complaint;
    expect(complaint).toMatchObject({ reason: 'damaged', text: DAMAGED.text, status: 'open', refund_amount: null });
    expect(complaint.photos).toEqual([0, 1].map((i) => `/api/orders/secure/${o.token}/complaint-photos/${i}`));
    const photo = await send(t.app, { method: 'GET', url: complaint.photos[1], token: shopper.accessToken });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect((await send(t.app, { method: 'GET', url: complaint.photos[0], token: admin.accessToken })).statusCode).toBe(
      200,
    );
    const stranger = await signUp(t.app, t.dataDir);
    expect(
      (await send(t.app, { method: 'GET', url: complaint.photos[0], token: stranger.accessToken })).statusCode,
    ).toBe(404);
    expect((await send(t.app, { method: 'GET', url: complaint.photos[0] })).statusCode).toBe(401);
    expect((await mailsOf(o.id)).filter(([template]) => template === 'owner_complaint_filed')).toEqual([
      ['owner_complaint_filed', OWNER.email],
    ]);

    expect((await complain(o.token, DAMAGED)).statusCode, 'once only').toBe(409);
    expect((await received(o.token)).statusCode, 'no completion while it waits').toBe(409);
    await advance(10 * DAY_MS);
    await t.services.orders.completeDelivered();
    expect((await asShopper(o.token)).completed_at).toBeNull();
  });

  it('refuses a complaint before delivery, with a wrong reason, a short text or six photos, storing nothing', async () => {
    const before = await storedProofs();
    const shipped = await codOrder('shipped');
    expect((await complain(shipped.token, DAMAGED)).statusCode).toBe(409);
    const o = await codOrder('delivered');
    const wrongReason = await complain(o.token, { ...DAMAGED, reason: 'bosan' });
    expect(wrongReason.statusCode).toBe(400);
    expect(wrongReason.json().details[0].path).toBe('reason');
    const short = await complain(o.token, { ...DAMAGED, text: 'rusak' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].path).toBe('text');
    const six = await complain(o.token, DAMAGED, 6);
    expect(six.statusCode).toBe(400);
    expect(six.json().code).toBe('TOO_MANY_IMAGES');
    expect(await storedProofs()).toBe(before);
    expect((await asShopper(o.token)).complaint).toBeNull();
    // A complaint without photos is fine.
    expect(
      (await complain(o.token, { reason: 'not_received', text: 'Paket tidak pernah sampai ke rumah.' }, 0)).statusCode,
    ).toBe(201);
  });

  it('refunds in part through the order’s refunds: still paid, the amount kept, the shopper mailed, then completes', async () => {
    const o = await codOrder('delivered');
    expect((await complain(o.token, DAMAGED)).statusCode).toBe(201);
    const tooMuch = await answer(o.id, {
      decision: 'refund',
      amount: 200_001 + (await asShopper(o.token)).shipping_cost,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().code).toBe('REFUND_TOO_LARGE');
    const both = await Promise.all([
      answer(o.id, { decision: 'refund', amount: 50_000, note: 'Maaf, kami ganti setengah harga.' }),
      answer(o.id, { decision: 'refund', amount: 50_000 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await asShopper(o.token);
    expect(after).toMatchObject({ payment_status: 'paid', refunded_amount: 50_000, completed_at: null });
    expect(after.complaint).toMatchObject({ status: 'refunded', refund_amount: 50_000 });
    expect(after.history.at(-1)).toMatchObject({ event: 'complaint_partly_refunded', actor: 'admin' });
    expect((await mailsOf(o.id)).filter(([template]) => template === 'complaint_refunded')).toEqual([
      ['complaint_refunded', shopper.email],
    ]);
    const audit = (await asAdmin('GET', '/api/admin/audit-log?limit=20'))
      .json()
      .data.map((e: { action: string }) => e.action);
    expect(audit).toContain('order.complaint_partly_refunded');
    // Answered: completion goes on.
    await advance(5 * DAY_MS);
    await t.services.orders.completeDelivered();
    expect((await asShopper(o.token)).completed_at).not.toBeNull();
  });

  it('refunds in full: the payment reads refunded; declines only with a reason', async () => {
    const full = await codOrder('delivered');
    expect((await complain(full.token, DAMAGED)).statusCode).toBe(201);
    const refunded = await answer(full.id, { decision: 'refund' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data).toMatchObject({ payment_status: 'refunded' });
    expect(refunded.json().data.refunded_amount).toBe(refunded.json().data.total_amount);
    expect(refunded.json().data.history.at(-1).event).toBe('complaint_refunded');

    const declined = await codOrder('delivered');
    expect((await complain(declined.token, DAMAGED)).statusCode).toBe(201);
    expect((await answer(declined.id, { decision: 'decline' })).statusCode).toBe(400);
    expect((await answer(declined.id, { decision: 'decline', note: 'ok' })).statusCode).toBe(400);
    const no = await answer(declined.id, { decision: 'decline', note: 'Foto menunjukkan boneka utuh saat diterima.' });
    expect(no.statusCode, no.body).toBe(200);
    expect(no.json().data.complaint).toMatchObject({
      status: 'declined',
      answer: 'Foto menunjukkan boneka utuh saat diterima.',
    });
    expect(no.json().data.payment_status).toBe('paid');
    expect((await mailsOf(declined.id)).map(([template]) => template)).toContain('complaint_declined');
    expect((await answer(declined.id, { decision: 'decline', note: 'Sekali lagi.' })).statusCode).toBe(409);
    const shopperTries = await send(t.app, {
      method: 'PUT',
      url: `/api/orders/admin/${declined.id}/complaint`,
      token: shopper.accessToken,
      payload: { decision: 'refund' },
    });
    expect(shopperTries.statusCode).toBe(403);
  });
});

describe('the owner corrects a resi', () => {
  it('changes it while shipped: in the history, audited, the shopper mailed once; the same resi changes nothing', async () => {
    const o = await codOrder('shipped');
    const res = await asAdmin('PUT', `/api/orders/admin/${o.id}/resi`, { tracking_number: 'JNE-777888999' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.tracking_number).toBe('JNE-777888999');
    expect(
      (await asAdmin('PUT', `/api/orders/admin/${o.id}/resi`, { tracking_number: 'JNE-777888999' })).statusCode,
    ).toBe(200);
    expect((await mailsOf(o.id)).filter(([template]) => template === 'resi_changed')).toEqual([
      ['resi_changed', shopper.email],
    ]);
    const history = (await asShopper(o.token)).history;
    expect(history.filter((h: { event: string }) => h.event === 'resi_changed')).toHaveLength(1);
    expect(history.at(-1).note).toBe(`Resi JNE${o.id}000111 → JNE-777888999`);
    const audit = (await asAdmin('GET', '/api/admin/audit-log?limit=20'))
      .json()
      .data.map((e: { action: string }) => e.action);
    expect(audit).toContain('order.resi_changed');
  });

  it('refuses a malformed resi (400), an order not shipped (409) and a shopper (403)', async () => {
    const o = await codOrder('shipped');
    for (const bad of ['ab', 'JNE 123 456', 'x'.repeat(51), '']) {
      expect((await asAdmin('PUT', `/api/orders/admin/${o.id}/resi`, { tracking_number: bad })).statusCode, bad).toBe(
        400,
      );
    }
    const delivered = await codOrder('delivered');
    expect(
      (await asAdmin('PUT', `/api/orders/admin/${delivered.id}/resi`, { tracking_number: 'JNE123456' })).statusCode,
    ).toBe(409);
    const shopperTries = await send(t.app, {
      method: 'PUT',
      url: `/api/orders/admin/${o.id}/resi`,
      token: shopper.accessToken,
      payload: { tracking_number: 'JNE123456' },
    });
    expect(shopperTries.statusCode).toBe(403);
  });
});
