import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeCategory } from './support/categories.js';
import { makeProduct } from './support/catalog.js';
import { multipartForm, pngImage } from './support/images.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { setVariants } from './support/variants.js';

/**
 * The products sheet (issue 44, decision 065): export, preview with per-row problems, all-or-nothing apply, the round
 * trip that changes nothing, photos from a ZIP and what a hostile ZIP or sheet gets.
 */
let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let plush: { id: number; slug: string; name_id: string };
let bearId: number;
const ADMIN = { email: 'owner@boneka.id', password: 'Owner-Boneka-2026' };

beforeAll(async () => {
  t = await createTestApp();
  await t.services.auth.ensureAdmin(ADMIN.email, ADMIN.password);
  admin = await signInAdmin(t.app, ADMIN.email, ADMIN.password);
  shopper = await signUp(t.app, t.dataDir);
  plush = await makeCategory(t.services, { name_id: 'Boneka Plush', slug: 'boneka-plush' });
  await makeProduct(t.services, { name: '=HYPERLINK("http://x")', description: 'Baris satu\nBaris "dua", tiga' });
  bearId = (await makeProduct(t.services, { name: 'Beruang Madu', price: 100_000 })).product_id;
  await setVariants(
    t.services,
    bearId,
    [{ name: 'Ukuran', values: ['30 cm', '50 cm'] }],
    [
      { options: ['30 cm'], sku: 'BRG-30', price: 90_000, stock: 4, weight_grams: 400 },
      { options: ['50 cm'], sku: 'BRG-50', price: 150_000, stock: 2, weight_grams: 900 },
    ],
  );
});
afterAll(async () => t?.close());

type Files = { sheet: Buffer | string; name?: string; photos?: Buffer };
const upload = (step: 'preview' | 'apply', files: Files, token = admin.accessToken) => {
  const form = multipartForm({}, [
    { field: 'sheet', filename: files.name ?? 'produk.csv', data: Buffer.from(files.sheet) },
    ...(files.photos ? [{ field: 'photos', filename: 'foto.zip', data: files.photos }] : []),
  ]);
  return send(t.app, {
    method: 'POST',
    url: `/api/admin/product-sheets/${step}`,
    token,
    headers: form.headers,
    payload: form.payload,
  });
};
const exported = (format: 'csv' | 'xlsx') =>
  send(t.app, { method: 'GET', url: `/api/admin/product-sheets/export?format=${format}`, token: admin.accessToken });
const HEADER = [
  'ID Produk',
  'Handle',
  'Nama Produk',
  'Deskripsi',
  'Kategori',
  'Opsi 1',
  'Nilai Opsi 1',
  'Opsi 2',
  'Nilai Opsi 2',
  'Opsi 3',
  'Nilai Opsi 3',
  'SKU',
  'Harga',
  'Stok',
  'Berat (gram)',
  'Aktif',
  'Foto',
];
/** A CSV of the sheet's columns from rows keyed by header. */
const csvOf = (rows: Record<string, string | number>[]) =>
  stringify([HEADER, ...rows.map((r) => HEADER.map((h) => r[h] ?? ''))]);

/** Everything a sheet can change, as the database holds it. */
const snapshot = () =>
  t.behindTheApp(async (db) => ({
    products: await db
      .selectFrom('products')
      .select(['id', 'name', 'description', 'price', 'price_max', 'stock', 'category_id', 'updated_at', 'image'])
      .orderBy('id')
      .execute(),
    variants: await db.selectFrom('product_variants').selectAll().orderBy('id').execute(),
    options: await db.selectFrom('product_options').selectAll().orderBy('id').execute(),
    images: await db.selectFrom('product_images').selectAll().orderBy('id').execute(),
    links: await db.selectFrom('product_categories').selectAll().orderBy('product_id').orderBy('category_id').execute(),
  }));
const auditCount = () =>
  t.behindTheApp(async (db) =>
    Number(
      (
        await db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('action', '=', 'product.sheet_applied')
          .executeTakeFirstOrThrow()
      ).n,
    ),
  );

