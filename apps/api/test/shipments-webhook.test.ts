import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { send } from './support/accounts.js';
import { adminOrder, bookShipment, komshipShop, processingOrder, storedShipment } from './support/shipments.js';

/**
 * Komship's status webhook (decision 058): unsigned, sent as PUT or POST. It is believed only after the order is read
 * back from Komship, and only what Komship answers is acted on.
 */
let shop: Awaited<ReturnType<typeof komshipShop>>;

beforeAll(async () => {
  shop = await komshipShop();
});
afterAll(async () => {
  await shop?.t.close();
  await shop?.stub.close();
});
beforeEach(() => {
  shop.stub.failures.clear();
  shop.stub.requests.length = 0;
});

const notify = (method: 'PUT' | 'POST', payload: unknown) =>
  send(shop.t.app, {
    method,
    url: '/api/shipments/komship/webhook',
    payload: payload as Record<string, unknown>,
  });

/** A booked shipment waiting for its pick-up. */
async function booked() {
  const order = await processingOrder(shop);
  const data = (await bookShipment(shop.t.app, shop.admin, order.order_id)).json().data;
  expect(data.shipment.state).toBe('awaiting_pickup');
  return { id: order.order_id, orderNo: data.shipment.vendor_order_no as string, awb: data.shipment.awb as string };
}

describe("Komship's status webhook", () => {
  it('SECURITY 34: a forged notice changes nothing; only what Komship answers when asked is believed', async () => {
    const { stub } = shop;
    const parcel = await booked();
    const before = await storedShipment(shop.t, parcel.id);

    // The notice says picked up, and cancelled; Komship, asked, says the pick-up is only requested.
    for (const [method, status] of [
      ['POST', 'Dijemput'],
      ['PUT', 'Dibatalkan'],
    ] as const) {
      const res = await notify(method, { order_no: parcel.orderNo, cnote: parcel.awb, status });
      expect([res.statusCode, res.json().data.outcome]).toEqual([200, 'unchanged']);
    }
    expect(stub.callsOf('detail').map((r) => r.query.order_no)).toEqual([parcel.orderNo, parcel.orderNo]);
    expect(await storedShipment(shop.t, parcel.id)).toEqual(before);
    expect((await adminOrder(shop.t.app, shop.admin, parcel.id)).status).toBe('shipped');

    // Unknown numbers, a body without one, a body that is not an object: 200, ignored, Komship not asked.
    stub.requests.length = 0;
    for (const payload of [
      { order_no: 'KOM999999999999', cnote: 'KOMERKOM1', status: 'Dijemput' },
      { cnote: parcel.awb, status: 'Dijemput' },
      { order_no: "KOM1' or 1=1 --", status: 'Dijemput' },
      ['Dijemput'],
    ]) {
      const res = await notify('POST', payload);
      expect(res.statusCode).toBe(200);
      expect(['unknown', 'ignored']).toContain(res.json().data.outcome);
    }
    expect(stub.requests).toHaveLength(0);

    // Komship cannot be asked (down), or answers for another parcel: nothing changes either.
    stub.failures.set('detail', 'down');
    expect((await notify('POST', { order_no: parcel.orderNo, status: 'Dijemput' })).json().data.outcome).toBe(
      'unverified',
    );
    stub.failures.clear();
    stub.orders.get(parcel.orderNo)!.awb = 'KOMERKOMOTHER';
    stub.pickUp(parcel.orderNo);
    expect((await notify('PUT', { order_no: parcel.orderNo, status: 'Dijemput' })).json().data.outcome).toBe(
      'unverified',
    );
    expect(await storedShipment(shop.t, parcel.id)).toEqual(before);
  });

  it('SECURITY 34: a pick-up Komship confirms moves the shipment to picked up, by PUT or by POST', async () => {
    for (const method of ['PUT', 'POST'] as const) {
      const parcel = await booked();
      shop.stub.pickUp(parcel.orderNo);
      // The notice's own words do not matter: Komship's answer does.
      const res = await notify(method, { order_no: parcel.orderNo, cnote: 'anything', status: 'Created' });
      expect([res.statusCode, res.json().data.outcome]).toEqual([200, 'picked_up']);
      const page = await adminOrder(shop.t.app, shop.admin, parcel.id);
      expect(page.shipment).toMatchObject({ state: 'picked_up', cancellable: false });
      expect(page.status).toBe('shipped');
      // Sent again: already so.
      expect((await notify(method, { order_no: parcel.orderNo })).json().data.outcome).toBe('unchanged');
    }
  });

  it('SECURITY 34: delivered, as Komship says it, is left to tracking; the shipment was picked up', async () => {
    const parcel = await booked();
    shop.stub.pickUp(parcel.orderNo, 'Selesai');
    expect((await notify('POST', { order_no: parcel.orderNo, status: 'Selesai' })).json().data.outcome).toBe(
      'picked_up',
    );
    const page = await adminOrder(shop.t.app, shop.admin, parcel.id);
    expect(page.status).toBe('shipped');
    expect(page.shipment.state).toBe('picked_up');
  });

  it('SECURITY 34: a cancel Komship confirms cancels the shipment; the order is back in processing', async () => {
    const parcel = await booked();
    shop.stub.pickUp(parcel.orderNo, 'Dibatalkan');
    shop.stub.requests.length = 0;
    const res = await notify('PUT', { order_no: parcel.orderNo, status: 'Dibatalkan' });
    expect(res.json().data.outcome).toBe('cancelled');
    // Komship had cancelled it already: it is not asked to cancel again.
    expect(shop.stub.callsOf('cancel')).toHaveLength(0);
    const page = await adminOrder(shop.t.app, shop.admin, parcel.id);
    expect(page).toMatchObject({ status: 'processing', tracking_number: null });
    expect(page.shipment).toMatchObject({ state: 'cancelled', error: 'Komship membatalkan pengiriman ini.' });
    expect(page.history.at(-1)).toMatchObject({
      event: 'shipment_cancelled',
      note: `AWB ${parcel.awb} dibatalkan oleh Komship`,
    });
  });
});
