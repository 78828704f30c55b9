import type { Page } from '@playwright/test';
import { voucherDiscount } from '@boneka/shared/vouchers';
import { authHeader, expect, test } from './support/fixtures';

interface ApiProduct {
  product_id: number;
  name: string;
  price: number;
  stock: number;
  review_count: number;
  variant_count: number;
}

const rupiah = (text: string) => Number(text.replace(/[^\d]/g, ''));
const catalogCards = (page: Page) => page.getByRole('list', { name: 'Daftar boneka' }).getByRole('article');

async function products(page: Page, query = ''): Promise<{ data: ApiProduct[]; total: number }> {
  const body = await (await page.request.get(`/api/products?limit=100${query}`)).json();
  return { data: body.data, total: body.pagination.total };
}

test('searching from the navigation bar lands on /products?search=… with the right count', async ({ page }) => {
  const expected = (await products(page, '&search=beruang')).total;
  expect(expected).toBeGreaterThan(1);
  await page.goto('/');
  const search = page.getByRole('textbox', { name: 'Cari boneka' });
  await search.fill(' beruang ');
  await search.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/products' && url.searchParams.get('search') === 'beruang');
  await expect(page.getByText(`Menampilkan ${expected} boneka`)).toBeVisible();
  await expect(catalogCards(page)).toHaveCount(Math.min(expected, 12));
});

test('the price filter narrows the grid to prices in Rupiah', async ({ page }) => {
  const all = await products(page);
  const cheap = all.data.filter((p) => p.price < 100_000).length;
  expect(cheap).toBeGreaterThan(0);
  expect(cheap).toBeLessThan(all.total);
  await page.goto('/products');
  await expect(page.getByText(`Menampilkan ${all.total} boneka`)).toBeVisible();
  await page.getByRole('radio', { name: 'Di bawah Rp 100.000' }).check();
  await expect(page.getByText(`Menampilkan ${cheap} boneka`)).toBeVisible();
  await expect(page).toHaveURL(/maxPrice=99999/);
  const cards = catalogCards(page);
  await expect(cards).toHaveCount(Math.min(cheap, 12));
  for (const text of await cards.allInnerTexts()) {
    const prices = [...text.matchAll(/Rp\s?[\d.]+/g)].map((m) => rupiah(m[0]));
    expect(prices.length).toBeGreaterThan(0);
    expect(Math.max(...prices)).toBeLessThan(100_000);
  }
});

test('product detail → add to cart raises the cart count; the cart never passes the stock', async ({
  page,
  login,
  newCustomer,
}) => {
  await login(await newCustomer('Hana'));
  const limited = (await products(page)).data.find((p) => p.stock >= 2 && p.stock <= 9 && p.variant_count === 1)!;
  await page.goto(`/product/${limited.product_id}`);
  await expect(page.getByRole('heading', { name: limited.name })).toBeVisible();
  const cartLink = page.getByRole('link', { name: /Keranjang \(\d+ barang\)/ });
  await expect(cartLink).toHaveAccessibleName('Keranjang (0 barang)');
  await page.getByRole('button', { name: 'Tambah jumlah' }).click();
  await page.getByRole('button', { name: 'Tambahkan ke Keranjang' }).click();
  await expect(page.getByText(`${limited.name} berhasil ditambahkan ke keranjang!`)).toBeVisible();
  await expect(cartLink).toHaveAccessibleName('Keranjang (2 barang)');

  await cartLink.click();
  await expect(page.getByRole('heading', { name: 'Keranjang Belanja' })).toBeVisible();
  const row = page.getByRole('article', { name: limited.name });
  const plus = row.getByRole('button', { name: 'Tambah jumlah' });
  for (let i = 2; i < limited.stock; i += 1) await plus.click();
  await expect(row.getByRole('spinbutton', { name: 'Jumlah' })).toHaveValue(String(limited.stock));
  await expect(plus).toBeDisabled();
  await expect
    .poll(
      async () =>
        (await (await page.request.get('/api/cart', { headers: await authHeader(page) })).json()).data.items[0]
          ?.quantity,
    )
    .toBe(limited.stock);
});

