import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Review } from '@boneka/shared';
import '@/lib/i18n/messages/catalog';
import '@/lib/i18n/messages/reviews';
import { renderPage } from '@/test/render';
import { ReviewCard } from './review-card';

const review = (variant_label: string | null): Review => ({
  review_id: 1,
  product_id: 9,
  order_id: 41,
  rating: 5,
  title: null,
  comment: 'Lembut sekali, anakku suka.',
  images: [],
  is_verified: true,
  helpful_count: 0,
  voted_helpful: false,
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-20T03:00:00.000Z',
  user: { user_id: 3, username: 'wulan', full_name: 'Wulan Pratama', profileImageUrl: null },
  product: { product_id: 9, name: 'Boneka Beruang', image_url: null },
  variant_label,
});

function showReview(variantLabel: string | null, language: 'id' | 'en' = 'id') {
  renderPage(
    <ReviewCard
      review={review(variantLabel)}
      isAuthor={false}
      onDelete={vi.fn()}
      onHelpful={vi.fn()}
      helpfulBusy={false}
    />,
    { language },
  );
  return screen.getByRole('article', { name: 'Wulan Pratama' });
}

describe('a review names the variant its author bought (issue 27)', () => {
  it('says "Varian: 50 cm / Coklat"', () => {
    expect(showReview('50 cm / Coklat')).toHaveTextContent('Varian: 50 cm / Coklat');
  });

  it('in the page’s language', () => {
    expect(showReview('50 cm / Coklat', 'en')).toHaveTextContent('Variant: 50 cm / Coklat');
  });

  it('says nothing of a variant for a doll without options', () => {
    expect(showReview(null)).not.toHaveTextContent(/Varian/);
  });
});
