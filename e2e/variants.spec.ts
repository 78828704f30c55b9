import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from './support/env';
import { ownerPage, authHeader, axeViolationsAtBothSizes, expect, test, waitForHydration } from './support/fixtures';

const picture = path.resolve('e2e/fixtures/teddy.png');

interface Detail {
  product_id: number;
  name: string;
  variants: { variant_id: number; label: string; sku: string | null; price: number; stock: number; image_id: number }[];
  images: { image_id: number; image_url: string }[];
}

/** Every mail the outbox holds for `email`, its parts decoded (quoted-printable or base64) into one text. */
function mailsTo(email: string): string[] {
  const dir = path.join(E2E_DATA_DIR, 'mail');
  const to = new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi');
  return readdirSync(dir)
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .filter((raw) => to.test(raw.split(/\r?\n\r?\n/)[0] ?? ''))
    .map((raw) =>
      raw
        .split(/\r?\n--/)
        .map((part) => {
          const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
          const body = rest.join('\n\n');
          if (/Content-Transfer-Encoding: base64/i.test(head))
            return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
          if (/Content-Transfer-Encoding: quoted-printable/i.test(head))
            return Buffer.from(
              body
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            ).toString('utf8');
          return body;
        })
        .join('\n'),
    );
}

test('a shopper chooses 50 cm / Pink: its photo, price and stock show at once; the order, mail, invoice and owner card name it', async ({
  page,
  browser,
  shopperInBandung,
}) => {
  test.setTimeout(150_000);
  const shopper = await shopperInBandung('Sari', {
    recipientName: 'Sari Lestari',
    phoneNumber: '081234567891',
    streetAddress: 'Jl. Riau No. 12',
    postalCode: '40115',
  });
  const found = (await (await page.request.get('/api/products?search=Teddy%20Bear%20Klasik')).json()).data;
  const bear = found.find((p: { name: string }) => p.name === 'Teddy Bear Klasik');
  const detail: Detail = (await (await page.request.get(`/api/products/${bear.product_id}`)).json()).data;
  const pink50 = detail.variants.find((v) => v.label === '50 cm / Pink')!;
  const brown30 = detail.variants.find((v) => v.label === '30 cm / Coklat')!;
  const pinkPhoto = detail.images.find((i) => i.image_id === pink50.image_id)!;

  await test.step('the page shows the price range until both options are chosen', async () => {
    await page.goto(`/product/${detail.product_id}`);
    await expect(page.getByRole('heading', { name: 'Teddy Bear Klasik' })).toBeVisible();
    await expect(page.getByText('Rp 149.000 – Rp 649.000')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tambahkan ke Keranjang' })).toBeDisabled();
    await expect(page.getByText('Pilih Ukuran dan Warna dulu, ya.')).toBeVisible();
    await expect(page.getByText('Dikirim dari Kota Bandung')).toBeVisible();
  });

  await test.step('choosing 50 cm, then Pink, changes the photo, price, stock and URL at once', async () => {
    await page.getByRole('radio', { name: '50 cm' }).check({ force: true });
    await page.getByRole('radio', { name: 'Pink' }).check({ force: true });
    await expect(page).toHaveURL(new RegExp(`[?&]varian=${pink50.variant_id}`));
    await expect(page.getByText('Rp 275.000', { exact: true })).toBeVisible();
    await expect(page.getByText(`Stok: ${pink50.stock}`)).toBeVisible();
    await expect(page.getByText('SKU: BR-50-PNK')).toBeVisible();
    const photoPath = new URL(pinkPhoto.image_url, page.url()).pathname;
    await expect(page.locator(`img[src$="${photoPath}"]`).first()).toBeInViewport();
    expect(await axeViolationsAtBothSizes(page)).toEqual([]);
  });

  await test.step('a shared link opens the same choice', async () => {
    const other = await page.context().newPage();
    await other.goto(`/product/${detail.product_id}?varian=${brown30.variant_id}`);
    await expect(other.getByRole('radio', { name: '30 cm' })).toBeChecked();
    await expect(other.getByRole('radio', { name: 'Coklat' })).toBeChecked();
    await expect(other.getByText('Rp 149.000', { exact: true })).toBeVisible();
    await other.close();
  });

  let token = '';
  await test.step('buys it through the cart and the checkout', async () => {
    await page.getByRole('button', { name: 'Tambahkan ke Keranjang' }).click();
    await expect(page.getByText(/berhasil ditambahkan ke keranjang/)).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByText('50 cm / Pink')).toBeVisible();
    await page.getByRole('button', { name: 'Checkout Sekarang' }).click();
    await page.waitForURL('**/order');
    await expect(page.getByText('50 cm / Pink')).toBeVisible();
    await page
      .getByRole('radio', { name: /J&T - EZ|JNE - REG|SiCepat - REG/ })
      .first()
      .check();
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    await page.waitForURL('**/payment/**');
    token = new URL(page.url()).pathname.split('/').pop()!;
  });

  const order = (
    await (await page.request.get(`/api/orders/secure/${token}`, { headers: await authHeader(page) })).json()
  ).data;
  expect(order.items).toHaveLength(1);
  expect(order.items[0].variant).toMatchObject({
    variant_id: pink50.variant_id,
    label: '50 cm / Pink',
    sku: 'BR-50-PNK',
  });
  expect(order.items[0].price).toBe(275_000);

  await test.step('the order page, the mail and the invoice say 50 cm / Pink', async () => {
    await page.goto(`/orders/${token}`);
    await expect(page.getByText(/50 cm \/ Pink/).first()).toBeVisible();
    await expect
      .poll(() =>
        mailsTo(shopper.email).some((mail) => mail.includes(order.order_number) && mail.includes('50 cm / Pink')),
      )
      .toBe(true);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh Invoice (PDF)' }).click();
    const file = await (await download).path();
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toContain('50 cm / Pink');
    expect(text).toContain('BR-50-PNK');
  });

  await test.step("the owner's order card names the variant and its SKU", async () => {
    const admin = await ownerPage(browser);
    await admin.goto('/admin/orders');
    const card = admin.getByRole('article', { name: order.order_number });
    await expect(card).toContainText('50 cm / Pink');
    await expect(card).toContainText('BR-50-PNK');
    await admin.context().close();
  });
});

