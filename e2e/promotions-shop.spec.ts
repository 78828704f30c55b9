import type { Page } from '@playwright/test';
import { formatRupiah } from '@boneka/shared/money';
import { authHeader, axeViolationsAtBothSizes, expect, ownerPage, test, waitForHydration } from './support/fixtures';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

const rupiah = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** With E2E_SHOTS set, the page as a phone shows it, saved to docs/screenshots/`name`.png for the README. */
async function shot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS || page.viewportSize()?.width !== 390) return;
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: true });
}

/** What the owner seeds through the admin API: two dolls, a flash sale, grosir tiers and two vouchers. */
async function seedPromotions(owner: Page, stamp: string) {
  const headers = await authHeader(owner);
  const product = async (name: string, price: number) => {
    const created = await owner.request.post('/api/products', {
      headers,
      data: { name, description: 'Boneka untuk promo toko.', price, stock: 30 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const productId: number = (await created.json()).data.product_id;
    const detail = (await (await owner.request.get(`/api/products/${productId}`)).json()).data;
    return { productId, variantId: detail.variants[0].variant_id as number, name };
  };
  const flashDoll = await product(`Boneka Kilat ${stamp}`, 200_000);
  const grosirDoll = await product(`Boneka Grosir ${stamp}`, 100_000);

  const tiers = await owner.request.put(`/api/products/${grosirDoll.productId}/variants`, {
    headers,
    data: {
      options: [],
      variants: [
        {
          variant_id: grosirDoll.variantId,
          options: [],
          price: 100_000,
          stock: 30,
          wholesale: [
            { min_quantity: 3, price: 90_000 },
            { min_quantity: 5, price: 85_000 },
          ],
        },
      ],
    },
  });
  expect(tiers.status(), await tiers.text()).toBe(200);

  const sale = await owner.request.post('/api/admin/flash-sales', {
    headers,
    data: {
      name: `Kilat ${stamp}`,
      starts_at: new Date(Date.now() - 1_000).toISOString(),
      ends_at: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      items: [{ variant_id: flashDoll.variantId, price: 149_000, quota: 3 }],
    },
  });
  expect(sale.status(), await sale.text()).toBe(201);

  const voucher = async (data: Record<string, unknown>) => {
    const created = await owner.request.post('/api/admin/vouchers', { headers, data });
    expect(created.status(), await created.text()).toBe(201);
  };
  const scoped = `GROSIR-${stamp}`;
  const ongkir = `ONGKIR-${stamp}`;
  await voucher({ code: scoped, type: 'fixed', value: 10_000, product_ids: [grosirDoll.productId] });
  await voucher({ code: ongkir, type: 'shipping', value: 15_000 });
  return { flashDoll, grosirDoll, scoped, ongkir };
}

for (const size of SIZES) {
  test.describe(`on ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('a shopper buys a flash sale doll and grosir dolls, with a voucher for one product and then Gratis Ongkir (issue 44)', async ({
      page,
      browser,
      shopperInBandung,
    }) => {
      test.setTimeout(240_000);
      const stamp = Date.now().toString(36).slice(-5).toUpperCase();
      const owner = await ownerPage(browser);
      const { flashDoll, grosirDoll, scoped, ongkir } = await seedPromotions(owner, stamp);
      await owner.context().close();
      await shopperInBandung('Sari', {
        recipientName: 'Sari Wulandari',
        phoneNumber: '081234567890',
        streetAddress: 'Jl. Dago No. 12',
        postalCode: '40135',
      });

      await test.step('the product page shows the flash sale with its countdown and quota', async () => {
        await page.goto(`/product/${flashDoll.productId}`);
        const banner = page.getByRole('region', { name: /Flash Sale/ });
        await expect(banner).toContainText('Rp 149.000');
        await expect(banner).toContainText('Rp 200.000');
        await expect(banner).toContainText('Tersisa 3');
        await waitForHydration(page);
        const countdown = banner.getByTestId('flash-countdown');
        await expect(countdown).toHaveText(/^0[12]:\d\d:\d\d$/);
        await expect(countdown).toHaveAttribute('aria-live', 'off');
        await shot(page, 'flash-sale-mobile');
        await page.getByRole('button', { name: 'Tambah jumlah' }).click();
        await expect(page.getByTestId('unit-price')).toContainText('Rp 149.000 / pcs');
        await page.getByRole('button', { name: 'Tambahkan ke Keranjang' }).click();
        await expect(page.getByText(`${flashDoll.name} berhasil ditambahkan ke keranjang!`)).toBeVisible();
      });

      await test.step('the grosir table, and the unit price follows the quantity', async () => {
        await page.goto(`/product/${grosirDoll.productId}`);
        const table = page.getByRole('table', { name: 'Harga Grosir' });
        await expect(table).toContainText('3–4 pcs');
        await expect(table).toContainText('Rp 90.000');
        await expect(table).toContainText('≥5 pcs');
        await waitForHydration(page);
        await expect(page.getByTestId('unit-price')).toContainText('Rp 100.000 / pcs');
        await page.getByRole('button', { name: 'Tambah jumlah' }).click();
        await page.getByRole('button', { name: 'Tambah jumlah' }).click();
        await expect(page.getByTestId('unit-price')).toContainText('Rp 90.000 / pcsHarga grosir');
        await page.getByRole('button', { name: 'Tambahkan ke Keranjang' }).click();
        await expect(page.getByText(`${grosirDoll.name} berhasil ditambahkan ke keranjang!`)).toBeVisible();
      });

      let total = 0;
      await test.step('the cart prices each line and counts the voucher only on the doll it is for', async () => {
        await page.goto('/cart');
        const flashLine = page.getByRole('article', { name: flashDoll.name });
        await expect(flashLine).toContainText('Flash sale');
        await expect(flashLine).toContainText('Rp 149.000 / pcs');
        const grosirLine = page.getByRole('article', { name: grosirDoll.name });
        await expect(grosirLine).toContainText('Harga grosir');
        await expect(grosirLine).toContainText('Rp 90.000 / pcs');
        await expect
          .poll(async () => rupiah(await page.getByLabel('Subtotal').innerText()))
          .toBe(2 * 149_000 + 270_000);
        await page.getByRole('textbox', { name: 'Kode Voucher' }).fill(scoped);
        await page.getByRole('button', { name: 'Pakai' }).click();
        await expect(page.getByText(`Voucher ${scoped} berhasil dipakai!`)).toBeVisible();
        await expect.poll(async () => rupiah(await page.getByLabel('Diskon Voucher').innerText())).toBe(10_000);
        // From the top, as a visitor opens it: scrolled down, the sticky header would cover the links under it.
        const toast = page.getByRole('status').filter({ hasText: `Voucher ${scoped} berhasil dipakai!` });
        await toast.locator('..').getByRole('button', { name: 'Tutup' }).click();
        await expect(toast).toHaveCount(0);
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, 'grosir-cart-mobile');
        expect(await axeViolationsAtBothSizes(page)).toEqual([]);

        await page.getByRole('button', { name: 'Checkout Sekarang' }).click();
        await page.waitForURL('**/order');
        await page
          .getByRole('radio', { name: /J&T - EZ|JNE - REG|SiCepat - REG/ })
          .first()
          .check();
        const shipping = rupiah(await page.getByLabel('Ongkos Kirim').innerText());
        total = 2 * 149_000 + 270_000 + shipping - 10_000;
        await expect.poll(async () => rupiah(await page.getByLabel('Total', { exact: true }).innerText())).toBe(total);
        expect(await axeViolationsAtBothSizes(page)).toEqual([]);
        await page.getByRole('button', { name: 'Buat Pesanan' }).click();
        await page.waitForURL('**/payment/**');
      });

      await test.step('the order carries each line’s unit price and kind', async () => {
        const token = new URL(page.url()).pathname.split('/').pop()!;
        const order = (
          await (await page.request.get(`/api/orders/secure/${token}`, { headers: await authHeader(page) })).json()
        ).data;
        expect(order).toMatchObject({ voucher_code: scoped, voucher_discount: 10_000, shipping_discount: 0 });
        expect(order.total_amount).toBe(total);
        const lines = Object.fromEntries(
          order.items.map((item: { product: { name: string } }) => [item.product.name, item]),
        );
        expect(lines[flashDoll.name]).toMatchObject({ quantity: 2, price: 149_000, price_kind: 'flash' });
        expect(lines[grosirDoll.name]).toMatchObject({ quantity: 3, price: 90_000, price_kind: 'wholesale' });
        await page.goto(`/orders/${token}`);
        await expect(page.getByText('Flash sale').first()).toBeVisible();
        await expect(page.getByText('Harga grosir').first()).toBeVisible();
      });

      await test.step('the last flash unit with Gratis Ongkir: the shipping comes off', async () => {
        await page.goto(`/product/${flashDoll.productId}`);
        await expect(page.getByRole('region', { name: /Flash Sale/ })).toContainText('Tersisa 1');
        await waitForHydration(page);
        await page.getByRole('button', { name: 'Beli Sekarang' }).click();
        await page.waitForURL('**/order');
        await page.getByRole('textbox', { name: 'Kode Voucher' }).fill(ongkir);
        await page.getByRole('button', { name: 'Pakai' }).click();
        await expect(page.getByText(`Voucher ${ongkir} berhasil dipakai!`)).toBeVisible();
        await page
          .getByRole('radio', { name: /J&T - EZ|JNE - REG|SiCepat - REG/ })
          .first()
          .check();
        const shipping = rupiah(await page.getByLabel('Ongkos Kirim').innerText());
        const off = Math.min(shipping, 15_000);
        await expect(page.getByLabel('Gratis Ongkir')).toHaveText(`−${formatRupiah(off)}`);
        await page.getByRole('button', { name: 'Buat Pesanan' }).click();
        await page.waitForURL('**/payment/**');
        const token = new URL(page.url()).pathname.split('/').pop()!;
        const order = (
          await (await page.request.get(`/api/orders/secure/${token}`, { headers: await authHeader(page) })).json()
        ).data;
        expect(order).toMatchObject({ voucher_code: ongkir, voucher_discount: 0, shipping_discount: off });
        expect(order.total_amount).toBe(149_000 + shipping - off);
        expect(order.items[0]).toMatchObject({ price: 149_000, price_kind: 'flash' });
        await page.goto(`/orders/${token}`);
        await expect(page.getByLabel('Gratis Ongkir')).toHaveText(`−${formatRupiah(off)}`);
      });

      await test.step('with the quota gone the page falls back to the normal price', async () => {
        await page.goto(`/product/${flashDoll.productId}`);
        await expect(page.getByTestId('flash-over')).toHaveText('Flash sale habis', { timeout: 15_000 });
        await expect(page.getByRole('region', { name: /Flash Sale/ })).toHaveCount(0);
        await expect(page.getByText('Rp 200.000').first()).toBeVisible();
      });
    });
  });
}
