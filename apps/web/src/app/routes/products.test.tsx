import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@boneka/shared';
import { mockApi } from '@/test/api-mock';
import { product } from '@/test/factories';
import { renderPage } from '@/test/render';
import { ProductsRoute } from './products';

const wisuda: CategoryNode = {
  category_id: 2,
  parent_id: null,
  slug: 'boneka-wisuda',
  name: 'Boneka Wisuda',
  name_id: 'Boneka Wisuda',
  name_en: 'Graduation Dolls',
  position: 1,
  image_url: null,
  product_count: 1,
  children: [],
};

function openProducts() {
  const page = {
    success: true,
    data: [product({ name: 'Beruang Toga' })],
    pagination: { page: 1, limit: 12, total: 1 },
  };
  mockApi({
    'GET /api/products': { body: page },
    'GET /api/products/best-sellers': { body: { success: true, data: { product_ids: [] } } },
    'GET /api/categories': { body: { success: true, data: [wisuda] } },
  });
  return renderPage(<ProductsRoute />, { path: '/products' });
}

describe('/products?category=… (issue 27)', () => {
  it('is headed and titled by the category, and its chip keeps the shopper’s search and sort', async () => {
    const { router, user } = openProducts();
    await act(() => router.navigate('/products?category=boneka-wisuda&search=toga&sort=price_asc&page=2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Boneka Wisuda' })).toBeInTheDocument();
    expect(document.title).toBe('Boneka Wisuda · Boneka Shop');

    const chips = screen.getByRole('navigation', { name: 'Kategori' });
    expect(within(chips).getByRole('link', { name: 'Boneka Wisuda' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(chips).getByRole('link', { name: 'Semua' }));
    expect(router.state.location.search).toBe('?search=toga&sort=price_asc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Katalog Boneka' })).toBeInTheDocument();
  });

  it('shows the whole catalogue under "Katalog Boneka" for a category that does not exist', async () => {
    const { router } = openProducts();
    await act(() => router.navigate('/products?category=tidak-ada'));
    await screen.findByRole('link', { name: 'Boneka Wisuda' });
    expect(screen.getByRole('heading', { level: 1, name: 'Katalog Boneka' })).toBeInTheDocument();
  });
});
