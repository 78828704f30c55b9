import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wibDate, wibDateTime, wibDay, wibTimestamp } from '../src/lib/wib.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { addAddress, cheapestShipping, placeOrder } from './support/orders.js';
import { pdfText } from './support/pdf.js';

// The suite runs this file twice, under TZ=UTC (`api-sqlite`, `api-postgres`) and TZ=Asia/Jakarta (`…-jakarta`):
// the owner's days are WIB days whatever the zone of the machine the shop runs on (docs/design.md §5).
const OFFSETS: Record<string, number> = { UTC: 0, 'Asia/Jakarta': -420 };
const ADMIN = { email: 'owner@boneka.id', password: 'Owner-Boneka-2026' };

// 20:00 UTC on 25 November is 03:00 on Thursday 26 November in Jakarta: a UTC day would still be the 25th.
const NOW = '2026-11-25T20:00:00.000Z';

describe('the machine this file runs on', () => {
  it('is in the zone its project names', () => {
    const zone = process.env.TZ ?? '';
    expect(Object.keys(OFFSETS)).toContain(zone);
    expect(new Date(0).getTimezoneOffset()).toBe(OFFSETS[zone]);
  });
});

describe('the dates in mails, PDFs and Midtrans', () => {
  it('are written in WIB', () => {
    expect(wibDay(new Date(NOW))).toBe('2026-11-26');
    expect(wibDay('2026-11-25T16:59:59.999Z')).toBe('2026-11-25');
    expect(wibDate(NOW)).toBe('26 November 2026');
    expect(wibDateTime('2026-11-26T07:30:00.000Z')).toBe('Kamis, 26 Nov 2026 14.30 WIB');
    expect(wibDateTime('2026-11-26T07:30:00.000Z', 'en')).toBe('Thursday, 26 Nov 2026 14:30 WIB');
    expect(wibDateTime(NOW)).toBe('Kamis, 26 Nov 2026 03.00 WIB');
    expect(wibTimestamp(NOW)).toBe('2026-11-26 03:00:00 +0700');
  });
});

describe('the owner’s dashboard at 03:00 WIB, while the UTC day is still the day before', () => {
  let t: TestApp;
  let admin: SignedIn;
  let serial = 0;

  async function placedAt(at: string, total: number, refunded = 0) {
    const customer = await signUp(t.app, t.dataDir);
    serial += 1;
    await t.services.database.db
      .insertInto('orders')
      .values({
        order_number: `BNK-WIB-${serial}`,
        secure_token: `wib${serial}`.padEnd(32, 'x'),
        user_id: customer.user.id,
        status: 'processing',
        payment_status: 'paid',
        payment_method: 'Transfer Bank',
        subtotal: total,
        shipping_cost: 0,
        voucher_code: null,
        voucher_discount: 0,
        total_amount: total,
        refunded_amount: refunded,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }

  beforeAll(async () => {
    t = await createTestApp();
    await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
    // 01:00 WIB on the 26th, partly refunded; 23:30 WIB on the 25th.
    await placedAt('2026-11-25T18:00:00.000Z', 100_000, 10_000);
    await placedAt('2026-11-25T16:30:00.000Z', 50_000);
    // 00:30 WIB on 28 October, the first of the 30 days; 23:30 WIB on 27 October, the day before them.
    await placedAt('2026-10-27T17:30:00.000Z', 30_000);
    await placedAt('2026-10-27T16:30:00.000Z', 20_000);
    t.clock.advance(new Date(NOW).getTime() - t.clock.now().getTime());
    admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t?.close());

  it('counts each order and its revenue on its WIB day, the last of the 30 being today in Jakarta', async () => {
    const res = await send(t.app, { method: 'GET', url: '/api/admin/dashboard', token: admin.accessToken });
    expect(res.statusCode).toBe(200);
    const daily: { date: string; orders: number; revenue: number }[] = res.json().data.daily;
    expect(daily).toHaveLength(30);
    expect(daily[0]!.date).toBe('2026-10-28');
    expect(daily.at(-1)!.date).toBe('2026-11-26');
    expect(daily.filter((d) => d.orders > 0)).toEqual([
      { date: '2026-10-28', orders: 1, revenue: 30_000 },
      { date: '2026-11-25', orders: 1, revenue: 50_000 },
      { date: '2026-11-26', orders: 1, revenue: 90_000 },
    ]);
  });

  it('dates the PDF report and names its file by the WIB day', async () => {
    const res = await send(t.app, { method: 'GET', url: '/api/admin/reports/dashboard.pdf', token: admin.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Laporan-Admin-2026-11-26.pdf"');
    expect(pdfText(res.rawPayload).text).toContain('Tanggal: 26 November 2026');
  });
});

describe('an order placed at 03:00 WIB, while the UTC day is still the day before', () => {
  it('is numbered by its WIB day', async () => {
    const t = await createTestApp();
    try {
      t.clock.advance(new Date(NOW).getTime() - t.clock.now().getTime());
      const product = await makeProduct(t.services);
      const shopper = await signUp(t.app, t.dataDir);
      const res = await placeOrder(t.app, shopper, {
        address_id: await addAddress(t.app, shopper),
        payment_method: 'Transfer Bank',
        shipping: await cheapestShipping(t.app, shopper),
        items: [{ product_id: product.product_id, quantity: 1 }],
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.order_number).toMatch(/^BNK-20261126-[A-Z2-9]{6}$/);
    } finally {
      await t.close();
    }
  });
});
