import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { insertOrder as insertOrderInDb } from './support/orders-in-db.js';
import { pdfText } from './support/pdf.js';

const ADMIN = { email: 'owner@boneka.id', password: 'Owner-Boneka-2026' };
const DAY = 24 * 3600_000;

const insertOrder = (
  t: TestApp,
  userId: number,
  daysAgo: number,
  status: string,
  paymentStatus: string,
  total: number,
  productId: number,
) =>
  insertOrderInDb(t, {
    orderNumber: `BNK-D${daysAgo}-${status.slice(0, 4)}`.toUpperCase(),
    userId,
    productId,
    status,
    paymentStatus,
    total,
    at: new Date(t.clock.now().getTime() - daysAgo * DAY).toISOString(),
  });

type VariantRow = { options?: string[]; sku?: string | null; stock: number; price?: number; is_active?: boolean };

/**
 * Gives a product exactly these options and variants, straight in the database (the owner's variants form has tests
 * of its own): the dashboard only reads them.
 */
async function setVariants(t: TestApp, productId: number, options: string[], variants: VariantRow[]) {
  const db = t.services.database.db;
  const now = t.clock.now().toISOString();
  await db.deleteFrom('product_variants').where('product_id', '=', productId).execute();
  await db.deleteFrom('product_options').where('product_id', '=', productId).execute();
  for (const [position, name] of options.entries()) {
    const values = [...new Set(variants.map((v) => v.options![position]!))];
    await db
      .insertInto('product_options')
      .values({ product_id: productId, position, name, option_values: JSON.stringify(values) })
      .execute();
  }
  for (const [position, v] of variants.entries()) {
    await db
      .insertInto('product_variants')
      .values({
        product_id: productId,
        position,
        option1: v.options?.[0] ?? '',
        option2: v.options?.[1] ?? '',
        option3: v.options?.[2] ?? '',
        sku: v.sku ?? null,
        price: v.price ?? 100_000,
        stock: v.stock,
        is_active: v.is_active ?? true,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

describe('with a seeded set of orders across statuses and dates', () => {
  let t: TestApp;
  let admin: SignedIn;
  let customer: SignedIn;
  const ids: Record<string, number> = {};
  let products: { name: string; product_id: number }[];

  beforeAll(async () => {
    t = await createTestApp();
    await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
    admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
    customer = await signUp(t.app, t.dataDir);
    const [a, b, c] = [customer, await signUp(t.app, t.dataDir), await signUp(t.app, t.dataDir)];
    const p1 = await makeProduct(t.services, { name: 'Boneka Satu', stock: 5, price: 100_000 });
    const p2 = await makeProduct(t.services, { name: 'Boneka Dua', stock: 50, price: 50_000 });
    const p3 = await makeProduct(t.services, { name: 'Boneka Tiga', stock: 0, price: 70_000 });
    products = [p1, p2, p3];
    await setVariants(t, p1.product_id, [], [{ stock: 5 }]);
    await setVariants(t, p2.product_id, [], [{ stock: 50 }]);
    await setVariants(t, p3.product_id, [], [{ stock: 0 }]);
    const db = t.services.database.db;
    await db
      .updateTable('products')
      .set({ created_at: new Date(t.clock.now().getTime() - 40 * DAY).toISOString() })
      .where('id', '=', p3.product_id)
      .execute();
    await db.updateTable('products').set({ sold_count: 3 }).where('id', '=', p1.product_id).execute();
    await db.updateTable('products').set({ sold_count: 7 }).where('id', '=', p2.product_id).execute();
    ids.o1 = await insertOrder(t, a.user.id, 1, 'delivered', 'paid', 100_000, p1.product_id);
    ids.o2 = await insertOrder(t, b.user.id, 2, 'pending', 'unpaid', 50_000, p2.product_id);
    ids.o3 = await insertOrder(t, a.user.id, 35, 'cancelled', 'refunded', 70_000, p3.product_id);
    ids.o4 = await insertOrder(t, c.user.id, 40, 'processing', 'paid', 200_000, p2.product_id);
    ids.o5 = await insertOrder(t, b.user.id, 5, 'confirmed', 'unpaid', 80_000, p1.product_id);
    ids.o6 = await insertOrder(t, c.user.id, 10, 'shipped', 'paid', 120_000, p2.product_id);
  });
  afterAll(() => t?.close());

  it('answers the hand-computed figures of the last 30 days (the range when none is named)', async () => {
    const res = await send(t.app, { method: 'GET', url: '/api/admin/dashboard', token: admin.accessToken });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.period).toEqual({
      range: '30d',
      from: '2026-10-23',
      to: '2026-11-21',
      days: 30,
      previousFrom: '2026-09-23',
      previousTo: '2026-10-22',
    });
    // Listed products now; the growth compares the products added in the 30 days with the 30 before.
    expect(d.totalProducts).toEqual({ value: 3, growth: '+100%' });
    // Placed within the 30 days (4) against the 30 before (2: 35 and 40 days ago).
    expect(d.totalOrders).toEqual({ value: 4, growth: '+100%' });
    expect(d.totalCustomers).toEqual({ value: 3, growth: '+50%' });
    expect(d.totalRevenue).toEqual({ value: 220_000, growth: '+10%' });
    // The cancelled order was placed 35 days ago: outside the range.
    // The delivered order has arrived but the shopper has not confirmed it: "Sampai", not yet "Selesai".
    expect(d.orderCounts).toEqual({ pending: 2, delivered: 1, completed: 0, cancelled: 0 });
    expect(d.recentOrders.map((o: { order_id: number }) => o.order_id)).toEqual([
      ids.o6,
      ids.o5,
      ids.o4,
      ids.o3,
      ids.o2,
    ]);
    // Units in the orders placed within the range, then the first products to fill the panel.
    expect(d.topProducts.map((p: { name: string; sold: number }) => [p.name, p.sold])).toEqual([
      ['Boneka Satu', 2],
      ['Boneka Dua', 2],
      ['Boneka Tiga', 0],
    ]);
    expect(d.lowStock).toEqual([
      {
        product_id: products[2]!.product_id,
        variant_id: expect.any(Number),
        name: 'Boneka Tiga',
        variant_label: '',
        sku: null,
        stock: 0,
        threshold: 5,
      },
      {
        product_id: products[0]!.product_id,
        variant_id: expect.any(Number),
        name: 'Boneka Satu',
        variant_label: '',
        sku: null,
        stock: 5,
        threshold: 5,
      },
    ]);
    expect(d.daily).toHaveLength(30);
    expect(d.daily.at(-1).date).toBe('2026-11-21');
    const byDate = Object.fromEntries(d.daily.map((x: { date: string }) => [x.date, x]));
    expect(byDate['2026-11-20']).toEqual({ date: '2026-11-20', orders: 1, revenue: 100_000 });
    expect(byDate['2026-11-19']).toEqual({ date: '2026-11-19', orders: 1, revenue: 0 });
    expect(byDate['2026-11-11']).toEqual({ date: '2026-11-11', orders: 1, revenue: 120_000 });
    expect(d.daily.reduce((s: number, x: { orders: number }) => s + x.orders, 0)).toBe(4);
    expect(d.daily.reduce((s: number, x: { revenue: number }) => s + x.revenue, 0)).toBe(220_000);
  });

  it('exports the figures of a chosen range as an A4 PDF with its tables', async () => {
    const res = await send(t.app, {
      method: 'GET',
      url: '/api/admin/reports/dashboard.pdf?range=custom&from=2026-10-01&to=2026-11-21',
      token: admin.accessToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Laporan-Admin-2026-11-21.pdf"');
    const { text } = pdfText(res.rawPayload);
    for (const expected of [
      'LAPORAN ADMIN',
      'Tanggal: 21 November 2026',
      'Periode: 1 Oktober 2026 – 21 November 2026 (WIB, 52 hari)',
      'Total Produk',
      'Total Pesanan',
      'Total Pelanggan',
      'Total Pendapatan',
      'Rp 420.000',
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const header of [
      'Nama Produk',
      'Harga',
      'Stok',
      'No. Order',
      'Customer',
      'Status Bayar',
      'Status Pesanan',
      'Total',
    ])
      expect(text).toContain(header);
    for (const p of products) expect(text).toContain(p.name);
    for (const number of [
      'BNK-D1-DELI',
      'BNK-D2-PEND',
      'BNK-D35-CANC',
      'BNK-D40-PROC',
      'BNK-D5-CONF',
      'BNK-D10-SHIP',
    ]) {
      expect(text).toContain(number);
    }
    expect(text).toContain('Sudah Bayar');
    expect(text).toContain('Dibatalkan');
  });

  it('counts an arrived order as Sampai until it completes, then as Selesai, on the dashboard and in the PDF', async () => {
    const figures = async () => {
      const dashboard = await send(t.app, { method: 'GET', url: '/api/admin/dashboard', token: admin.accessToken });
      const pdf = await send(t.app, {
        method: 'GET',
        url: '/api/admin/reports/dashboard.pdf',
        token: admin.accessToken,
      });
      const row = pdfText(pdf.rawPayload).lines.find((line) => line.includes('BNK-D1-DELI'))!;
      return { counts: dashboard.json().data.orderCounts, row };
    };
    const arrived = await figures();
    expect(arrived.counts).toMatchObject({ delivered: 1, completed: 0 });
    expect(arrived.row).toMatch(/Sudah Bayar\s+Sampai\s/);

    const db = t.services.database.db;
    await db
      .updateTable('orders')
      .set({ completed_at: t.clock.now().toISOString() })
      .where('id', '=', ids.o1!)
      .execute();
    try {
      const done = await figures();
      expect(done.counts).toMatchObject({ delivered: 0, completed: 1 });
      expect(done.row).toMatch(/Sudah Bayar\s+Selesai\s/);
    } finally {
      await db.updateTable('orders').set({ completed_at: null }).where('id', '=', ids.o1!).execute();
    }
  });

  it('continues a long table on the next page with its header', async () => {
    for (let i = 0; i < 60; i += 1)
      await makeProduct(t.services, { name: `Boneka Massal ${String(i).padStart(2, '0')}` });
    const res = await send(t.app, { method: 'GET', url: '/api/admin/reports/dashboard.pdf', token: admin.accessToken });
    const { text, pages } = pdfText(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(2);
    // The product table's header (the only one with "Harga") starts the next page again.
    expect(text.match(/Harga/g)!.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Boneka Massal 59');
  });

  it('SECURITY 15: customers get 403 and anonymous callers 401', async () => {
    for (const url of ['/api/admin/dashboard', '/api/admin/reports/dashboard.pdf', '/api/admin/audit-log']) {
      expect((await send(t.app, { method: 'GET', url })).statusCode, url).toBe(401);
      expect((await send(t.app, { method: 'GET', url, token: customer.accessToken })).statusCode, url).toBe(403);
    }
  });
});

describe('on an empty shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
  });
  afterAll(() => t?.close());

  it('shows zeros and the empty placeholders', async () => {
    const admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
    const d = (await send(t.app, { method: 'GET', url: '/api/admin/dashboard', token: admin.accessToken })).json().data;
    expect(d.totalRevenue).toEqual({ value: 0, growth: '0%' });
    expect(d.recentOrders).toEqual([]);
    expect(d.topProducts).toEqual([]);
    expect(d.lowStock).toEqual([]);
    const pdf = await send(t.app, { method: 'GET', url: '/api/admin/reports/dashboard.pdf', token: admin.accessToken });
    const { text } = pdfText(pdf.rawPayload);
    expect(text).toContain('Tidak ada data produk');
    expect(text).toContain('Semua stok aman');
    expect(text).toContain('Tidak ada data pesanan');
    expect(text).toContain('Rp 0');
  });
});

describe('low stock, counted per variant', () => {
  let t: TestApp;
  let admin: SignedIn;
  let bear: { product_id: number };
  let bunny: { product_id: number };
  let hidden: { product_id: number };

  const dashboard = async () =>
    (await send(t.app, { method: 'GET', url: '/api/admin/dashboard', token: admin.accessToken })).json().data;
  const lines = (d: { lowStock: { name: string; variant_label: string; sku: string | null; stock: number }[] }) =>
    d.lowStock.map((v) => `${v.name} | ${v.variant_label} | ${v.sku ?? '-'} | ${v.stock}`);

  beforeAll(async () => {
    t = await createTestApp({ READ_CACHE_SECONDS: '60' });
    await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
    admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
    bear = await makeProduct(t.services, { name: 'Boneka Beruang' });
    // 23 pieces in all, so the product is not low: two of its variants are.
    await setVariants(
      t,
      bear.product_id,
      ['Ukuran', 'Warna'],
      [
        { options: ['30 cm', 'Coklat'], sku: 'BR-30-CKL', stock: 20 },
        { options: ['30 cm', 'Pink'], sku: 'BR-30-PNK', stock: 3 },
        { options: ['50 cm', 'Coklat'], sku: 'BR-50-CKL', stock: 0 },
        // Switched off: not for sale, so not something to restock.
        { options: ['50 cm', 'Pink'], sku: 'BR-50-PNK', stock: 1, is_active: false },
      ],
    );
    bunny = await makeProduct(t.services, { name: 'Boneka Kelinci' });
    await setVariants(
      t,
      bunny.product_id,
      ['Warna'],
      [
        { options: ['Putih'], sku: 'KL-PTH', stock: 3 },
        { options: ['Abu'], stock: 40 },
      ],
    );
    hidden = await makeProduct(t.services, { name: 'Boneka Tersembunyi' });
    await setVariants(t, hidden.product_id, [], [{ stock: 0 }]);
    await t.services.database.db
      .updateTable('products')
      .set({ is_active: false })
      .where('id', '=', hidden.product_id)
      .execute();
  });
  afterAll(() => t?.close());

  it('names each switched-on variant of a listed product at or below its threshold, fewest first, with its SKU', async () => {
    const d = await dashboard();
    expect(lines(d)).toEqual([
      'Boneka Beruang | 50 cm / Coklat | BR-50-CKL | 0',
      'Boneka Beruang | 30 cm / Pink | BR-30-PNK | 3',
      'Boneka Kelinci | Putih | KL-PTH | 3',
    ]);
    expect(d.lowStock[0]).toMatchObject({ product_id: bear.product_id, variant_id: expect.any(Number) });
    expect(d.lowStock[2]).toMatchObject({ product_id: bunny.product_id });
  });

  it('shows a variant restocked (or sold out) at once, though the page is cached', async () => {
    expect(lines(await dashboard())).toContain('Boneka Beruang | 30 cm / Pink | BR-30-PNK | 3');
    const db = t.services.database.db;
    await db.updateTable('product_variants').set({ stock: 15 }).where('sku', '=', 'BR-30-PNK').execute();
    await db.updateTable('product_variants').set({ stock: 2 }).where('sku', '=', 'BR-30-CKL').execute();
    expect(lines(await dashboard())).toEqual([
      'Boneka Beruang | 50 cm / Coklat | BR-50-CKL | 0',
      'Boneka Beruang | 30 cm / Coklat | BR-30-CKL | 2',
      'Boneka Kelinci | Putih | KL-PTH | 3',
    ]);
  });

  it('follows each product’s own threshold, as the daily mail does, and a changed threshold shows at once', async () => {
    const db = t.services.database.db;
    const setThreshold = (productId: number, threshold: number) =>
      db.updateTable('products').set({ low_stock_threshold: threshold }).where('id', '=', productId).execute();
    await setThreshold(bunny.product_id, 40);
    const raised = await dashboard();
    expect(lines(raised)).toContain('Boneka Kelinci | Abu | - | 40');
    expect(raised.lowStock.find((v: { sku: string | null }) => v.sku === 'KL-PTH')).toMatchObject({ threshold: 40 });
    await setThreshold(bunny.product_id, 2);
    expect(lines(await dashboard()).filter((line) => line.startsWith('Boneka Kelinci'))).toEqual([]);
    await setThreshold(bunny.product_id, 5);
    expect(lines(await dashboard())).toContain('Boneka Kelinci | Putih | KL-PTH | 3');
  });

  it('names the ten closest to running out on the dashboard, and every one in the PDF', async () => {
    const many = await makeProduct(t.services, { name: 'Boneka Pelangi' });
    const colours = Array.from({ length: 12 }, (_, i) => `Warna ${String(i + 1).padStart(2, '0')}`);
    await setVariants(
      t,
      many.product_id,
      ['Warna'],
      colours.map((colour, i) => ({ options: [colour], sku: `PL-${i + 1}`, stock: 4 + (i % 3) })),
    );
    const d = await dashboard();
    expect(d.lowStock).toHaveLength(10);
    expect(d.lowStock.map((v: { stock: number }) => v.stock)).toEqual(
      [...d.lowStock.map((v: { stock: number }) => v.stock)].sort((a, b) => a - b),
    );

    const res = await send(t.app, { method: 'GET', url: '/api/admin/reports/dashboard.pdf', token: admin.accessToken });
    const { text, lines: pdfLines } = pdfText(res.rawPayload);
    expect(text).toContain('Stok Menipis');
    for (const header of ['Varian', 'SKU']) expect(text).toContain(header);
    const row = (sku: string) => pdfLines.find((line) => line.includes(sku)) ?? '';
    expect(row('BR-50-CKL')).toMatch(/Boneka Beruang\s+50 cm \/ Coklat\s+BR-50-CKL\s+0\s+5$/);
    expect(row('KL-PTH')).toMatch(/Boneka Kelinci\s+Putih\s+KL-PTH\s+3\s+5$/);
    // Stocks 4, 5 and 6 in turn: the sixes are above the default threshold of 5.
    for (let i = 1; i <= 12; i += 1) {
      if (i % 3 === 0) expect(text, `PL-${i}`).not.toMatch(new RegExp(`PL-${i}\\s`));
      else expect(text, `PL-${i}`).toMatch(new RegExp(`PL-${i}\\s`));
    }
    expect(text).not.toContain('BR-50-PNK');
    expect(text).not.toContain('Boneka Tersembunyi');
  });

  it('prints a product whose variants cost differently with its price range', async () => {
    const res = await send(t.app, { method: 'GET', url: '/api/admin/reports/dashboard.pdf', token: admin.accessToken });
    await t.services.database.db
      .updateTable('products')
      .set({ price: 95_000, price_max: 150_000 })
      .where('id', '=', bear.product_id)
      .execute();
    const after = await send(t.app, {
      method: 'GET',
      url: '/api/admin/reports/dashboard.pdf',
      token: admin.accessToken,
    });
    expect(pdfText(res.rawPayload).text).not.toContain('Rp 95.000 – Rp 150.000');
    expect(pdfText(after.rawPayload).text).toContain('Rp 95.000 – Rp 150.000');
  });
});
