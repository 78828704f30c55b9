import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@boneka/shared';
import { mockApi } from '@/test/api-mock';
import { product } from '@/test/factories';
import { renderPage } from '@/test/render';
import { HomeRoute } from './home';

const wisuda: CategoryNode = {
  category_id: 2,
  parent_id: null,
  slug: 'boneka-wisuda',
  name: 'Boneka Wisuda',
  name_id: 'Boneka Wisuda',
  name_en: 'Graduation Dolls',
  position: 1,
  image_url: null,
  product_count: 3,
  children: [],
};

/** The home page's sections are imported lazily: on two busy cores the import alone can take longer than 1 s. */
const LAZY = { timeout: 10_000 };

function openHome() {
  const picks = [product({ name: 'Beruang Toga', price: 145_000, price_max: 260_000, variant_count: 3 })];
  mockApi({
    'GET /api/products': { body: { success: true, data: picks, pagination: { page: 1, limit: 8, total: 1 } } },
    'GET /api/categories': { body: { success: true, data: [wisuda] } },
  });
  return renderPage(<HomeRoute />);
}

describe('the home page (issue 27)', () => {
  it('leads into the catalogue by category, "Semua" first', async () => {
    openHome();
    const section = await screen.findByRole('region', { name: 'Belanja per Kategori' }, LAZY);
    const chip = await within(section).findByRole('link', { name: 'Boneka Wisuda' }, LAZY);
    expect(chip).toHaveAttribute('href', '/products?category=boneka-wisuda');
    expect(within(section).getAllByRole('link')[0]).toHaveAccessibleName('Semua');
  });

  it('prices a pick whose variants cost more "mulai", on its card and in its quick look', async () => {
    const { user } = openHome();
    const card = await screen.findByRole('article', { name: 'Beruang Toga' }, LAZY);
    expect(card).toHaveTextContent('mulaiRp 145.000');
    await user.click(within(card).getByRole('button', { name: /Lihat Detail/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Beruang Toga' }, LAZY);
    expect(dialog).toHaveTextContent('mulaiRp 145.000');
    expect(within(dialog).getByRole('link', { name: 'Buka Halaman Produk' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/product\/\d+$/),
    );
  });
});
