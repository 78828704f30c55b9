import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatRupiah } from '@boneka/shared/money';
import { expect, test } from './support/fixtures';

const picture = path.resolve('e2e/fixtures/teddy.png');

test('the owner reads the dashboard, exports the PDF, adds a product with a picture, edits its price and deletes it', async ({
  page,
  login,
}) => {
  test.setTimeout(120_000);
  await login('admin');
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const figures = (
    await (await page.request.get('/api/admin/dashboard', { headers: { authorization: `Bearer ${token}` } })).json()
  ).data;

  await test.step('the dashboard shows the shop’s figures and the chart', async () => {
    await page.goto('/admin-dashboard');
    await expect(page.getByRole('article', { name: 'Total Produk' })).toContainText(
      String(figures.totalProducts.value),
    );
    await expect(page.getByRole('article', { name: 'Total Pesanan' })).toContainText(String(figures.totalOrders.value));
    await expect(page.getByRole('article', { name: 'Total Pendapatan' })).toContainText(
      formatRupiah(figures.totalRevenue.value),
    );
    const counts: [string, number][] = [
      ['Pesanan Menunggu', figures.orderCounts.pending],
      ['Pesanan Sampai', figures.orderCounts.delivered],
      ['Pesanan Selesai', figures.orderCounts.completed],
      ['Pesanan Dibatalkan', figures.orderCounts.cancelled],
    ];
    for (const [name, count] of counts) await expect(page.getByRole('article', { name })).toContainText(String(count));
    const chart = page.getByRole('figure', { name: /Grafik pendapatan/ });
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(chart.getByRole('table')).toHaveCount(1);
  });

  await test.step('Ekspor ke PDF downloads Laporan-Admin-<date>.pdf', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ekspor ke PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Laporan-Admin-\d{4}-\d{2}-\d{2}\.pdf$/);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  });

  const name = `Boneka Uji Admin ${Date.now().toString(36)}`;
  let productId = 0;

  await test.step('add a product with a picture; it is listed and shown to shoppers', async () => {
    await page.goto('/admin/add-product');
    await expect(page.getByRole('heading', { name: 'Tambah Produk' })).toBeVisible();
    await page.getByLabel('Nama Produk').fill(name);
    await page.getByLabel('Harga', { exact: true }).fill('123000');
    await page.getByLabel('Stok', { exact: true }).fill('8');
    await page.getByLabel('Deskripsi').fill('Boneka uji yang lembut, 25 cm.');
    await page.getByLabel('Tambah foto').setInputFiles(picture);
    await expect(page.getByRole('list', { name: 'Urutan foto' }).locator('img')).toHaveCount(1);
    await page.getByRole('button', { name: 'Simpan Produk' }).click();
    await expect(page.getByText('Produk berhasil ditambahkan!')).toBeVisible();
    await page.waitForURL('**/admin/products');
    await page
      .getByRole('searchbox', { name: 'Cari produk' })
      .or(page.getByRole('textbox', { name: 'Cari produk' }))
      .fill(name);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Rp 123.000');
    const found = (await (await page.request.get(`/api/products?search=${encodeURIComponent(name)}`)).json()).data;
    productId = found[0].product_id;
    expect(found[0].image_url).toMatch(/\/uploads\/products\/[a-f0-9]{32}\.webp$/);

    const shopper = await page.context().browser()!.newPage();
    await shopper.goto(`/product/${productId}`);
    await expect(shopper.getByRole('heading', { name })).toBeVisible();
    await expect(shopper.getByText('Rp 123.000').first()).toBeVisible();
    await shopper.close();
  });

  await test.step('edit its price', async () => {
    await page.goto(`/admin/products/edit/${productId}`);
    await expect(page.getByRole('heading', { name: 'Ubah Produk' })).toBeVisible();
    await expect(page.getByLabel('Nama Produk')).toHaveValue(name);
    await page.getByLabel('Harga', { exact: true }).fill('99000');
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(page.getByText('Produk berhasil diperbarui!')).toBeVisible();
    await page.waitForURL('**/admin/products');
    const product = (await (await page.request.get(`/api/products/${productId}`)).json()).data;
    expect(product.price).toBe(99_000);
  });

  await test.step('delete it after the confirmation', async () => {
    await page.goto(`/admin/products/${productId}`);
    await expect(page.getByText('8 pcs')).toBeVisible();
    await page.getByRole('button', { name: 'Hapus', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Hapus Produk' });
    await expect(dialog).toContainText(`Hapus produk "${name}"?`);
    await dialog.getByRole('button', { name: 'Hapus' }).click();
    await expect(page.getByText('Produk berhasil dihapus!')).toBeVisible();
    expect((await page.request.get(`/api/products/${productId}`)).status()).toBe(404);
  });

  await test.step('the activity log shows those changes to the owner', async () => {
    await page.getByRole('navigation', { name: 'Navigasi admin' }).getByRole('link', { name: 'Log Aktivitas' }).click();
    await expect(page.getByRole('heading', { name: 'Log Aktivitas' })).toBeVisible();
    for (const done of ['ditambahkan', 'diubah', 'dihapus']) {
      await expect(page.getByRole('row', { name: new RegExp(`Produk ${name} ${done} oleh `) })).toBeVisible();
    }
  });
});
