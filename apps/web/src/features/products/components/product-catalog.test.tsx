import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n/messages/catalog';
import '@/lib/i18n/messages/categories';
import { mockApi } from '@/test/api-mock';
import { product } from '@/test/factories';
import { renderPage } from '@/test/render';
import { ProductCatalog } from './product-catalog';

function openCatalog({ total = 0, title }: { total?: number; title?: string } = {}) {
  const data = Array.from({ length: total }, () => product());
  mockApi({
    'GET /api/products': { body: { success: true, data, pagination: { page: 1, limit: 12, total } } },
    'GET /api/products/best-sellers': { body: { success: true, data: { product_ids: [] } } },
  });
  return renderPage(<ProductCatalog title={title} />, { path: '/products' });
}

describe('the phone’s filter panel (issue 26 item 5)', () => {
  it('closes when a range is chosen, and gives the focus back to its button', async () => {
    const { user } = openCatalog();
    const toggle = screen.getByRole('button', { name: 'Filter' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('radio', { name: 'Di bawah Rp 100.000' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when a typed range is applied', async () => {
    const { user } = openCatalog();
    const toggle = screen.getByRole('button', { name: 'Filter' });
    await user.click(toggle);
    await user.type(screen.getByRole('textbox', { name: 'Minimal (Rp)' }), '50.000');
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the catalogue’s filters by option value and stock (issue 27)', () => {
  it('puts "Stok tersedia" in the URL, and takes it out again', async () => {
    const { user, router } = openCatalog({ total: 2 });
    await user.click(screen.getByRole('checkbox', { name: 'Stok tersedia' }));
    expect(router.state.location.search).toBe('?in_stock=1');
    expect(screen.getByRole('checkbox', { name: 'Stok tersedia' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Stok tersedia' }));
    expect(router.state.location.search).toBe('');
  });

  it('filters by a typed option value, offering common ones, and clears it', async () => {
    const { user, router } = openCatalog({ total: 2 });
    const input = screen.getByRole('combobox', { name: 'Ukuran atau warna' });
    expect(input).toHaveAccessibleDescription('Contoh: 50 cm atau Pink');
    await user.type(input, '  50 cm {Enter}');
    expect(new URLSearchParams(router.state.location.search).get('option')).toBe('50 cm');
    await user.click(screen.getByRole('button', { name: 'Hapus filter 50 cm' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('combobox', { name: 'Ukuran atau warna' })).toHaveValue('');
  });

  it('resets the filters but keeps the category', async () => {
    const { user, router } = openCatalog();
    await act(() => router.navigate('/products?category=bantal&option=Pink&in_stock=1'));
    const filters = screen.getByRole('complementary', { name: 'Filter' });
    await user.click(within(filters).getByRole('button', { name: 'Reset Filter' }));
    expect(router.state.location.search).toBe('?category=bantal');
  });
});

describe('a category’s page of the catalogue (issue 27)', () => {
  it('is headed by the category’s name', () => {
    openCatalog({ title: 'Boneka Wisuda' });
    expect(screen.getByRole('heading', { level: 1, name: 'Boneka Wisuda' })).toBeInTheDocument();
  });

  it('says when a category has no dolls yet, and leads to all of them', async () => {
    const { router } = openCatalog();
    await act(() => router.navigate('/products?category=kado'));
    expect(await screen.findByRole('heading', { name: 'Belum ada boneka di kategori ini.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat Semua Boneka' })).toHaveAttribute('href', '/products');
  });
});
