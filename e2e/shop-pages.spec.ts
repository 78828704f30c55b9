import type { Page } from '@playwright/test';
import { formatRupiah } from '@boneka/shared/money';
import { expect, hydrated, test } from './support/fixtures';

/**
 * The shop pages the server renders (docs/design.md §11): they show themselves before any script runs, and React takes
 * them over without a hydration error, without asking the API again for their data, and without moving anything.
 */
const SHOP_PAGES = ['/', '/products', '/products?sort=price_asc&page=2', '/product/3', '/about'];

/** Everything React or the page reported as an error, and every API read the page made. */
function watch(page: Page) {
  const errors: string[] = [];
  const apiReads: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiReads.push(url.pathname + url.search);
  });
  return { errors, apiReads };
}

test('each shop page hydrates cleanly, with no second fetch of its data', async ({ page }) => {
  const { errors, apiReads } = watch(page);
  for (const url of SHOP_PAGES) {
    apiReads.length = 0;
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await expect.poll(() => hydrated(page), { message: `${url} hydrated` }).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(apiReads, `${url} fetched its own data again`).toEqual([]);
  }
  expect(errors, 'console errors (hydration warnings among them)').toEqual([]);
});

test('a product page shows the doll before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const product = await (await page.request.get('/api/products/3')).json();
  await page.goto('/product/3');
  await expect(page.getByRole('heading', { level: 1, name: product.data.name })).toBeVisible();
  await expect(page.getByText(formatRupiah(product.data.price), { exact: true }).first()).toBeVisible();
  const picture = page.getByRole('img', { name: product.data.name });
  await expect(picture).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await context.close();
});

test('the hydrated page works, and a signed-in shopper sees their own parts fill in', async ({
  page,
  login,
  newCustomer,
}) => {
  const { errors } = watch(page);
  const customer = await newCustomer('Dewi');
  await login(customer);
  await page.goto('/product/3');
  await expect.poll(() => hydrated(page)).toBe(true);
  // Signed-in parts arrive after hydration: the account menu replaces "Masuk", the cart count follows the cart.
  await expect(page.getByRole('button', { name: 'Menu akun' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Masuk', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Tambahkan ke Keranjang' }).click();
  await expect(page.getByRole('link', { name: 'Keranjang (1 barang)' })).toBeVisible();
  // The page's own controls answer: the catalogue's view switch and its pages, without a reload.
  await page.goto('/products');
  await expect.poll(() => hydrated(page)).toBe(true);
  await page.getByRole('button', { name: 'Tampilan daftar' }).click();
  await expect(page.getByRole('button', { name: 'Tampilan daftar' })).toHaveAttribute('aria-pressed', 'true');
  expect(errors).toEqual([]);
});

test('an unknown product answers 404 with the not-found page, hydrated', async ({ page }) => {
  const { errors } = watch(page);
  const response = await page.goto('/product/999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Produk tidak ditemukan' })).toBeVisible();
  await expect.poll(() => hydrated(page)).toBe(true);
  await page.getByRole('link', { name: 'Lihat Semua Boneka' }).click();
  await expect(page).toHaveURL(/\/products$/);
  expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
});

test('a shopper who chose English gets the page in English, rendered so', async ({ page }) => {
  const { errors } = watch(page);
  await page.goto('/about');
  await expect.poll(() => hydrated(page)).toBe(true);
  await page.getByRole('button', { name: 'English' }).first().click();
  const response = await page.goto('/product/3');
  expect(await response?.text()).toContain('<html lang="en">');
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect.poll(() => hydrated(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('without JavaScript, /cart says what to do (issue 26 item 7)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/cart');
  // Playwright's text locators skip <noscript>; the page's rendered text is what the shopper reads.
  expect(await page.locator('body').innerText()).toContain(
    'Keranjang butuh JavaScript. Aktifkan JavaScript di browser kamu, lalu muat ulang halaman ini.',
  );
  await context.close();
});

test('the home page has no newsletter box that keeps nothing (issue 26 item 7)', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Kabar boneka terbaru' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Langganan' })).toHaveCount(0);
  await expect(page.locator('input[type="email"]')).toHaveCount(0);
});
