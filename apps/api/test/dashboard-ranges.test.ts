import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupiah } from '@boneka/shared';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { insertOrder } from './support/orders-in-db.js';
import { pdfText } from './support/pdf.js';

const ADMIN = { email: 'owner@boneka.id', password: 'Owner-Boneka-2026' };

type Day = { date: string; orders: number; revenue: number };
type Figures = {
  period: { range: string; from: string; to: string; days: number; previousFrom: string; previousTo: string };
  totalOrders: { value: number; growth: string };
  totalRevenue: { value: number; growth: string };
  totalCustomers: { value: number; growth: string };
  orderCounts: { pending: number; delivered: number; completed: number; cancelled: number };
  daily: Day[];
};

describe('the dashboard by WIB date range, with orders on both sides of midnight WIB', () => {
  let t: TestApp;
  let admin: SignedIn;
  let productId: number;
  let buyers: number[];
  let serial = 0;

  /** An order placed at `at` (UTC), straight in the database as the dashboard only reads it. */
  async function placed(at: string, total: number, paid: boolean, status = paid ? 'delivered' : 'pending', buyer = 0) {
    serial += 1;
    await insertOrder(t, {
      orderNumber: `BNK-R${String(serial).padStart(2, '0')}`,
      userId: buyers[buyer]!,
      productId,
      status,
      paymentStatus: paid ? 'paid' : 'unpaid',
      total,
      at,
    });
  }

  const dashboard = async (query: string): Promise<Figures> => {
    const res = await send(t.app, { method: 'GET', url: `/api/admin/dashboard?${query}`, token: admin.accessToken });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const report = async (query: string) => {
    const res = await send(t.app, {
      method: 'GET',
      url: `/api/admin/reports/dashboard.pdf?${query}`,
      token: admin.accessToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    return pdfText(res.rawPayload);
  };

  /**
   * The cards equal the chart's sums, the chart has one point per WIB day of the period, and the PDF prints the same
   * totals, the same days and the period's dates.
   */
  async function agreeing(query: string, periodText: string): Promise<Figures> {
    const d = await dashboard(query);
    expect(d.daily).toHaveLength(d.period.days);
    expect(d.daily[0]!.date).toBe(d.period.from);
    expect(d.daily.at(-1)!.date).toBe(d.period.to);
    expect(d.totalOrders.value).toBe(d.daily.reduce((sum, p) => sum + p.orders, 0));
    expect(d.totalRevenue.value).toBe(d.daily.reduce((sum, p) => sum + p.revenue, 0));

    const { text, lines } = await report(query);
    expect(text).toContain(`Periode: ${periodText} (WIB, ${d.period.days} hari)`);
    const cards = lines.findIndex((line) => line.includes('Total Pendapatan'));
    const values = lines.slice(cards + 1, cards + 4).join(' ');
    expect(values).toContain(formatRupiah(d.totalRevenue.value));
    expect(values).toMatch(new RegExp(`\\s${d.totalOrders.value}\\s+${d.totalCustomers.value}\\s`));
    const sum = lines.find((line) => line.trim().startsWith('Jumlah'));
    expect(sum).toMatch(new RegExp(`^\\s*Jumlah\\s+${d.totalOrders.value}\\s+${formatRupiah(d.totalRevenue.value)}$`));
    for (const point of d.daily.filter((p) => p.orders > 0)) {
      const [year, month, day] = point.date.split('-').map(Number);
      const written = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(year!, month! - 1, day!)),
      );
      expect(
        lines.some((line) =>
          new RegExp(`\\s${written}\\s+${point.orders}\\s+${formatRupiah(point.revenue)}$`).test(line),
        ),
        written,
      ).toBe(true);
    }
    return d;
  }
  const on = (d: Figures) => d.daily.filter((p) => p.orders > 0);

  beforeAll(async () => {
    t = await createTestApp();
    await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
    admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
    buyers = [(await signUp(t.app, t.dataDir)).user.id, (await signUp(t.app, t.dataDir)).user.id];
    productId = (await makeProduct(t.services, { name: 'Boneka Rentang', stock: 100, price: 10_000 })).product_id;
    // "Now" is 2026-11-21 15:00 WIB (08:00 UTC).
    await placed('2026-10-31T16:59:59.000Z', 100_000, true); // 31 Oct 23:59:59 WIB
    await placed('2026-10-31T17:00:00.000Z', 200_000, true); // 1 Nov 00:00:00 WIB
    await placed('2026-11-14T16:59:59.000Z', 40_000, false); // 14 Nov 23:59:59 WIB
    await placed('2026-11-14T17:00:00.000Z', 300_000, true, 'delivered', 1); // 15 Nov 00:00:00 WIB
    await placed('2026-11-20T01:00:00.000Z', 140_000, true); // 20 Nov 08:00 WIB
    await placed('2026-11-20T16:59:59.000Z', 50_000, true, 'delivered', 1); // 20 Nov 23:59:59 WIB
    await placed('2026-11-20T17:00:00.000Z', 70_000, true); // 21 Nov 00:00:00 WIB
    await placed('2026-11-21T07:59:59.000Z', 10_000, false, 'cancelled', 1); // 21 Nov 14:59:59 WIB
  });
  afterAll(() => t?.close());

  it('today: from 00:00:00 WIB; yesterday is compared up to the same time of day', async () => {
    const d = await agreeing('range=today', '21 November 2026');
    expect(d.period).toEqual({
      range: 'today',
      from: '2026-11-21',
      to: '2026-11-21',
      days: 1,
      previousFrom: '2026-11-20',
      previousTo: '2026-11-20',
    });
    expect(on(d)).toEqual([{ date: '2026-11-21', orders: 2, revenue: 70_000 }]);
    // Yesterday until 15:00 WIB holds the 08:00 order only; the one at 23:59:59 comes later in the day.
    expect(d.totalOrders).toEqual({ value: 2, growth: '+100%' });
    expect(d.totalRevenue).toEqual({ value: 70_000, growth: '-50%' });
    expect(d.orderCounts).toEqual({ pending: 0, delivered: 1, completed: 0, cancelled: 1 });
  });

  it('7 days: today and the 6 before, the first from its 00:00:00 WIB', async () => {
    const d = await agreeing('range=7d', '15 November 2026 – 21 November 2026');
    expect(d.period).toMatchObject({ from: '2026-11-15', to: '2026-11-21', days: 7 });
    expect(on(d)).toEqual([
      { date: '2026-11-15', orders: 1, revenue: 300_000 },
      { date: '2026-11-20', orders: 2, revenue: 190_000 },
      { date: '2026-11-21', orders: 2, revenue: 70_000 },
    ]);
    expect(d.totalCustomers.value).toBe(2);
  });

  it('this month: from the 1st at 00:00:00 WIB, not the evening of the 31st', async () => {
    const d = await agreeing('range=month', '1 November 2026 – 21 November 2026');
    expect(d.period).toMatchObject({ from: '2026-11-01', to: '2026-11-21', days: 21 });
    expect(on(d)[0]).toEqual({ date: '2026-11-01', orders: 1, revenue: 200_000 });
    expect(d.totalOrders.value).toBe(7);
    expect(d.totalRevenue.value).toBe(760_000);
  });

  it('a chosen day holds its own 23:59:59 WIB and not the next 00:00:00', async () => {
    const october = await agreeing('range=custom&from=2026-10-31&to=2026-10-31', '31 Oktober 2026');
    expect(on(october)).toEqual([{ date: '2026-10-31', orders: 1, revenue: 100_000 }]);
    const fourteenth = await agreeing('range=custom&from=2026-11-14&to=2026-11-14', '14 November 2026');
    expect(fourteenth.totalOrders.value).toBe(1);
    expect(fourteenth.totalRevenue.value).toBe(0);
    expect(fourteenth.orderCounts.pending).toBe(1);
  });

  it('30 days and a whole year of days agree with their PDF', async () => {
    const thirty = await agreeing('range=30d', '23 Oktober 2026 – 21 November 2026');
    expect(thirty.totalOrders.value).toBe(8);
    expect(thirty.totalRevenue.value).toBe(860_000);
    const year = await agreeing('range=custom&from=2025-11-21&to=2026-11-21', '21 November 2025 – 21 November 2026');
    expect(year.period.days).toBe(366);
    expect(year.totalRevenue.value).toBe(860_000);
  });

  it('the next month: on the 1st, "this month" and "today" are the same day', async () => {
    // To 2026-12-01 10:00 WIB (03:00 UTC); orders then arrive around the turn of the month.
    t.clock.advance(Date.parse('2026-12-01T03:00:00.000Z') - t.clock.now().getTime());
    admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
    await placed('2026-11-30T16:59:59.000Z', 25_000, true); // 30 Nov 23:59:59 WIB
    await placed('2026-11-30T17:00:00.000Z', 35_000, true); // 1 Dec 00:00:00 WIB
    await placed('2026-12-01T02:59:59.000Z', 5_000, true); // 1 Dec 09:59:59 WIB
    const month = await agreeing('range=month', '1 Desember 2026');
    const today = await agreeing('range=today', '1 Desember 2026');
    for (const d of [month, today]) {
      expect(d.period).toMatchObject({ from: '2026-12-01', to: '2026-12-01', days: 1 });
      expect(on(d)).toEqual([{ date: '2026-12-01', orders: 2, revenue: 40_000 }]);
      // 30 Nov until 10:00 WIB had nothing: the 23:59:59 order comes later.
      expect(d.totalRevenue.growth).toBe('+100%');
    }
    const november = await agreeing('range=custom&from=2026-11-01&to=2026-11-30', '1 November 2026 – 30 November 2026');
    expect(november.totalOrders.value).toBe(8);
    expect(november.totalRevenue.value).toBe(785_000);
    expect(on(november).at(-1)).toEqual({ date: '2026-11-30', orders: 1, revenue: 25_000 });
    const week = await agreeing('range=7d', '25 November 2026 – 1 Desember 2026');
    expect(week.totalRevenue.value).toBe(65_000);
  });

  it('a kept reply of "today" ends at midnight WIB, even with no order to drop it', async () => {
    // 1 Dec 23:59:50 WIB: "today" is read (and kept by the read cache for up to 60 s); 20 s later it is 2 Dec.
    t.clock.advance(Date.parse('2026-12-01T16:59:50.000Z') - t.clock.now().getTime());
    admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
    expect((await dashboard('range=today')).period).toMatchObject({ from: '2026-12-01', to: '2026-12-01' });
    t.clock.advance(20_000);
    const next = await dashboard('range=today');
    expect(next.period).toMatchObject({ from: '2026-12-02', to: '2026-12-02', days: 1 });
    expect(next.totalOrders.value).toBe(0);
  });
});

describe('a range the dashboard cannot show', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
    admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t?.close());

  // "Today" is 2026-11-21 in WIB.
  const cases: [string, string, string, string][] = [
    ['range=year', 'VALIDATION_ERROR', 'range', 'Rentang harus salah satu dari today, 7d, 30d, month atau custom'],
    ['range=custom', 'DATES_REQUIRED', 'from', 'Pilih tanggal awal dan tanggal akhir untuk rentang pilihan'],
    [
      'range=custom&from=2026-11-01',
      'DATES_REQUIRED',
      'to',
      'Pilih tanggal awal dan tanggal akhir untuk rentang pilihan',
    ],
    [
      'range=custom&from=21-11-2026&to=2026-11-21',
      'VALIDATION_ERROR',
      'from',
      'Tanggal harus ditulis TTTT-BB-HH, misalnya 2026-11-26',
    ],
    ['range=custom&from=2026-02-30&to=2026-11-21', 'VALIDATION_ERROR', 'from', 'Tanggal itu tidak ada di kalender'],
    [
      'range=custom&from=2026-11-10&to=2026-11-09',
      'DATE_RANGE_REVERSED',
      'from',
      'Tanggal awal tidak boleh sesudah tanggal akhir',
    ],
    [
      'range=custom&from=2026-11-20&to=2026-11-22',
      'DATE_IN_FUTURE',
      'to',
      'Tanggal akhir tidak boleh melewati hari ini (2026-11-21, WIB)',
    ],
    [
      'range=custom&from=2025-11-20&to=2026-11-21',
      'DATE_RANGE_TOO_LONG',
      'from',
      'Rentang tanggal paling panjang 366 hari',
    ],
  ];

  it.each(cases)('%s → 400 %s', async (query, code, path, message) => {
    for (const url of [`/api/admin/dashboard?${query}`, `/api/admin/reports/dashboard.pdf?${query}`]) {
      const res = await send(t.app, { method: 'GET', url, token: admin.accessToken });
      expect(res.statusCode, url).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ success: false, code, message });
      expect(body.details).toContainEqual({ path, message });
    }
  });

  it('shows the edges that are allowed: a range ending today, and exactly 366 days', async () => {
    for (const query of ['range=custom&from=2026-11-21&to=2026-11-21', 'range=custom&from=2025-11-21&to=2026-11-21']) {
      const res = await send(t.app, { method: 'GET', url: `/api/admin/dashboard?${query}`, token: admin.accessToken });
      expect(res.statusCode, query).toBe(200);
    }
  });

  it('ignores dates sent with a range that is not custom', async () => {
    const res = await send(t.app, {
      method: 'GET',
      url: '/api/admin/dashboard?range=7d&from=2020-01-01&to=2020-01-02',
      token: admin.accessToken,
    });
    expect(res.json().data.period).toMatchObject({ range: '7d', from: '2026-11-15', to: '2026-11-21' });
  });
});
