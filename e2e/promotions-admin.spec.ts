import { isoToWibInput } from '@boneka/shared/wib';
import type { Page } from '@playwright/test';
import { authHeader, axeViolationsAtBothSizes, expect, ownerPage, test } from './support/fixtures';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

/** With E2E_SHOTS set, the page as a phone shows it, saved to docs/screenshots/`name`.png for the README. */
async function shot(page: Page, name: string) {
  if (!process.env.E2E_SHOTS || page.viewportSize()?.width !== 390) return;
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: true });
}

for (const size of SIZES) {
  test(`on ${size.name}: the owner runs a flash sale and ends it, makes a Gratis Ongkir voucher for one category, and sets grosir tiers (issue 44)`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36).slice(-4).toUpperCase();
    const owner = await ownerPage(browser, { viewport: size.viewport });
    const headers = await authHeader(owner);
    const productName = `Boneka Beruang Promo ${stamp}`;
    const created = await owner.request.post('/api/products', {
      headers,
      data: { name: productName, description: 'Boneka untuk flash sale dan harga grosir.', price: 200_000, stock: 30 },
    });
    expect(created.status()).toBe(201);
    const productId: number = (await created.json()).data.product_id;

    await test.step('the owner creates a flash sale through the form, running from this minute (WIB)', async () => {
      // The header's row names it on a wide screen; a phone opens the page from its menu, or as here, its address.
      if (size.name === 'desktop') await owner.getByRole('link', { name: 'Flash Sale' }).first().click();
      else await owner.goto('/admin/flash-sale');
      await owner.waitForURL('**/admin/flash-sale');
      await expect(owner.getByRole('heading', { name: 'Flash Sale', level: 1 })).toBeVisible();
      await owner.getByRole('button', { name: 'Buat Flash Sale' }).click();
      const form = owner.getByRole('dialog', { name: 'Buat Flash Sale' });
      await form.getByLabel('Nama flash sale').fill(`Flash Sale Gajian ${stamp}`);
      await form.getByLabel('Mulai (WIB)').fill(isoToWibInput(new Date().toISOString()));
      await form.getByLabel('Berakhir (WIB)').fill(isoToWibInput(new Date(Date.now() + 2 * 3_600_000).toISOString()));
      await form.getByRole('searchbox', { name: 'Cari produk' }).fill(productName);
      await form.getByRole('button', { name: `Pilih varian ${productName} Rp 200.000` }).click();
      await form.getByRole('button', { name: `Tambah ${productName} ke flash sale` }).click();
      await form.getByRole('textbox', { name: `Harga flash sale ${productName}` }).fill('149.000');
      await form.getByRole('textbox', { name: `Kuota (pcs) ${productName}` }).fill('10');
      await expect(form.getByText('= Rp 149.000')).toBeVisible();
      expect(await axeViolationsAtBothSizes(owner)).toEqual([]);
      await form.getByRole('button', { name: 'Simpan' }).click();
      await expect(owner.getByText(`Flash sale Flash Sale Gajian ${stamp} dibuat.`)).toBeVisible();
    });

    const card = owner.getByRole('article', { name: `Flash Sale Gajian ${stamp}` });
    await test.step('the list shows it running, with its price and "Terjual 0/10"', async () => {
      await expect(card).toContainText('Berlangsung');
      await expect(card).toContainText(productName);
      await expect(card).toContainText('Rp 149.000');
      await expect(card).toContainText('Terjual 0/10');
      const offer = (await (await owner.request.get(`/api/products/${productId}/flash-sale`)).json()).data;
      expect(offer.variants[0].flash).toMatchObject({ price: 149_000, quota: 10, remaining: 10 });
      expect(await axeViolationsAtBothSizes(owner)).toEqual([]);
      await shot(owner, 'flash-sale-admin-mobile');
    });

    await test.step('"Akhiri sekarang" ends it after the owner confirms', async () => {
      await card.getByRole('button', { name: `Akhiri sekarang: flash sale Flash Sale Gajian ${stamp}` }).click();
      const confirm = owner.getByRole('alertdialog', {
        name: `Akhiri flash sale Flash Sale Gajian ${stamp} sekarang?`,
      });
      expect(await axeViolationsAtBothSizes(owner)).toEqual([]);
      await confirm.getByRole('button', { name: 'Akhiri' }).click();
      await expect(owner.getByText(`Flash sale Flash Sale Gajian ${stamp} diakhiri.`)).toBeVisible();
      await expect(card).toContainText('Berakhir');
      await expect(card.getByRole('button')).toHaveCount(0);
    });

    const categories = (await (await owner.request.get('/api/categories?lang=id')).json()).data as { name: string }[];
    const category = categories[0]!.name;
    const code = `ONGKIR-${Date.now().toString(36).toUpperCase()}`;
    await test.step('the owner creates a Gratis Ongkir voucher limited to one category', async () => {
      await owner.goto('/admin/voucher');
      await owner.getByRole('button', { name: 'Buat Voucher' }).click();
      const form = owner.getByRole('dialog', { name: 'Buat Voucher' });
      await form.getByLabel('Kode voucher').fill(code);
      await form.getByRole('combobox', { name: 'Jenis' }).selectOption({ label: 'Gratis Ongkir' });
      await expect(form.getByLabel(/Maksimal diskon/)).toHaveCount(0);
      await form.getByRole('textbox', { name: 'Gratis ongkir s/d' }).fill('20.000');
      await form.getByRole('radio', { name: 'Kategori tertentu' }).check();
      await form.getByRole('checkbox', { name: category, exact: true }).check();
      expect(await axeViolationsAtBothSizes(owner)).toEqual([]);
      await form.getByRole('button', { name: 'Simpan' }).click();
      await expect(owner.getByText(`Voucher ${code} dibuat.`)).toBeVisible();
      const voucher = owner.getByRole('article', { name: code });
      await expect(voucher).toContainText('Gratis ongkir s/d Rp 20.000');
      await expect(voucher).toContainText(`Kategori: ${category}`);
      expect(await axeViolationsAtBothSizes(owner)).toEqual([]);
    });

    await test.step('the owner sets grosir tiers on the variant in the product form', async () => {
      await owner.goto(`/admin/products/edit/${productId}`);
      await owner.getByRole('button', { name: 'Harga Grosir (belum ada)' }).click();
      await owner.getByRole('button', { name: 'Tambah tingkat' }).click();
      await owner.getByLabel('Mulai (pcs), tingkat 1').fill('3');
      await owner.getByLabel('Harga per pcs, tingkat 1').fill('180.000');
      await owner.getByRole('button', { name: 'Tambah tingkat' }).click();
      await owner.getByLabel('Mulai (pcs), tingkat 2').fill('10');
      await owner.getByLabel('Harga per pcs, tingkat 2').fill('190.000');
      await owner.getByRole('button', { name: 'Simpan Perubahan' }).click();
      // Dearer for more pieces: refused in the form, as the server would.
      await expect(
        owner.getByText('Harga tiap tingkat grosir harus lebih murah dari tingkat sebelumnya.'),
      ).toBeVisible();
      await owner.getByLabel('Harga per pcs, tingkat 2').fill('170.000');
      expect(await axeViolationsAtBothSizes(owner)).toEqual([]);
      await owner.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await expect(owner.getByText('Produk berhasil diperbarui!')).toBeVisible();
      const detail = (await (await owner.request.get(`/api/products/${productId}`)).json()).data;
      expect(detail.variants[0].wholesale).toEqual([
        { min_quantity: 3, price: 180_000 },
        { min_quantity: 10, price: 170_000 },
      ]);
    });
    await owner.context().close();
  });
}
