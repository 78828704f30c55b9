import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminQuestion } from '@boneka/shared';
import '@/lib/i18n/messages/admin-replies';
import '@/lib/i18n/messages/catalog';
import { mockApi } from '@/test/api-mock';
import { renderPage } from '@/test/render';
import { AdminDiscussionsPage } from './admin-discussions-page';

const question = (overrides: Partial<AdminQuestion> = {}): AdminQuestion => ({
  question_id: 4,
  product_id: 9,
  question: 'Bahannya apa, kak?',
  asker: 'S***i R.',
  asker_id: 40,
  created_at: '2026-11-20T03:00:00.000Z',
  answer: null,
  product_name: 'Boneka Beruang',
  hidden: null,
  report_count: 0,
  new_reports: 0,
  ...overrides,
});
const page = (questions: AdminQuestion[]) => ({
  body: { success: true, data: { questions, pagination: { page: 1, limit: 20, total: questions.length } } },
});

describe('the owner’s "Diskusi" page', () => {
  it('opens on "Belum Dijawab"; "Dilaporkan" shows the reports and why a question is hidden', async () => {
    const api = mockApi({
      'GET /api/admin/discussions': (call) =>
        call.query.get('tab') === 'reported'
          ? page([question({ hidden: 'reports', report_count: 3, new_reports: 3 })])
          : page([question()]),
    });
    const { user } = renderPage(<AdminDiscussionsPage />, { path: '/admin/diskusi' });
    expect(await screen.findByText('S***i R. bertanya tentang Boneka Beruang')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Belum Dijawab' })).toHaveAttribute('aria-current', 'page');
    expect(api.callsTo('GET /api/admin/discussions')[0]!.query.get('tab')).toBe('unanswered');

    await user.click(screen.getByRole('button', { name: 'Dilaporkan' }));
    expect(await screen.findByText('3 laporan baru')).toBeInTheDocument();
    expect(screen.getByText('Disembunyikan karena laporan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tampilkan' })).toBeInTheDocument();
  });

  it('answers a question and hides one', async () => {
    const api = mockApi({
      'GET /api/admin/discussions': page([question()]),
      'PUT /api/admin/discussions/4/answer': (call) => ({
        body: {
          success: true,
          data: question({
            answer: { text: (call.body as { answer: string }).answer, answered_at: '2026-11-21T03:00:00.000Z' },
          }),
        },
      }),
      'POST /api/admin/discussions/4/hide': { body: { success: true, data: question({ hidden: 'owner' }) } },
    });
    const { user } = renderPage(<AdminDiscussionsPage />, { path: '/admin/diskusi' });
    await user.click(await screen.findByRole('button', { name: 'Jawab' }));
    await user.type(screen.getByRole('textbox', { name: 'Jawaban Penjual' }), 'Velboa, kak.');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Jawaban disimpan.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/discussions/4/answer')[0]!.body).toEqual({ answer: 'Velboa, kak.' });

    await user.click(screen.getByRole('button', { name: 'Sembunyikan' }));
    expect(await screen.findByText('Pertanyaan disembunyikan.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/discussions/4/hide')).toHaveLength(1);
  });
});
