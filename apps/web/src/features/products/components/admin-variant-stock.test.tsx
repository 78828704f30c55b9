import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Variant } from '@boneka/shared';
import '@/lib/i18n/messages/admin-products';
import { mockApi, type ApiCall } from '@/test/api-mock';
import { adminProductDetail, variant } from '@/test/factories';
import { renderPage } from '@/test/render';
import { AdminProductDetail } from './admin-product-detail';

const pink = variant({ variant_id: 72, options: ['50 cm', 'Pink'], price: 175_000, stock: 4, sku: 'BR-50-PNK' });
const bear = adminProductDetail({
  product_id: 41,
  name: 'Boneka Beruang',
  options: [
    { name: 'Ukuran', values: ['30 cm', '50 cm'] },
    { name: 'Warna', values: ['Pink'] },
  ],
  variants: [variant({ variant_id: 71, options: ['30 cm', 'Pink'], price: 150_000, stock: 20 }), pink],
});

/** The variant as the server answers a change to it. */
const patched = (call: ApiCall) => ({
  body: { success: true, data: { ...pink, ...(call.body as Partial<Variant>) } },
});

describe('stock per variant on the owner’s product page', () => {
  it('changes one variant’s stock, and takes it off sale, without the product form', async () => {
    const api = mockApi({
      'GET /api/products/admin/41': { body: { success: true, data: bear } },
      'PATCH /api/products/41/variants/72': patched,
    });
    const { user } = renderPage(<AdminProductDetail productId={41} />);
    expect(await screen.findByText('Rp 150.000 – Rp 175.000')).toBeInTheDocument();
    const line = screen.getByRole('textbox', { name: 'Stok 50 cm / Pink' }).closest('li')!;
    expect(line).toHaveTextContent('Kode SKU BR-50-PNK');
    expect(line).toHaveTextContent('Menipis');
    const stock = within(line).getByRole('textbox', { name: 'Stok 50 cm / Pink' });
    expect(stock).toHaveValue('4');
    const save = within(line).getByRole('button', { name: 'Simpan stok' });
    expect(save).toBeDisabled();
    await user.clear(stock);
    await user.type(stock, '0');
    await user.click(save);
    expect(await within(line).findByText('Stok 50 cm / Pink sekarang 0.')).toBeInTheDocument();
    await user.click(within(line).getByRole('switch', { name: 'Jual 50 cm / Pink' }));
    expect(await within(line).findByText('50 cm / Pink berhenti dijual untuk sementara.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/products/41/variants/72').map((c) => c.body)).toEqual([
      { stock: 0 },
      { is_active: false },
    ]);
  });

  it('says why a change was refused', async () => {
    mockApi({
      'GET /api/products/admin/41': { body: { success: true, data: bear } },
      'PATCH /api/products/41/variants/72': {
        status: 400,
        body: { success: false, code: 'VALIDATION_ERROR', message: 'Stok maksimal 1.000.000' },
      },
    });
    const { user } = renderPage(<AdminProductDetail productId={41} />);
    const stock = await screen.findByRole('textbox', { name: 'Stok 50 cm / Pink' });
    await user.clear(stock);
    await user.type(stock, '12');
    const line = stock.closest('li')!;
    await user.click(within(line).getByRole('button', { name: 'Simpan stok' }));
    expect(await within(line).findByRole('alert')).toHaveTextContent('Stok maksimal 1.000.000');
  });
  it('says "Menipis" at or below the product’s own low-stock threshold, as the dashboard and the daily mail do', async () => {
    mockApi({
      'GET /api/products/admin/41': { body: { success: true, data: { ...bear, low_stock_threshold: 25 } } },
    });
    renderPage(<AdminProductDetail productId={41} />);
    const line = (await screen.findByRole('textbox', { name: 'Stok 30 cm / Pink' })).closest('li')!;
    // 20 left: above the default 5, but at or below this product's 25.
    expect(line).toHaveTextContent('Menipis');
  });

  it('says nothing of low stock above the threshold', async () => {
    mockApi({ 'GET /api/products/admin/41': { body: { success: true, data: bear } } });
    renderPage(<AdminProductDetail productId={41} />);
    const line = (await screen.findByRole('textbox', { name: 'Stok 30 cm / Pink' })).closest('li')!;
    expect(line).not.toHaveTextContent('Menipis');
  });
});
