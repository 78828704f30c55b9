import { describe, expect, it } from 'vitest';
import type { Review } from '@boneka/shared';
import { productDetail } from '@/test/factories';
import { renderShopPage, type ApiReply } from './entry-server';

const review: Review = {
  review_id: 1,
  product_id: 7,
  order_id: null,
  rating: 5,
  title: 'Lembut sekali',
  comment: 'Anak saya tidur sambil memeluknya setiap malam.',
  images: [],
  is_verified: true,
  helpful_count: 0,
  voted_helpful: false,
  created_at: '2026-11-15T08:00:00.000Z',
  updated_at: '2026-11-15T08:00:00.000Z',
  user: { user_id: 3, username: 'R***a W.', full_name: 'R***a W.', profileImageUrl: null },
  product: { product_id: 7, name: 'Beruang Toga', image_url: null },
  variant_label: null,
};

/** The API's replies to the product page's reads, as the server's own routes give them. */
function fetchApi(path: string): Promise<ApiReply> {
  const ok = (data: unknown) => Promise.resolve({ status: 200, body: { success: true, data } });
  if (path === '/api/products/7') return ok(productDetail({ product_id: 7, name: 'Beruang Toga', review_count: 1 }));
  if (path === '/api/products/best-sellers') return ok({ product_ids: [] });
  if (path === '/api/reviews/product/7/stats')
    return ok({
      average_rating: 5,
      total_reviews: 1,
      rating_distribution: { 5: 1, 4: 0, 3: 0, 2: 0, 1: 0 },
      rating_percentages: { 5: 100, 4: 0, 3: 0, 2: 0, 1: 0 },
    });
  if (path.startsWith('/api/reviews/product/7?'))
    return ok({ reviews: [review], pagination: { page: 1, limit: 10, total: 1 } });
  return Promise.resolve({ status: 404, body: null });
}

describe('a shop page rendered on the server (issue 41)', () => {
  it('is whole at the first render: the page is there, no part left to the browser', async () => {
    const page = await renderShopPage('/product/7', { language: 'id', fetchApi });
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('Beruang Toga</h1>');
    expect(page?.html).not.toContain('<!--$!-->');
  });

  it('leaves the reviews to the browser (below the first screen) but carries their data to hydrate from', async () => {
    const page = await renderShopPage('/product/7', { language: 'id', fetchApi });
    expect(page?.html).toContain('id="reviews-title"');
    expect(page?.html).not.toContain(review.comment);
    expect(page?.stateScript).toContain(review.comment);
  });
});
