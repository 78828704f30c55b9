import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { formatRupiah } from '@boneka/shared/money';
import { E2E_ADMIN } from './support/env';
import {
  ownerPage,
  authHeader,
  axeViolationsAtBothSizes,
  catalogueByName,
  expect,
  mailSubjectsTo,
  placeOrderByApi,
  test,
} from './support/fixtures';

/**
 * Issue 26 item 6, "honest labels and reversible actions" (docs/design.md §5): a hidden product is found and shown again; a
 * cancel after a payment proof is a request the owner declines or accepts; the payment page leads with the amount.
 */
const proofImage = path.resolve('e2e/fixtures/teddy.png');
const requested = 'Permintaan pembatalan dikirim — menunggu keputusan toko';

/** The owner, signed in in a browser context of their own, at the test's size. */
const ownerAt = (browser: Browser, viewport: { width: number; height: number }): Promise<Page> =>
  ownerPage(browser, { viewport });

/** A transfer order of one piece of `productId`, placed through the API by the signed-in shopper of `page`. */
const placeTransferOrder = async (page: Page, productId: number) =>
  placeOrderByApi(page, {
    headers: await authHeader(page),
    payment: 'Transfer Bank',
    items: [{ product_id: productId, quantity: 1 }],
  });

const SIZES = [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a laptop', viewport: { width: 1280, height: 800 } },
] as const;

