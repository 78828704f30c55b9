import { authHeader, axeViolationsAtBothSizes, expect, test } from './support/fixtures';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
];

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('the owner types a price the Indonesian way: 145.00 is refused with what was read, 145.000 is Rp 145.000 (issue 26.2)', async ({
      page,
      login,
    }) => {
      await login('admin');
      const name = `Boneka Harga ${size.name} ${Date.now().toString(36)}`;
      const saved = async () => {
        const found = await page.request.get(`/api/products?search=${encodeURIComponent(name)}`, {
          headers: await authHeader(page),
        });
        return (await found.json()).data as { product_id: number; price: number }[];
      };

      await page.goto('/admin/add-product');
      await page.getByLabel('Nama Produk').fill(name);
      const price = page.getByLabel('Harga', { exact: true });
      await expect(price).toHaveAttribute('inputmode', 'numeric');
      await price.fill('145.00');
      await page.getByLabel('Stok', { exact: true }).fill('3');

      await test.step('"145.00" is refused, saying what was read, and nothing is saved', async () => {
        const refusal =
          'Terbaca "145.00": maksudnya 145 atau 145.000? Titik memisahkan ribuan dan tidak ada sen; tulis salah satunya.';
        await expect(price).toHaveAccessibleDescription(refusal);
        await page.getByRole('button', { name: 'Simpan Produk' }).click();
        await expect(page.getByText(refusal)).toBeVisible();
        await expect(price).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByText('Produk berhasil ditambahkan!')).toHaveCount(0);
        expect(await axeViolationsAtBothSizes(page)).toEqual([]);
      });

      await test.step('"145.000" reads as Rp 145.000 and the product costs Rp 145.000', async () => {
        await price.fill('145.000');
        await price.blur();
        await expect(page.getByText('= Rp 145.000')).toBeVisible();
        await page.getByRole('button', { name: 'Simpan Produk' }).click();
        await expect(page.getByText('Produk berhasil ditambahkan!')).toBeVisible();
        // One product, at Rp 145.000: the refused "145.00" saved nothing.
        await expect.poll(async () => (await saved()).map((product) => product.price)).toEqual([145_000]);
        const [product] = await saved();
        await page.goto(`/product/${product!.product_id}`);
        await expect(page.getByRole('heading', { name })).toBeVisible();
        await expect(page.getByText('Rp 145.000').first()).toBeVisible();
      });
    });
  });
}
