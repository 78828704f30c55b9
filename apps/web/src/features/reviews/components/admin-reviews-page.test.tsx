import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Review } from '@boneka/shared';
import '@/lib/i18n/messages/admin-replies';
import '@/lib/i18n/messages/catalog';
import '@/lib/i18n/messages/reviews';
import { mockApi } from '@/test/api-mock';
import { renderPage } from '@/test/render';
import { AdminReviewsPage } from './admin-reviews-page';

const review = (id: number, reply: Review['reply'] = null): Review => ({
  review_id: id,
  product_id: 9,
  order_id: 40 + id,
  rating: 2,
  title: null,
  comment: `Ulasan ${id}`,
  images: [],
  is_verified: true,
  helpful_count: 0,
  voted_helpful: false,
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-20T03:00:00.000Z',
  user: { user_id: 100 + id, username: 'S***i R.', full_name: 'S***i R.', profileImageUrl: null },
  product: { product_id: 9, name: 'Boneka Beruang', image_url: null },
  variant_label: null,
  reply,
});

describe('the owner’s "Ulasan" page', () => {
  it('opens with the filter of the mail’s link, and changing it asks the server again', async () => {
    const api = mockApi({
      'GET /api/admin/reviews': {
        body: { success: true, data: { reviews: [review(1)], pagination: { page: 1, limit: 20, total: 1 } } },
      },
    });
    const { user } = renderPage(<AdminReviewsPage />, {
      path: '/admin/ulasan',
      url: '/admin/ulasan?rating=2&unanswered=1',
    });
    expect(await screen.findByText('Ulasan 1')).toBeInTheDocument();
    const first = api.callsTo('GET /api/admin/reviews')[0]!.query;
    expect([first.get('rating'), first.get('unanswered')]).toEqual(['2', 'true']);
    expect(screen.getByRole('checkbox', { name: 'Belum dibalas' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Belum dibalas' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bintang' }), 'Semua bintang');
    const last = api.callsTo('GET /api/admin/reviews').at(-1)!.query;
    expect([last.get('rating'), last.get('unanswered')]).toEqual([null, null]);
  });

  it('"Balas" writes the reply and shows it as Balasan Penjual', async () => {
    let replied: Review['reply'] = null;
    const api = mockApi({
      'GET /api/admin/reviews': () => ({
        body: { success: true, data: { reviews: [review(1, replied)], pagination: { page: 1, limit: 20, total: 1 } } },
      }),
      'PUT /api/admin/reviews/1/reply': (call) => {
        replied = { text: (call.body as { reply: string }).reply, replied_at: '2026-11-21T03:00:00.000Z' };
        return { body: { success: true, data: review(1, replied) } };
      },
    });
    const { user } = renderPage(<AdminReviewsPage />, { path: '/admin/ulasan' });
    await user.click(await screen.findByRole('button', { name: 'Balas' }));
    await user.type(screen.getByRole('textbox', { name: 'Balasan Penjual' }), 'Mohon maaf, kak.');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(api.callsTo('PUT /api/admin/reviews/1/reply')[0]!.body).toEqual({ reply: 'Mohon maaf, kak.' });
    const item = (await screen.findByText('Mohon maaf, kak.')).closest('article')!;
    expect(within(item).getByText('Balasan Penjual')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Ubah Balasan' })).toBeInTheDocument();
  });
});
