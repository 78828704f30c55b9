import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, send, signInAdmin, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { orderingShop, OWNER, placeOrder } from './support/orders.js';
import {
  startRajaOngkirStub,
  STUB_POD_RECEIVER,
  type RajaOngkirStub,
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

beforeAll(async () => {
  stub = await startRajaOngkirStub();
  ({ t, admin, shopper, addressId } = await orderingShop({
    RAJAONGKIR_API_KEY: stub.apiKey,
    RAJAONGKIR_BASE_URL: stub.baseUrl,
    ORDER_CREATES_PER_MINUTE: '100000',
  }));
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
      expect.objectContaining({ order_id: o.id, tracking_state: 'returned' }),
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
