import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n/messages/catalog';
import { mockApi } from '@/test/api-mock';
import { renderPage } from '@/test/render';
import { ProductCatalog } from './product-catalog';

function openCatalog() {
  mockApi({
    'GET /api/products': { body: { success: true, data: [], pagination: { page: 1, limit: 12, total: 0 } } },
  });
  return renderPage(<ProductCatalog />, { path: '/products' });
}

describe('the phone’s price filter (issue 26 item 5)', () => {
  it('closes when a range is chosen, and gives the focus back to its button', async () => {
    const { user } = openCatalog();
    const toggle = screen.getByRole('button', { name: 'Filter Harga' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('radio', { name: 'Di bawah Rp 100.000' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when a typed range is applied', async () => {
    const { user } = openCatalog();
    const toggle = screen.getByRole('button', { name: 'Filter Harga' });
    await user.click(toggle);
    await user.type(screen.getByRole('textbox', { name: 'Minimal (Rp)' }), '50.000');
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
