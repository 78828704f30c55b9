import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { multipart } from './support/images.js';
import { addAddress, orderingShop, placeOrder } from './support/orders.js';
import { setVariants } from './support/variants.js';
import type { TestApp } from './support/test-app.js';

/**
 * The owner's stock tools (issue 30, decision 044): the orders and products CSV exports read back with a CSV library
 * and matched with the database, the stock sheet previewed and applied exactly once, and what a wrong upload gets.
 */
let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let shipping: { courier: string; service: string };

beforeAll(async () => {
  const shop = await orderingShop();
  ({ t, admin, shipping } = shop);
  shopper = await signUp(t.app, t.dataDir, { firstName: '王小明', lastName: 'Santoso, "Budi"' });
});
afterAll(async () => t?.close());

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const get = (url: string, token = admin.accessToken) => send(t.app, { method: 'GET', url, token });
const records = (body: string) => parse(body, { bom: true }) as string[][];
/** The rows of a CSV reply as objects keyed by its header. */
function table(body: string): Record<string, string>[] {
  const [header, ...rows] = records(body);
  return rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i] ?? ''])));
}
const importSheet = (csv: string | Buffer, token = admin.accessToken) =>
  send(t.app, {
    method: 'POST',
    url: '/api/admin/stock-imports',
    token,
    headers: { 'content-type': 'text/csv' },
    payload: csv,
  });
const apply = (id: number) =>
  send(t.app, { method: 'POST', url: `/api/admin/stock-imports/${id}/apply`, token: admin.accessToken });
const variantsOf = (productId: number) =>
  t.behindTheApp((db) =>
    db
      .selectFrom('product_variants')
      .select(['id', 'sku', 'price', 'stock'])
      .where('product_id', '=', productId)
      .orderBy('id')
      .execute(),
  );
const productRow = (productId: number) =>
  t.behindTheApp((db) =>
    db
      .selectFrom('products')
      .select(['price', 'price_max', 'stock', 'low_stock_threshold'])
      .where('id', '=', productId)
      .executeTakeFirstOrThrow(),
  );

