import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addBandungAddress, apiSignIn, catalogueByName, expect, placeOrderByApi, test } from './support/fixtures';

/** A CSV file as the owner's spreadsheet saves it (Indonesian Excel: semicolons), for the file input. */
const sheet = (name: string, rows: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${rows.join('\r\n')}\r\n`),
});

/** The page at 1280 px and at 390 px (a phone), for the README. */
async function screenshots(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.getByRole('heading', { name: 'Impor stok' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: 'docs/screenshots/stock-import.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('heading', { name: 'Baris yang salah' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: 'docs/screenshots/stock-import-phone.png' });
  if (size) await page.setViewportSize(size);
}

test('the owner exports last week’s orders, imports a stock sheet with one wrong row, fixes it and applies it', async ({
  page,
  login,
  newCustomer,
}) => {
  // The accessibility scan afterwards opens four pages at two sizes: on a busy two-core machine that takes minutes.
  test.setTimeout(300_000);
  const [product] = await catalogueByName(page);
  let orderNumber = '';

  await test.step('a shopper orders the product (through the API)', async () => {
    const shopper = await newCustomer('Wulan');
    const headers = await apiSignIn(page, shopper.email, shopper.password);
    await addBandungAddress(page, headers, {
      label: 'Rumah',
      recipientName: 'Wulan "Ayu", S.Pd',
      phoneNumber: '081234567890',
      streetAddress: 'Jl. Dago No. 7, RT 02',
      postalCode: '40135',
    });
    const placed = await placeOrderByApi(page, {
      headers,
      payment: 'COD (Bayar di Tempat)',
      items: [{ product_id: product!.product_id, quantity: 2 }],
    });
    orderNumber = placed.order_number;
  });

  await login('admin');
  await page.getByRole('link', { name: 'Stok & CSV' }).first().click();
  await expect(page.getByRole('heading', { name: 'Stok & CSV', level: 1 })).toBeVisible();

  await test.step('the orders of the last 7 days download as a CSV that holds the order’s line', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '7 hari terakhir' }).click();
    await page.getByRole('button', { name: 'Unduh CSV pesanan' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Pesanan-\d{4}-\d{2}-\d{2}-sd-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
    const line = rows.find((r) => r['No. Pesanan'] === orderNumber);
    expect(line).toMatchObject({
      Produk: product!.name,
      Jumlah: '2',
      'Harga Satuan': String(product!.price),
      'Metode Pembayaran': 'COD (Bayar di Tempat)',
      Penerima: 'Wulan "Ayu", S.Pd',
    });
  });

  const newStock = 77;
  await test.step('a sheet with a wrong row is previewed: the reason shows, nothing can be applied', async () => {
    await page
      .getByLabel('Berkas CSV')
      .setInputFiles(sheet('stok-opname.csv', ['ID Produk;Stok', `${product!.product_id};${newStock}`, '999999;3']));
    await page.getByRole('button', { name: 'Lihat pratinjau' }).click();
    await expect(page.getByText('Produk #999999 tidak ada.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Terapkan 1 perubahan' })).toBeDisabled();
    await screenshots(page);
  });

  await test.step('the fixed sheet is previewed again and applied; the product list shows the new stock', async () => {
    await page
      .getByLabel('Berkas CSV')
      .setInputFiles(sheet('stok-opname.csv', ['ID Produk;Stok', `${product!.product_id};${newStock}`]));
    await page.getByRole('button', { name: 'Lihat pratinjau' }).click();
    await expect(page.getByText('Baris yang salah')).toHaveCount(0);
    await page.getByRole('button', { name: 'Terapkan 1 perubahan' }).click();
    await expect(page.getByText('1 perubahan diterapkan pada 1 produk.')).toBeVisible();

    await page.goto('/admin/products');
    const row = page.getByRole('row').filter({ hasText: product!.name });
    await expect(row.first()).toContainText(String(newStock));
  });
});
