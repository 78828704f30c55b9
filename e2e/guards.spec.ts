import { expect, test } from './support/fixtures';

test('a guest on /profile sees Akses Ditolak and can go to the login', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Akses Ditolak' })).toBeVisible();
  await expect(page.getByText('Kamu harus masuk dulu untuk melihat halaman ini.')).toBeVisible();
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL('**/login');
});

test('a customer on /admin/products sees Khusus Admin and can go home', async ({ page, login, newCustomer }) => {
  await login(await newCustomer('Eka'));
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Khusus Admin' })).toBeVisible();
  await expect(page.getByText('Kamu tidak punya akses ke halaman ini.')).toBeVisible();
  await page.getByRole('button', { name: 'Ke Beranda' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

test('the admin gets the admin area and its navigation, without cart or my-orders', async ({ page, login }) => {
  await login('admin');
  await page.goto('/admin/products');
  const nav = page.getByRole('navigation', { name: 'Navigasi admin' });
  await expect(nav).toBeVisible();
  for (const name of ['Dasbor', 'Produk', 'Pesanan', 'Tambah Produk'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Keranjang/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu akun' }).click();
  await expect(page.getByRole('menuitem', { name: 'Pesanan Saya' })).toHaveCount(0);
});

test('an invalid stored token is dropped: the admin guard logs out', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('accessToken', 'forged.token.value');
    localStorage.setItem('refreshToken', 'rt_forged');
    localStorage.setItem('user', JSON.stringify({ id: 1, type: 'admin', firstName: 'Palsu', username: 'palsu' }));
  });
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { name: /Akses Ditolak|Khusus Admin/ })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('the search box sends a trimmed query to /products and ignores blanks', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('textbox', { name: 'Cari boneka' });
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await search.fill('  beruang pink ');
  await search.press('Enter');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/products' && url.searchParams.get('search') === 'beruang pink',
  );
});
