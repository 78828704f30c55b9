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
  updated_at: '2026-11-25T03:00:00.000Z',
  variant_sales: { variants: 1, price_from: 150_000, ends_at: '2026-12-15T16:59:00.000Z' },
};

const showList = (language: 'id' | 'en') => {
  const api = mockApi({
    'GET /api/products/admin': {
      body: { success: true, data: [bear], pagination: { page: 1, limit: 20, total: 1 } },
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
});
