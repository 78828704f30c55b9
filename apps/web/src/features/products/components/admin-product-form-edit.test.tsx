import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VariantsBody } from '@boneka/shared';
import { mockApi } from '@/test/api-mock';
import { adminProductDetail, variant } from '@/test/factories';
import { renderPage } from '@/test/render';
import { AdminProductForm } from './admin-product-form';
import { field, gallery, labels, png, put, row, savedVariants, TREE } from './admin-product-form.fixtures';

/** A save goes through up to four requests (photos deleted, uploaded and ordered, then variants), each drawn as it lands. */
const SAVED = { timeout: 5000 };

describe('the owner edits a product with variants', { timeout: 30_000 }, () => {
  const bear = adminProductDetail({
    product_id: 41,
    name: 'Boneka Beruang',
    options: [{ name: 'Ukuran', values: ['30 cm', '50 cm'] }],
    variants: [
      variant({ variant_id: 71, options: ['30 cm'], price: 100_000, stock: 4, sku: 'BR-30', image_id: 601 }),
      variant({ variant_id: 72, options: ['50 cm'], price: 150_000, stock: 2, sku: 'BR-50' }),
    ],
    images: gallery(601, 602),
    categories: [{ category_id: 2, slug: 'boneka-beruang', name: 'Boneka Beruang' }],
  });

  it('shows its options and variants, and saves only what changed, naming the variants it changes', async () => {
    const api = mockApi({
      'GET /api/categories': { body: { success: true, data: TREE } },
      'PUT /api/products/41/variants': (call) => savedVariants(call),
    });
    const { user } = renderPage(<AdminProductForm product={bear} />);
    expect(screen.getByRole('combobox', { name: 'Nama pilihan' })).toHaveValue('Ukuran');
    expect(field('30 cm', 'Harga')).toHaveValue('100000');
    expect(within(row('30 cm')).getByRole('button', { name: 'Foto 30 cm: foto 1. Ganti foto' })).toBeInTheDocument();
    await user.clear(field('50 cm', 'Stok'));
    await put(user, field('50 cm', 'Stok'), '12');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Produk berhasil diperbarui!', {}, SAVED)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /api/products/41/variants',
    ]);
    const body = api.callsTo('PUT /api/products/41/variants')[0]!.body as VariantsBody;
    expect(body.variants.map((v) => [v.variant_id, v.stock, v.image_id])).toEqual([
      [71, '4', 601],
      [72, '12', null],
    ]);
  });

  it('deletes a removed photo, uploads a new one and puts the gallery in its new order', async () => {
    const api = mockApi({
      'GET /api/categories': { body: { success: true, data: TREE } },
      'DELETE /api/products/41/images/601': { body: { success: true, data: gallery(602) } },
      'POST /api/products/41/images': { body: { success: true, data: gallery(602, 603) } },
      'PUT /api/products/41/images': (call) => ({
        body: { success: true, data: gallery(...(call.body as { image_ids: number[] }).image_ids) },
      }),
      'PUT /api/products/41/variants': (call) => savedVariants(call),
    });
    const { user } = renderPage(<AdminProductForm product={bear} />);
    const photos = screen.getByRole('list', { name: 'Urutan foto' });
    await user.click(
      within(within(photos).getByRole('group', { name: 'Foto 1 (sampul)' })).getByRole('button', {
        name: 'Hapus foto',
      }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Hapus Foto' });
    expect(dialog).toHaveTextContent('1 varian memakai foto ini; varian itu akan tampil dengan sampul.');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus foto' }));
    await user.upload(screen.getByLabelText('Tambah foto'), [png('baru.png')]);
    await user.click(
      within(within(photos).getByRole('group', { name: 'Foto 2' })).getByRole('button', { name: 'Jadikan sampul' }),
    );
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Produk berhasil diperbarui!', {}, SAVED)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'DELETE /api/products/41/images/601',
      'POST /api/products/41/images',
      'PUT /api/products/41/images',
      'PUT /api/products/41/variants',
    ]);
    expect(api.callsTo('PUT /api/products/41/images')[0]!.body).toEqual({ image_ids: [603, 602] });
    // The variant that showed the deleted photo shows the cover.
    const body = api.callsTo('PUT /api/products/41/variants')[0]!.body as VariantsBody;
    expect(body.variants.map((v) => v.image_id)).toEqual([null, null]);
  });

  it('answers HAS_VARIANTS in words when the product’s own price was refused', async () => {
    mockApi({
      'GET /api/categories': { body: { success: true, data: TREE } },
      'PUT /api/products/41': {
        status: 422,
        body: {
          success: false,
          code: 'HAS_VARIANTS',
          message: 'Harga dan stok produk ini diatur per varian.',
          details: [{ path: 'price', message: 'Set per variant' }],
        },
      },
    });
    const { user } = renderPage(<AdminProductForm product={bear} />);
    await user.type(screen.getByRole('textbox', { name: labels.name }), ' Besar');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(
      await screen.findByText('Produk belum tersimpan. Harga dan stok produk ini diatur per varian.'),
    ).toBeInTheDocument();
  });
});
