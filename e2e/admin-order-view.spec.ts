import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { formatRupiah } from '@boneka/shared/money';
import { E2E_DATA_DIR } from './support/env';
import { ownerPage, authHeader, axeViolationsAtBothSizes, catalogueByName, expect, test } from './support/fixtures';

/** A quoted-printable part as text: soft line breaks joined, `=XX` bytes decoded as UTF-8. */
const fromQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The plain-text part of the owner's new-order mail for `orderNumber`, read from the outbox (waits for it). */
async function ownerNewOrderMail(orderNumber: string): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, 'mail');
  let text = '';
  await expect
    .poll(
      () => {
        for (const name of readdirSync(dir).sort().reverse()) {
          const raw = readFileSync(path.join(dir, name), 'utf8');
          const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
          if (!/^To: owner@boneka\.test$/im.test(head) || !head.includes(`Pesanan baru ${orderNumber}`)) continue;
          const boundary = /boundary="([^"]+)"/.exec(head)?.[1] ?? '';
          const plainPart =
            raw.split(`--${boundary}`).find((part) => /^\s*Content-Type: text\/plain/i.test(part)) ?? '';
          const plain = plainPart
            .split(/\r?\n\r?\n/)
            .slice(1)
            .join('\n\n');
          text = fromQuotedPrintable(plain);
          return text;
        }
        return '';
      },
      { message: `the owner's new-order mail for ${orderNumber}` },
    )
    .toContain(orderNumber);
  return text;
}

/** The owner, signed in in a browser context of their own, at the test's size. */
const ownerAt = (browser: Browser, viewport: { width: number; height: number }): Promise<Page> =>
  ownerPage(browser, { viewport, permissions: ['clipboard-read', 'clipboard-write'] });

const SIZES = [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a laptop', viewport: { width: 1280, height: 800 } },
] as const;

for (const { name, viewport } of SIZES) {
  test.describe(`the owner's order page on ${name}`, () => {
    test.use({ viewport });

    test('a shopper orders with a note; the owner opens it from the mail, the card and the search', async ({
      page,
      browser,
      shopperInBandung,
    }) => {
      test.setTimeout(120_000);
      await shopperInBandung('Dewi', {
        recipientName: 'Dewi Lestari',
        phoneNumber: '081298765432',
        streetAddress: 'Jl. Cihampelas No. 21',
        postalCode: '40131',
      });
      const product = (await catalogueByName(page)).find((p) => p.stock >= 10)!;

      await page.goto(`/product/${product.product_id}`);
      await page.getByRole('button', { name: 'Tambahkan ke Keranjang' }).click();
      await expect(page.getByText(`${product.name} berhasil ditambahkan ke keranjang!`)).toBeVisible();
      await page.goto('/cart');
      await page.getByRole('button', { name: 'Checkout Sekarang' }).click();
      await page.waitForURL('**/order');
      await page
        .getByRole('radio', { name: /J&T - EZ|JNE - REG|SiCepat - REG/ })
        .first()
        .check();
      await page.getByLabel('Catatan untuk Penjual').fill('Tolong bungkus kado, ya');
      await page.getByRole('button', { name: 'Buat Pesanan' }).click();
      await page.waitForURL('**/payment/**');
      const token = new URL(page.url()).pathname.split('/').pop()!;
      const order = (
        await (await page.request.get(`/api/orders/secure/${token}`, { headers: await authHeader(page) })).json()
      ).data as {
        order_id: number;
        order_number: string;
        total_amount: number;
        transfer_amount: number;
        courier: string;
        courier_service: string;
      };
      const adminPath = `/admin/orders/${order.order_id}`;

      const admin = await ownerAt(browser, viewport);
      /** Everything the owner needs to pack and ship the order, on its page. */
      const seesTheOrder = async () => {
        await expect(admin.getByRole('heading', { level: 1, name: `Pesanan ${order.order_number}` })).toBeVisible();
        const main = admin.getByRole('main');
        await expect(main.getByText(product.name, { exact: true })).toBeVisible();
        await expect(main.getByText(`1 × ${formatRupiah(product.price)}`)).toBeVisible();
        await expect(main.getByText('Dewi Pratama')).toBeVisible();
        await expect(main.getByRole('link', { name: '081298765432' })).toBeVisible();
        for (const line of [
          'Dewi Lestari',
          'Jl. Cihampelas No. 21',
          'Kec. Sukasari',
          'Kota Bandung',
          'Jawa Barat 40131',
        ])
          await expect(main.getByText(line, { exact: true })).toBeVisible();
        await expect(main).toContainText(new RegExp(`${order.courier}\\s*-\\s*${order.courier_service}`, 'i'));
        await expect(main.getByText('Tolong bungkus kado, ya')).toBeVisible();
        await expect(main.getByText(formatRupiah(order.total_amount), { exact: true })).toBeVisible();
      };

      await test.step("the owner's new-order mail lists the lines and the address and links to the owner's page", async () => {
        const mail = await ownerNewOrderMail(order.order_number);
        // The line names the doll and, for the owner, its SKU when it has one.
        expect(mail).toMatch(new RegExp(`${escapeRegExp(product.name)}[^\\n]* × 1`));
        for (const line of [
          'Dewi Lestari · 081298765432',
          'Jl. Cihampelas No. 21',
          'Kec. Sukasari',
          'Jawa Barat 40131',
        ])
          expect(mail).toContain(line);
        expect(mail).not.toContain(`/orders/${token}`);
        const link = /https?:\/\/\S+\/admin\/orders\/\d+/.exec(mail)?.[0];
        expect(link && new URL(link).pathname).toBe(adminPath);
        await admin.goto(new URL(link!).pathname);
        await seesTheOrder();
        await admin.getByRole('button', { name: 'Salin alamat' }).click();
        await expect(admin.getByText('Alamat disalin.')).toBeVisible();
        expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(
          'Dewi Lestari (081298765432)\nJl. Cihampelas No. 21\nKec. Sukasari\nKota Bandung\nJawa Barat 40131',
        );
        expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
      });

      await test.step('the card shows the lines and the city, and opens the page', async () => {
        await admin.goto('/admin/orders');
        const card = admin.getByRole('article', { name: order.order_number });
        await expect(card.getByRole('list', { name: 'Barang' })).toContainText(
          new RegExp(`${escapeRegExp(product.name)}.*× 1`),
        );
        await expect(card.getByText('Kirim ke Kota Bandung')).toBeVisible();
        expect(await axeViolationsAtBothSizes(admin)).toEqual([]);
        await card.getByRole('link', { name: 'Lihat Detail' }).click();
        await admin.waitForURL(`**${adminPath}`);
        await seesTheOrder();
      });

      await test.step("the owner's search by amount leads to the page too", async () => {
        await admin.goto('/admin/orders');
        await admin.getByLabel('Cari menurut jumlah di mutasi rekening').fill(formatRupiah(order.transfer_amount));
        await admin.getByRole('button', { name: 'Cari', exact: true }).click();
        await expect(admin.getByRole('article')).toHaveCount(1);
        await admin.getByRole('article').getByRole('link', { name: order.order_number }).click();
        await admin.waitForURL(`**${adminPath}`);
        await seesTheOrder();
      });
      await admin.context().close();
    });
  });
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
