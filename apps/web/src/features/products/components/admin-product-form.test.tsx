import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fill, labels, openForm } from './admin-product-form.fixtures';

describe('the product form reads Rupiah the Indonesian way (issue 26.2)', () => {
  it.each(['145.000', 'Rp 145.000', '145.000,00', '145000'])(
    'shows %j as "= Rp 145.000" and sends 145000',
    async (typed) => {
      const { user, api } = openForm();
      await fill(user, typed);
      expect(screen.getByText('= Rp 145.000')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: labels.save }));
      await vi.waitFor(() => expect(api.callsTo('POST /api/products')).toHaveLength(1));
      expect(api.callsTo('POST /api/products')[0]!.body).toMatchObject({ price: 145000, stock: 3 });
    },
  );

  it('reads a stock of "1.000" as a thousand', async () => {
    const { user, api } = openForm();
    await user.type(screen.getByRole('textbox', { name: labels.name }), 'Boneka Harimau');
    await user.type(screen.getByRole('textbox', { name: labels.price }), '145.000');
    await user.type(screen.getByRole('textbox', { name: labels.stock }), '1.000');
    await user.click(screen.getByRole('button', { name: labels.save }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/products')).toHaveLength(1));
    expect(api.callsTo('POST /api/products')[0]!.body).toMatchObject({ stock: 1000 });
  });

  it('says what it read when "145.00" cannot be read without guessing, on leaving the field, and sends nothing', async () => {
    const { user, api } = openForm();
    await fill(user, '145.00');
    const price = screen.getByRole('textbox', { name: labels.price });
    expect(price).toHaveAccessibleDescription(
      'Terbaca "145.00": maksudnya 145 atau 145.000? Titik memisahkan ribuan dan tidak ada sen; tulis salah satunya.',
    );
    expect(price).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: labels.save }));
    expect(screen.queryByText('= Rp 145')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/products')).toHaveLength(0);
  });

  it('says it in English on the English page', async () => {
    const { user, api } = openForm({}, 'en');
    await user.type(screen.getByRole('textbox', { name: 'Product Name' }), 'Boneka Harimau');
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '145,5');
    await user.type(screen.getByRole('textbox', { name: 'Stock' }), '3');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText('Read "145,5": type a whole number, without cents.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/products')).toHaveLength(0);
  });

  it('keeps an empty price a missing price, not Rp 0', async () => {
    const { user, api } = openForm();
    await user.type(screen.getByRole('textbox', { name: labels.name }), 'Boneka Harimau');
    await user.type(screen.getByRole('textbox', { name: labels.stock }), '3');
    await user.click(screen.getByRole('button', { name: labels.save }));
    expect(await screen.findByText('Harga wajib diisi')).toBeInTheDocument();
    expect(api.callsTo('POST /api/products')).toHaveLength(0);
  });

  it('saves a product without options in one call: its weight and SKU as they start need no second one', async () => {
    const { user, api } = openForm();
    await fill(user, '145.000');
    expect(screen.getByRole('textbox', { name: 'Berat (gram)' })).toHaveValue('1000');
    await user.click(screen.getByRole('button', { name: labels.save }));
    expect(await screen.findByText('Produk berhasil ditambahkan!')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/products',
    ]);
  });

  it('saves the weight ("1.500" grams) and SKU of a product without options on its one variant', async () => {
    const { user, api } = openForm();
    await fill(user, '145.000');
    const weight = screen.getByRole('textbox', { name: 'Berat (gram)' });
    await user.clear(weight);
    await user.type(weight, '1.500');
    await user.type(screen.getByRole('textbox', { name: /Kode SKU/ }), 'hr-01');
    await user.click(screen.getByRole('button', { name: labels.save }));
    expect(await screen.findByText('Produk berhasil ditambahkan!')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/products/41/variants')[0]!.body).toEqual({
      options: [],
      variants: [
        {
          options: [],
          sku: 'HR-01',
          price: '145.000',
          stock: '3',
          weight_grams: 1500,
          image_id: null,
          is_active: true,
          sale_price: null,
          sale_starts_at: null,
          sale_ends_at: null,
          // No grosir tiers: sent empty, which keeps none (decision 061).
          wholesale: [],
        },
      ],
    });
  });
});
