import { formatRupiah, isoToWibInput } from '@boneka/shared';
import type { Locator, Page } from '@playwright/test';
import { authHeader, axeViolationsAtBothSizes, expect, ownerPage, test } from './support/fixtures';

/**
 * With E2E_SHOTS set, the page at 1280 px and at 390 px, saved to docs/screenshots/sale-`name`-{desktop,mobile}.png
 * for the README; the journey never depends on it.
 */
async function shot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  const size = page.viewportSize();
  for (const [device, width, height] of [
    ['desktop', 1280, 800],
    ['mobile', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.screenshot({ path: `docs/screenshots/sale-${name}-${device}.png` });
  }
  if (size) await page.setViewportSize(size);
}

/** The crossed-out normal price and the percent off inside `where`. */
async function expectCrossedOut(where: Locator, normal: string, badge: string) {
  await expect(where.locator('s', { hasText: normal }).first()).toBeVisible();
  await expect(where.getByText(badge, { exact: true }).first()).toBeVisible();
}

test('the owner puts a doll on sale; a shopper sees the crossed-out price on the card, product page, cart and checkout, and pays the sale price (issue 30)', async ({
  page,
  browser,
  shopperInBandung,
}) => {
  test.setTimeout(240_000);
  const name = `Boneka Diskon ${Date.now().toString(36)}`;
  const owner = await ownerPage(browser);
  const created = await owner.request.post('/api/products', {
    headers: await authHeader(owner),
    data: { name, description: 'Boneka kelinci lembut, sedang diskon.', price: 200_000, stock: 8 },
  });
  expect(created.status()).toBe(201);
  const productId: number = (await created.json()).data.product_id;
  const ends = isoToWibInput(new Date(Date.now() + 3 * 86_400_000).toISOString());

  await test.step('the owner sets Rp 150.000 until a time in WIB on the product form', async () => {
    await owner.goto(`/admin/products/edit/${productId}`);
    await owner.getByLabel('Harga diskon').fill('150.000');
    await owner.getByLabel('Akhir diskon (WIB)').fill(ends);
    await expect(owner.getByText('= Rp 150.000')).toBeVisible();
    await owner.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(owner.getByText(/berhasil/i).first()).toBeVisible();
    const detail = (await (await owner.request.get(`/api/products/${productId}`)).json()).data;
    expect(detail.sale).toMatchObject({ price: 150_000, normal_price: 200_000, percent_off: 25 });
  });

  await test.step("the owner's list says it is on sale until when", async () => {
    await owner.goto(`/admin/products?search=${encodeURIComponent(name)}`);
    await expect(owner.getByText(/Sedang diskon sampai/).first()).toBeVisible();
    expect(await axeViolationsAtBothSizes(owner)).toEqual([]);
  });

  await shopperInBandung('Dewi', {
    recipientName: 'Dewi Anggraini',
    phoneNumber: '081234567892',
    streetAddress: 'Jl. Cihampelas No. 8',
    postalCode: '40131',
  });

  await test.step('the card crosses out Rp 200.000 and says -25%', async () => {
    await page.goto(`/products?search=${encodeURIComponent(name)}`);
    const card = page.getByRole('article', { name });
    await expect(card.getByText('Rp 150.000', { exact: true })).toBeVisible();
    await expectCrossedOut(card, 'Rp 200.000', '-25%');
    await expect(card.getByText('Harga normal Rp 200.000, sekarang Rp 150.000, hemat 25%')).toBeAttached();
    await shot(page, 'cards');
  });

  await test.step('the product page, rendered by the server, shows the same and until when', async () => {
    const html = await (await page.request.get(`/product/${productId}`)).text();
    expect(html).toContain('<s');
    expect(html).toContain('Harga normal Rp 200.000, sekarang Rp 150.000, hemat 25%');
    await page.goto(`/product/${productId}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expectCrossedOut(page.locator('article'), 'Rp 200.000', '-25%');
    await expect(page.getByText(/^Diskon sampai /)).toBeVisible();
    await shot(page, 'product');
    await page.getByRole('button', { name: 'Tambahkan ke Keranjang' }).click();
    await expect(page.getByText(`${name} berhasil ditambahkan ke keranjang!`)).toBeVisible();
  });

  await test.step('the cart line and the checkout line show it too', async () => {
    await page.goto('/cart');
    const line = page.getByRole('article', { name });
    await expectCrossedOut(line, 'Rp 200.000', '-25%');
    await shot(page, 'cart');
    await page.getByRole('button', { name: 'Checkout Sekarang' }).click();
    await page.waitForURL('**/order');
    await expectCrossedOut(page.getByRole('article', { name }), 'Rp 200.000', '-25%');
    await page
      .getByRole('radio', { name: /J&T - EZ|JNE - REG|SiCepat - REG/ })
      .first()
      .check();
    expect(await axeViolationsAtBothSizes(page)).toEqual([]);
  });

  await test.step('the order is placed at the sale price', async () => {
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    await page.waitForURL('**/payment/**');
    const token = new URL(page.url()).pathname.split('/').pop()!;
    const order = (
      await (await page.request.get(`/api/orders/secure/${token}`, { headers: await authHeader(page) })).json()
    ).data;
    expect(order.items).toMatchObject([{ quantity: 1, price: 150_000, subtotal: 150_000 }]);
    expect(order.subtotal).toBe(150_000);
    await page.goto(`/orders/${token}`);
    await expect(page.getByText(formatRupiah(150_000)).first()).toBeVisible();
  });
  await owner.context().close();
});