test('voucher BONEKA10 shows its discount and the total the server computes', async ({ page, login, newCustomer }) => {
  await login(await newCustomer('Indah'));
  const [a, b] = (await products(page)).data.filter((p) => p.stock >= 10 && p.variant_count === 1);
  const headers = await authHeader(page);
  for (const p of [a!, b!])
    await page.request.post('/api/cart/items', { headers, data: { product_id: p.product_id, quantity: 1 } });
  await page.goto('/cart');
  await page.getByRole('textbox', { name: 'Kode Voucher' }).fill('boneka10');
  await page.getByRole('button', { name: 'Pakai' }).click();

  const cart = (await (await page.request.get('/api/cart', { headers })).json()).data;
  const voucher = (await (await page.request.get('/api/vouchers/BONEKA10')).json()).data;
  const subtotal = cart.items.reduce(
    (sum: number, i: { quantity: number; product: { price: number } }) => sum + i.quantity * i.product.price,
    0,
  );
  const discount = voucherDiscount(voucher, subtotal);
  expect(discount).toBe(Math.floor(subtotal / 10));
  await expect(page.getByLabel('Subtotal')).toHaveText(/Rp/);
  expect(rupiah(await page.getByLabel('Subtotal').innerText())).toBe(subtotal);
  await expect.poll(async () => rupiah(await page.getByLabel('Diskon Voucher').innerText())).toBe(discount);
  expect(rupiah(await page.getByLabel('Total', { exact: true }).innerText())).toBe(subtotal - discount);

  await page.getByRole('button', { name: 'Checkout Sekarang' }).click();
  await page.waitForURL('**/order');
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('checkoutData') ?? 'null'));
  // Only the lines and the voucher travel: the checkout prices them again (the server does too).
  expect(stored).toMatchObject({ appliedVoucher: { code: 'BONEKA10' } });
  expect(stored.selectedItems).toHaveLength(cart.items.length);
  await expect.poll(async () => rupiah(await page.getByLabel('Diskon Voucher').innerText())).toBe(discount);
});

test('the review filter and sort change the list', async ({ page }) => {
  const reviewed = (await products(page)).data.sort((x, y) => y.review_count - x.review_count)[0]!;
  const reviews = (await (await page.request.get(`/api/reviews/product/${reviewed.product_id}?limit=50`)).json()).data
    .reviews as { rating: number }[];
  const ratings = reviews.map((r) => r.rating);
  await page.goto(`/product/${reviewed.product_id}`);
  const list = page.getByRole('list', { name: 'Ulasan', exact: true });
  await expect(list.getByRole('article')).toHaveCount(Math.min(reviewed.review_count, 10));

  const top = Math.max(...ratings);
  await page
    .getByRole('group', { name: 'Saring menurut rating' })
    .getByRole('button', { name: `Bintang ${top}` })
    .click();
  await expect(list.getByRole('article')).toHaveCount(Math.min(ratings.filter((r) => r === top).length, 10));

  await page.getByRole('group', { name: 'Saring menurut rating' }).getByRole('button', { name: 'Semua' }).click();
  await page.getByRole('combobox', { name: 'Urutkan' }).selectOption('rating_low');
  const lowest = Math.min(...ratings);
  const firstStars = list
    .getByRole('article')
    .first()
    .getByRole('img', { name: /Rating/ })
    .first();
  await expect(firstStars).toHaveAccessibleName(new RegExp(`Rating ${lowest}\\b`));
  await page.getByRole('combobox', { name: 'Urutkan' }).selectOption('rating_high');
  await expect(firstStars).toHaveAccessibleName(new RegExp(`Rating ${Math.max(...ratings)}\\b`));
});

test.describe('on a slow phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters wait for the page’s code: a tap before it arrives is not lost', async ({ page }) => {
    // Hold the scripts back, as a slow connection does: the server-rendered catalogue shows before React takes over.
    let release!: () => void;
    const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back too, so the page is taken as soon as it starts to come in.
    await page.goto('/products', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Filter', exact: true });
    await expect(toggle).toBeVisible();
    await expect(toggle).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'Di bawah Rp 100.000', includeHidden: true })).toBeDisabled();

    release();
    await toggle.click();
    await page.getByRole('radio', { name: 'Di bawah Rp 100.000' }).check();
    await expect(page).toHaveURL(/maxPrice=99999/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
