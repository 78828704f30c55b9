import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '@boneka/shared';
import '@/lib/i18n/messages/catalog';
import { mockApi } from '@/test/api-mock';
import { product } from '@/test/factories';
import { renderPage } from '@/test/render';
import { ProductCard } from './product-card';

const doll = (productId: number, name: string, stock: number): Product =>
  product({ product_id: productId, name, stock, category: { name: 'Teddy Bear', slug: 'teddy-bear' } });

describe('the product badge (item 26.6, docs/design.md §5 "Badges say what is true")', () => {
  it('says "Best Seller" only for what the server counts among the best sellers, not for plenty of stock', async () => {
    mockApi({ 'GET /api/products/best-sellers': { body: { success: true, data: { product_ids: [1] } } } });
    renderPage(
      <>
        <ProductCard product={doll(1, 'Boneka Laris', 40)} view="grid" />
        <ProductCard product={doll(2, 'Boneka Baru', 40)} view="grid" />
        <ProductCard product={doll(3, 'Boneka Langka', 4)} view="grid" />
      </>,
      { language: 'en' },
    );
    const bestSeller = await screen.findByText('Best Seller');
    expect(screen.getAllByText('Best Seller')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Boneka Laris' })).toContainElement(bestSeller);
    expect(screen.getByRole('article', { name: 'Boneka Langka' })).toHaveTextContent('Limited Stock');
  });
});
