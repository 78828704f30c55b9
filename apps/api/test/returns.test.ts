import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SHOP, type Order } from '@boneka/shared';
import { PASSWORD, send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { multipartForm } from './support/images.js';
import { orderingShop, OWNER, placeOrder } from './support/orders.js';
import { startRajaOngkirStub, type RajaOngkirStub } from './support/rajaongkir-stub.js';
import type { TestApp } from './support/test-app.js';

/**
 * "Kembalikan barang" (issue 43, decision 059): a complaint answered by asking for the goods back, the shopper's
 * parcel and its resi (tracked through the RajaOngkir stub), the owner's "Barang diterima" putting the sellable units
 * back in stock, then the refund. Each step in the history, mailed, and the owner's audited.
 */
let t: TestApp;
let stub: RajaOngkirStub;
let admin: SignedIn;
let shopper: SignedIn;
let addressId: number;
let shipping: { courier: string; service: string };
const DAY_MS = 24 * 3600_000;

beforeAll(async () => {
  stub = await startRajaOngkirStub();
  ({ t, admin, shopper, addressId, shipping } = await orderingShop({
    RAJAONGKIR_API_KEY: stub.apiKey,
    RAJAONGKIR_BASE_URL: stub.baseUrl,
    ORDER_CREATES_PER_MINUTE: '100000',
    ORDER_AUTO_COMPLETE_DAYS: '3',
  }));
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});
beforeEach(() => {
  stub.trackMode = 'in_transit';
  stub.parcels.clear();
  stub.requests.length = 0;
});

/** Moves the shop's clock, and signs both in again (access tokens last minutes). */
async function advance(ms: number) {
  t.clock.advance(ms);
  admin = await signInAdmin(t.app, OWNER.email, OWNER.password);
  shopper = await signInAdmin(t.app, shopper.email, PASSWORD);
}
const asAdmin = (method: 'PUT' | 'GET', url: string, payload?: object) =>
  send(t.app, { method, url, token: admin.accessToken, ...(payload === undefined ? {} : { payload }) });
const asShopper = async (token: string): Promise<Order> =>
  (await send(t.app, { method: 'GET', url: `/api/orders/secure/${token}`, token: shopper.accessToken })).json().data;
const answer = (id: number, body: Record<string, unknown>) => asAdmin('PUT', `/api/orders/admin/${id}/complaint`, body);
const shipBack = (token: string, body: Record<string, unknown>, who = shopper) =>
  send(t.app, { method: 'PUT', url: `/api/orders/secure/${token}/return`, token: who.accessToken, payload: body });
const receive = (id: number, body: object) => asAdmin('PUT', `/api/orders/admin/${id}/return/received`, body);
const trackReturn = (token: string, who = shopper) =>
  send(t.app, { method: 'GET', url: `/api/orders/secure/${token}/return/tracking`, token: who.accessToken });

const stockOf = async (productId: number) =>
  t.behindTheApp(async (db) =>
    Number(
      (
        await db
          .selectFrom('product_variants')
          .select('stock')
          .where('product_id', '=', productId)
          .executeTakeFirstOrThrow()
      ).stock,
    ),
  );
async function mailsOf(orderId: number) {
  await t.services.notifications.drain();
  const rows = await t.behindTheApp((db) =>
    db.selectFrom('notifications').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
  );
  return rows.map((m) => [m.template, m.recipient] as const);
}
/** The text part of the order's first mail of this template, as sent. */
const sentText = async (orderId: number, template: string) =>
  t.behindTheApp(
    async (db) =>
      (
        await db
          .selectFrom('notifications')
          .select('text_body')
          .where('order_id', '=', orderId)
          .where('template', '=', template)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).text_body,
  );
const auditActions = async () =>
  (await asAdmin('GET', '/api/admin/audit-log?limit=50')).json().data.map((e: { action: string }) => e.action);

/**
 * A delivered COD order of two lines (2 × Boneka Beruang, 1 × Boneka Kelinci, 5 of each in stock before), on which
 * the shopper filed a complaint.
 */
async function complainedOrder() {
  const bear = await makeProduct(t.services, { name: 'Boneka Beruang', price: 100_000, stock: 5 });
  const rabbit = await makeProduct(t.services, { name: 'Boneka Kelinci', price: 80_000, stock: 5 });
  const placed = await placeOrder(t.app, shopper, {
    address_id: addressId,
    payment_method: 'COD (Bayar di Tempat)',
    items: [
      { product_id: bear.product_id, quantity: 2 },
      { product_id: rabbit.product_id, quantity: 1 },
    ],
    shipping,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { order_id: id, secure_token: token } = placed.json().data as Order;
  for (const status of ['processing', 'shipped', 'delivered']) {
    const moved = await asAdmin('PUT', `/api/orders/${id}/status`, {
      status,
      ...(status === 'shipped' ? { tracking_number: `JT${id}000222` } : {}),
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const form = multipartForm({ reason: 'damaged', text: 'Jahitan telinga boneka robek saat dibuka.' }, []);
  const complaint = await send(t.app, {
    method: 'POST',
    url: `/api/orders/secure/${token}/complaint`,
    token: shopper.accessToken,
    payload: form.payload,
    headers: form.headers,
  });
  expect(complaint.statusCode, complaint.body).toBe(201);
  const order = await asShopper(token);
  const [bearLine, rabbitLine] = order.items;
  return {
    id,
    token,
    bear: { product: bear.product_id, line: bearLine!.order_item_id },
    rabbit: { product: rabbit.product_id, line: rabbitLine!.order_item_id },
  };
}

/** The order's complaint answered with "kembalikan barang". */
async function returnRequested() {
  const o = await complainedOrder();
  const asked = await answer(o.id, { decision: 'return', note: 'Kirim bonekanya saja, tanpa kardus.' });
  expect(asked.statusCode, asked.body).toBe(200);
  return o;
}

/** A journey of the return parcel: picked up and on its way, a day after the shop's clock now (in WIB). */
function journeyFromNow() {
  const wib = (ms: number) => new Date(t.clock.now().getTime() + 7 * 3600_000 + ms).toISOString();
  return [0, 1, 2].map((i) => ({
    date: wib((i + 1) * 3600_000).slice(0, 10),
    time: wib((i + 1) * 3600_000).slice(11, 19),
    description: ['SHIPMENT PICKED UP [BEKASI]', 'DEPARTED FROM TRANSIT [BEKASI]', 'ARRIVED AT [BANDUNG]'][i]!,
    city: ['BEKASI', 'BEKASI', 'BANDUNG'][i]!,
  }));
}

describe('a complaint ends in "kembalikan barang"', () => {
  it('walks the whole return: asked, sent with a resi, tracked, received into stock, refunded', async () => {
    const o = await complainedOrder();
    const asked = await answer(o.id, { decision: 'return', note: 'Kirim bonekanya saja, tanpa kardus.' });
    expect(asked.statusCode, asked.body).toBe(200);
    const requested = asked.json().data as Order;
    expect(requested.complaint).toMatchObject({ status: 'open', answer: null });
    expect(requested.complaint!.return).toMatchObject({
      status: 'requested',
      address: { recipient: SHOP.name, phone: SHOP.phone, address: SHOP.address },
      note: 'Kirim bonekanya saja, tanpa kardus.',
      courier: null,
      resi: null,
      lines: [],
    });
    expect(requested.history.at(-1)).toMatchObject({ event: 'return_requested', actor: 'admin' });
    expect(await mailsOf(o.id)).toContainEqual(['return_requested', shopper.email]);
    // The mail tells where to send the goods and what to do next.
    const requestMail = await sentText(o.id, 'return_requested');
    expect(requestMail).toContain(SHOP.address);
    expect(requestMail).toContain('Kirim bonekanya saja, tanpa kardus.');
    expect(requestMail).toContain('isi kurir dan nomor resinya di halaman pesanan');
    expect(await auditActions()).toContain('order.return_requested');

    // While the goods are on their way back, the complaint waits: no refund, no decline, no second request.
    for (const body of [
      { decision: 'refund' },
      { decision: 'decline', note: 'Foto menunjukkan boneka utuh.' },
      { decision: 'return' },
    ]) {
      const refused = await answer(o.id, body);
      expect(refused.statusCode, body.decision).toBe(409);
      expect(refused.json().code).toBe('INVALID_TRANSITION');
    }

    const sent = await shipBack(o.token, { courier: 'jnt', resi: 'jt-778899001' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.complaint.return).toMatchObject({
      status: 'shipped',
      courier: 'jnt',
      resi: 'JT-778899001',
    });
    expect((await mailsOf(o.id)).filter(([template]) => template.includes('return_shipped'))).toEqual([
      ['return_shipped', shopper.email],
      ['owner_return_shipped', OWNER.email],
    ]);
    expect(await sentText(o.id, 'owner_return_shipped')).toContain('J&T · Resi JT-778899001');

    // Mistyped: corrected until it arrives; the same resi again changes nothing.
    const corrected = await shipBack(o.token, { courier: 'jnt', resi: 'JT778899002' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await shipBack(o.token, { courier: 'jnt', resi: 'JT778899002' })).statusCode).toBe(200);
    const afterCorrection = await asShopper(o.token);
    expect(afterCorrection.complaint!.return!.resi).toBe('JT778899002');
    expect(afterCorrection.history.filter((h) => h.event === 'return_shipped').map((h) => h.note)).toEqual([
      'J&T · Resi JT-778899001',
      'J&T · Resi JT778899002',
    ]);

    stub.parcels.set('JT778899002', { mode: 'in_transit', events: journeyFromNow() });
    const tracked = await trackReturn(o.token);
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json().data).toMatchObject({ state: 'found', courier_state: 'in_transit' });
    expect(tracked.json().data.events.map((e: { text: string }) => e.text)).toEqual([
      'SHIPMENT PICKED UP [BEKASI]',
      'DEPARTED FROM TRANSIT [BEKASI]',
      'ARRIVED AT [BANDUNG]',
    ]);
    expect(stub.trackRequests().at(-1)!.query).toMatchObject({ awb: 'JT778899002', courier: 'jnt' });
    // The owner reads the same journey from the order's page.
    expect((await trackReturn(o.token, admin)).json().data.state).toBe('found');
    expect((await answer(o.id, { decision: 'refund' })).statusCode, 'still on its way').toBe(409);

    // No completion while the return is on its way.
    await advance(5 * DAY_MS);
    await t.services.orders.completeDelivered();
    expect((await asShopper(o.token)).completed_at).toBeNull();

    const [bearBefore, rabbitBefore] = [await stockOf(o.bear.product), await stockOf(o.rabbit.product)];
    const received = await receive(o.id, {
      lines: [
        { order_item_id: o.bear.line, quantity: 2, sellable: true },
        { order_item_id: o.rabbit.line, quantity: 1, sellable: false },
      ],
      note: 'Kelinci sobek, tidak bisa dijual lagi.',
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().data.complaint.return).toMatchObject({
      status: 'received',
      received_note: 'Kelinci sobek, tidak bisa dijual lagi.',
      lines: [
        { order_item_id: o.bear.line, quantity: 2, sellable: true },
        { order_item_id: o.rabbit.line, quantity: 1, sellable: false },
      ],
    });
    expect(received.json().data.complaint.status).toBe('open');
    expect(received.json().data.history.at(-1)).toMatchObject({
      event: 'return_received',
      note: '3 barang diterima, 2 layak jual — Kelinci sobek, tidak bisa dijual lagi.',
    });
    // Only the sellable units are stock again.
    expect(await stockOf(o.bear.product)).toBe(bearBefore + 2);
    expect(await stockOf(o.rabbit.product)).toBe(rabbitBefore);
    expect(await mailsOf(o.id)).toContainEqual(['return_received', shopper.email]);
    expect(await auditActions()).toContain('order.return_received');
    expect((await shipBack(o.token, { courier: 'jnt', resi: 'JT778899003' })).statusCode, 'arrived').toBe(409);

    const refunded = await answer(o.id, { decision: 'refund', note: 'Dana dikembalikan penuh.' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data).toMatchObject({ payment_status: 'refunded' });
    expect(refunded.json().data.complaint).toMatchObject({ status: 'refunded' });
    expect(refunded.json().data.complaint.return.status).toBe('received');
    expect((await asShopper(o.token)).history.map((h) => h.event).slice(-6)).toEqual([
      'complaint_filed',
      'return_requested',
      'return_shipped',
      'return_shipped',
      'return_received',
      'complaint_refunded',
    ]);
    expect((await mailsOf(o.id)).map(([template]) => template)).toContain('complaint_refunded');
  });

  it('gives stock back once when "Barang diterima" is sent twice at once', async () => {
    const o = await returnRequested();
    const before = await stockOf(o.bear.product);
    const body = { lines: [{ order_item_id: o.bear.line, quantity: 2, sellable: true }] };
    const both = await Promise.all([receive(o.id, body), receive(o.id, body)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(o.bear.product)).toBe(before + 2);
    const history = (await asShopper(o.token)).history.filter((h) => h.event === 'return_received');
    expect(history).toHaveLength(1);
    const lines = await t.behindTheApp((db) =>
      db.selectFrom('order_return_lines').selectAll().where('order_id', '=', o.id).execute(),
    );
    expect(lines).toHaveLength(1);
    // A parcel can arrive before its resi was typed: received from "requested", and a partial refund follows.
    const partly = await answer(o.id, { decision: 'refund', amount: 50_000 });
    expect(partly.statusCode, partly.body).toBe(200);
    expect(partly.json().data).toMatchObject({ payment_status: 'paid', refunded_amount: 50_000 });
  });

  it('may decline after inspecting what came back; nothing unsellable goes back to stock', async () => {
    const o = await returnRequested();
    const before = await stockOf(o.rabbit.product);
    const received = await receive(o.id, { lines: [{ order_item_id: o.rabbit.line, quantity: 1, sellable: false }] });
    expect(received.statusCode, received.body).toBe(200);
    expect(await stockOf(o.rabbit.product)).toBe(before);
    const declined = await answer(o.id, { decision: 'decline', note: 'Boneka yang kembali bukan dari toko kami.' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data.complaint).toMatchObject({ status: 'declined' });
  });
});

describe('refusals', () => {
  it('refuses a resi before a return was asked (409), on another shopper’s order (404), and malformed ones (400)', async () => {
    const o = await complainedOrder();
    const early = await shipBack(o.token, { courier: 'jnt', resi: 'JT12345' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('INVALID_TRANSITION');
    expect((await trackReturn(o.token)).statusCode, 'no parcel yet').toBe(404);

    expect((await answer(o.id, { decision: 'return' })).statusCode).toBe(200);
    const stranger = await signUp(t.app, t.dataDir);
    expect((await shipBack(o.token, { courier: 'jnt', resi: 'JT12345' }, stranger)).statusCode).toBe(404);
    const unknownCourier = await shipBack(o.token, { courier: 'kurirku', resi: 'JT12345' });
    expect(unknownCourier.statusCode).toBe(400);
    expect(unknownCourier.json().code).toBe('UNKNOWN_COURIER');
    for (const resi of ['ab', 'JT 123 456', 'x'.repeat(51), '']) {
      const bad = await shipBack(o.token, { courier: 'jnt', resi });
      expect(bad.statusCode, resi).toBe(400);
      expect(bad.json().details[0].path).toBe('resi');
    }
    expect((await shipBack(o.token, { courier: 'jnt' })).statusCode).toBe(400);
    expect((await asShopper(o.token)).complaint!.return).toMatchObject({ status: 'requested', resi: null });
    expect((await trackReturn(o.token)).statusCode, 'no parcel yet').toBe(404);

    expect((await shipBack(o.token, { courier: 'jnt', resi: 'JT12345' })).statusCode).toBe(200);
    expect((await trackReturn(o.token, stranger)).statusCode).toBe(404);
  });

  it('refuses a return asked without an open complaint (409) and by a shopper (403)', async () => {
    const o = await complainedOrder();
    const byShopper = await send(t.app, {
      method: 'PUT',
      url: `/api/orders/admin/${o.id}/complaint`,
      token: shopper.accessToken,
      payload: { decision: 'return' },
    });
    expect(byShopper.statusCode).toBe(403);
    expect((await answer(o.id, { decision: 'decline', note: 'Foto menunjukkan boneka utuh.' })).statusCode).toBe(200);
    expect((await answer(o.id, { decision: 'return' })).statusCode, 'answered already').toBe(409);
    expect((await answer(o.id, { decision: 'return', note: 'x'.repeat(501) })).statusCode).toBe(400);
  });

  it('refuses "Barang diterima" before a return was asked (409), above what was ordered, negative, or of another order (400)', async () => {
    const o = await complainedOrder();
    const before = await receive(o.id, { lines: [{ order_item_id: o.bear.line, quantity: 1, sellable: true }] });
    expect(before.statusCode).toBe(409);
    expect(before.json().code).toBe('INVALID_TRANSITION');
    expect((await answer(o.id, { decision: 'return' })).statusCode).toBe(200);

    const tooMany = await receive(o.id, { lines: [{ order_item_id: o.bear.line, quantity: 3, sellable: true }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'RETURN_QUANTITY_TOO_LARGE',
      details: [{ path: 'lines.0.quantity' }],
    });
    const negative = await receive(o.id, { lines: [{ order_item_id: o.bear.line, quantity: -1, sellable: true }] });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().code).toBe('VALIDATION_ERROR');
    const other = await complainedOrder();
    const foreign = await receive(o.id, { lines: [{ order_item_id: other.bear.line, quantity: 1, sellable: true }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('UNKNOWN_ORDER_LINE');
    const twice = await receive(o.id, {
      lines: [
        { order_item_id: o.bear.line, quantity: 1, sellable: true },
        { order_item_id: o.bear.line, quantity: 1, sellable: true },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(
      (await receive(o.id, { lines: [{ order_item_id: o.bear.line, quantity: 1.5, sellable: true }] })).statusCode,
    ).toBe(400);
    expect((await receive(o.id, { lines: [{ order_item_id: o.bear.line, quantity: 1 }] })).statusCode).toBe(400);
    const byShopper = await send(t.app, {
      method: 'PUT',
      url: `/api/orders/admin/${o.id}/return/received`,
      token: shopper.accessToken,
      payload: { lines: [] },
    });
    expect(byShopper.statusCode).toBe(403);
    const stored = await asShopper(o.token);
    expect(stored.complaint!.return).toMatchObject({ status: 'requested', lines: [] });
    expect(stored.history.filter((h) => h.event === 'return_received')).toHaveLength(0);
  });
});

describe('the return parcel’s tracking', () => {
  async function sentBack(resi: string) {
    const o = await returnRequested();
    expect((await shipBack(o.token, { courier: 'jnt', resi })).statusCode).toBe(200);
    return o;
  }

  it('says when the courier does not know the resi, or cannot be asked, never nothing', async () => {
    const unknown = await sentBack('JT404404');
    stub.parcels.set('JT404404', { mode: 'not_found' });
    expect((await trackReturn(unknown.token)).json().data).toMatchObject({ state: 'unknown_resi', events: [] });

    const down = await sentBack('JT503503');
    stub.parcels.set('JT503503', { mode: 'down' });
    expect((await trackReturn(down.token)).json().data).toMatchObject({ state: 'failed', events: [] });

    // A journey older than the request is another parcel's: not shown as this one's.
    const old = await sentBack('JT200200');
    stub.parcels.set('JT200200', {
      mode: 'in_transit',
      events: [{ date: '2026-10-01', time: '09:00', description: 'SHIPMENT PICKED UP [JAKARTA]', city: 'JAKARTA' }],
    });
    expect((await trackReturn(old.token)).json().data).toMatchObject({ state: 'before_request', events: [] });
  });

  it('asks the courier again only after a minute, or at once for a corrected resi; JNE with the shop’s digits', async () => {
    const o = await sentBack('JT300300');
    stub.parcels.set('JT300300', { mode: 'in_transit', events: journeyFromNow() });
    expect((await trackReturn(o.token)).json().data.state).toBe('found');
    expect((await trackReturn(o.token)).json().data.state).toBe('found');
    expect(stub.trackRequests()).toHaveLength(1);
    await advance(61_000);
    await trackReturn(o.token);
    expect(stub.trackRequests()).toHaveLength(2);

    expect((await shipBack(o.token, { courier: 'jne', resi: 'JNE300301' })).statusCode).toBe(200);
    stub.parcels.set('JNE300301', { mode: 'in_transit', events: journeyFromNow() });
    expect((await trackReturn(o.token)).json().data.state).toBe('found');
    expect(stub.trackRequests()).toHaveLength(3);
    expect(stub.trackRequests().at(-1)!.form.last_phone_number).toBe(SHOP.phone.replace(/\D/g, '').slice(-5));
  });
});
