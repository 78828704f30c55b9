import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORDER_TABS, adminTabOf, orderStateOf, type AdminOrderTab } from '@boneka/shared';
import { send, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { pdfText } from './support/pdf.js';
import { orderingShop, placeOrder } from './support/orders.js';
import type { TestApp } from './support/test-app.js';

/**
 * The owner's order tabs and bulk actions (issue 43): every order is in exactly the tab `adminTabOf` names, the
 * counts are those tabs', and a bulk action acts on each order by itself and reports each.
 */
let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let addressId: number;
let shipping: { courier: string; service: string; cost: number };

beforeAll(async () => {
  ({ t, admin, shopper, addressId, shipping } = await orderingShop({
    ORDER_CREATES_PER_MINUTE: '100000',
    ORDER_CREATES_PER_HOUR: '100000',
    ORDER_MAX_OPEN_UNPAID: '1000',
    ORDER_MAX_OPEN_UNPAID_RUPIAH: '1000000000',
  }));
});
afterAll(() => t?.close());

const COD = 'COD (Bayar di Tempat)';
const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  send(t.app, { method, url, token: admin.accessToken, payload });

async function place(method = COD, sku?: string) {
  const product = await makeProduct(t.services, { price: 50_000, stock: 100 });
  if (sku)
    await t.services.database.db
      .updateTable('product_variants')
      .set({ sku })
      .where('product_id', '=', product.product_id)
      .execute();
  const res = await placeOrder(t.app, shopper, {
    address_id: addressId,
    payment_method: method,
    items: [{ product_id: product.product_id, quantity: 2, price: product.price }],
    shipping: { courier: shipping.courier, service: shipping.service },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { order_id: number; order_number: string; secure_token: string };
}

type Listed = {
  data: { order_id: number }[];
  tab_counts: Record<AdminOrderTab, number>;
  refund_counts: { komplain: number; dibatalkan: number };
};
const list = async (query: string) => {
  const res = await asAdmin('GET', `/api/orders${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Listed;
};

describe('the order tabs', () => {
  it('lists and counts every order in the one tab adminTabOf names, whatever its state', async () => {
    // Every combination of the facts a tab is read from, written onto real orders.
    const facts = [
      { status: 'pending', payment_status: 'unpaid', payment_method: 'Transfer Bank', proof: false },
      { status: 'pending', payment_status: 'failed', payment_method: 'Transfer Bank', proof: false },
      { status: 'pending', payment_status: 'unpaid', payment_method: 'Transfer Bank', proof: true },
      { status: 'confirmed', payment_status: 'unpaid', payment_method: COD, proof: false },
      { status: 'processing', payment_status: 'paid', payment_method: 'Transfer Bank', proof: true },
      { status: 'processing', payment_status: 'unpaid', payment_method: COD, proof: false },
      { status: 'shipped', payment_status: 'paid', payment_method: 'Transfer Bank', proof: true },
      { status: 'delivered', payment_status: 'paid', payment_method: 'Transfer Bank', proof: true },
      { status: 'delivered', payment_status: 'paid', payment_method: 'Transfer Bank', proof: true, completed: true },
      { status: 'delivered', payment_status: 'paid', payment_method: COD, proof: false, complaint: 'open' as const },
      {
        status: 'delivered',
        payment_status: 'paid',
        payment_method: COD,
        proof: false,
        complaint: 'open' as const,
        return_state: 'received' as const,
      },
      {
        status: 'delivered',
        payment_status: 'paid',
        payment_method: COD,
        proof: false,
        complaint: 'answered' as const,
      },
      { status: 'cancelled', payment_status: 'unpaid', payment_method: 'Transfer Bank', proof: false },
      { status: 'cancelled', payment_status: 'unpaid', payment_method: 'Transfer Bank', proof: true, refund_due: true },
    ];
    const before = await list('?tab=belum_bayar');
    const expected = new Map<number, AdminOrderTab>();
    for (const f of facts) {
      const { order_id } = await place();
      const now = t.clock.now().toISOString();
      await t.services.database.db
        .updateTable('orders')
        .set({
          status: f.status,
          payment_status: f.payment_status,
          payment_method: f.payment_method,
          payment_proof: f.proof ? 'proofs/x.webp' : null,
          completed_at: f.completed ? now : null,
          complaint_state: f.complaint ?? null,
          refund_due: f.refund_due ?? false,
          return_state: f.return_state ?? null,
        })
        .where('id', '=', order_id)
        .execute();
      const tab = adminTabOf(
        orderStateOf({
          ...f,
          payment_proof: f.proof ? 'x' : null,
          refund_due: f.refund_due ?? false,
          cancel_requested_at: null,
          completed_at: f.completed ? now : null,
          complaint: f.complaint ?? null,
          return_state: f.return_state ?? null,
        }),
      );
      expected.set(order_id, tab);
    }
    // Each tab once: all eight are met by the facts above.
    expect(new Set(expected.values()).size).toBe(ADMIN_ORDER_TABS.length);
    const after = await list('?tab=belum_bayar');
    for (const tab of ADMIN_ORDER_TABS) {
      const listed = (await list(`?tab=${tab}`)).data.map((o) => o.order_id).filter((id) => expected.has(id));
      const want = [...expected].filter(([, is]) => is === tab).map(([id]) => id);
      expect(listed.sort(), tab).toEqual(want.sort());
      expect(after.tab_counts[tab] - before.tab_counts[tab], tab).toBe(want.length);
    }
    // "Perlu refund": the cancelled order whose transfer is owed back, the complaint whose goods came back.
    expect(after.refund_counts.dibatalkan - before.refund_counts.dibatalkan).toBe(1);
    expect(after.refund_counts.komplain - before.refund_counts.komplain).toBe(1);
  });

  it('refuses a tab it does not know with 400, and keeps the payment filters of spec clients', async () => {
    const res = await asAdmin('GET', '/api/orders?tab=semua');
    expect(res.statusCode).toBe(400);
    const old = await asAdmin('GET', '/api/orders?filter=unpaid');
    expect(old.statusCode).toBe(200);
    expect(old.json().counts).toHaveProperty('needs_verification');
  });

  it('is the owner’s: a shopper is refused', async () => {
    const res = await send(t.app, { method: 'GET', url: '/api/orders?tab=dikirim', token: shopper.accessToken });
    expect(res.statusCode).toBe(403);
  });
});

type Report = {
  action: string;
  results: { order_id: number; order_number: string; outcome: string; code: string | null; message: string | null }[];
  done: number;
  skipped: number;
  failed: number;
  document_ids: string | null;
  remaining: number;
};
const bulk = async (payload: object) => {
  const res = await asAdmin('POST', '/api/orders/admin/bulk', payload);
  return res;
};
const report = async (payload: object) => {
  const res = await bulk(payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Report;
};

describe('bulk actions', () => {
  it('marks COD orders processed, skips the others with the reason, and reports each order', async () => {
    const cod = [await place(), await place()];
    const transfer = await place('Transfer Bank');
    const ids = [cod[0]!.order_id, transfer.order_id, cod[1]!.order_id];
    const r = await report({ action: 'process', selection: { order_ids: ids } });
    expect(r.results.map((x) => [x.order_id, x.outcome])).toEqual([
      [ids[0], 'done'],
      [ids[1], 'skipped'],
      [ids[2], 'done'],
    ]);
    expect(r.results[1]!.code).toBe('INVALID_TRANSITION');
    expect(r.results[1]!.message).toBeTruthy();
    expect([r.done, r.skipped, r.failed]).toEqual([2, 1, 0]);
    for (const { secure_token } of cod) {
      const order = await asAdmin(
        'GET',
        `/api/orders/admin/${cod.find((c) => c.secure_token === secure_token)!.order_id}`,
      );
      expect(order.json().data.status).toBe('processing');
    }
    // Run again: nothing is left to do, and nothing changes twice.
    const again = await report({ action: 'process', selection: { order_ids: ids } });
    expect(again.done).toBe(0);
    expect(again.results[0]!.message).toBe('Sudah diproses.');
  });

  it('changes each order once when the same bulk action runs twice at once', async () => {
    const orders = [await place(), await place(), await place(), await place()];
    const ids = orders.map((o) => o.order_id);
    const [a, b] = await Promise.all([
      report({ action: 'process', selection: { order_ids: ids } }),
      report({ action: 'process', selection: { order_ids: [...ids].reverse() } }),
    ]);
    expect(a.done + b.done).toBe(ids.length);
    expect(a.failed + b.failed).toBe(0);
    const history = await t.services.database.db
      .selectFrom('order_history')
      .select(['order_id'])
      .where('order_id', 'in', ids)
      .where('event', '=', 'status_processing')
      .execute();
    expect(history.map((h) => h.order_id).sort()).toEqual([...ids].sort());
  });

  it('prints packing slips for the printable orders of a selection and names the ones it left out', async () => {
    const ready = await place(COD, `SLIP-${Date.now()}`);
    const waiting = await place('Transfer Bank');
    await report({ action: 'process', selection: { order_ids: [ready.order_id] } });
    const r = await report({ action: 'packing_slips', selection: { order_ids: [waiting.order_id, ready.order_id] } });
    expect(r.document_ids).toBe(String(ready.order_id));
    expect(r.results[0]).toMatchObject({ outcome: 'skipped', code: 'LABEL_NOT_PRINTABLE' });
    expect(r.results[0]!.message).toContain('menunggu pembayaran');
    const pdf = await asAdmin('GET', `/api/orders/admin/labels.pdf?ids=${r.document_ids}&kind=packing_slip`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`Packing-Slip-${ready.order_number}.pdf`);
    const text = pdfText(pdf.rawPayload);
    expect(text.pages).toBe(1);
    expect(text.text).toContain('Packing slip');
    expect(text.text).toContain(ready.order_number);
    expect(text.text).toMatch(/2×/);
    expect(text.text).toContain('SLIP-');
    const bad = await asAdmin('GET', `/api/orders/admin/labels.pdf?ids=${ready.order_id}&kind=struk`);
    expect(bad.statusCode).toBe(400);
  });

  it('acts on "semua di tab ini" oldest first, and labels and exports exactly the orders reported', async () => {
    const placed = [await place(), await place()];
    await report({ action: 'process', selection: { order_ids: placed.map((o) => o.order_id) } });
    const tab = await list('?tab=perlu_dikirim');
    const labels = await report({ action: 'labels', selection: { tab: 'perlu_dikirim' } });
    expect(labels.results.length).toBe(tab.tab_counts.perlu_dikirim);
    expect(labels.remaining).toBe(0);
    // Oldest first: the order ids rise.
    const order = labels.results.map((x) => x.order_id);
    expect(order).toEqual([...order].sort((x, y) => x - y));
    // COD orders still waiting for the shop are in Perlu Dikirim but get no label until processed.
    for (const x of labels.results) expect(['done', 'skipped']).toContain(x.outcome);
    const pdf = await asAdmin('GET', `/api/orders/admin/labels.pdf?ids=${labels.document_ids}&layout=a4`);
    expect(pdf.statusCode, pdf.body).toBe(200);

    const exported = await report({ action: 'export', selection: { order_ids: placed.map((o) => o.order_id) } });
    expect(exported.document_ids).toBe(placed.map((o) => o.order_id).join(','));
    const csv = await asAdmin('GET', `/api/admin/exports/orders.csv?ids=${exported.document_ids}`);
    expect(csv.statusCode, csv.body).toBe(200);
    const numbers = [...csv.body.matchAll(/BNK-\d{8}-[A-Z0-9]+/g)].map((m) => m[0]);
    expect(new Set(numbers)).toEqual(new Set(placed.map((o) => o.order_number)));
  });

  it.each([
    ['an unknown action', { action: 'delete', selection: { order_ids: [1] } }],
    ['no order', { action: 'process', selection: { order_ids: [] } }],
    ['an order twice', { action: 'process', selection: { order_ids: [5, 5] } }],
    [
      'more than 500 orders',
      { action: 'process', selection: { order_ids: Array.from({ length: 501 }, (_, i) => i + 1) } },
    ],
    ['an unknown tab', { action: 'labels', selection: { tab: 'semua' } }],
    ['no selection', { action: 'labels' }],
    ['a text id', { action: 'labels', selection: { order_ids: ['1'] } }],
  ])('refuses %s with 400 VALIDATION_ERROR and changes nothing', async (_name, payload) => {
    const res = await bulk(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it.each([
    ['a zero id', '?ids=0'],
    ['an id beyond the database integers', '?ids=5,2147483648'],
    ['text among the ids', '?ids=5,x'],
    ['neither ids nor days', '?status=pending'],
  ])('refuses an export by %s with 400', async (_name, query) => {
    const res = await asAdmin('GET', `/api/admin/exports/orders.csv${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses ids that are no order with 404 naming them, before acting on any', async () => {
    const real = await place();
    const res = await bulk({ action: 'process', selection: { order_ids: [real.order_id, 999_999_991] } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('999999991');
    const order = await asAdmin('GET', `/api/orders/admin/${real.order_id}`);
    expect(order.json().data.status).toBe('confirmed');
  });

  it('refuses to book shipments without a Komship key (409), so the owner types the resi', async () => {
    const real = await place();
    const res = await bulk({ action: 'book_shipment', selection: { order_ids: [real.order_id] } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SHIPMENT_BOOKING_OFF');
  });

  it('is the owner’s: a shopper is refused', async () => {
    const res = await send(t.app, {
      method: 'POST',
      url: '/api/orders/admin/bulk',
      token: shopper.accessToken,
      payload: { action: 'process', selection: { tab: 'perlu_dikirim' } },
    });
    expect(res.statusCode).toBe(403);
  });
});