describe('round trip', () => {
  it('exports CSV that imports as "0 changes" and changes nothing', async () => {
    const res = await exported('csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual(HEADER);
    // A name a spreadsheet would run as a formula is written as text.
    expect(rows.some((r) => r[2] === `'=HYPERLINK("http://x")`)).toBe(true);
    const bearRows = rows.filter((r) => r[0] === String(bearId));
    expect(bearRows.map((r) => [r[6], r[11], r[12], r[13], r[14]])).toEqual([
      ['30 cm', 'BRG-30', '90000', '4', '400'],
      ['50 cm', 'BRG-50', '150000', '2', '900'],
    ]);

    const before = await snapshot();
    const preview = await upload('preview', { sheet: res.rawPayload });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ changes: [], problems: [], can_apply: false, unchanged: 2 });
    const apply = await upload('apply', { sheet: res.rawPayload });
    expect(apply.statusCode).toBe(422);
    expect(apply.json().code).toBe('NOTHING_TO_APPLY');
    expect(await snapshot()).toEqual(before);
  });

  it('exports XLSX that imports as "0 changes" too', async () => {
    const res = await exported('xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const before = await snapshot();
    const preview = await upload('preview', { sheet: res.rawPayload, name: 'produk.xlsx' });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ changes: [], problems: [], unchanged: 2 });
    expect(await snapshot()).toEqual(before);
  });
});

