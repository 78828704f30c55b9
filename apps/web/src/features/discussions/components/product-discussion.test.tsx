import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Question } from '@boneka/shared';
import { clearSession, saveSession } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import { renderPage } from '@/test/render';
import { ProductDiscussion } from './product-discussion';

const question = (id: number, answer: string | null = null): Question => ({
  question_id: id,
  product_id: 9,
  question: `Pertanyaan nomor ${id}?`,
  asker: 'S***i R.',
  asker_id: 40 + id,
  created_at: '2026-11-20T03:00:00.000Z',
  answer: answer ? { text: answer, answered_at: '2026-11-20T18:00:00.000Z' } : null,
});

const listOf = (questions: Question[], total = questions.length) => ({
  body: { success: true, data: { questions, pagination: { page: 1, limit: 5, total } } },
});

const signIn = () =>
  saveSession({
    accessToken: 'access',
    refreshToken: 'refresh',
    user: {
      id: 5,
      username: 'siti',
      email: 'siti@contoh.id',
      type: 'customer',
      firstName: 'Siti',
      lastName: null,
      phoneNumber: null,
      emailVerified: true,
      profileImageUrl: null,
    },
  });

afterEach(() => clearSession());

describe('the product page’s Diskusi', () => {
  it('shows the questions with the seller’s answer (WIB date) or that they wait, and asks anonymous visitors to sign in', async () => {
    const api = mockApi({
      'GET /api/discussions/product/9': listOf([question(2), question(1, 'Bisa dicuci tangan, kak.')]),
    });
    renderPage(<ProductDiscussion productId={9} />, { path: '/product/9' });
    const list = await screen.findByRole('list', { name: 'Pertanyaan pembeli' });
    const [waiting, answered] = within(list).getAllByRole('article');
    expect(waiting).toHaveTextContent('Menunggu jawaban penjual');
    // 18:00 UTC on the 20th is the 21st in WIB.
    expect(answered).toHaveTextContent('Jawaban Penjual21 November 2026Bisa dicuci tangan, kak.');
    expect(screen.getByRole('link', { name: 'Masuk untuk bertanya' })).toHaveAttribute(
      'href',
      '/login?next=%2Fproduct%2F9',
    );
    expect(screen.queryByRole('button', { name: /Laporkan/ })).not.toBeInTheDocument();
    // Read without the session's token: the same cached reply for everyone.
    expect(api.callsTo('GET /api/discussions/product/9')[0]!.headers.get('authorization')).toBeNull();
  });

  it('a signed-in shopper asks: too short is refused at once, a question is sent and the list read again', async () => {
    signIn();
    let asked: Question[] = [];
    const api = mockApi({
      'GET /api/discussions/product/9': () => listOf(asked),
      'POST /api/discussions/product/9': (call) => {
        asked = [{ ...question(7), question: (call.body as { question: string }).question }];
        return { status: 201, body: { success: true, data: asked[0] } };
      },
    });
    const { user } = renderPage(<ProductDiscussion productId={9} />, { path: '/product/9' });
    expect(await screen.findByText('Belum ada pertanyaan. Jadilah yang pertama bertanya!')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Pertanyaanmu' });
    await user.type(box, 'Ada?');
    await user.click(screen.getByRole('button', { name: 'Kirim Pertanyaan' }));
    expect(await screen.findByText('Tulis pertanyaan minimal 10 karakter.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/discussions/product/9')).toHaveLength(0);

    await user.clear(box);
    await user.type(box, 'Apakah bisa dicuci mesin?');
    await user.click(screen.getByRole('button', { name: 'Kirim Pertanyaan' }));
    expect(await screen.findByText(/Pertanyaanmu terkirim/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/discussions/product/9')[0]!.body).toEqual({ question: 'Apakah bisa dicuci mesin?' });
    expect(await screen.findByText('Apakah bisa dicuci mesin?')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('says why a question was refused (the limits are the server’s)', async () => {
    signIn();
    mockApi({
      'GET /api/discussions/product/9': listOf([]),
      'POST /api/discussions/product/9': {
        status: 422,
        body: {
          success: false,
          code: 'TOO_MANY_OPEN_QUESTIONS',
          message: 'Kamu masih punya 3 pertanyaan yang belum dijawab untuk produk ini. Tunggu jawabannya dulu, ya.',
        },
      },
    });
    const { user } = renderPage(<ProductDiscussion productId={9} />, { path: '/product/9' });
    await user.type(await screen.findByRole('textbox', { name: 'Pertanyaanmu' }), 'Pertanyaan keempat saya');
    await user.click(screen.getByRole('button', { name: 'Kirim Pertanyaan' }));
    expect(await screen.findByText(/masih punya 3 pertanyaan/)).toBeInTheDocument();
  });

  it('"Laporkan" reports once: the button then says it was reported', async () => {
    signIn();
    const api = mockApi({
      'GET /api/discussions/product/9': listOf([question(3)]),
      'POST /api/discussions/3/report': {
        body: { success: true, message: 'Terima kasih, laporanmu kami terima.', data: { reported: true } },
      },
    });
    const { user } = renderPage(<ProductDiscussion productId={9} />, { path: '/product/9' });
    await user.click(await screen.findByRole('button', { name: 'Laporkan pertanyaan dari S***i R.' }));
    expect(await screen.findByRole('button', { name: 'Dilaporkan' })).toBeDisabled();
    expect(api.callsTo('POST /api/discussions/3/report')).toHaveLength(1);
  });
});
