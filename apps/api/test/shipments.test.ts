import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { send } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { payByTransfer, placeOrder } from './support/orders.js';
import {
  adminOrder,
  bookShipment,
  cancelShipment,
  komshipShop,
  processingOrder,
  shipmentLabel,
  storedOrder,
  storedShipment,
} from './support/shipments.js';

/**
 * "Atur Pengiriman" through Komship (issue 43, decision 058), against the stand-in written from its documentation:
 * booked from processing to an airway bill that is the resi, printed, cancelled before the pick-up, once per order
 * however many requests race.
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

/** The outbox's rows for one order once the worker has sent what is due. */
async function mailsOf(orderId: number) {
  await shop.t.services.notifications.drain();
  return shop.t.behindTheApp((db) =>
    db.selectFrom('notifications').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
  );
}

describe('Atur Pengiriman', () => {
  it('books a COD order: Komship’s order, its pick-up, the AWB as resi; the order shipped, tracked, mailed', async () => {
    const { t, admin, stub } = shop;
    const order = await processingOrder(shop);

    const res = await bookShipment(t.app, admin, order.order_id);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.shipment_booking).toBe(true);
    expect(data.status).toBe('shipped');
    expect(data.shipment).toMatchObject({
      state: 'awaiting_pickup',
      method: 'pickup',
      failed_step: null,
      error: null,
      attempts: 0,
      has_label: true,
      cancellable: true,
    });
    const awb = data.shipment.awb as string;
    expect(awb).toMatch(/^KOMERKOM/);
    expect(data.tracking_number).toBe(awb);
    expect(data.history.at(-1)).toMatchObject({ event: 'shipment_booked', note: `AWB ${awb}`, status: 'shipped' });

    // Komship's order: both ends by its own ids (the shopper's kelurahan by postal code 40154, the shop's Sukasari),
    // the courier and service as Komship names them, COD collecting what the shopper owes.
    const [store] = stub.callsOf('store');
    expect(stub.callsOf('store')).toHaveLength(1);
    expect(store!.key).toBe(stub.apiKey);
    expect(store!.body).toMatchObject({
      shipper_destination_id: 5101,
      receiver_destination_id: 5104,
      shipping: 'JNE',
      shipping_type: 'REG23',
      payment_method: 'COD',
      cod_value: order.total_amount,
      grand_total: order.total_amount,
      receiver_phone: '6281234567890',
      shipper_phone: '6281234567890',
      brand_name: 'Boneka Shop',
    });
    expect(data.shipment.vendor_order_no).toBe(stub.orders.keys().next().value);
    // The next slot Komship takes: 15:00 WIB + 90 minutes is after 16:00, so 09:00 the next morning, by motorbike.
    expect(stub.callsOf('pickup')[0]!.body).toMatchObject({
      pickup_date: '2026-11-22',
      pickup_time: '09:00',
      pickup_vehicle: 'Motor',
      orders: [{ order_no: data.shipment.vendor_order_no }],
    });
    expect(data.shipment.pickup_at).toBe('2026-11-22T02:00:00.000Z');

    // Tracking starts by itself: the poller asks the courier about the AWB from now.
    const row = await storedOrder(t, order.order_id);
    expect(row.tracking_number).toBe(awb);
    expect(row.tracking_next_at).toBe(t.clock.now().toISOString());
    expect(row.shipped_at).toBe(t.clock.now().toISOString());
    // The shopper is mailed the resi as when the owner types one.
    const shipped = (await mailsOf(order.order_id)).find((m) => m.template === 'shipped');
    expect(shipped?.recipient).toBe(shop.shopper.email);
    expect(shipped?.text_body).toContain(`Nomor resi: ${awb}`);
  });

  it('books a paid transfer order for drop-off as BANK TRANSFER, at the owner’s slot, without a pick-up time', async () => {
    const { t, admin, shopper, addressId, stub } = shop;
    const product = await makeProduct(t.services, { price: 80_000, stock: 5 });
    const placed = await placeOrder(t.app, shopper, {
      address_id: addressId,
      payment_method: 'Transfer Bank',
      items: [{ product_id: product.product_id, quantity: 2 }],
      shipping: { courier: 'jnt', service: 'EZ' },
    });
    const order = placed.json().data;
    await payByTransfer(t.app, admin, shopper, order);
    const res = await bookShipment(t.app, admin, order.order_id, {
      method: 'drop_off',
      pickup_date: '2026-11-23',
      pickup_time: '10:30',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.shipment).toMatchObject({ state: 'awaiting_pickup', method: 'drop_off', pickup_at: null });
    expect(stub.callsOf('store')[0]!.body).toMatchObject({
      shipping: 'JNT',
      shipping_type: 'EZ',
      payment_method: 'BANK TRANSFER',
      cod_value: 0,
      service_fee: 0,
    });
    expect(stub.callsOf('pickup')[0]!.body).toMatchObject({ pickup_date: '2026-11-23', pickup_time: '10:30' });
  });

  it('keeps Komship’s destination ids once found: the next order to the same address searches no more', async () => {
    const { t, admin, stub } = shop;
    const order = await processingOrder(shop);
    expect((await bookShipment(t.app, admin, order.order_id)).statusCode).toBe(200);
    expect(stub.callsOf('search')).toHaveLength(0);
    const kept = await t.behindTheApp((db) => db.selectFrom('komship_destinations').selectAll().execute());
    expect(kept.map((k) => [k.district_id, k.postal_code, k.destination_id]).sort()).toEqual([
      [327301, '', 5101],
      [327301, '40154', 5104],
    ]);
  });

  it('prints Komship’s label as a PDF, and says 409 when there is no airway bill', async () => {
    const { t, admin, stub } = shop;
    const order = await processingOrder(shop);
    expect((await shipmentLabel(t.app, admin, order.order_id)).json().code).toBe('SHIPMENT_NO_LABEL');
    await bookShipment(t.app, admin, order.order_id);
    const label = await shipmentLabel(t.app, admin, order.order_id);
    expect(label.statusCode, label.body).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.headers['content-disposition']).toBe(`attachment; filename="Label-Kurir-${order.order_number}.pdf"`);
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(stub.callsOf('label').at(-1)!.query).toMatchObject({ page: 'page_6' });
  });

  it('refuses to book an order twice, or one not in processing', async () => {
    const { t, admin, shopper, addressId, stub } = shop;
    const order = await processingOrder(shop);
    const first = await bookShipment(t.app, admin, order.order_id);
    expect(first.statusCode).toBe(200);
    const again = await bookShipment(t.app, admin, order.order_id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SHIPMENT_EXISTS');

    const product = await makeProduct(t.services, { price: 80_000, stock: 5 });
    const unpaid = await placeOrder(t.app, shopper, {
      address_id: addressId,
      payment_method: 'Transfer Bank',
      items: [{ product_id: product.product_id, quantity: 1 }],
      shipping: { courier: 'jne', service: 'REG' },
    });
    const refused = await bookShipment(t.app, admin, unpaid.json().data.order_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INVALID_TRANSITION');
    expect(stub.callsOf('store')).toHaveLength(1);
    expect(await storedShipment(t, unpaid.json().data.order_id)).toBeUndefined();
  });

  it('makes one Komship order of two bookings at once, and of a bulk booking run twice at once', async () => {
    const { t, admin, stub } = shop;
    const order = await processingOrder(shop);
    const racing = await Promise.all([
      bookShipment(t.app, admin, order.order_id),
      bookShipment(t.app, admin, order.order_id),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(['SHIPMENT_BUSY', 'SHIPMENT_EXISTS']).toContain(racing.find((r) => r.statusCode === 409)!.json().code);
    expect(stub.callsOf('store')).toHaveLength(1);
    expect(stub.callsOf('pickup')).toHaveLength(1);

    const bulk = [await processingOrder(shop), await processingOrder(shop)].map((o) => o.order_id);
    const run = () =>
      send(t.app, {
        method: 'POST',
        url: '/api/orders/admin/bulk',
        token: admin.accessToken,
        payload: { action: 'book_shipment', selection: { order_ids: bulk }, shipment: { method: 'pickup' } },
      });
    const runs = await Promise.all([run(), run()]);
    for (const r of runs) expect(r.statusCode, r.body).toBe(200);
    // Each order is done by one run and skipped (busy, or already booked) by the other.
    for (const id of bulk) {
      const outcomes = runs.map(
        (r) =>
          (r.json().data.results as { order_id: number; outcome: string }[]).find((x) => x.order_id === id)!.outcome,
      );
      expect(outcomes.sort()).toEqual(['done', 'skipped']);
    }
    expect(stub.callsOf('store')).toHaveLength(3);
    for (const id of bulk) expect((await storedOrder(t, id)).status).toBe('shipped');
  });

  it('cancels before the pick-up: Komship cancels, the order is back in processing, untracked, mailed', async () => {
    const { t, admin, stub } = shop;
    const order = await processingOrder(shop);
    const booked = (await bookShipment(t.app, admin, order.order_id)).json().data;
    const awb = booked.shipment.awb as string;

    const res = await cancelShipment(t.app, admin, order.order_id);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('processing');
    expect(data.tracking_number).toBeNull();
    expect(data.shipment).toMatchObject({ state: 'cancelled', has_label: false, cancellable: false });
    expect(data.history.at(-1)).toMatchObject({ event: 'shipment_cancelled', note: `AWB ${awb} dibatalkan` });
    expect(stub.orders.get(booked.shipment.vendor_order_no)!.status).toBe('Dibatalkan');
    const row = await storedOrder(t, order.order_id);
    expect([row.shipped_at, row.tracking_next_at, row.tracking_number]).toEqual([null, null, null]);
    const mail = (await mailsOf(order.order_id)).find((m) => m.template === 'shipment_cancelled');
    expect(mail?.subject).toBe(`Pengiriman pesanan ${order.order_number} dijadwalkan ulang`);

    // Booked again: a new Komship order, a new AWB.
    const again = await bookShipment(t.app, admin, order.order_id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.shipment.awb).not.toBe(awb);
    expect(again.json().data.status).toBe('shipped');
    expect(stub.callsOf('store')).toHaveLength(2);
  });

  it('refuses to cancel once the courier has the parcel, as Komship says when asked', async () => {
    const { t, admin, stub } = shop;
    const order = await processingOrder(shop);
    const booked = (await bookShipment(t.app, admin, order.order_id)).json().data;
    stub.pickUp(booked.shipment.vendor_order_no);

    const res = await cancelShipment(t.app, admin, order.order_id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SHIPMENT_PICKED_UP');
    const after = await adminOrder(t.app, admin, order.order_id);
    expect(after.status).toBe('shipped');
    expect(after.shipment).toMatchObject({ state: 'picked_up', cancellable: false });
    // Known to be picked up now: refused before Komship is asked again.
    const calls = stub.requests.length;
    expect((await cancelShipment(t.app, admin, order.order_id)).json().code).toBe('SHIPMENT_PICKED_UP');
    expect(stub.requests.length).toBe(calls);
  });

  it('answers bad input with 4xx and asks Komship nothing', async () => {
    const { t, admin, shopper, stub } = shop;
    const order = await processingOrder(shop);
    const cases: [unknown, number, string][] = [
      [{ method: 'kurir' }, 400, 'VALIDATION_ERROR'],
      [{ method: 'pickup', pickup_date: '2026-11-31', pickup_time: '10:00' }, 400, 'INVALID_PICKUP_SLOT'],
      [{ method: 'pickup', pickup_date: '23-11-2026', pickup_time: '10:00' }, 400, 'VALIDATION_ERROR'],
      [{ method: 'pickup', pickup_date: '2026-11-23', pickup_time: '25:00' }, 400, 'VALIDATION_ERROR'],
      [{ method: 'pickup', pickup_date: '2026-11-23' }, 400, 'PICKUP_SLOT_INCOMPLETE'],
      [{ method: 'pickup', pickup_date: '2026-11-21', pickup_time: '16:00' }, 400, 'PICKUP_TOO_SOON'],
    ];
    for (const [body, status, code] of cases) {
      const res = await bookShipment(t.app, admin, order.order_id, body);
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect((await bookShipment(t.app, admin, 99_999_999)).statusCode).toBe(404);
    expect((await bookShipment(t.app, admin, 0)).statusCode).toBe(400);
    expect((await cancelShipment(t.app, admin, order.order_id)).json().code).toBe('SHIPMENT_NOT_CANCELLABLE');
    // Only the owner books.
    const asShopper = await bookShipment(t.app, shopper, order.order_id);
    expect(asShopper.statusCode).toBe(403);
    // A courier Komship does not carry is sent with a typed resi.
    const tiki = await processingOrder(shop, { courier: 'tiki', service: 'REG' });
    const unsupported = await bookShipment(t.app, admin, tiki.order_id);
    expect([unsupported.statusCode, unsupported.json().code]).toEqual([422, 'SHIPMENT_COURIER_UNSUPPORTED']);
    expect(stub.requests).toHaveLength(0);
    expect((await storedOrder(t, order.order_id)).status).toBe('processing');
  });
});

describe('without KOMSHIP_API_KEY', () => {
  it('answers 409 SHIPMENT_BOOKING_OFF, and the owner types the resi as before', async () => {
    const { orderingShop } = await import('./support/orders.js');
    const plain = await orderingShop();
    try {
      const order = await processingOrder(plain);
      for (const res of [
        await bookShipment(plain.t.app, plain.admin, order.order_id),
        await cancelShipment(plain.t.app, plain.admin, order.order_id),
        await shipmentLabel(plain.t.app, plain.admin, order.order_id),
      ]) {
        expect([res.statusCode, res.json().code]).toEqual([409, 'SHIPMENT_BOOKING_OFF']);
      }
      const page = await adminOrder(plain.t.app, plain.admin, order.order_id);
      expect(page).toMatchObject({ shipment_booking: false, shipment: null });
      const typed = await send(plain.t.app, {
        method: 'PUT',
        url: `/api/orders/${order.order_id}/status`,
        token: plain.admin.accessToken,
        payload: { status: 'shipped', tracking_number: 'JNE0099887766' },
      });
      expect(typed.statusCode, typed.body).toBe(200);
      expect(typed.json().data).toMatchObject({ status: 'shipped', tracking_number: 'JNE0099887766' });
      // Its webhook is answered, and ignored.
      const notice = await send(plain.t.app, {
        method: 'POST',
        url: '/api/shipments/komship/webhook',
        payload: { order_no: 'KOM1', cnote: 'X', status: 'Dijemput' },
      });
      expect([notice.statusCode, notice.json().data.outcome]).toEqual([200, 'off']);
    } finally {
      await plain.t.close();
    }
  });
});