describe('create and update', () => {
  it('previews without writing, then creates products grouped by handle, prices typed the Indonesian way', async () => {
    const sheet = csvOf([
      {
        Handle: 'kelinci',
        'Nama Produk': 'Kelinci Salju',
        Deskripsi: 'Kelinci putih',
        Kategori: 'Boneka Plush',
        'Opsi 1': 'Warna',
        'Nilai Opsi 1': 'Putih',
        SKU: 'kel-pth',
        Harga: 'Rp 140.000',
        Stok: '7',
        'Berat (gram)': '350',
      },
      { Handle: 'kelinci', 'Nilai Opsi 1': 'Abu', SKU: 'KEL-ABU', Harga: '145000', Stok: '3' },
      { 'Nama Produk': 'Gantungan Kunci Kucing', Kategori: 'boneka-plush', Harga: '25.000', Stok: '40' },
    ]);
    const before = await snapshot();
    const preview = await upload('preview', { sheet });
    expect(preview.statusCode, preview.body).toBe(200);
    const data = preview.json().data;
    expect(data).toMatchObject({ rows: 3, products: 2, problems: [], can_apply: true });
    expect(
      data.changes.map((c: { action: string; name: string; variants: number }) => [c.action, c.name, c.variants]),
    ).toEqual([
      ['create', 'Kelinci Salju', 2],
      ['create', 'Gantungan Kunci Kucing', 1],
    ]);
    expect(await snapshot()).toEqual(before);

    const audits = await auditCount();
    const apply = await upload('apply', { sheet });
    expect(apply.statusCode, apply.body).toBe(200);
    expect(apply.json().data).toMatchObject({ created: 2, updated: 0 });
    expect(await auditCount()).toBe(audits + 1);

    const rabbit = await t.behindTheApp((db) =>
      db
        .selectFrom('products')
        .select(['id', 'price', 'price_max', 'stock', 'category_id', 'variant_count'])
        .where('name', '=', 'Kelinci Salju')
        .executeTakeFirstOrThrow(),
    );
    expect(rabbit).toMatchObject({
      price: 140_000,
      price_max: 145_000,
      stock: 10,
      category_id: plush.id,
      variant_count: 2,
    });
    const variants = await t.behindTheApp((db) =>
      db
        .selectFrom('product_variants')
        .select(['option1', 'sku', 'price', 'stock', 'weight_grams'])
        .where('product_id', '=', rabbit.id)
        .orderBy('position')
        .execute(),
    );
    expect(variants).toEqual([
      { option1: 'Putih', sku: 'KEL-PTH', price: 140_000, stock: 7, weight_grams: 350 },
      { option1: 'Abu', sku: 'KEL-ABU', price: 145_000, stock: 3, weight_grams: 1000 },
    ]);
    const page = await send(t.app, { method: 'GET', url: `/api/products/${rabbit.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.options).toEqual([{ name: 'Warna', values: ['Putih', 'Abu'] }]);
  });

  it('updates an existing product from an XLSX: the shop page shows it at once', async () => {
    const shown = await send(t.app, { method: 'GET', url: `/api/products/${bearId}` });
    expect(shown.json().data.name).toBe('Beruang Madu');
    const res = await exported('xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    sheet.eachRow((row) => {
      if (row.getCell(1).text !== String(bearId)) return;
      if (row.getCell(3).text) row.getCell(3).value = 'Beruang Madu Jumbo';
      if (row.getCell(12).text === 'BRG-50') row.getCell(13).value = 'Rp 175.000';
    });
    const edited = Buffer.from(await workbook.xlsx.writeBuffer());
    const preview = await upload('preview', { sheet: edited, name: 'produk.xlsx' });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.changes).toEqual([
      expect.objectContaining({ action: 'update', product_id: bearId, parts: ['name', 'variants'] }),
    ]);
    const apply = await upload('apply', { sheet: edited, name: 'produk.xlsx' });
    expect(apply.statusCode, apply.body).toBe(200);
    expect(apply.json().data).toMatchObject({ created: 0, updated: 1 });
    const page = await send(t.app, { method: 'GET', url: `/api/products/${bearId}` });
    expect(page.json().data).toMatchObject({ name: 'Beruang Madu Jumbo', price: 90_000, price_max: 175_000 });
    // The variants kept their ids (carts and orders keep naming them).
    const ids = await t.behindTheApp((db) =>
      db.selectFrom('product_variants').select(['id', 'sku']).where('product_id', '=', bearId).orderBy('id').execute(),
    );
    expect(ids.map((v) => v.sku)).toEqual(['BRG-30', 'BRG-50']);
  });
});

describe('problems', () => {
  it('names every wrong row with its column, and applies nothing of a sheet with one', async () => {
    const sheet = csvOf([
      { 'Nama Produk': 'Boneka Baik', Harga: '50000', Stok: '5' },
      { 'Nama Produk': 'Kategori Salah', Kategori: 'Mainan Entah', Harga: '50000', Stok: '5' },
      { 'Nama Produk': 'Harga Salah', Harga: '145.00', Stok: '5' },
      { 'Nama Produk': 'SKU Orang Lain', SKU: 'BRG-30', Harga: '50000', Stok: '5' },
      { 'ID Produk': '999999', 'Nama Produk': 'Hilang', Harga: '50000', Stok: '5' },
      { 'Nama Produk': 'Foto Hilang', Harga: '50000', Stok: '5', Foto: 'tidak-ada.jpg' },
    ]);
    const before = await snapshot();
    const preview = await upload('preview', { sheet });
    expect(preview.statusCode, preview.body).toBe(200);
    const { problems, can_apply } = preview.json().data;
    expect(can_apply).toBe(false);
    expect(problems.map((p: { row: number; column: string; code: string }) => [p.row, p.column, p.code])).toEqual([
      [6, 'product_id', 'PRODUCT_UNKNOWN'],
      [3, 'category', 'CATEGORY_UNKNOWN'],
      [4, 'price', 'VALUE_REFUSED'],
      [5, 'sku', 'SKU_TAKEN'],
      [7, 'photos', 'PHOTO_NOT_FOUND'],
    ]);
    expect(problems[2].message).toContain('Harga');
    const apply = await upload('apply', { sheet });
    expect(apply.statusCode).toBe(422);
    expect(apply.json()).toMatchObject({ code: 'SHEET_HAS_PROBLEMS' });
    expect(apply.json().problems).toHaveLength(5);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a sheet without the needed columns, a binary file, a customer and a missing file', async () => {
    expect((await upload('preview', { sheet: 'Nama,Warna\nA,B\n' })).json().code).toBe('MISSING_COLUMN');
    expect((await upload('preview', { sheet: await pngImage() })).statusCode).toBe(415);
    expect((await upload('preview', { sheet: csvOf([]) }, shopper.accessToken)).statusCode).toBe(403);
    const empty = multipartForm({ note: 'x' }, []);
    const res = await send(t.app, {
      method: 'POST',
      url: '/api/admin/product-sheets/preview',
      token: admin.accessToken,
      headers: empty.headers,
      payload: empty.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('FILE_REQUIRED');
  });

  it('refuses a sheet past the row cap', async () => {
    const rows = Array.from({ length: 2001 }, (_, i) => ({ 'Nama Produk': `P${i}`, Harga: '1000', Stok: '1' }));
    const res = await upload('preview', { sheet: csvOf(rows) });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('TOO_MANY_ROWS');
  });

  it('refuses an XLSX whose parts unpack past the cap (a shared-strings bomb) unread', async () => {
    const bomb = zipSync({
      '[Content_Types].xml': new TextEncoder().encode('<Types/>'),
      'xl/sharedStrings.xml': new Uint8Array(30 * 1024 * 1024),
    });
    const res = await upload('preview', { sheet: Buffer.from(bomb), name: 'bom.xlsx' });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('SHEET_TOO_LARGE');
  });
});

describe('photos from a ZIP', () => {
  it('adds the photos the sheet names, re-encoded as the upload pipeline does', async () => {
    const photo = await pngImage(120, 90);
    const photos = Buffer.from(zipSync({ 'foto/Panda.PNG': photo, '__MACOSX/._Panda.PNG': new Uint8Array(4) }));
    const sheet = csvOf([{ 'Nama Produk': 'Panda Bambu', Harga: '80000', Stok: '2', Foto: 'panda.png' }]);
    const preview = await upload('preview', { sheet, photos });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.changes[0]).toMatchObject({ action: 'create', new_photos: 1 });
    const apply = await upload('apply', { sheet, photos });
    expect(apply.statusCode, apply.body).toBe(200);
    expect(apply.json().data.photos).toBe(1);
    const product = await t.behindTheApp((db) =>
      db.selectFrom('products').select(['id', 'image']).where('name', '=', 'Panda Bambu').executeTakeFirstOrThrow(),
    );
    expect(product.image).toMatch(/^products\/[a-f0-9]{32}\.webp$/);
    const file = await send(t.app, { method: 'GET', url: `/uploads/${product.image}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');

    // The export names the photo by its URL, and reads back unchanged.
    const csv = (await exported('csv')).rawPayload;
    expect(csv.toString()).toContain(`/uploads/${product.image}`);
    expect((await upload('preview', { sheet: csv })).json().data).toMatchObject({ changes: [], problems: [] });
  });

  it('refuses a hostile ZIP: climbing names, non-images, bombs, too many entries', async () => {
    const sheet = csvOf([{ 'Nama Produk': 'Z', Harga: '1000', Stok: '1', Foto: 'a.png' }]);
    const png = await pngImage();
    const cases: [Record<string, Uint8Array>, number, string][] = [
      [{ '../../etc/a.png': png }, 400, 'ZIP_UNSAFE_NAME'],
      [{ '/abs/a.png': png }, 400, 'ZIP_UNSAFE_NAME'],
      [{ 'a.png': new TextEncoder().encode('<svg onload="alert(1)"/>') }, 415, 'ZIP_NOT_AN_IMAGE'],
      [{ 'a.png': new Uint8Array(6 * 1024 * 1024) }, 413, 'ZIP_TOO_LARGE'],
      [Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`f${i}.png`, png])), 413, 'ZIP_TOO_MANY_FILES'],
    ];
    const before = await snapshot();
    for (const [entries, status, code] of cases) {
      const res = await upload('apply', { sheet, photos: Buffer.from(zipSync(entries)) });
      expect(res.statusCode, code).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect((await upload('preview', { sheet, photos: await pngImage() })).json().code).toBe('NOT_A_ZIP');
    expect(await snapshot()).toEqual(before);
  });
});

