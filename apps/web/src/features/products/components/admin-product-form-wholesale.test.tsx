import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VariantsBody } from '@boneka/shared';
import { mockApi } from '@/test/api-mock';
import { adminProductDetail, variant } from '@/test/factories';
import { renderPage } from '@/test/render';
import { AdminProductForm } from './admin-product-form';
import { field, put, row, savedVariants, TREE } from './admin-product-form.fixtures';

const SAVED = { timeout: 5000 };

const bear = adminProductDetail({
  product_id: 41,
  name: 'Boneka Beruang',
  options: [{ name: 'Ukuran', values: ['30 cm', '50 cm'] }],
  variants: [
    variant({
      variant_id: 71,
      options: ['30 cm'],
      price: 100_000,
      stock: 40,
      wholesale: [{ min_quantity: 3, price: 90_000 }],
    }),
    variant({ variant_id: 72, options: ['50 cm'], price: 150_000, stock: 20 }),
  ],
});

describe('the owner sets harga grosir on a variant (decision 061)', { timeout: 30_000 }, () => {
  it('shows saved tiers, checks new ones as the server would, and sends every variant’s tiers', async () => {
    const api = mockApi({
      'GET /api/categories': { body: { success: true, data: TREE } },
      'PUT /api/products/41/variants': (call) => savedVariants(call),
    });
    const { user } = renderPage(<AdminProductForm product={bear} />);
    // A variant with tiers shows them; one without keeps the section folded.
    expect(field('30 cm', 'Mulai (pcs), tingkat 1')).toHaveValue('3');
    expect(field('30 cm', 'Harga per pcs, tingkat 1')).toHaveValue('90000');
    const fifty = row('50 cm');
    const toggle = within(fifty).getByRole('button', { name: 'Harga Grosir (belum ada)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.click(within(fifty).getByRole('button', { name: 'Tambah tingkat' }));
    await put(user, field('50 cm', 'Mulai (pcs), tingkat 1'), '1');
    await put(user, field('50 cm', 'Harga per pcs, tingkat 1'), '140.000');
    await user.click(within(fifty).getByRole('button', { name: 'Tambah tingkat' }));
    await put(user, field('50 cm', 'Mulai (pcs), tingkat 2'), '10');
    await put(user, field('50 cm', 'Harga per pcs, tingkat 2'), '145.000');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await within(fifty).findByText('Harga grosir berlaku mulai 2 pcs.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/products/41/variants')).toHaveLength(0);

    await user.clear(field('50 cm', 'Mulai (pcs), tingkat 1'));
    await put(user, field('50 cm', 'Mulai (pcs), tingkat 1'), '3');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    // A dearer price for more pieces is refused before sending, as wholesaleProblem says.
    expect(
      await within(fifty).findByText('Harga tiap tingkat grosir harus lebih murah dari tingkat sebelumnya.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /api/products/41/variants')).toHaveLength(0);

    await user.clear(field('50 cm', 'Harga per pcs, tingkat 2'));
    await put(user, field('50 cm', 'Harga per pcs, tingkat 2'), '130.000');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Produk berhasil diperbarui!', {}, SAVED)).toBeInTheDocument();
    const body = api.callsTo('PUT /api/products/41/variants')[0]!.body as VariantsBody;
    expect(body.variants.map((v) => [v.variant_id, v.wholesale])).toEqual([
      [71, [{ min_quantity: '3', price: '90000' }]],
      [
        72,
        [
          { min_quantity: '3', price: '140.000' },
          { min_quantity: '10', price: '130.000' },
        ],
      ],
    ]);
  });

  it('removes a tier, and shows the server’s refusal on the variant it names', async () => {
    const api = mockApi({
      'GET /api/categories': { body: { success: true, data: TREE } },
      'PUT /api/products/41/variants': {
        status: 422,
        body: {
          success: false,
          code: 'VALIDATION_ERROR',
          message: 'Data tidak valid',
          details: [{ path: 'variants.0.wholesale', message: 'Harga grosir harus lebih murah dari harga normal.' }],
        },
      },
    });
    const { user } = renderPage(<AdminProductForm product={bear} />);
    const thirty = row('30 cm');
    await user.click(within(thirty).getByRole('button', { name: 'Hapus tingkat 1' }));
    expect(within(thirty).queryByRole('textbox', { name: 'Mulai (pcs), tingkat 1' })).not.toBeInTheDocument();
    await user.click(within(thirty).getByRole('button', { name: 'Tambah tingkat' }));
    await put(user, field('30 cm', 'Mulai (pcs), tingkat 1'), '5');
    await put(user, field('30 cm', 'Harga per pcs, tingkat 1'), '95.000');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(
      await within(thirty).findByText('Harga grosir harus lebih murah dari harga normal.', {}, SAVED),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /api/products/41/variants')).toHaveLength(1);
  });

  it('says the tiers’ rules in English too', async () => {
    mockApi({ 'GET /api/categories': { body: { success: true, data: TREE } } });
    const { user } = renderPage(<AdminProductForm product={bear} />, { language: 'en' });
    await put(user, field('30 cm', 'Price per piece, tier 1'), '0');
    await user.clear(field('30 cm', 'Price per piece, tier 1'));
    await put(user, field('30 cm', 'Price per piece, tier 1'), '120.000');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await within(row('30 cm')).findByText('A wholesale price must be lower than the normal price.'),
    ).toBeInTheDocument();
  });
});