test('a shopper browses a category on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto('/');
  await waitForHydration(page);
  const chips = page.getByRole('navigation', { name: /Kategori/ }).first();
  await chips.getByRole('link', { name: 'Boneka Wisuda' }).click();
  await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('category') === 'boneka-wisuda');
  await expect(page.getByRole('heading', { name: 'Boneka Wisuda', level: 1 })).toBeVisible();
  const expected = (await (await page.request.get('/api/products?category=boneka-wisuda&limit=100')).json()).data as {
    name: string;
  }[];
  expect(expected.length).toBeGreaterThan(0);
  const cards = page.getByRole('list', { name: 'Daftar boneka' }).getByRole('article');
  await expect(cards).toHaveCount(Math.min(expected.length, 12));
  for (const product of expected.slice(0, 3)) await expect(cards.filter({ hasText: product.name })).toHaveCount(1);
  // Nothing spills sideways on a phone: the chips scroll in their own row.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await axeViolationsAtBothSizes(page)).toEqual([]);
});

test('the owner builds a product with two options, six variants and five photos, reorders photos by keyboard, and sets a variant out of stock', async ({
  page,
  login,
}) => {
  test.setTimeout(150_000);
  await login('admin');
  const name = `Boneka Varian ${Date.now().toString(36)}`;
  await page.goto('/admin/add-product');
  await page.getByLabel('Nama Produk').fill(name);
  await page.getByLabel('Deskripsi').fill('Boneka kelinci lembut dalam tiga ukuran dan dua warna.');

  await test.step('five photos, the third moved to the front by keyboard', async () => {
    const png = readFileSync(picture);
    await page
      .getByLabel('Tambah foto')
      .setInputFiles([1, 2, 3, 4, 5].map((n) => ({ name: `kelinci-${n}.png`, mimeType: 'image/png', buffer: png })));
    const photos = page.getByRole('list', { name: 'Urutan foto' });
    await expect(photos.locator('img')).toHaveCount(5);
    const third = page.getByRole('group', { name: 'Foto 3', exact: true });
    const picked = await third.locator('img').getAttribute('src');
    await third.getByRole('button', { name: 'Foto 3 dari 5' }).focus();
    await page.keyboard.press('Home');
    await expect(page.getByRole('group', { name: 'Foto 1 (sampul)' }).locator('img')).toHaveAttribute('src', picked!);
  });

  await test.step('two options make six variants; one price and stock for all, then one out of stock', async () => {
    await page.getByRole('button', { name: 'Tambah pilihan varian (mis. Ukuran)' }).click();
    await page.getByRole('combobox', { name: 'Nama pilihan' }).last().fill('Ukuran');
    await page.getByRole('textbox', { name: 'Nilai Ukuran' }).fill('20 cm, 35 cm, 50 cm');
    await page.getByRole('textbox', { name: 'Nilai Ukuran' }).press('Enter');
    await page.getByRole('button', { name: 'Tambah pilihan lain' }).click();
    await page.getByRole('combobox', { name: 'Nama pilihan' }).last().fill('Warna');
    await page.getByRole('textbox', { name: 'Nilai Warna' }).fill('Putih, Abu-abu');
    await page.getByRole('textbox', { name: 'Nilai Warna' }).press('Enter');
    for (const label of ['20 cm / Putih', '20 cm / Abu-abu', '35 cm / Putih', '35 cm / Abu-abu', '50 cm / Putih'])
      await expect(page.getByRole('group', { name: label })).toBeVisible();
    await page.getByLabel('Harga semua').fill('125.000');
    await page.getByLabel('Stok semua').fill('7');
    await page.getByRole('button', { name: 'Terapkan ke semua' }).click();
    const big = page.getByRole('group', { name: '50 cm / Abu-abu' });
    await big.getByLabel('Harga', { exact: true }).fill('189.000');
    await big.getByLabel('Stok', { exact: true }).fill('0');
    expect(await axeViolationsAtBothSizes(page)).toEqual([]);
    await page.getByRole('button', { name: 'Simpan Produk' }).click();
    await expect(page.getByText('Produk berhasil ditambahkan!')).toBeVisible();
  });

  const found = (await (await page.request.get(`/api/products?search=${encodeURIComponent(name)}`)).json()).data;
  const detail = (await (await page.request.get(`/api/products/${found[0].product_id}`)).json()).data;
  expect(detail.options).toEqual([
    { name: 'Ukuran', values: ['20 cm', '35 cm', '50 cm'] },
    { name: 'Warna', values: ['Putih', 'Abu-abu'] },
  ]);
  expect(detail.variants).toHaveLength(6);
  expect(detail.images).toHaveLength(5);
  expect(detail.price).toBe(125_000);
  expect(detail.price_max).toBe(189_000);
  expect(detail.stock).toBe(35);
  expect(detail.variants.find((v: { label: string }) => v.label === '50 cm / Abu-abu').stock).toBe(0);

  await test.step("the owner's product page sets a variant out of stock", async () => {
    await page.goto(`/admin/products/${detail.product_id}`);
    await page.getByLabel('Stok 20 cm / Putih').fill('0');
    await page.getByRole('button', { name: 'Simpan stok' }).first().click();
    await expect
      .poll(async () => {
        const now = (await (await page.request.get(`/api/products/${detail.product_id}`)).json()).data;
        return now.variants.find((v: { label: string }) => v.label === '20 cm / Putih').stock;
      })
      .toBe(0);
  });
});
