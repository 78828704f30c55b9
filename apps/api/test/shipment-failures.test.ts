import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KomshipCall, KomshipFailure } from './support/komship-stub.mjs';
import {
  adminOrder,
  bookShipment,
  cancelShipment,
  komshipShop,
  processingOrder,
  shipmentLabel,
  storedOrder,
} from './support/shipments.js';

/**
 * Every way Komship fails (decision 058): down, a refusal with its reason, an unreadable reply, no answer in time.
 * Each is kept on the order's shipment with its step and the owner's words, never silent; the retry continues at
 * that step and never makes a second Komship order.
 */
let shop: Awaited<ReturnType<typeof komshipShop>>;

beforeAll(async () => {
  // Short, so that a hanging call fails within the test; the stand-in answers others in milliseconds.
  shop = await komshipShop({ KOMSHIP_TIMEOUT_SECONDS: '2' });
});
afterAll(async () => {
  await shop?.t.close();
  await shop?.stub.close();
});
beforeEach(() => {
  shop.stub.failures.clear();
  shop.stub.requests.length = 0;
});

/** Books the order with `call` failing as `failure`: the answer (200, the failure is the shipment's) and its data. */
async function bookFailing(id: number, call: KomshipCall, failure: KomshipFailure) {
  shop.stub.failures.set(call, failure);
  const res = await bookShipment(shop.t.app, shop.admin, id);
  shop.stub.failures.clear();
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** How each failure reads in a test's title. */
const SAID: Record<Exclude<KomshipFailure, 'slow'>, string> = {
  down: 'down (503, an HTML page)',
  refuse: 'refused (422, with a reason)',
  malformed: 'malformed (200, not the documented shape)',
  hang: 'not answered in time',
};
const WORDS: Record<Exclude<KomshipFailure, 'slow'>, RegExp> = {
  down: /Komship sedang bermasalah \(HTTP 503\)/,
  refuse: /Komship menolak \(HTTP 422\): receiver_phone must start with 62 or 8/,
  malformed: /Jawaban Komship tidak bisa dibaca/,
  hang: /Komship tidak menjawab dalam 2 detik/,
};

describe('Komship failures, kept and retried', () => {
  it('a destination search that fails stops at "destination"; the retry finds both ends', async () => {
    const { t, admin, stub } = shop;
    const order = await processingOrder(shop);
    const failed = await bookFailing(order.order_id, 'search', 'down');
    expect(failed.status).toBe('processing');
    expect(failed.shipment).toMatchObject({ state: 'failed', failed_step: 'destination', attempts: 1 });
    expect(failed.shipment.error).toMatch(WORDS.down);
    expect(stub.callsOf('store')).toHaveLength(0);

    const retried = await bookShipment(t.app, admin, order.order_id);
    expect(retried.json().data.shipment).toMatchObject({ state: 'awaiting_pickup', attempts: 1, error: null });
    expect(stub.orders.size).toBe(1);
  });

  for (const failure of ['down', 'refuse'] as const) {
    it(`a Store Order ${SAID[failure]} stops at "create" with Komship’s words; the retry creates one order`, async () => {
      const { t, admin, stub } = shop;
      const order = await processingOrder(shop);
      const before = stub.orders.size;
      const failed = await bookFailing(order.order_id, 'store', failure);
      expect(failed.shipment).toMatchObject({ state: 'failed', failed_step: 'create', vendor_order_no: null });
      expect(failed.shipment.error).toMatch(WORDS[failure]);
      expect((await storedOrder(t, order.order_id)).status).toBe('processing');

      const retried = (await bookShipment(t.app, admin, order.order_id)).json().data;
      expect(retried.status).toBe('shipped');
      expect(retried.shipment).toMatchObject({ state: 'awaiting_pickup', failed_step: null, attempts: 1 });
      expect(stub.orders.size).toBe(before + 1);
    });
  }

  for (const failure of ['down', 'refuse', 'malformed', 'hang'] as const) {
    it(`a pick-up ${SAID[failure]} stops at "pickup"; the retry asks Komship first, never orders twice`, async () => {
      const { t, admin, stub } = shop;
      const order = await processingOrder(shop);
      const failed = await bookFailing(order.order_id, 'pickup', failure);
      expect(failed.status).toBe('processing');
      expect(failed.shipment).toMatchObject({ state: 'failed', failed_step: 'pickup', awb: null, attempts: 1 });
      expect(failed.shipment.error).toMatch(WORDS[failure]);
      const orderNo = failed.shipment.vendor_order_no as string;
      expect(stub.orders.get(orderNo)!.status).toBe('Created');

      stub.requests.length = 0;
      const retried = (await bookShipment(t.app, admin, order.order_id)).json().data;
      expect(retried.shipment).toMatchObject({ state: 'awaiting_pickup', vendor_order_no: orderNo, attempts: 1 });
      expect(retried.tracking_number).toBe(retried.shipment.awb);
      expect(stub.callsOf('store')).toHaveLength(0);
      expect(stub.requests.map((r) => r.call).slice(0, 2)).toEqual(['detail', 'pickup']);
    });
  }

  it('a pick-up whose answer never came but which gave its AWB is not asked again', async () => {
    const { t, admin, stub } = shop;
    const order = await processingOrder(shop);
    const failed = await bookFailing(order.order_id, 'pickup', 'down');
    // Komship took the pick-up after all (its gateway failed the answer): the AWB is in its order.
    const komship = stub.orders.get(failed.shipment.vendor_order_no)!;
    komship.status = 'Diajukan';
    komship.awb = 'KOMERKOMLATE0001';
    stub.requests.length = 0;
    const retried = (await bookShipment(t.app, admin, order.order_id)).json().data;
    expect(retried.shipment).toMatchObject({ state: 'awaiting_pickup', awb: 'KOMERKOMLATE0001' });
    expect(retried.tracking_number).toBe('KOMERKOMLATE0001');
    expect(stub.callsOf('pickup')).toHaveLength(0);
  });

  it('a slow answer within the timeout is an answer', async () => {
    const { t, admin, stub } = shop;
    const order = await processingOrder(shop);
    stub.slowMs = 100;
    stub.failures.set('store', 'slow');
    const res = await bookShipment(t.app, admin, order.order_id);
    expect(res.json().data.shipment.state).toBe('awaiting_pickup');
  });

  it('a label that fails after the AWB leaves the order shipped; the retry gets the label, one order, one pick-up', async () => {
    const { t, admin, stub } = shop;
    const order = await processingOrder(shop);
    const failed = await bookFailing(order.order_id, 'label', 'down');
    expect(failed.status).toBe('shipped');
    expect(failed.shipment).toMatchObject({ state: 'failed', failed_step: 'label', has_label: true, attempts: 1 });
    const retried = (await bookShipment(t.app, admin, order.order_id)).json().data;
    expect(retried.shipment).toMatchObject({ state: 'awaiting_pickup', failed_step: null, error: null });
    expect(stub.callsOf('store')).toHaveLength(1);
    expect(stub.callsOf('pickup')).toHaveLength(1);
  });

  it('a label Komship cannot give is 502 with a message, kept on the shipment until a print succeeds', async () => {
    const { t, admin, stub } = shop;
    const order = await processingOrder(shop);
    await bookShipment(t.app, admin, order.order_id);
    for (const failure of ['down', 'malformed'] as const) {
      stub.failures.set('label', failure);
      const res = await shipmentLabel(t.app, admin, order.order_id);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'SHIPMENT_LABEL_UNAVAILABLE' });
      expect(res.json().message).toMatch(/Komship gave no label/);
    }
    const page = await adminOrder(t.app, admin, order.order_id);
    expect(page.status).toBe('shipped');
    expect(page.shipment).toMatchObject({ state: 'failed', failed_step: 'label', attempts: 2 });
    expect(page.shipment.error).toMatch(WORDS.malformed);
    stub.failures.clear();
    expect((await shipmentLabel(t.app, admin, order.order_id)).statusCode).toBe(200);
    expect((await adminOrder(t.app, admin, order.order_id)).shipment).toMatchObject({
      state: 'awaiting_pickup',
      error: null,
    });
  });

  it('a cancel Komship cannot make is kept at "cancel"; the order stays shipped until the retry', async () => {
    const { t, admin, stub } = shop;
    const order = await processingOrder(shop);
    await bookShipment(t.app, admin, order.order_id);
    stub.failures.set('cancel', 'down');
    const failed = await cancelShipment(t.app, admin, order.order_id);
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data.status).toBe('shipped');
    expect(failed.json().data.shipment).toMatchObject({ state: 'failed', failed_step: 'cancel', cancellable: true });
    stub.failures.clear();
    const cancelled = await cancelShipment(t.app, admin, order.order_id);
    expect(cancelled.json().data).toMatchObject({ status: 'processing', shipment: { state: 'cancelled' } });
  });
});
