import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, send, signInAdmin, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { orderingShop, OWNER, placeOrder } from './support/orders.js';
import {
  startRajaOngkirStub,
  STUB_POD_RECEIVER,
  type RajaOngkirStub,
  type StubTrackEvent,
  type TrackMode,
} from './support/rajaongkir-stub.js';
import type { TestApp } from './support/test-app.js';

/**
 * Shipment tracking through RajaOngkir's Track AWB (issue 29, decision 042), against the local stub: every answer
 * shape, once per parcel whichever instance asks, and a failed ask that changes nothing.
 */
let t: TestApp;
let stub: RajaOngkirStub;
let admin: SignedIn;
let shopper: SignedIn;
let addressId: number;
let courier: { code: string; service: string };
let resiCounter = 0;
const HOUR = 3600_000;
/** The server's log lines (warnings and worse), as JSON text. */
const logLines: string[] = [];

beforeAll(async () => {
  stub = await startRajaOngkirStub();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  ({ t, admin, shopper, addressId } = await orderingShop(
    {
      RAJAONGKIR_API_KEY: stub.apiKey,
      RAJAONGKIR_BASE_URL: stub.baseUrl,
      ORDER_CREATES_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
    },
    logStream,
  ));
  // The stub quotes several couriers; the parcels below go by J&T (tracked without phone digits) unless told.
  const quote = await send(t.app, {
    method: 'POST',
    url: '/api/shipping/calculate-shipping',
    token: shopper.accessToken,
    payload: { districtId: 327301, weight: 1000 },
  });
  const options = quote.json().data as { code: string; service: string }[];
  const pick = (code: string) => options.find((o) => o.code === code);
  courier = pick('jnt') ?? options[0]!;
  jne = pick('jne')!;
});
let jne: { code: string; service: string };
afterAll(async () => {
  await t?.close();
  await stub?.close();
});
beforeEach(() => {
  stub.trackMode = 'in_transit';
  stub.parcels.clear();
  stub.requests.length = 0;
});

const asAdmin = (url: string, payload: Record<string, unknown>) =>
  send(t.app, { method: 'PUT', url, token: admin.accessToken, payload });
const orderOf = async (id: number) =>
  (await send(t.app, { method: 'GET', url: `/api/orders/admin/${id}`, token: admin.accessToken })).json().data;
const stored = (id: number) =>
  t.behindTheApp((db) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow());