describe('orders export', () => {
  let single: { product_id: number; name: string };
  let bear: { product_id: number };
  let transfer: { order_id: number; order_number: string };
  let cod: { order_id: number; order_number: string };

  beforeAll(async () => {
    single = await makeProduct(t.services, { name: 'Boneka "Besar", 50cm', price: 145_000, stock: 20 });
    bear = await makeProduct(t.services, { name: 'Beruang 熊', price: 100_000 });
    const [small, big] = await setVariants(
      t.services,
      bear.product_id,
      [{ name: 'Ukuran', values: ['30 cm', '50 cm'] }],
      [
        { options: ['30 cm'], sku: 'EXP-30', price: 90_000, stock: 10 },
        { options: ['50 cm'], sku: 'EXP-50', price: 150_000, stock: 10 },
      ],
    );
    const addressId = await addAddress(t.app, shopper);
    const order = async (payment_method: string, items: Record<string, unknown>[]) => {
      const res = await placeOrder(t.app, shopper, {
        address_id: addressId,
        payment_method,
        items,
        shipping,
        from_cart: false,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { order_id: number; order_number: string };
    };
    transfer = await order('Transfer Bank', [
      { product_id: bear.product_id, variant_id: small!.variant_id, quantity: 2 },
      { product_id: bear.product_id, variant_id: big!.variant_id, quantity: 1 },
    ]);
    cod = await order('COD (Bayar di Tempat)', [{ product_id: single.product_id, quantity: 3 }]);
    // What a shop's data may hold: a street over two lines with quotes and commas, a name a spreadsheet would run.
    await t.behindTheApp((db) =>
      db
        .updateTable('orders')
        .set({ ship_street: 'Jl. Melati No. 5\nBlok "A", RT 01', ship_recipient: '=HYPERLINK("http://x")' })
        .where('id', '=', cod.order_id)
        .execute(),
    );
  });

  it('writes one row per line, the order repeated, in UTF-8 with a BOM, matching the database', async () => {
    const res = await get('/api/admin/exports/orders.csv?from=2026-11-21&to=2026-11-21');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Pesanan-2026-11-21-sd-2026-11-21.csv"');
    expect(res.rawPayload.subarray(0, 3).equals(BOM)).toBe(true);
    expect(res.body).toContain('\r\n');

    const rows = table(res.body);
    const lines = await t.behindTheApp((db) =>
      db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select([
          'orders.order_number',
          'orders.total_amount',
          'orders.shipping_cost',
          'orders.subtotal',
          'orders.ship_recipient',
          'order_items.product_name',
          'order_items.variant_label',
          'order_items.sku',
          'order_items.quantity',
          'order_items.unit_price',
          'order_items.subtotal as line_total',
        ])
        .orderBy('order_items.id')
        .execute(),
    );
    expect(rows).toHaveLength(lines.length);
    expect(lines).toHaveLength(3);
    rows.forEach((row, i) => {
      const line = lines[i]!;
      expect(row).toMatchObject({
        'No. Pesanan': line.order_number,
        Subtotal: String(line.subtotal),
        Ongkir: String(line.shipping_cost),
        Total: String(line.total_amount),
        Produk: line.product_name,
        Varian: line.variant_label ?? '',
        SKU: line.sku ?? '',
        Jumlah: String(line.quantity),
        'Harga Satuan': String(line.unit_price),
        'Total Baris': String(line.line_total),
        'Nama Pelanggan': '王小明 Santoso, "Budi"',
        'Email Pelanggan': shopper.email,
        'Waktu Pesan (WIB)': '2026-11-21 15:00',
      });
    });
    const transferRows = rows.filter((r) => r['No. Pesanan'] === transfer.order_number);
    expect(transferRows.map((r) => r.SKU)).toEqual(['EXP-30', 'EXP-50']);
    expect(transferRows.map((r) => r.Status)).toEqual(['Menunggu Pembayaran', 'Menunggu Pembayaran']);
    expect(transferRows[0]!['Status Pembayaran']).toBe('Belum Bayar');
    const codRow = rows.find((r) => r['No. Pesanan'] === cod.order_number)!;
    expect(codRow.Produk).toBe('Boneka "Besar", 50cm');
    expect(codRow.Alamat).toMatch(/^Jl\. Melati No\. 5\nBlok "A", RT 01, Kec\. /);
    // A cell a spreadsheet would run as a formula is written as text.
    expect(codRow.Penerima).toBe(`'=HYPERLINK("http://x")`);
  });

  it('takes only the orders of the status and the WIB days asked for', async () => {
    const confirmed = table(
      (await get('/api/admin/exports/orders.csv?from=2026-11-01&to=2026-11-30&status=confirmed')).body,
    );
    expect(confirmed.map((r) => r['No. Pesanan'])).toEqual([cod.order_number]);
    // 08:00 UTC on the 21st is 15:00 WIB on the 21st: nothing on the 20th or the 22nd.
    for (const day of ['2026-11-20', '2026-11-22']) {
      const res = await get(`/api/admin/exports/orders.csv?from=${day}&to=${day}`);
      expect(res.statusCode).toBe(200);
      expect(records(res.body)).toHaveLength(1);
    }
  });

  it('refuses a range backwards, longer than 366 days, or of dates that do not exist', async () => {
    const cases: [string, string][] = [
      ['from=2026-11-22&to=2026-11-21', 'INVALID_DATE_RANGE'],
      ['from=2025-11-20&to=2026-11-21', 'DATE_RANGE_TOO_LONG'],
      ['from=2026-02-30&to=2026-03-01', 'VALIDATION_ERROR'],
      ['from=21-11-2026&to=2026-11-21', 'VALIDATION_ERROR'],
      ['to=2026-11-21', 'VALIDATION_ERROR'],
    ];
    for (const [query, code] of cases) {
      const res = await get(`/api/admin/exports/orders.csv?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ success: false, code });
    }
    // 366 days, both ends included, is the most one export covers.
    expect((await get('/api/admin/exports/orders.csv?from=2025-11-21&to=2026-11-21')).statusCode).toBe(200);
  });

  it('says what was transferred, refunded and kept, the statuses in words, and phones as a spreadsheet keeps them', async () => {
    // The transfer order paid, delivered and completed, then Rp 50.000 of it refunded after a complaint; the COD
    // order delivered and not yet confirmed by the shopper.
    const now = new Date().toISOString();
    await t.behindTheApp(async (db) => {
      await db
        .updateTable('orders')
        .set({
          status: 'delivered',
          payment_status: 'paid',
          completed_at: now,
          refunded_amount: 50_000,
          ship_phone: '+6281234567890',
        })
        .where('id', '=', transfer.order_id)
        .execute();
      await db
        .updateTable('orders')
        .set({ status: 'delivered', payment_status: 'paid', ship_phone: '0812-3456-7890' })
        .where('id', '=', cod.order_id)
        .execute();
      await db.updateTable('users').set({ phone_number: '081298765432' }).where('email', '=', shopper.email).execute();
    });
    const orders = await t.behindTheApp((db) =>
      db
        .selectFrom('orders')
        .select(['id', 'total_amount', 'unique_code', 'transfer_amount'])
        .where('id', 'in', [transfer.order_id, cod.order_id])
        .orderBy('id')
        .execute(),
    );
    const [paid, onDelivery] = orders;
    expect(paid!.unique_code).toBeGreaterThan(0);

    const res = await get('/api/admin/exports/orders.csv?from=2026-11-21&to=2026-11-21');
    const rows = table(res.body);
    const transferRow = rows.find((r) => r['No. Pesanan'] === transfer.order_number)!;
    expect(transferRow).toMatchObject({
      Status: 'Selesai',
      'Status Pembayaran': 'Sudah Bayar',
      Total: String(paid!.total_amount),
      'Kode Unik': String(paid!.unique_code),
      'Jumlah Transfer': String(Number(paid!.total_amount) + Number(paid!.unique_code)),
      Dikembalikan: '50000',
      Bersih: String(Number(paid!.total_amount) - 50_000),
      // Written as ="…": Excel and Google Sheets show the text, its leading 0 and its + kept (decision 053).
      'Telepon Pelanggan': '="081298765432"',
      'Telepon Penerima': '="+6281234567890"',
    });
    const codRow = rows.find((r) => r['No. Pesanan'] === cod.order_number)!;
    expect(codRow).toMatchObject({
      Status: 'Sampai',
      'Kode Unik': '',
      'Jumlah Transfer': '',
      Dikembalikan: '0',
      Bersih: String(onDelivery!.total_amount),
      'Telepon Penerima': '="0812-3456-7890"',
    });

    // A shop's cancel of a paid order gives the whole payment back: nothing of it is kept.
    await t.behindTheApp((db) =>
      db
        .updateTable('orders')
        .set({ status: 'cancelled', payment_status: 'refunded', completed_at: null, refunded_amount: 0 })
        .where('id', '=', transfer.order_id)
        .execute(),
    );
    const cancelled = table((await get('/api/admin/exports/orders.csv?from=2026-11-21&to=2026-11-21')).body).find(
      (r) => r['No. Pesanan'] === transfer.order_number,
    )!;
    expect(cancelled).toMatchObject({
      Status: 'Dibatalkan',
      'Status Pembayaran': 'Dana Dikembalikan',
      Dikembalikan: String(paid!.total_amount),
      Bersih: '0',
    });
  });

  it('writes a phone field that is no phone number as plain text, never inside a formula of ours', async () => {
    await t.behindTheApp((db) =>
      db.updateTable('orders').set({ ship_phone: '0812"&CALL("x")&"' }).where('id', '=', cod.order_id).execute(),
    );
    const rows = table((await get('/api/admin/exports/orders.csv?from=2026-11-21&to=2026-11-21')).body);
    expect(rows.find((r) => r['No. Pesanan'] === cod.order_number)!['Telepon Penerima']).toBe('0812"&CALL("x")&"');
  });

  it('is the owner’s only', async () => {
    for (const url of [
      '/api/admin/exports/orders.csv?from=2026-11-21&to=2026-11-21',
      '/api/admin/exports/products.csv',
      '/api/admin/stock-imports/1',
    ]) {
      expect((await send(t.app, { method: 'GET', url })).statusCode, url).toBe(401);
      expect((await get(url, shopper.accessToken)).statusCode, url).toBe(403);
    }
    expect((await importSheet('SKU,Stok\nX,1\n', shopper.accessToken)).statusCode).toBe(403);
    const anonymous = await send(t.app, { method: 'POST', url: '/api/admin/stock-imports/1/apply' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('products export and stock sheet', () => {
  let plain: { product_id: number };
  let bear: { product_id: number };
  let other: { product_id: number };

  beforeAll(async () => {
    plain = await makeProduct(t.services, { name: 'Kelinci "Mini", putih', price: 75_000, stock: 12 });
    other = await makeProduct(t.services, { name: 'Panda', price: 60_000, stock: 4 });
    bear = await makeProduct(t.services, { name: 'Beruang Sheet', price: 100_000 });
    await setVariants(
      t.services,
      bear.product_id,
      [{ name: 'Ukuran', values: ['30 cm', '50 cm'] }],
      [
        { options: ['30 cm'], sku: 'BB-30', price: 90_000, stock: 10 },
        { options: ['50 cm'], sku: 'BB-50', price: 150_000, stock: 6 },
      ],
    );
  });

  it('exports every variant with its stock and threshold, read back as the database has them', async () => {
    const res = await get('/api/admin/exports/products.csv');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 3).equals(BOM)).toBe(true);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Produk-Stok-2026-11-21.csv"');
    const rows = table(res.body);
    const variants = await t.behindTheApp((db) =>
      db
        .selectFrom('product_variants')
        .innerJoin('products', 'products.id', 'product_variants.product_id')
        .select([
          'products.id',
          'products.name',
          'product_variants.sku',
          'product_variants.price',
          'product_variants.stock',
        ])
        .orderBy('products.id')
        .orderBy('product_variants.position')
        .execute(),
    );
    expect(
      rows.map((r) => [Number(r['ID Produk']), r['Nama Produk'], r.SKU || null, Number(r.Harga), Number(r.Stok)]),
    ).toEqual(variants.map((v) => [v.id, v.name, v.sku, v.price, v.stock]));
    const bunny = rows.find((r) => Number(r['ID Produk']) === plain.product_id)!;
    expect(bunny).toMatchObject({
      'Nama Produk': 'Kelinci "Mini", putih',
      'Batas Stok Menipis': '5',
      'Varian Aktif': 'Ya',
    });
    expect(rows.filter((r) => Number(r['ID Produk']) === bear.product_id).map((r) => r.Varian)).toEqual([
      '30 cm',
      '50 cm',
    ]);
  });

  it('round-trips: the export edited as Indonesian Excel saves it (semicolons, BOM) changes only what was edited', async () => {
    const rows = records((await get('/api/admin/exports/products.csv')).body);
    const header = rows[0]!;
    const stockAt = header.indexOf('Stok');
    const priceAt = header.indexOf('Harga');
    const edited = rows.map((row, i) => {
      if (i === 0 || Number(row[0]) !== plain.product_id) return row;
      const copy = [...row];
      copy[stockAt] = '30';
      copy[priceAt] = '80.000';
      return copy;
    });
    const sheet = Buffer.concat([BOM, Buffer.from(stringify(edited, { delimiter: ';', record_delimiter: 'windows' }))]);
    const res = await importSheet(sheet);
    expect(res.statusCode, res.body).toBe(201);
    const preview = res.json().data;
    expect(preview.problems).toEqual([]);
    expect(preview.rows).toBe(rows.length - 1);
    expect(preview.unchanged).toBe(rows.length - 2);
    expect(preview.changes).toEqual([
      expect.objectContaining({ product_id: plain.product_id, field: 'price', old: 75_000, new: 80_000 }),
      expect.objectContaining({ product_id: plain.product_id, field: 'stock', old: 12, new: 30 }),
    ]);
    expect(preview.can_apply).toBe(true);
    expect((await apply(preview.import_id)).statusCode).toBe(200);
    expect(await productRow(plain.product_id)).toMatchObject({ price: 80_000, stock: 30 });
  });

  it('applies nothing while the sheet has wrong rows, and says which and why', async () => {
    const before = { bear: await variantsOf(bear.product_id), other: await variantsOf(other.product_id) };
    const sheet = [
      'SKU;ID Produk;Harga;Stok',
      'bb-30;;145.000;7',
      `;${other.product_id};;3`,
      'NOPE-1;;;1',
      `;${bear.product_id};;4`,
      'BB-50;;;-2',
      'BB-30;;;8',
      'BB-50;;145.00;',
      '',
    ].join('\r\n');
    const res = await importSheet(sheet);
    expect(res.statusCode, res.body).toBe(201);
    const preview = res.json().data;
    expect(preview.can_apply).toBe(false);
    expect(preview.rows).toBe(7);
    expect(preview.problems.map((p: { row: number; message: string }) => [p.row, p.message])).toEqual([
      [4, 'SKU NOPE-1 tidak dikenal.'],
      [5, `Produk #${bear.product_id} punya 2 varian: isi SKU atau ID Varian untuk memilih salah satunya.`],
      [6, 'Stok: Terbaca "-2": tidak boleh negatif.'],
      [7, 'Varian ini sudah ada di baris 2.'],
      [8, 'Varian ini sudah ada di baris 6.'],
      [8, expect.stringContaining('Harga: Terbaca "145.00": maksudnya 145 atau 145.000?')],
    ]);
    // The same reasons as data, for the owner's page to say in English too.
    expect(preview.problems.map((p: { reason: unknown }) => p.reason)).toEqual([
      { code: 'SKU_UNKNOWN', sku: 'NOPE-1' },
      { code: 'PRODUCT_HAS_VARIANTS', product_id: bear.product_id, variants: 2 },
      { code: 'VALUE_REFUSED', field: 'stock', refusal: { problem: 'negative', read: '-2' } },
      { code: 'VARIANT_REPEATED', first_row: 2 },
      { code: 'VARIANT_REPEATED', first_row: 6 },
      {
        code: 'VALUE_REFUSED',
        field: 'price',
        refusal: { problem: 'ambiguous', read: '145.00', readings: [145, 145_000] },
      },
    ]);
    expect(preview.changes).toEqual([
      expect.objectContaining({ row: 2, sku: 'BB-30', field: 'price', old: 90_000, new: 145_000 }),
      expect.objectContaining({ row: 2, sku: 'BB-30', field: 'stock', old: 10, new: 7 }),
      expect.objectContaining({ row: 3, sku: null, product_id: other.product_id, field: 'stock', old: 4, new: 3 }),
    ]);
    expect(await variantsOf(bear.product_id)).toEqual(before.bear);

    const refused = await apply(preview.import_id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('PREVIEW_HAS_PROBLEMS');
    expect(await variantsOf(bear.product_id)).toEqual(before.bear);
    expect(await variantsOf(other.product_id)).toEqual(before.other);
    // The preview is kept as it was: reading it again says the same.
    const again = await get(`/api/admin/stock-imports/${preview.import_id}`);
    expect(again.json().data).toEqual(preview);
  });

  it('applies exactly the previewed changes once, with the product totals, one audit entry and fresh reads', async () => {
    const detailBefore = await get(`/api/products/${bear.product_id}`);
    expect(detailBefore.json().data.stock).toBe(16);
    const sheet = [
      'SKU,ID Produk,Harga,Stok,Batas Stok Menipis',
      'BB-30,,"145.000",7,',
      `,${other.product_id},,3,2`,
      'BB-50,,,6,',
    ].join('\n');
    const preview = (await importSheet(sheet)).json().data;
    expect(preview.problems).toEqual([]);
    expect(preview.unchanged).toBe(1);
    expect(preview.changes).toHaveLength(4);

    const res = await apply(preview.import_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { import_id: preview.import_id, applied: 4, products: 2 },
    });
    const bearVariants = await variantsOf(bear.product_id);
    expect(bearVariants.map((v) => [v.sku, v.price, v.stock])).toEqual([
      ['BB-30', 145_000, 7],
      ['BB-50', 150_000, 6],
    ]);
    expect(await productRow(bear.product_id)).toMatchObject({ price: 145_000, price_max: 150_000, stock: 13 });
    expect(await productRow(other.product_id)).toMatchObject({ stock: 3, low_stock_threshold: 2 });
    // The catalogue's reads show the new values at once (the cache dropped what changed).
    expect((await get(`/api/products/${bear.product_id}`)).json().data).toMatchObject({ stock: 13, price: 145_000 });

    const twice = await apply(preview.import_id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_APPLIED');
    expect((await productRow(bear.product_id)).stock).toBe(13);

    const audit = await t.behindTheApp((db) =>
      db.selectFrom('audit_log').selectAll().where('action', '=', 'stock.import_applied').execute(),
    );
    const entry = audit.find((a) => JSON.parse(a.details!).import_id === preview.import_id)!;
    expect(JSON.parse(entry.details!)).toMatchObject({
      changes: 4,
      products: 2,
      price: 1,
      stock: 2,
      low_stock_threshold: 1,
    });
    expect(entry.actor_user_id).toBe(admin.user.id);
  });

  it('applies nothing when a value moved since the preview (409 with what moved)', async () => {
    const [small] = await variantsOf(bear.product_id);
    const preview = (
      await importSheet(`SKU,ID Produk,Stok\nBB-30,,20\n,${other.product_id},,\n,${plain.product_id},9`)
    ).json().data;
    expect(preview.changes).toHaveLength(2);
    // The owner (or a sale) changes BB-30's stock after the preview.
    const patched = await send(t.app, {
      method: 'PATCH',
      url: `/api/products/${bear.product_id}/variants/${small!.id}`,
      token: admin.accessToken,
      payload: { stock: 5 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const plainBefore = await productRow(plain.product_id);

    const res = await apply(preview.import_id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'STALE_PREVIEW',
      moved: [{ row: 2, sku: 'BB-30', field: 'stock', expected: 7, current: 5 }],
    });
    expect((await variantsOf(bear.product_id))[0]!.stock).toBe(5);
    expect(await productRow(plain.product_id)).toEqual(plainBefore);
    // Still not applied: a fresh preview is the way on, and this one stays refused.
    expect((await get(`/api/admin/stock-imports/${preview.import_id}`)).json().data.status).toBe('previewed');
  });

  it('takes the sheet as a multipart file too (the owner’s page)', async () => {
    const form = multipart('file', 'stok opname.csv', 'text/csv', Buffer.from(`SKU,Stok\nBB-50,8\n`));
    const res = await send(t.app, {
      method: 'POST',
      url: '/api/admin/stock-imports',
      token: admin.accessToken,
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      file_name: 'stok opname.csv',
      changes: [{ sku: 'BB-50', old: 6, new: 8 }],
    });
  });

  it('answers a multipart body it cannot read (no boundary, cut off) with 400, not a fault of ours', async () => {
    const form = multipart('file', 'stok.csv', 'text/csv', Buffer.from(`SKU,Stok\nBB-50,9\n`));
    const bodies: [Record<string, string>, Buffer | string][] = [
      [{ 'content-type': 'multipart/form-data' }, '<x/>'],
      [form.headers, form.payload.subarray(0, form.payload.length - 30)],
    ];
    for (const [headers, payload] of bodies) {
      const res = await send(t.app, {
        method: 'POST',
        url: '/api/admin/stock-imports',
        token: admin.accessToken,
        payload,
        headers,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toMatch(/^(INVALID_MULTIPART|FST_)/);
    }
    expect((await variantsOf(bear.product_id)).find((v) => v.sku === 'BB-50')!.stock).not.toBe(9);
  });

  it('refuses what is not a stock sheet, each with its reason', async () => {
    const cases: [string | Buffer, number, string][] = [
      ['', 400, 'EMPTY_FILE'],
      ['\uFEFF  \r\n', 400, 'EMPTY_FILE'],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), 415, 'NOT_CSV'],
      ['Nama,Warna\nBoneka,Pink\n', 400, 'MISSING_COLUMN'],
      ['SKU,Nama\nBB-30,Beruang\n', 400, 'NO_KNOWN_COLUMN'],
      ['SKU,Stok\n', 400, 'NO_ROWS'],
      ['SKU,Stok\n"BB-30,5\n', 400, 'CSV_UNREADABLE'],
      [`SKU,Stok\n${'BB-30,1\n'.repeat(5001)}`, 413, 'TOO_MANY_ROWS'],
      [Buffer.alloc(1024 * 1024 + 1, 'a'), 413, 'FILE_TOO_LARGE'],
    ];
    for (const [body, status, code] of cases) {
      const res = await importSheet(body);
      expect(res.statusCode, code).toBe(status);
      expect(res.json(), code).toMatchObject({ success: false, code });
    }
    const json = await send(t.app, {
      method: 'POST',
      url: '/api/admin/stock-imports',
      token: admin.accessToken,
      payload: { sku: 'BB-30', stock: 1 },
    });
    expect(json.statusCode).toBe(415);
    const missing = await send(t.app, {
      method: 'POST',
      url: '/api/admin/stock-imports/999999/apply',
      token: admin.accessToken,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the low-stock threshold on the owner’s product form', () => {
  const save = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    send(t.app, { method, url, token: admin.accessToken, payload });

  it('is 5 for a new product, set when created or edited, and kept when left out', async () => {
    const plain = await save('POST', '/api/products', { name: 'Ambang Bawaan', price: 50_000, stock: 3 });
    expect(plain.statusCode, plain.body).toBe(201);
    const plainId = plain.json().data.product_id as number;
    expect((await get(`/api/products/admin/${plainId}`)).json().data.low_stock_threshold).toBe(5);

    const created = await save('POST', '/api/products', {
      name: 'Ambang Sendiri',
      price: 50_000,
      stock: 3,
      low_stock_threshold: '1.000',
    });
    const id = created.json().data.product_id as number;
    expect((await productRow(id)).low_stock_threshold).toBe(1000);

    const body = { name: 'Ambang Sendiri', price: 50_000, stock: 3 };
    expect((await save('PUT', `/api/products/${id}`, { ...body, low_stock_threshold: 0 })).statusCode).toBe(200);
    expect((await get(`/api/products/admin/${id}`)).json().data.low_stock_threshold).toBe(0);
    expect((await save('PUT', `/api/products/${id}`, { ...body, low_stock_threshold: '' })).statusCode).toBe(200);
    expect((await productRow(id)).low_stock_threshold).toBe(0);
  });

  it('refuses a threshold below 0, above 10 000 or not whole', async () => {
    for (const low_stock_threshold of [-1, 10_001, 2.5, 'lima']) {
      const res = await save('POST', '/api/products', {
        name: 'Ambang Salah',
        price: 50_000,
        stock: 3,
        low_stock_threshold,
      });
      expect(res.statusCode, String(low_stock_threshold)).toBe(400);
      expect(res.json().details).toEqual([expect.objectContaining({ path: 'low_stock_threshold' })]);
    }
  });
});