for (const { name, viewport } of SIZES) {
  test.describe(`reversible actions on ${name}`, () => {
    test.use({ viewport });

    test('the owner hides an ordered product, finds it under "Disembunyikan" and shows it again', async ({
      page,
      browser,
      shopperInBandung,
    }) => {
      test.setTimeout(120_000);
      await shopperInBandung('Sari', {
        recipientName: 'Sari Pratama',
        phoneNumber: '081234567891',
        streetAddress: 'Jl. Riau No. 3',
        postalCode: '40115',
      });
      const admin = await ownerAt(browser, viewport);
      const adminToken = await admin.evaluate(() => localStorage.getItem('accessToken'));
      const productName = `Boneka Sembunyi ${Date.now().toString(36)}`;
      const created = await admin.request.post('/api/products', {
        headers: { authorization: `Bearer ${adminToken}` },
        multipart: { name: productName, price: '135000', stock: '6' },
      });
      expect(created.status()).toBe(201);
      const productId: number = (await created.json()).data.product_id;
      await placeTransferOrder(page, productId);

      await test.step('"Hapus" on an ordered product hides it, and says so', async () => {
        await admin.goto('/admin/products');
        await admin.getByRole('searchbox', { name: 'Cari produk' }).fill(productName);
        await admin.getByRole('button', { name: `Hapus ${productName}` }).click();
        await admin.getByRole('alertdialog').getByRole('button', { name: 'Hapus' }).click();
        await expect(
          admin.getByText(`"${productName}" pernah dipesan, jadi disembunyikan dari toko.`, { exact: false }),
        ).toBeVisible();
        expect((await page.request.get(`/api/products/${productId}`)).status()).toBe(404);
      });

      await test.step('it waits under "Disembunyikan" with its data, and "Tampilkan lagi" brings it back', async () => {
        await admin.getByRole('tab', { name: 'Disembunyikan' }).click();
        const card = admin.getByRole('article', { name: productName });
        await expect(card).toContainText(formatRupiah(135_000));
        await expect(card).toContainText('Disembunyikan');
        expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
        await card.getByRole('button', { name: `Tampilkan lagi: ${productName}` }).click();
        await expect(admin.getByText(`"${productName}" tampil lagi di toko.`)).toBeVisible();
        await expect(card).toBeHidden();
      });

      await test.step('the shop shows it again, with the stock its order left', async () => {
        await page.goto(`/product/${productId}`);
        await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
        const product = (await (await page.request.get(`/api/products/${productId}`)).json()).data;
        expect(product.stock).toBe(5);
      });
    });

    test('a cancel after the proof is a request: the owner declines, then accepts; the refund is flagged', async ({
      page,
      browser,
      shopperInBandung,
    }) => {
      test.setTimeout(150_000);
      const shopper = await shopperInBandung('Nadia', {
        recipientName: 'Nadia Pratama',
        phoneNumber: '081234567892',
        streetAddress: 'Jl. Braga No. 8',
        postalCode: '40111',
      });
      const product = (await catalogueByName(page)).find((p) => p.stock >= 10)!;
      const placed = await placeTransferOrder(page, product.product_id);
      const order = (
        await (
          await page.request.get(`/api/orders/secure/${placed.secure_token}`, { headers: await authHeader(page) })
        ).json()
      ).data as { order_number: string; transfer_amount: number; total_amount: number; unique_code: number };

      await test.step('the payment page leads with the exact amount, then the time left, then the total', async () => {
        await page.goto(`/payment/${placed.secure_token}`);
        const amount = page.getByText(`Transfer tepat ${formatRupiah(order.transfer_amount)}`, { exact: true });
        const countdown = page.getByRole('timer');
        const total = page.getByText(
          `Total pesanan ${formatRupiah(order.total_amount)} + kode unik ${formatRupiah(order.unique_code)}`,
        );
        await expect(amount).toBeVisible();
        await expect(countdown).toHaveText(/^Sisa waktu (\d+ jam )?\d+ menit$/);
        await expect(countdown.locator('..')).toContainText(/WIB/);
        const top = async (locator: typeof amount) => (await locator.boundingBox())!.y;
        expect(await top(amount)).toBeLessThan(await top(countdown));
        expect(await top(countdown)).toBeLessThan(await top(total));
        await page.getByLabel('Gambar bukti pembayaran').setInputFiles(proofImage);
        await page.getByRole('button', { name: 'Unggah Bukti Pembayaran' }).click();
        await page.waitForURL(`**/orders/${placed.secure_token}`, { timeout: 15_000 });
      });

      const askToCancel = async () => {
        await page.getByRole('button', { name: 'Batalkan', exact: true }).click();
        const dialog = page.getByRole('alertdialog', { name: 'Minta pembatalan?' });
        await dialog.getByRole('button', { name: 'Kirim permintaan' }).click();
        // Said at once, and still there when the shopper comes back: the order waits for the shop.
        await expect(page.getByRole('status').filter({ hasText: requested })).toBeVisible();
        await page.reload();
        await expect(page.getByText(requested)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Batalkan', exact: true })).toBeHidden();
      };
      await test.step('the shopper asks to cancel', askToCancel);

      const admin = await ownerAt(browser, viewport);
      const card = admin.getByRole('article', { name: order.order_number });
      const decide = async (button: string) => {
        await admin.goto('/admin/orders');
        await expect(card).toContainText('Minta dibatalkan');
        await card.getByRole('button', { name: button }).click();
        await admin.getByRole('alertdialog').getByRole('button', { name: 'Konfirmasi' }).click();
        await expect(admin.getByText('Pesanan berhasil diperbarui!')).toBeVisible();
        await expect(card).not.toContainText('Minta dibatalkan');
      };

      await test.step('the owner declines: the order goes on and the shopper is told', async () => {
        await admin.goto('/admin/orders');
        await expect(card).toContainText('Minta dibatalkan');
        expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
        await decide('Tolak pembatalan');
        await expect
          .poll(() => mailSubjectsTo(shopper.email))
          .toContain(`Permintaan pembatalan pesanan ${order.order_number} ditolak`);
        expect(mailSubjectsTo(E2E_ADMIN.email)).toContain(`Pembeli minta pembatalan: ${order.order_number}`);
      });

      await test.step('the shopper asks again; the owner accepts: cancelled, "Perlu refund"', async () => {
        await page.reload();
        await askToCancel();
        await decide('Setujui pembatalan');
        await expect(card).toContainText('Perlu refund');
        await expect(card.getByRole('button', { name: 'Tandai Sudah Direfund' })).toBeVisible();
        await expect
          .poll(() => mailSubjectsTo(shopper.email))
          .toContain(`Pembatalan pesanan ${order.order_number} disetujui`);
        await page.reload();
        await expect(page.getByText('Toko akan mengembalikan dana yang sudah kamu transfer.')).toBeVisible();
      });
    });
  });
}
