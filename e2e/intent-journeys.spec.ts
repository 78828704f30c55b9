import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from './support/env';
import {
  authHeader,
  catalogueByName,
  codeFromOutbox,
  expect,
  mailSubjectsTo,
  PASSWORD,
  test,
  uniqueEmail,
} from './support/fixtures';

/** Issue 26 item 5: journeys that keep the shopper's intent, on a phone and on a laptop. */
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
] as const;

/** A doll with stock to spare, that this test has to itself (by position, so the two sizes take different ones). */
async function dollWithStock(page: Page, index: number) {
  const catalog = await catalogueByName(page);
  const doll = catalog.filter((p) => p.stock >= 10)[index];
  expect(doll, 'a doll with 10 or more in stock').toBeDefined();
  return doll!;
}

async function cartOf(page: Page): Promise<{ product_id: number; quantity: number }[]> {
  const reply = await page.request.get('/api/cart', { headers: await authHeader(page) });
  return (await reply.json()).data.items;
}

async function signInHere(page: Page, email: string, password: string) {
  await page.getByLabel('Nama Pengguna atau Email').fill(email);
  await page.getByLabel('Kata Sandi', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

for (const [index, size] of SIZES.entries()) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });
    // Each journey is followed by an axe scan of every page it opened, at both sizes.
    test.describe.configure({ timeout: 180_000 });

    test('a guest’s "Tambah ke Keranjang" signs in and comes back to the product with the item added, once', async ({
      page,
      newCustomer,
    }) => {
      const shopper = await newCustomer('Intan');
      const doll = await dollWithStock(page, index);
      await page.goto(`/product/${doll.product_id}`);
      await page.getByRole('button', { name: 'Tambah jumlah' }).click();
      await page.getByRole('button', { name: 'Tambahkan ke Keranjang' }).click();

      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('next')).toBe(`/product/${doll.product_id}`);
      await expect(page.getByText('Masuk atau buat akun dulu, lalu kami lanjutkan belanjamu.')).toBeVisible();
      await signInHere(page, shopper.email, shopper.password);

      await page.waitForURL((url) => url.pathname === `/product/${doll.product_id}`);
      await expect(page.getByText(`${doll.name} berhasil ditambahkan ke keranjang!`)).toBeVisible();
      expect(await cartOf(page)).toEqual([expect.objectContaining({ product_id: doll.product_id, quantity: 2 })]);

      await page.reload();
      await expect(page.getByRole('heading', { name: doll.name })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await cartOf(page)).toEqual([expect.objectContaining({ product_id: doll.product_id, quantity: 2 })]);
    });

    test('a guest’s "Beli Sekarang" signs up, finds the code field ready, and checks out that item alone with a first address added in place', async ({
      page,
    }) => {
      const doll = await dollWithStock(page, index + 2);
      await page.goto(`/product/${doll.product_id}`);
      await page.getByRole('button', { name: 'Beli Sekarang' }).click();
      await page.waitForURL((url) => url.pathname === '/login');

      const email = uniqueEmail('dewi');
      await page.getByRole('tab', { name: 'Buat Akun' }).click();
      await page.getByLabel('Nama Depan').fill('Dewi');
      await page.getByLabel('Nama Pengguna').fill(`dewi${Date.now().toString(36)}`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Kata Sandi', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Daftar' }).click();

      const code = page.getByLabel('Kode Verifikasi');
      await expect(code).toBeFocused();
      await expect(code).toBeInViewport();
      await code.fill(await codeFromOutbox(email));
      await page.getByRole('button', { name: 'Verifikasi' }).click();

      await page.waitForURL((url) => url.pathname === '/order');
      await expect(page.getByRole('button', { name: /^Hapus / })).toHaveCount(1);
      await expect(page.getByText(doll.name, { exact: true })).toHaveCount(1);
      expect(await cartOf(page)).toEqual([]);

      await test.step('the first address is added here, and chosen', async () => {
        await expect(page.getByText('Belum ada alamat pengiriman')).toBeVisible();
        await page.getByRole('button', { name: 'Tambah Alamat' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Label Alamat').fill('Kos');
        await dialog.getByLabel('Nama Penerima').fill('Dewi Lestari');
        await dialog.getByLabel('Nomor Telepon').fill('081234567890');
        await dialog.getByLabel('Alamat Lengkap').fill('Jl. Dago No. 12');
        await dialog.getByLabel('Provinsi').selectOption('32');
        await dialog.getByLabel('Kota/Kabupaten').selectOption('3273');
        await dialog.getByLabel('Kecamatan').selectOption('327301');
        await dialog.getByLabel('Kode Pos').fill('40135');
        await dialog.getByRole('button', { name: 'Tambah Alamat' }).click();
        await expect(dialog).toHaveCount(0);
        expect(new URL(page.url()).pathname).toBe('/order');
        await expect(page.getByRole('combobox', { name: 'Kirim ke' })).toContainText('Kos');
        await expect(page.getByText(/^Jl\. Dago No\. 12, Kec\. [^,]+, Kota Bandung, Jawa Barat, 40135$/)).toBeVisible();
      });

      await test.step('the order holds that one item, and the cart stays empty', async () => {
        await page
          .getByRole('radio', { name: /J&T - EZ|JNE - REG|SiCepat - REG/ })
          .first()
          .check();
        await page.getByRole('button', { name: 'Buat Pesanan' }).click();
        await page.waitForURL('**/payment/**');
        const token = new URL(page.url()).pathname.split('/').pop()!;
        const order = (
          await (await page.request.get(`/api/orders/secure/${token}`, { headers: await authHeader(page) })).json()
        ).data;
        const lines = order.items.map((item: { product: { product_id: number }; quantity: number }) => [
          item.product.product_id,
          item.quantity,
        ]);
        expect(lines).toEqual([[doll.product_id, 1]]);
        expect(await cartOf(page)).toEqual([]);
      });
    });

    test('a signed-in shopper’s "Beli Sekarang" opens the checkout with that item only, leaving the cart alone', async ({
      page,
      login,
      newCustomer,
    }) => {
      await login(await newCustomer('Sari'));
      const inCart = await dollWithStock(page, index + 4);
      const doll = await dollWithStock(page, index + 6);
      await page.goto(`/product/${inCart.product_id}`);
      await page.getByRole('button', { name: 'Tambahkan ke Keranjang' }).click();
      await expect(page.getByText(`${inCart.name} berhasil ditambahkan ke keranjang!`)).toBeVisible();

      await page.goto(`/product/${doll.product_id}`);
      await page.getByRole('button', { name: 'Beli Sekarang' }).click();
      await page.waitForURL((url) => url.pathname === '/order');
      await expect(page.getByText(doll.name, { exact: true })).toHaveCount(1);
      await expect(page.getByText(inCart.name, { exact: true })).toHaveCount(0);
      expect(await cartOf(page)).toEqual([expect.objectContaining({ product_id: inCart.product_id, quantity: 1 })]);
    });

    test('a "next" to another site is never followed after signing in', async ({ page, newCustomer }) => {
      const shopper = await newCustomer('Tari');
      for (const next of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
        await page.goto(`/login?${new URLSearchParams({ next }).toString()}`);
        await signInHere(page, shopper.email, shopper.password);
        await page.waitForURL((url) => url.pathname === '/');
        expect(new URL(page.url()).origin).toBe(new URL(E2E_BASE_URL).origin);
        await page.evaluate(() => localStorage.clear());
      }
    });

    test('"Lupa kata sandi?": a code by e-mail sets a new password and ends every session', async ({
      page,
      newCustomer,
    }) => {
      const shopper = await newCustomer('Maya');
      // A session on another device, as the spec's client keeps it (the tokens in the reply).
      const elsewhere = await (
        await page.request.post('/auth/login', { data: { username: shopper.email, password: shopper.password } })
      ).json();

      await page.goto('/login');
      await page.getByRole('link', { name: 'Lupa kata sandi?' }).click();
      await page.waitForURL((url) => url.pathname === '/forgot-password');
      await page.getByLabel('Email').fill(shopper.email);
      await page.getByRole('button', { name: 'Kirim Kode' }).click();
      await expect.poll(() => mailSubjectsTo(shopper.email).some((s) => /kata sandi/i.test(s))).toBe(true);
      const code = page.getByLabel('Kode dari email');
      await expect(code).toBeFocused();
      await code.fill(await codeFromOutbox(shopper.email));
      await page.getByLabel('Kata Sandi Baru').fill('Kata-Sandi-Baru-2026');
      await page.getByRole('button', { name: 'Simpan Kata Sandi' }).click();

      await page.waitForURL((url) => url.pathname === '/login');
      await expect(page.getByText('Kata sandi diganti, silakan masuk.')).toBeVisible();
      const refreshed = await page.request.post('/auth/refresh-token', {
        data: { refreshToken: elsewhere.refreshToken },
      });
      expect(refreshed.status()).toBe(401);
      await signInHere(page, shopper.email, 'Kata-Sandi-Baru-2026');
      await page.waitForURL((url) => url.pathname === '/');
    });

    test('the price filter applies a range; on a phone it then closes', async ({ page }) => {
      await page.goto('/products');
      const toggle = page.getByRole('button', { name: 'Filter', exact: true });
      if (size.name === 'phone') await toggle.click();
      await page.getByRole('radio', { name: 'Di bawah Rp 100.000' }).check();
      await page.waitForURL((url) => url.searchParams.get('maxPrice') !== null);
      if (size.name === 'phone') {
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByRole('radio', { name: 'Di bawah Rp 100.000' })).toBeHidden();
        await expect(toggle).toBeFocused();
      } else {
        await expect(page.getByRole('radio', { name: 'Di bawah Rp 100.000' })).toBeChecked();
      }
    });
  });
}
