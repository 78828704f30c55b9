import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n/messages/admin-products';
import '@/lib/i18n/messages/admin-stocktake';
import { mockApi } from '@/test/api-mock';
import { adminProductDetail, variant } from '@/test/factories';
import { renderPage } from '@/test/render';
import { AdminProductForm } from './admin-product-form';

/** The product form's low-stock threshold (issue 30): shown as saved, sent only when the owner changes it. */
describe('the low-stock threshold on the product form', () => {
  const panda = adminProductDetail({
    product_id: 52,
    name: 'Panda',
    price: 60_000,
    stock: 4,
    variants: [variant({ variant_id: 81, options: [], price: 60_000, stock: 4 })],
    low_stock_threshold: 8,
  });
  const routes = () =>
    mockApi({
      'GET /api/categories': { body: { success: true, data: [] } },
      'PUT /api/products/52': (call) => ({ body: { success: true, data: { ...panda, ...(call.body as object) } } }),
    });
  const threshold = () => screen.getByRole('textbox', { name: /^Batas stok menipis/ });

  it('shows the saved threshold and sends the new one, typed the Indonesian way', async () => {
    const api = routes();
    const { user } = renderPage(<AdminProductForm product={panda} />);
    expect(threshold()).toHaveValue('8');
    await user.clear(threshold());
    await user.type(threshold(), '1.200');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Produk berhasil diperbarui!')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/products/52')[0]!.body).toMatchObject({ low_stock_threshold: 1200 });
  });

  it('says what is wrong with a threshold it cannot take, and sends nothing', async () => {
    const api = routes();
    const { user } = renderPage(<AdminProductForm product={panda} />);
    await user.clear(threshold());
    await user.type(threshold(), '-3');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText(/tidak boleh negatif/)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
