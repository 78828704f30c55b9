import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/lib/i18n/messages/admin-products';
import type { Language } from '@/lib/i18n/i18n';
import { mockApi } from '@/test/api-mock';
import { renderPage } from '@/test/render';
import { AdminProductForm } from './admin-product-form';

const saved = {
  product_id: 41,
  name: 'Boneka Harimau',
  description: null,
  price: 145_000,
  stock: 3,
  image_url: null,
  thumbnail_url: null,
  category: { name: 'Boneka' },
  average_rating: 0,
  review_count: 0,
  sold_count: 0,
  created_at: '2026-11-26T01:00:00.000Z',
};

function openForm(language: Language = 'id') {
  const api = mockApi({
    'POST /api/products': { status: 201, body: { success: true, message: 'ok', data: saved } },
    'GET /api/products': { body: { success: true, data: [], pagination: { page: 1, limit: 12, total: 0 } } },
  });
  return { ...renderPage(<AdminProductForm />, { language }), api };
}

const labels = { id: { name: 'Nama Produk', price: 'Harga', stock: 'Stok', save: 'Simpan Produk' } };

async function fill(user: ReturnType<typeof openForm>['user'], price: string) {
  await user.type(screen.getByRole('textbox', { name: labels.id.name }), 'Boneka Harimau');
  await user.type(screen.getByRole('textbox', { name: labels.id.price }), price);
  await user.type(screen.getByRole('textbox', { name: labels.id.stock }), '3');
}

describe('the product form reads Rupiah the Indonesian way (issue 26.2)', () => {
  it.each(['145.000', 'Rp 145.000', '145.000,00', '145000'])(
    'shows %j as "= Rp 145.000" and sends 145000',
    async (typed) => {
      const { user, api } = openForm();
      await fill(user, typed);
      expect(screen.getByText('= Rp 145.000')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: labels.id.save }));
      await vi.waitFor(() => expect(api.callsTo('POST /api/products')).toHaveLength(1));
      expect(api.callsTo('POST /api/products')[0]!.form?.get('price')).toBe('145000');
    },
  );

  it('reads a stock of "1.000" as a thousand', async () => {
    const { user, api } = openForm();
    await user.type(screen.getByRole('textbox', { name: labels.id.name }), 'Boneka Harimau');
    await user.type(screen.getByRole('textbox', { name: labels.id.price }), '145.000');
    await user.type(screen.getByRole('textbox', { name: labels.id.stock }), '1.000');
    await user.click(screen.getByRole('button', { name: labels.id.save }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/products')).toHaveLength(1));
    expect(api.callsTo('POST /api/products')[0]!.form?.get('stock')).toBe('1000');
  });

  it('says what it read when "145.00" cannot be read without guessing, on leaving the field, and sends nothing', async () => {
    const { user, api } = openForm();
    await fill(user, '145.00');
    const price = screen.getByRole('textbox', { name: labels.id.price });
    expect(price).toHaveAccessibleDescription(
      'Terbaca "145.00": maksudnya 145 atau 145.000? Titik memisahkan ribuan dan tidak ada sen; tulis salah satunya.',
    );
    expect(price).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: labels.id.save }));
    expect(screen.queryByText('= Rp 145')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/products')).toHaveLength(0);
  });

  it('says it in English on the English page', async () => {
    const { user, api } = openForm('en');
    await user.type(screen.getByRole('textbox', { name: 'Product Name' }), 'Boneka Harimau');
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '145,5');
    await user.type(screen.getByRole('textbox', { name: 'Stock' }), '3');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText('Read "145,5": type a whole number, without cents.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/products')).toHaveLength(0);
  });

  it('keeps an empty price a missing price, not Rp 0', async () => {
    const { user, api } = openForm();
    await user.type(screen.getByRole('textbox', { name: labels.id.name }), 'Boneka Harimau');
    await user.type(screen.getByRole('textbox', { name: labels.id.stock }), '3');
    await user.click(screen.getByRole('button', { name: labels.id.save }));
    expect(await screen.findByText('Harga wajib diisi')).toBeInTheDocument();
    expect(api.callsTo('POST /api/products')).toHaveLength(0);
  });
});
