import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '@boneka/shared';
import '@/lib/i18n/messages/admin-products';
import { mockApi } from '@/test/api-mock';
import { product } from '@/test/factories';
import { renderPage } from '@/test/render';
import { AdminProductList } from './admin-product-list';

const teddy: AdminProduct = {
  ...product({ product_id: 7, name: 'Teddy Cokelat', description: null, price: 145_000, stock: 4 }),
  average_rating: 4.5,
  review_count: 2,
  sold_count: 3,
  hidden: true,
  low_stock_threshold: 5,
  updated_at: '2026-11-25T03:00:00.000Z',
  variant_sales: null,
};
const page = (data: AdminProduct[]) => ({
  body: { success: true, data, pagination: { page: 1, limit: 50, total: data.length } },
});

describe('the owner’s hidden products', () => {
  it('finds a hidden product under "Disembunyikan" and shows it again', async () => {
    let hidden = [teddy];
    const api = mockApi({
      'GET /api/products': page([]),
      'GET /api/products/admin': () => page(hidden),
      'PUT /api/products/7/show': () => {
        hidden = [];
        return { body: { success: true, data: teddy } };
      },
    });
    const { user } = renderPage(<AdminProductList />);
    await user.click(await screen.findByRole('tab', { name: 'Disembunyikan' }));
    const card = await screen.findByRole('article', { name: 'Teddy Cokelat' });
    expect(api.callsTo('GET /api/products/admin').length).toBeGreaterThan(0);
    await user.click(within(card).getByRole('button', { name: 'Tampilkan lagi: Teddy Cokelat' }));
    expect(api.callsTo('PUT /api/products/7/show')).toHaveLength(1);
    expect(await screen.findByText('"Teddy Cokelat" tampil lagi di toko.')).toBeInTheDocument();
    expect(await screen.findByText('Tidak ada produk yang disembunyikan.')).toBeInTheDocument();
  });
});