/** A COD order shipped with a resi of its own, the stub answering for that resi as `mode`. */
async function shipped(mode: TrackMode, via: { code: string; service: string } = courier) {
  const product = await makeProduct(t.services, { price: 90_000, stock: 5 });
  const placed = await placeOrder(t.app, shopper, {
    address_id: addressId,
    payment_method: 'COD (Bayar di Tempat)',
    items: [{ product_id: product.product_id, quantity: 1 }],
    shipping: { courier: via.code, service: via.service },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().data.order_id as number;
  expect((await asAdmin(`/api/orders/${id}/status`, { status: 'processing' })).statusCode).toBe(200);
  resiCounter += 1;
  const resi = `RESI${Date.now()}${resiCounter}`;
  const res = await asAdmin(`/api/orders/${id}/status`, { status: 'shipped', tracking_number: resi });
  expect(res.statusCode, res.body).toBe(200);
  stub.parcels.set(resi, { mode });
  return { id, resi, token: placed.json().data.secure_token as string };
}
const poll = () => t.services.orders.pollTracking();
/** Moves the shop's clock, and signs both in again (access tokens last minutes, hours pass here). */
async function advance(ms: number) {
  t.clock.advance(ms);
  admin = await signInAdmin(t.app, OWNER.email, OWNER.password);
  shopper = await signInAdmin(t.app, shopper.email, PASSWORD);
}

describe('parcel tracking', () => {
  it('asks for a resi when shipping with a tracked courier', async () => {
    const product = await makeProduct(t.services, { price: 90_000, stock: 5 });
    const placed = await placeOrder(t.app, shopper, {
      address_id: addressId,
      payment_method: 'COD (Bayar di Tempat)',
      items: [{ product_id: product.product_id, quantity: 1 }],
      shipping: { courier: courier.code, service: courier.service },
    });
    const id = placed.json().data.order_id as number;
    await asAdmin(`/api/orders/${id}/status`, { status: 'processing' });
    const res = await asAdmin(`/api/orders/${id}/status`, { status: 'shipped' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('TRACKING_NUMBER_REQUIRED');
    expect((await stored(id)).status).toBe('processing');
  });

  it('stores an in-transit parcel’s events once each, in time order, and asks again two hours later', async () => {
    const o = await shipped('in_transit');
    expect(await poll()).toMatchObject({ asked: 1, failed: 0 });
    const first = await orderOf(o.id);
    expect(first.status).toBe('shipped');
    expect(first.tracking.state).toBe('in_transit');
    expect(first.tracking.checked_at).toBe(t.clock.now().toISOString());
    // Four scans listed, one of them twice: three events, oldest first, in UTC (10:15 WIB = 03:15 UTC).
    expect(first.tracking.events.map((e: { at: string }) => e.at)).toEqual([
      '2026-11-23T03:15:00.000Z',
      '2026-11-23T14:40:00.000Z',
      '2026-11-23T23:05:30.000Z',
    ]);
    expect(first.tracking.events[0]).toMatchObject({ place: 'BANDUNG' });
    const request = stub.trackRequests().at(-1)!;
    expect(request.key).toBe(stub.apiKey);
    expect(request.query).toMatchObject({ awb: o.resi, courier: courier.code });
    expect(request.form.last_phone_number).toBeUndefined();

    expect(await poll(), 'not due yet').toMatchObject({ asked: 0 });
    await advance(2 * HOUR);
    expect(await poll()).toMatchObject({ asked: 1 });
    const count = await t.behindTheApp(
      async (db) =>
        (await db.selectFrom('order_tracking_events').select('id').where('order_id', '=', o.id).execute()).length,
    );
    expect(count, 'asked twice, stored once').toBe(3);
  });

  it('moves a delivered parcel to delivered by itself, a COD order paid, and stops asking', async () => {
    const o = await shipped('delivered');
    await poll();
    const after = await orderOf(o.id);
    expect(after).toMatchObject({ status: 'delivered', payment_status: 'paid', completed_at: null });
    expect(after.tracking.state).toBe('delivered');
    expect(after.history.at(-1)).toMatchObject({
      event: 'courier_delivered',
      actor: 'system',
      note: `Diterima oleh ${STUB_POD_RECEIVER}`,
    });
    expect((await stored(o.id)).tracking_next_at).toBeNull();
    await t.services.notifications.drain();
    const mails = await t.behindTheApp((db) =>
      db.selectFrom('notifications').select('template').where('order_id', '=', o.id).execute(),
    );
    expect(mails.map((m) => m.template)).toContain('delivered');
    await advance(3 * HOUR);
    stub.requests.length = 0;
    await poll();
    expect(stub.trackRequests().filter((r) => r.query.awb === o.resi)).toHaveLength(0);
  });

  it('sends JNE the last five digits of the recipient’s phone', async () => {
    const o = await shipped('delivered', jne);
    await poll();
    expect(stub.trackRequests().at(-1)!.form.last_phone_number).toBe('67890');
    expect((await orderOf(o.id)).status).toBe('delivered');
  });

  it('flags a returned parcel for the owner and keeps it shipped', async () => {
    const o = await shipped('returned');
    await poll();
    const after = await orderOf(o.id);
    expect(after.status).toBe('shipped');
    expect(after.tracking.state).toBe('returned');
    const dashboard = await send(t.app, { method: 'GET', url: '/api/admin/dashboard', token: admin.accessToken });
    expect(dashboard.json().data.attention.parcels).toContainEqual(
      expect.objectContaining({ order_id: o.id, problem: 'returned' }),
    );
  });

  it('treats "not found" as an answer: nothing stored, asked again in two hours', async () => {
    const o = await shipped('not_found');
    expect(await poll()).toMatchObject({ asked: 1, failed: 0 });
    const row = await stored(o.id);
    expect(row).toMatchObject({ status: 'shipped', tracking_state: null, tracking_failures: 0 });
    expect(Date.parse(row.tracking_next_at!) - t.clock.now().getTime()).toBe(2 * HOUR);
  });

  for (const mode of ['down', 'malformed', 'not_json', 'phone_required'] as const) {
    it(`changes nothing when the answer is ${mode}, and backs off`, async () => {
      const o = await shipped(mode);
      const before = await stored(o.id);
      expect(await poll()).toMatchObject({ asked: 0, failed: 1 });
      const after = await stored(o.id);
      expect(after).toMatchObject({
        status: 'shipped',
        tracking_state: null,
        tracking_checked_at: null,
        tracking_failures: 1,
      });
      expect(Date.parse(after.tracking_next_at!) - t.clock.now().getTime()).toBe(15 * 60_000);
      expect(after.tracking_claimed_until).toBeNull();
      expect(after.updated_at).toBe(before.updated_at);
      await advance(15 * 60_000);
      await poll();
      const again = await stored(o.id);
      expect(again.tracking_failures).toBe(2);
      expect(Date.parse(again.tracking_next_at!) - t.clock.now().getTime()).toBe(30 * 60_000);
    });
  }

  it('waits for a slow answer and stores it', async () => {
    stub.trackDelayMs = 300;
    const o = await shipped('slow');
    expect(await poll()).toMatchObject({ asked: 1 });
    expect((await orderOf(o.id)).tracking.events.length).toBeGreaterThan(0);
  });

  it('two instances polling the same parcels store each event once and move each order once', async () => {
    const other = await t.anotherInstance();
    const parcels = await Promise.all([shipped('delivered'), shipped('delivered'), shipped('in_transit')]);
    const [mine, theirs] = await Promise.all([poll(), other.services.orders.pollTracking()]);
    expect(mine.asked + theirs.asked).toBe(3);
    for (const p of parcels) {
      const history = (await orderOf(p.id)).history.map((h: { event: string }) => h.event);
      expect(history.filter((e: string) => e === 'courier_delivered').length).toBeLessThanOrEqual(1);
    }
    const events = await t.behindTheApp((db) =>
      db
        .selectFrom('order_tracking_events')
        .select(['order_id', 'fingerprint'])
        .where(
          'order_id',
          'in',
          parcels.map((p) => p.id),
        )
        .execute(),
    );
    expect(new Set(events.map((e) => `${e.order_id}:${e.fingerprint}`)).size).toBe(events.length);
    // Both instances ask again at once for the same parcel two hours on: one asks, the other finds it taken.
    await advance(2 * HOUR);
    await Promise.all([poll(), other.services.orders.pollTracking()]);
    expect(stub.trackRequests().filter((r) => r.query.awb === parcels[2]!.resi)).toHaveLength(2);
  });

  it('starts over when the owner corrects the resi, and stops after 30 days', async () => {
    const o = await shipped('down');
    await poll();
    expect((await stored(o.id)).tracking_failures).toBe(1);
    const res = await asAdmin(`/api/orders/admin/${o.id}/resi`, { tracking_number: `${o.resi}X` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(o.id)).toMatchObject({ tracking_failures: 0, tracking_next_at: t.clock.now().toISOString() });
    stub.parcels.set(`${o.resi}X`, { mode: 'in_transit' });
    expect(await poll()).toMatchObject({ asked: 1 });
    await advance(31 * 24 * HOUR);
    await poll();
    expect((await stored(o.id)).tracking_next_at, 'no more asks after 30 days').toBeNull();
  });
});

/** A courier's event `hours` from the shop's clock now (negative: before), written as the courier writes it, in WIB. */
function eventAt(hours: number, description: string, city = 'BANDUNG'): StubTrackEvent {
  const wib = new Date(t.clock.now().getTime() + hours * HOUR + 7 * HOUR).toISOString();
  return { date: wib.slice(0, 10), time: wib.slice(11, 16), description, city };
}
const dashboardParcels = async () =>
  (await send(t.app, { method: 'GET', url: '/api/admin/dashboard', token: admin.accessToken })).json().data.attention
    .parcels as { order_id: number; problem: string }[];
const ownerCard = async (id: number) =>
  (await send(t.app, { method: 'GET', url: '/api/orders', token: admin.accessToken }))
    .json()
    .data.find((o: { order_id: number }) => o.order_id === id);
const shopperView = async (token: string) =>
  (await send(t.app, { method: 'GET', url: `/api/orders/secure/${token}`, token: shopper.accessToken })).json().data;
async function mailsOf(orderId: number) {
  await t.services.notifications.drain();
  const rows = await t.behindTheApp((db) =>
    db.selectFrom('notifications').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
  );
  return rows.map((m) => [m.template, m.recipient]);
}
const logsOf = (resi: string, message: string) =>
  logLines.filter((line) => line.includes(`"resi":"${resi}"`) && line.includes(message));

// Decision 051. These come after the tests above, whose clock has moved on by a month: every journey here is dated
// from the clock as it is now.
describe('a resi the courier does not know', () => {
  it('is flagged for the owner at the first “not found” (card, order page, dashboard), mailed once, logged, and logged again a day on', async () => {
    const o = await shipped('not_found');
    await poll();
    const flaggedAt = t.clock.now().toISOString();
    expect((await orderOf(o.id)).tracking).toMatchObject({ flag: 'unknown_resi', flagged_at: flaggedAt, events: [] });
    expect((await ownerCard(o.id)).tracking.flag).toBe('unknown_resi');
    expect(await dashboardParcels()).toContainEqual(
      expect.objectContaining({ order_id: o.id, problem: 'unknown_resi' }),
    );
    expect(logsOf(o.resi, 'resi flagged for the owner')).toHaveLength(1);

    // Asked again every two hours: still flagged, the owner not mailed again; one more log line once a day is over.
    for (let hours = 2; hours <= 26; hours += 2) {
      await advance(2 * HOUR);
      await poll();
    }
    expect((await orderOf(o.id)).tracking).toMatchObject({ flag: 'unknown_resi', flagged_at: flaggedAt });
    expect((await mailsOf(o.id)).filter(([template]) => template === 'owner_resi_check')).toEqual([
      ['owner_resi_check', OWNER.email],
    ]);
    expect(logsOf(o.resi, 'resi flagged for the owner')).toHaveLength(1);
    expect(logsOf(o.resi, 'still unknown to the courier a day after')).toHaveLength(1);

    // The courier knows it at last: the flag clears, the events show, the owner is not mailed again.
    stub.parcels.set(o.resi, { mode: 'in_transit', events: [eventAt(-20, 'SHIPMENT RECEIVED BY COUNTER OFFICER')] });
    await advance(2 * HOUR);
    await poll();
    const found = await orderOf(o.id);
    expect(found.tracking).toMatchObject({ flag: null, state: 'in_transit' });
    expect(found.tracking.events).toHaveLength(1);
    expect((await dashboardParcels()).map((p) => p.order_id)).not.toContain(o.id);
    expect((await mailsOf(o.id)).filter(([template]) => template === 'owner_resi_check')).toHaveLength(1);
  });

  it('is not flagged when the courier, having answered for the resi, says “not found” once', async () => {
    const o = await shipped('in_transit');
    stub.parcels.set(o.resi, { mode: 'in_transit', events: [eventAt(1, 'SHIPMENT RECEIVED BY COUNTER OFFICER')] });
    await poll();
    stub.parcels.set(o.resi, { mode: 'not_found' });
    await advance(2 * HOUR);
    await poll();
    expect((await orderOf(o.id)).tracking).toMatchObject({ flag: null, flagged_at: null, state: 'in_transit' });
    expect(await mailsOf(o.id)).not.toContainEqual(['owner_resi_check', OWNER.email]);
  });

  it('is flagged afresh after the owner corrects it to another unknown resi, and mailed for that one too', async () => {
    const o = await shipped('not_found');
    await poll();
    const res = await asAdmin(`/api/orders/admin/${o.id}/resi`, { tracking_number: `${o.resi}B` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.tracking).toMatchObject({ flag: null, flagged_at: null });
    stub.parcels.set(`${o.resi}B`, { mode: 'not_found' });
    await poll();
    expect((await orderOf(o.id)).tracking.flag).toBe('unknown_resi');
    expect((await mailsOf(o.id)).filter(([template]) => template === 'owner_resi_check')).toHaveLength(2);
  });
});

describe('a journey that began before the order was shipped', () => {
  it('is another parcel’s: flagged, nothing stored or shown, and the order is never delivered by it', async () => {
    const o = await shipped('delivered');
    // Someone else's parcel, picked up and delivered days before this order was shipped.
    stub.parcels.set(o.resi, {
      mode: 'delivered',
      events: [
        eventAt(-96, 'SHIPMENT RECEIVED BY COUNTER OFFICER AT [SURABAYA]', 'SURABAYA'),
        eventAt(-72, 'PAKET TIBA DI GATEWAY [JAKARTA]', 'JAKARTA'),
        eventAt(-50, 'DELIVERED TO [BUDI | JAKARTA]', 'JAKARTA'),
      ],
    });
    await poll();
    const after = await orderOf(o.id);
    expect(after).toMatchObject({ status: 'shipped', delivered_at: null });
    expect(after.tracking).toMatchObject({ flag: 'before_shipping', state: null, events: [] });
    expect(after.history.map((h: { event: string }) => h.event)).not.toContain('courier_delivered');
    expect((await shopperView(o.token)).tracking.events).toEqual([]);
    expect(await dashboardParcels()).toContainEqual(
      expect.objectContaining({ order_id: o.id, problem: 'before_shipping' }),
    );
    expect((await mailsOf(o.id)).filter(([template]) => template === 'owner_resi_check')).toHaveLength(1);
    expect(logsOf(o.resi, 'resi flagged for the owner')).toHaveLength(1);
    // Asked again later, the same answer still moves nothing.
    await advance(2 * HOUR);
    await poll();
    expect((await orderOf(o.id)).status).toBe('shipped');
  });

  it('allows the courier’s clock a few hours: a pick-up dated five hours before the shipping is this parcel’s', async () => {
    const o = await shipped('delivered');
    stub.parcels.set(o.resi, {
      mode: 'delivered',
      events: [eventAt(-5, 'SHIPMENT RECEIVED BY COUNTER OFFICER AT [BANDUNG]'), eventAt(-1, 'DELIVERED TO [SITI]')],
    });
    await poll();
    const after = await orderOf(o.id);
    expect(after.status).toBe('delivered');
    expect(after.tracking).toMatchObject({ flag: null, state: 'delivered' });
    expect(after.tracking.events).toHaveLength(2);
  });

  it('an event seven hours before the shipping is beyond the allowance', async () => {
    const o = await shipped('delivered');
    stub.parcels.set(o.resi, {
      mode: 'delivered',
      events: [eventAt(-7, 'SHIPMENT RECEIVED BY COUNTER OFFICER AT [BANDUNG]'), eventAt(-1, 'DELIVERED TO [SITI]')],
    });
    await poll();
    expect(await orderOf(o.id)).toMatchObject({ status: 'shipped', tracking: { flag: 'before_shipping' } });
  });
});

describe('a corrected resi', () => {
  it('shows the shopper only the new resi’s journey; the owner keeps the old one apart', async () => {
    const o = await shipped('in_transit');
    stub.parcels.set(o.resi, {
      mode: 'in_transit',
      events: [
        eventAt(1, 'SHIPMENT RECEIVED BY COUNTER OFFICER AT [BANDUNG]'),
        eventAt(9, 'PAKET TIBA DI GATEWAY [MEDAN]', 'MEDAN'),
      ],
    });
    await poll();
    const newResi = `${o.resi}N`;
    expect((await asAdmin(`/api/orders/admin/${o.id}/resi`, { tracking_number: newResi })).statusCode).toBe(200);
    // The new parcel's events are dated between the old one's, and one of them repeats a scan of the old one's.
    stub.parcels.set(newResi, {
      mode: 'in_transit',
      events: [
        eventAt(1, 'SHIPMENT RECEIVED BY COUNTER OFFICER AT [BANDUNG]'),
        eventAt(5, 'PROCESSED AT SORTING CENTER [BANDUNG]'),
      ],
    });
    await advance(10 * HOUR);
    await poll();

    const texts = (events: { text: string }[]) => events.map((e) => e.text);
    const fresh = ['SHIPMENT RECEIVED BY COUNTER OFFICER AT [BANDUNG]', 'PROCESSED AT SORTING CENTER [BANDUNG]'];
    expect(texts((await shopperView(o.token)).tracking.events)).toEqual(fresh);
    expect(texts((await ownerCard(o.id)).tracking.events)).toEqual(fresh);
    const owner = await orderOf(o.id);
    expect(texts(owner.tracking.events)).toEqual(fresh);
    expect(owner.tracking.earlier_events).toEqual([
      expect.objectContaining({ resi: o.resi, text: 'SHIPMENT RECEIVED BY COUNTER OFFICER AT [BANDUNG]' }),
      expect.objectContaining({ resi: o.resi, text: 'PAKET TIBA DI GATEWAY [MEDAN]', place: 'MEDAN' }),
    ]);
  });
});

describe('the audit log of a resi correction', () => {
  it('keeps the replaced resi: before and after', async () => {
    const o = await shipped('in_transit');
    const newResi = `${o.resi}A`;
    expect((await asAdmin(`/api/orders/admin/${o.id}/resi`, { tracking_number: newResi })).statusCode).toBe(200);
    const entries = (await send(t.app, { method: 'GET', url: '/api/admin/audit-log', token: admin.accessToken })).json()
      .data as { action: string; target: string; details: { before: object; after: object } }[];
    const entry = entries.find((e) => e.action === 'order.resi_changed' && e.target === `order:${o.id}`);
    expect(entry?.details.before).toMatchObject({ tracking_number: o.resi });
    expect(entry?.details.after).toMatchObject({ tracking_number: newResi });
  });
});
