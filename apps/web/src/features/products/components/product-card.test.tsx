import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '@boneka/shared';
import '@/lib/i18n/messages/catalog';
import '@/lib/i18n/messages/categories';
import { mockApi } from '@/test/api-mock';
import { product } from '@/test/factories';
import { renderPage } from '@/test/render';
import { ProductCard } from './product-card';

function showCard(
  doll: Product,
  { language = 'id', action = true }: { language?: 'id' | 'en'; action?: boolean } = {},
) {
  mockApi({ 'GET /api/products/best-sellers': { body: { success: true, data: { product_ids: [] } } } });
  renderPage(
    <ProductCard product={doll} view="grid" action={action ? <button type="button">Tambah</button> : undefined} />,
    { language },
  );
  return screen.getByRole('article', { name: doll.name });
}

describe('a catalogue card (issue 27)', () => {
  it('says "mulai" before the lowest price when its variants cost more', () => {
    const card = showCard(product({ name: 'Beruang Wisuda', price: 145_000, price_max: 260_000 }));
    expect(
      within(card).getByText((_, el) => el?.tagName === 'P' && el.textContent === 'mulaiRp 145.000'),
    ).toBeVisible();
  });

  it('shows the one price plainly when every variant costs the same', () => {
    const card = showCard(product({ name: 'Panda', price: 100_000, price_max: 100_000 }));
    expect(within(card).queryByText('mulai')).not.toBeInTheDocument();
    expect(within(card).getByText('Rp 100.000')).toBeInTheDocument();
  });

  it('says how many sold, rounded down like a marketplace, and nothing before the first sale', () => {
    expect(within(showCard(product({ name: 'Laris', sold_count: 128 }))).getByText('120+ terjual')).toBeVisible();
    expect(within(showCard(product({ name: 'Baru', sold_count: 0 }))).queryByText(/terjual/)).toBeNull();
  });

  it('sends a product with several variants to its page with "Pilih Varian" instead of adding it', () => {
    const doll = product({ product_id: 7, name: 'Beruang Wisuda', variant_count: 3 });
    const card = showCard(doll);
    expect(within(card).getByRole('link', { name: 'Pilih varian Beruang Wisuda' })).toHaveAttribute(
      'href',
      '/product/7',
    );
    expect(within(card).queryByRole('button', { name: 'Tambah' })).not.toBeInTheDocument();
  });

  it('keeps the page’s Add button for a product with one variant', () => {
    const card = showCard(product({ name: 'Panda', variant_count: 1 }));
    expect(within(card).getByRole('button', { name: 'Tambah' })).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Pilih Varian/ })).not.toBeInTheDocument();
  });

  it('offers no button where the page offers none (the owner browsing)', () => {
    const card = showCard(product({ name: 'Beruang Wisuda', variant_count: 3 }), { action: false });
    expect(within(card).getAllByRole('link')).toHaveLength(1);
  });

  it('speaks English on an English page', () => {
    const card = showCard(
      product({ name: 'Bear', price: 145_000, price_max: 200_000, sold_count: 1500, variant_count: 2 }),
      {
        language: 'en',
      },
    );
    expect(within(card).getByText('from')).toBeInTheDocument();
    expect(within(card).getByText('1k+ sold')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Choose options for Bear' })).toBeInTheDocument();
  });
});
