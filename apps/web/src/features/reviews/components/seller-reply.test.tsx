import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Review } from '@boneka/shared';
import '@/lib/i18n/messages/catalog';
import '@/lib/i18n/messages/reviews';
import { renderPage } from '@/test/render';
import { ReviewCard } from './review-card';

const review = (reply: Review['reply']): Review => ({
  review_id: 1,
  product_id: 9,
  order_id: 41,
  rating: 2,
  title: null,
  comment: 'Jahitan telinganya lepas.',
  images: [],
  is_verified: true,
  helpful_count: 0,
  voted_helpful: false,
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-20T03:00:00.000Z',
  user: { user_id: 3, username: 'W***n P.', full_name: 'W***n P.', profileImageUrl: null },
  product: { product_id: 9, name: 'Boneka Beruang', image_url: null },
  variant_label: null,
  reply,
});

function show(reply: Review['reply'], language: 'id' | 'en' = 'id') {
  renderPage(
    <ReviewCard review={review(reply)} isAuthor={false} onDelete={vi.fn()} onHelpful={vi.fn()} helpfulBusy={false} />,
    { language },
  );
  return screen.getByRole('article', { name: 'W***n P.' });
}

describe('"Balasan Penjual" under a review (issue 44)', () => {
  it('shows the owner’s reply with its date in WIB, lines kept', () => {
    // 17:30 UTC on the 21st is the 22nd in WIB.
    const card = show({ text: 'Mohon maaf, kak.\nKami kirim gantinya.', replied_at: '2026-11-21T17:30:00.000Z' });
    expect(card).toHaveTextContent('Balasan Penjual22 November 2026Mohon maaf, kak. Kami kirim gantinya.');
  });

  it('in the page’s language', () => {
    expect(show({ text: 'Sorry!', replied_at: '2026-11-21T03:00:00.000Z' }, 'en')).toHaveTextContent("Seller's Reply");
  });

  it('says nothing of a reply when there is none', () => {
    expect(show(null)).not.toHaveTextContent(/Balasan Penjual/);
  });
});
