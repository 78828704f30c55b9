import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n/messages/admin-dashboard';
import { renderPage } from '@/test/render';
import { LowStockList } from './low-stock-list';

const line = (
  variant_id: number,
  name: string,
  variant_label: string,
  sku: string | null,
  stock: number,
  threshold = 5,
) => ({
  product_id: 40 + variant_id,
  variant_id,
  name,
  variant_label,
  sku,
  stock,
  threshold,
});

describe('the dashboard’s low stock', () => {
  it('names each variant that runs out, with its SKU, and leads to its product’s page', async () => {
    const { user } = renderPage(
      <LowStockList
        variants={[
          line(1, 'Boneka Beruang', '50 cm / Coklat', 'BR-50-CKL', 0),
          line(2, 'Boneka Beruang', '30 cm / Pink', null, 3),
          line(3, 'Boneka Panda', '', null, 7, 10),
        ]}
      />,
      { path: '/admin-dashboard' },
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Boneka Beruang50 cm / Coklat · Kode SKU BR-50-CKLHabis',
      'Boneka Beruang30 cm / PinkSisa 3 (batas 5)',
      'Boneka PandaSisa 7 (batas 10)',
    ]);
    // Named by what it shows (WCAG 2.5.3: the visible label is in the accessible name).
    const link = within(items[1]!).getByRole('link', { name: 'Boneka Beruang 30 cm / Pink' });
    await user.click(link);
    expect(screen.getByText('Now at /admin/products/42')).toBeInTheDocument();
  });

  it('says so when every variant has stock', () => {
    renderPage(<LowStockList variants={[]} />, { language: 'en' });
    expect(screen.getByText('All stock levels are fine.')).toBeInTheDocument();
  });
});
