import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNPAID_ORDER_TTL_HOURS } from '@boneka/shared';
import { ordersRepo } from '../src/modules/orders/orders.repo.js';
import type { TestApp } from './support/test-app.js';
import { send, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { multipart, pngImage } from './support/images.js';
import { addAddress, orderingShop, placeOrder } from './support/orders.js';
import { pdfText } from './support/pdf.js';

/** Kode unik (docs/design.md §9): one statement line names one order. */
let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let addressId: number;
let shipping: { courier: string; service: string; cost: number };

beforeAll(async () => {
  ({ t, admin, shopper, addressId, shipping } = await orderingShop({ ORDER_CREATES_PER_MINUTE: '100000' }));
});
afterAll(() => t?.close());

type Placed = { order_id: number; secure_token: string; total_amount: number; transfer_amount: number | null };

async function order(method = 'Transfer Bank', who = shopper, address = addressId): Promise<Placed> {
  const product = await makeProduct(t.services, { price: 150_000, stock: 100 });
  const res = await placeOrder(t.app, who, {
    address_id: address,
    payment_method: method,
    items: [{ product_id: product.product_id, quantity: 1 }],
    shipping: { courier: shipping.courier, service: shipping.service },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const detail = async (o: Placed, who = shopper) =>
  (await send(t.app, { method: 'GET', url: `/api/orders/secure/${o.secure_token}`, token: who.accessToken })).json()
    .data;
const heldCodes = () =>
  t.behindTheApp((db) => db.selectFrom('transfer_codes').selectAll().execute()) as Promise<
    { code: number; order_id: number }[]
  >;
const holds = async (o: Placed) => (await heldCodes()).some((row) => Number(row.order_id) === o.order_id);

describe('kode unik', () => {
  it('gives a transfer order a code 1–999 and the exact amount to transfer; COD none', async () => {
    const transfer = await order();
    const shown = await detail(transfer);
    expect(shown.unique_code).toBeGreaterThanOrEqual(1);
    expect(shown.unique_code).toBeLessThanOrEqual(999);
    expect(shown.transfer_amount).toBe(shown.total_amount + shown.unique_code);
    expect(transfer.transfer_amount).toBe(shown.transfer_amount);
    // The code is not revenue: the order's total is what it was.
    expect(shown.total_amount).toBe(150_000 + shipping.cost);
    const wallet = await detail(await order('E-Wallet (OVO, GoPay, DANA)'));
    expect(wallet.unique_code).not.toBeNull();
    const cod = await detail(await order('COD (Bayar di Tempat)'));
    expect(cod).toMatchObject({ unique_code: null, transfer_amount: null });
  });

  it('never hands out one code twice, however many orders race for them', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const buyer = await signUp(t.app, t.dataDir);
        return { buyer, address: await addAddress(t.app, buyer) };
      }),
    );
    const placed = await Promise.all(
      buyers.flatMap(({ buyer, address }) => Array.from({ length: 3 }, () => order('Transfer Bank', buyer, address))),
    );
    const held = await heldCodes();
    const codes = held.map((row) => Number(row.code));
    expect(new Set(codes).size).toBe(codes.length);
    for (const o of placed) expect(await holds(o)).toBe(true);
    const amounts = placed.map((o) => o.transfer_amount);
    expect(new Set(amounts).size).toBe(placed.length);
  });

  it('frees the code when the order is paid, cancelled or expires, and keeps showing it', async () => {
    const paid = await order();
    const form = multipart('paymentProof', 'bukti.png', 'image/png', await pngImage(300, 500));
    const uploaded = await send(t.app, {
      method: 'POST',
      url: `/api/orders/secure/${paid.secure_token}/payment-proof`,
      token: shopper.accessToken,
      payload: form.payload,
      headers: form.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(await holds(paid)).toBe(true);
    const confirmed = await send(t.app, {
      method: 'PUT',
      url: `/api/orders/${paid.order_id}/payment-status`,
      token: admin.accessToken,
      payload: { payment_status: 'paid' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await holds(paid)).toBe(false);
    expect((await detail(paid)).transfer_amount).toBe(paid.transfer_amount);

    const cancelled = await order();
    const res = await send(t.app, {
      method: 'PUT',
      url: `/api/orders/secure/${cancelled.secure_token}/cancel`,
      token: shopper.accessToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await holds(cancelled)).toBe(false);
  });

  it('lets the owner find the order by the amount on the bank statement', async () => {
    const wanted = await order();
    const other = await order();
    const res = await send(t.app, {
      method: 'GET',
      url: `/api/orders?amount=${wanted.transfer_amount}`,
      token: admin.accessToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json().data as Array<{ order_id: number; transfer_amount: number | null }>;
    // Newest first. A code freed by an earlier order's payment or cancel may be drawn again (a loaded run drew one),
    // so an older order that had the same amount is listed after the one waiting for it; never another amount.
    expect(found[0]?.order_id).toBe(wanted.order_id);
    expect(found.map((o) => o.order_id)).not.toContain(other.order_id);
    expect(found.every((o) => o.transfer_amount === wanted.transfer_amount)).toBe(true);
    const none = await send(t.app, { method: 'GET', url: '/api/orders?amount=1', token: admin.accessToken });
    expect(none.json().data).toEqual([]);
    const bad = await send(t.app, { method: 'GET', url: '/api/orders?amount=abc', token: admin.accessToken });
    expect(bad.statusCode).toBe(400);
  });

  it("shows each order's code in the owner's PDF report, and counts the total, not the code, as revenue", async () => {
    const o = await order();
    const shown = await detail(o);
    const res = await send(t.app, { method: 'GET', url: '/api/admin/reports/dashboard.pdf', token: admin.accessToken });
    const { text } = pdfText(res.rawPayload);
    expect(text).toMatch(/Status Pesanan\s+Kode\s+Total/);
    const line = text.split('\n').find((l) => l.includes(shown.order_number))!;
    expect(line).toMatch(
      new RegExp(`\\b${shown.unique_code}\\s+Rp ${(shown.total_amount as number).toLocaleString('id-ID')}`),
    );
  });

  it('gives each racing order its own amount, from the next range of codes when one runs out', async () => {
    const cod = await Promise.all(Array.from({ length: 9 }, () => order('COD (Bayar di Tempat)')));
    // A total no other order of this file has, so that no amount near it is held already.
    const total = 1_234_000;
    const repo = ordersRepo(t.services.database.db);
    // Ranges of eight codes for nine orders of one total at once: every insert races the others for the same few.
    const codes = await Promise.all(
      cod.map((o) =>
        t.services.database.db.transaction().execute((trx) => repo.holdTransferAmount(o.order_id, total, 8, trx)),
      ),
    );
    const sorted = [...codes].sort((a, b) => a - b);
    expect(sorted.slice(0, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(sorted[8]).toBeGreaterThanOrEqual(9);
    expect(sorted[8]).toBeLessThanOrEqual(17);
    await t.behindTheApp((db) =>
      db
        .deleteFrom('transfer_codes')
        .where(
          'order_id',
          'in',
          cod.map((o) => o.order_id),
        )
        .execute(),
    );
  });

  it('SECURITY 33: exhausting kode unik never drops the code or makes amounts collide', async () => {
    // A price no other test of this file uses: these orders' amounts to transfer share no range with theirs.
    const total = 123_000 + shipping.cost;
    const line = (productId: number, address = addressId) => ({
      address_id: address,
      payment_method: 'Transfer Bank',
      items: [{ product_id: productId, quantity: 1 }],
      shipping: { courier: shipping.courier, service: shipping.service },
    });
    // Nine accounts, each buying its own doll of one price: 999 orders of one total, placed side by side.
    const holders = await Promise.all(
      Array.from({ length: 9 }, async () => {
        const who = await signUp(t.app, t.dataDir);
        const doll = await makeProduct(t.services, { price: 123_000, stock: 200 });
        return { who, address: await addAddress(t.app, who), doll };
      }),
    );
    const placed = (
      await Promise.all(
        holders.map(async ({ who, address, doll }) => {
          const mine: Placed[] = [];
          for (let i = 0; i < 111; i++) {
            const res = await placeOrder(t.app, who, line(doll.product_id, address));
            expect(res.statusCode, res.body).toBe(201);
            mine.push(res.json().data);
          }
          return mine;
        }),
      )
    ).flat();
    const doll = holders[0]!.doll;
    expect(placed.every((o) => o.transfer_amount !== null)).toBe(true);
    expect(new Set(placed.map((o) => o.transfer_amount)).size).toBe(999);

    // Every amount from total + 1 to total + 999 is held: the next order's code comes from a wider range.
    const next: Placed = (await placeOrder(t.app, shopper, line(doll.product_id))).json().data;
    const nextCode = (await detail(next)).unique_code as number;
    expect(nextCode).toBeGreaterThanOrEqual(1000);
    expect(next.transfer_amount).toBe(total + nextCode);

    // A basket crafted to cost exactly what a real order is to transfer still gets an amount of its own.
    const real = placed[500]!;
    const crafted = await makeProduct(t.services, { price: real.transfer_amount! - shipping.cost, stock: 5 });
    const forged: Placed = (await placeOrder(t.app, shopper, line(crafted.product_id))).json().data;
    expect(forged.total_amount).toBe(real.transfer_amount);
    expect(forged.transfer_amount).not.toBeNull();
    expect(forged.transfer_amount).not.toBe(real.transfer_amount);
    const open = await t.behindTheApp((db) =>
      db
        .selectFrom('orders')
        .select('transfer_amount')
        .where('status', '=', 'pending')
        .where('transfer_amount', 'is not', null)
        .execute(),
    );
    expect(new Set(open.map((o) => Number(o.transfer_amount))).size).toBe(open.length);
    const found = await send(t.app, {
      method: 'GET',
      url: `/api/orders?amount=${real.transfer_amount}`,
      token: admin.accessToken,
    });
    expect(found.json().data.map((o: { order_id: number }) => o.order_id)).toEqual([real.order_id]);
    // The expiry test below need not sweep a thousand orders.
    const ours = [...placed, next, forged].map((o) => o.order_id);
    await t.behindTheApp(async (db) => {
      await db.updateTable('orders').set({ status: 'cancelled' }).where('id', 'in', ours).execute();
      await db.deleteFrom('transfer_codes').where('order_id', 'in', ours).execute();
    });
  }, 120_000);

  // Last: moving the clock a day on ends every session of this file.
  it('frees the code of an order that expires unpaid', async () => {
    const lapsing = await order();
    t.clock.advance((UNPAID_ORDER_TTL_HOURS + 1) * 3600_000);
    await t.services.orders.expireUnpaid();
    const status = await t.behindTheApp((db) =>
      db.selectFrom('orders').select('status').where('id', '=', lapsing.order_id).executeTakeFirstOrThrow(),
    );
    expect(status.status).toBe('cancelled');
    expect(await holds(lapsing)).toBe(false);
  });
});
