import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Review } from '@boneka/shared';
import '@/lib/i18n/messages/catalog';
import '@/lib/i18n/messages/reviews';
import { mockApi } from '@/test/api-mock';
import { renderPage } from '@/test/render';
import { ProductReviews } from './product-reviews';

const review = (id: number, rating: number): Review => ({
  review_id: id,
  product_id: 9,
  order_id: 40 + id,
  rating,
  title: null,
  comment: `Ulasan ${id}`,
  images: [],
  is_verified: true,
  helpful_count: 0,
  voted_helpful: false,
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-20T03:00:00.000Z',
  user: { user_id: 100 + id, username: `pembeli${id}`, full_name: `Pembeli ${id}`, profileImageUrl: null },
  product: { product_id: 9, name: 'Boneka Beruang', image_url: null },
  variant_label: null,
});

const STATS = {
  average_rating: 4.5,
  total_reviews: 12,
  rating_distribution: { 5: 8, 4: 2, 3: 1, 2: 1, 1: 0 },
  rating_percentages: { 5: 67, 4: 17, 3: 8, 2: 8, 1: 0 },
};

/** The product's twelve reviews, ten to a page; a star filter leaves the five-star ones. */
function reviewsOf(url: URL) {
  const page = Number(url.searchParams.get('page'));
  const rating = url.searchParams.get('rating');
  const all = Array.from({ length: 12 }, (_, i) => review(i + 1, i < 8 ? 5 : 4));
  const matching = rating ? all.filter((r) => r.rating === Number(rating)) : all;
  const reviews = matching.slice((page - 1) * 10, page * 10);
  return { body: { success: true, data: { reviews, pagination: { page, limit: 10, total: matching.length } } } };
}

function openReviews() {
  const urls: URL[] = [];
  mockApi({
    'GET /api/reviews/product/9/stats': { body: { success: true, data: STATS } },
    'GET /api/reviews/product/9': () => reviewsOf(urls.at(-1)!),
  });
  const mocked = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(new URL(String(input), 'http://localhost'));
    return mocked(input, init);
  });
  return { ...renderPage(<ProductReviews productId={9} />), urls };
}

describe('the product page’s reviews', () => {
  it('pages through the reviews, and a star filter starts again at the first page', async () => {
    const { user, urls } = openReviews();
    const list = await screen.findByRole('list', { name: 'Ulasan' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: /Berikutnya/ }));
    expect(await screen.findByText('Ulasan 12', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Halaman 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bintang 5' }));
    expect(await screen.findByText('Ulasan 1', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bintang 5' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('navigation', { name: /halaman/i })).not.toBeInTheDocument();
    const last = urls.at(-1)!;
    expect([last.searchParams.get('page'), last.searchParams.get('rating')]).toEqual(['1', '5']);
  });
});
