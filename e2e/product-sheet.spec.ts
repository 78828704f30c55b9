import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { zipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { axeViolationsAtBothSizes, expect, ownerPage, test } from './support/fixtures';
import { startOwnServer, type OwnServer } from './support/own-server';

/**
 * "Lembar Produk" (issue 44, decision 065): the owner downloads the products sheet, reads it back unchanged ("0
 * perubahan"), then imports new products with a photo from a ZIP: a wrong row is named with its column and blocks
 * the whole sheet, the fixed sheet is applied and the shop shows the product. On a phone and on a laptop, axe clean.
 * The server is one of its own (a fresh demo shop): the products it adds are in no other journey's catalogue.
 */
const PORT = Number(process.env.E2E_PRODUCT_SHEET_PORT ?? 8192);
const DATA_DIR = path.resolve('.tmp/e2e-product-sheet-data');
const BASE_URL = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: BASE_URL, serverDataDir: DATA_DIR });

const SIZES = [
  { name: 'a phone', viewport: { width: 390, height: 844 }, suffix: 'HP' },
  { name: 'a laptop', viewport: { width: 1280, height: 800 }, suffix: 'Laptop' },
] as const;

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer(PORT, DATA_DIR, {});
});
test.afterAll(async () => server?.stop());

const photosZip = () => Buffer.from(zipSync({ 'foto/kelinci.png': readFileSync('e2e/fixtures/teddy.png') }));

/** A sheet of new products as the owner types it into a spreadsheet (the export's own headers). */
function newProductsSheet(name: string, category: string) {
  const header = [
    'ID Produk',
    'Handle',
    'Nama Produk',
    'Kategori',
    'Opsi 1',
    'Nilai Opsi 1',
    'SKU',
    'Harga',
    'Stok',
    'Berat (gram)',
    'Foto',
  ];
  const handle = name.toLowerCase().replaceAll(' ', '-');
  const sku = (color: string) => `${handle}-${color}`.toUpperCase().slice(0, 60);
  const rows = [
    ['', handle, name, category, 'Warna', 'Putih', sku('putih'), 'Rp 140.000', '6', '350', 'kelinci.png'],
    ['', handle, '', '', '', 'Abu', sku('abu'), 'Rp 145.000', '4', '350', ''],
  ];
  return {
    name: 'produk-baru.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${stringify([header, ...rows])}`),
  };
}

async function preview(owner: Page, sheet: { name: string; mimeType: string; buffer: Buffer }, withPhotos: boolean) {
  await owner.getByLabel('Lembar produk (CSV atau XLSX)').setInputFiles(sheet);
  if (withPhotos) {
    await owner
      .getByLabel('Foto (ZIP, bila ada foto baru)')
      .setInputFiles({ name: 'foto.zip', mimeType: 'application/zip', buffer: photosZip() });
  }
  await owner.getByRole('button', { name: 'Lihat pratinjau' }).click();
}

for (const { name, viewport, suffix } of SIZES) {
  test(`on ${name}: exports, reads back unchanged, refuses a wrong row, then creates products with photos`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const owner = await ownerPage(browser, { baseURL: BASE_URL, viewport });
    const productName = `Kelinci Salju ${suffix}`;

    await test.step('the owner opens "Lembar Produk"', async () => {
      if (viewport.width >= 1280) await owner.getByRole('link', { name: 'Lembar Produk' }).first().click();
      else await owner.goto('/admin/lembar-produk');
      await expect(owner.getByRole('heading', { name: 'Lembar Produk', level: 1 })).toBeVisible();
    });

    await test.step('the exported CSV reads back as "0 perubahan"', async () => {
      const downloading = owner.waitForEvent('download');
      await owner.getByRole('button', { name: 'Unduh CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^Produk-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = readFileSync(await download.path());
      const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
      expect(rows.length).toBeGreaterThan(0);
      expect(Object.keys(rows[0]!)).toContain('Berat (gram)');
      await preview(owner, { name: download.suggestedFilename(), mimeType: 'text/csv', buffer: bytes }, false);
      await expect(owner.getByText(/: 0 perubahan, \d+ tanpa perubahan, 0 kesalahan\./)).toBeVisible();
      await expect(owner.getByText('Tidak ada perubahan: lembar ini sama dengan produk di toko.')).toBeVisible();
    });

    await test.step('a sheet with an unknown category is refused by row and column; nothing can be applied', async () => {
      await preview(owner, newProductsSheet(productName, 'Mainan Entah'), true);
      const problems = owner.getByRole('region', { name: 'Kesalahan di berkas' });
      await expect(problems.getByRole('row').nth(1)).toContainText('2');
      await expect(problems.getByRole('row').nth(1)).toContainText('Kategori');
      await expect(problems).toContainText('Kategori "Mainan Entah" tidak ada di toko.');
      await expect(owner.getByRole('button', { name: /Terapkan/ })).toHaveCount(0);
      if (viewport.width === 390) {
        // The download's toast has said its piece; the section is shown from its heading, below the sticky header.
        await owner.getByRole('button', { name: 'Tutup', exact: true }).click();
        await owner.getByRole('heading', { name: 'Impor produk' }).evaluate((el) => {
          el.scrollIntoView({ block: 'start' });
          window.scrollBy(0, -80);
        });
        await owner.screenshot({ path: 'docs/screenshots/product-import-mobile.png' });
      }
      expect(await axeViolationsAtBothSizes(owner)).toEqual([]);
    });

    await test.step('the fixed sheet is previewed and applied whole; the shop shows the new product', async () => {
      await preview(owner, newProductsSheet(productName, 'Hewan Lucu'), true);
      await expect(owner.getByText(productName)).toBeVisible();
      await expect(owner.getByText('2 varian · 1 foto baru')).toBeVisible();
      await owner.getByRole('button', { name: 'Terapkan 1 perubahan' }).click();
      await expect(owner.getByText('Selesai: 1 produk baru, 0 produk diubah, 1 foto ditambahkan.')).toBeVisible();
      expect(await axeViolationsAtBothSizes(owner)).toEqual([]);
      // With E2E_SHOTS_DIR set, the page after the apply, for a person to look at; the journey never depends on it.
      if (process.env.E2E_SHOTS_DIR) {
        await owner.screenshot({
          path: path.join(process.env.E2E_SHOTS_DIR, `product-sheet-${suffix}.png`),
          fullPage: true,
        });
      }

      const found = await owner.request.get(`/api/products?search=${encodeURIComponent(productName)}`);
      const product = ((await found.json()) as { data: { product_id: number; name: string }[] }).data.find(
        (p) => p.name === productName,
      );
      expect(product, 'the new product is listed').toBeDefined();
      await owner.goto(`/product/${product!.product_id}`);
      await expect(owner.getByRole('heading', { name: productName, level: 1 })).toBeVisible();
      await expect(owner.getByText('Rp 140.000').first()).toBeVisible();
      await expect(owner.locator('img[src*="/uploads/products/"]').first()).toBeVisible();
    });
    await owner.context().close();
  });
}