describe('a product changed whole', () => {
  it('moves its category, puts a new photo first, and drops the variant the sheet leaves out', async () => {
    const other = await makeCategory(t.services, { name_id: 'Hadiah', slug: 'hadiah-uji' });
    const first = await upload('apply', {
      sheet: csvOf([
        {
          'ID Produk': bearId,
          Foto: 'satu.png',
          Harga: '90000',
          Stok: '4',
          SKU: 'BRG-30',
          'Nilai Opsi 1': '30 cm',
          'Opsi 1': 'Ukuran',
        },
        { 'ID Produk': bearId, SKU: 'BRG-50', 'Nilai Opsi 1': '50 cm', Harga: '175000', Stok: '2' },
      ]),
      photos: Buffer.from(zipSync({ 'satu.png': await pngImage(50, 50) })),
    });
    expect(first.statusCode, first.body).toBe(200);
    const [kept] = await t.behindTheApp((db) =>
      db.selectFrom('product_images').select(['id', 'image']).where('product_id', '=', bearId).execute(),
    );
    const sheet = csvOf([
      {
        'ID Produk': bearId,
        Kategori: 'hadiah-uji',
        'Opsi 1': 'Ukuran',
        'Nilai Opsi 1': '30 cm',
        SKU: 'BRG-30',
        Harga: '90000',
        Stok: '4',
        Foto: `dua.png | /uploads/${kept!.image}`,
      },
    ]);
    const photos = Buffer.from(zipSync({ 'dua.png': await pngImage(60, 60) }));
    const preview = await upload('preview', { sheet, photos });
    expect(preview.json().data.changes).toEqual([
      expect.objectContaining({
        product_id: bearId,
        parts: ['category', 'options', 'variants', 'photos'],
        new_photos: 1,
      }),
    ]);
    const apply = await upload('apply', { sheet, photos });
    expect(apply.statusCode, apply.body).toBe(200);
    const after = await t.behindTheApp(async (db) => ({
      product: await db
        .selectFrom('products')
        .select(['category_id', 'image', 'variant_count'])
        .where('id', '=', bearId)
        .executeTakeFirstOrThrow(),
      links: (
        await db.selectFrom('product_categories').select('category_id').where('product_id', '=', bearId).execute()
      ).map((l) => l.category_id),
      images: await db
        .selectFrom('product_images')
        .select(['id', 'image', 'position'])
        .where('product_id', '=', bearId)
        .orderBy('position')
        .execute(),
      skus: (await db.selectFrom('product_variants').select('sku').where('product_id', '=', bearId).execute()).map(
        (v) => v.sku,
      ),
    }));
    expect(after.product.category_id).toBe(other.id);
    expect(after.links).toEqual([other.id]);
    expect(after.images).toHaveLength(2);
    expect(after.images[1]!.id).toBe(kept!.id);
    expect(after.product.image).toBe(after.images[0]!.image);
    expect(after.product.variant_count).toBe(1);
    expect(after.skus).toEqual(['BRG-30']);
    // Read back, the sheet that made it changes nothing more.
    expect((await upload('preview', { sheet: (await exported('csv')).rawPayload })).json().data).toMatchObject({
      changes: [],
      problems: [],
    });
  });
});

describe('all or nothing', () => {
  it('writes nothing, and keeps no stored photo, when a later product fails inside the transaction', async () => {
    const photos = Buffer.from(zipSync({ 'koala.png': await pngImage(80, 80) }));
    const sheet = csvOf([
      { 'Nama Produk': 'Koala Satu', Harga: '60000', Stok: '3', Foto: 'koala.png' },
      { 'Nama Produk': 'Koala Dua', Harga: '61000', Stok: '3', Foto: 'koala.png' },
    ]);
    const storedFiles = () => readdirSync(path.join(t.dataDir, 'uploads', 'products')).sort();
    const before = await snapshot();
    const filesBefore = storedFiles();
    const audits = await auditCount();
    const write = t.services.catalog.writeSheetProduct;
    let calls = 0;
    const spy = vi.spyOn(t.services.catalog, 'writeSheetProduct').mockImplementation(async (...args) => {
      calls += 1;
      if (calls === 2) throw new Error('disk gone');
      return write(...args);
    });
    try {
      const res = await upload('apply', { sheet, photos });
      expect(res.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(calls).toBe(2);
    expect(await snapshot()).toEqual(before);
    expect(storedFiles()).toEqual(filesBefore);
    expect(await auditCount()).toBe(audits);
  });
});
