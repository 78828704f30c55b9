import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '@boneka/shared';
import '@/lib/i18n/messages/admin-products';
import { mockApi } from '@/test/api-mock';
import { product } from '@/test/factories';
import { renderPage } from '@/test/render';
import { AdminProductList } from './admin-product-list';

/** Its 50 cm size on sale until 15 December 23:59 WIB: no cheaper than the 30 cm, so no card shows the sale. */
const bear: AdminProduct = {
  ...product({ product_id: 9, name: 'Beruang Dua Ukuran', price: 100_000, stock: 10 }),
  price_max: 180_000,
  variant_count: 2,
  sale: null,
  hidden: false,
  low_stock_threshold: 5,
  updated_at: '2026-11-25T03:00:00.000Z',
  variant_sales: { variants: 1, price_from: 150_000, ends_at: '2026-12-15T16:59:00.000Z' },
};

const showList = (language: 'id' | 'en', products: AdminProduct[] = [bear]) => {
  const api = mockApi({
    'GET /api/products/admin': {
      body: { success: true, data: products, pagination: { page: 1, limit: 20, total: products.length } },
    },
  });
  renderPage(<AdminProductList />, { language });
  return api;
};

describe('the owner’s product list', () => {
  it('reads the owner’s list and says a variant is on sale, and until which day', async () => {
    const api = showList('id');
    expect(await screen.findByText('Diskon s.d. 15 Des')).toBeInTheDocument();
    expect(api.callsTo('GET /api/products')).toHaveLength(0);
  });

  it('says it in English too', async () => {
    showList('en');
    expect(await screen.findByText('On sale until 15 Dec')).toBeInTheDocument();
  });

  it('says "Menipis" by each product’s own low-stock threshold, as the dashboard does', async () => {
    showList('id', [
      { ...bear, product_id: 1, name: 'Koala Ambang 15', stock: 12, low_stock_threshold: 15 },
      { ...bear, product_id: 2, name: 'Koala Ambang 5', stock: 8, low_stock_threshold: 5 },
    ]);
    await screen.findAllByText('Koala Ambang 15');
    // 12 of 15 is low; 8 of 5 is not (the lists said "Menipis" up to a fixed 9 before).
    const low = screen.getAllByText('Menipis');
    expect(low).toHaveLength(1);
    expect(low[0]!.closest('tr, li, article')?.textContent).toContain('Koala Ambang 15');
  });
});
