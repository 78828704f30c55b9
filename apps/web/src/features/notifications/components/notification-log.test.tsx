import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NotificationEntry } from '@boneka/shared';
import '@/lib/i18n/messages/admin-notifications';
import '@/lib/i18n/messages/admin-orders';
import { mockApi } from '@/test/api-mock';
import { renderPage } from '@/test/render';
import { NotificationLog } from './notification-log';

let nextId = 1;
const message = (template: string, subject: string): NotificationEntry => ({
  id: nextId++,
  template,
  recipient: 'owner@boneka.id',
  subject,
  language: 'id',
  order_id: 3,
  order_number: 'BNK-20261120-0003',
  status: 'sent',
  attempts: 1,
  next_attempt_at: '2026-11-20T03:00:00.000Z',
  last_error: null,
  history: [],
  sent_at: '2026-11-20T03:00:00.000Z',
  created_at: '2026-11-20T03:00:00.000Z',
});

const showLog = (language: 'id' | 'en') => {
  mockApi({
    'GET /api/admin/notifications': {
      body: {
        success: true,
        data: [
          message('owner_new_order', 'Pesanan baru BNK-20261120-0003'),
          message('payment_confirmed', 'Pembayaran pesanan BNK-20261120-0003 dikonfirmasi'),
          message('owner_weekly_summary', ''),
        ],
      },
    },
  });
  renderPage(<NotificationLog />, { language });
};

describe('the notification log', () => {
  it('says under each subject what kind of message it is and to whom, never its template key', async () => {
    showLog('id');
    expect(await screen.findByText('Ke pemilik toko: pesanan baru')).toBeInTheDocument();
    expect(screen.getByText('Ke pembeli: pembayaran dikonfirmasi')).toBeInTheDocument();
    expect(screen.getAllByText('Pesan lain (owner weekly summary)')).toHaveLength(2);
    expect(screen.queryByText(/owner_new_order|payment_confirmed/)).not.toBeInTheDocument();
  });

  it('says it in English too', async () => {
    showLog('en');
    expect(await screen.findByText('To the owner: new order')).toBeInTheDocument();
    expect(screen.getByText('To the buyer: payment confirmed')).toBeInTheDocument();
  });
});

describe('a resend the shop refuses', () => {
  const refuseResend = (language: 'id' | 'en') => {
    const request = message('order_placed', 'Pesanan BNK-20261120-0003 diterima');
    mockApi({
      'GET /api/admin/notifications': { body: { success: true, data: [request] } },
      [`POST /api/admin/notifications/${request.id}/resend`]: {
        status: 409,
        body: {
          success: false,
          code: 'NOT_RESENDABLE',
          message: 'Not sent: order BNK-20261120-0003 is paid before this mail could go out.',
          reason: 'payment_not_owed',
          order_number: 'BNK-20261120-0003',
          status: 'processing',
          payment_status: 'paid',
        },
      },
    });
    return renderPage(<NotificationLog />, { language });
  };

  it('says why: the order it asks payment for has been paid', async () => {
    const { user } = refuseResend('id');
    const row = (await screen.findByText('Pesanan BNK-20261120-0003 diterima')).closest('tr, li, article')!;
    await user.click(within(row as HTMLElement).getByRole('button', { name: /Kirim ulang/ }));
    expect(
      await screen.findByText(
        'Tidak dikirim ulang: pesanan BNK-20261120-0003 sudah dibayar, sedangkan e-mail ini meminta pembayaran.',
      ),
    ).toBeInTheDocument();
  });

  it('says it in English too', async () => {
    const { user } = refuseResend('en');
    const row = (await screen.findByText('Pesanan BNK-20261120-0003 diterima')).closest('tr, li, article')!;
    await user.click(within(row as HTMLElement).getByRole('button', { name: /Resend/ }));
    expect(
      await screen.findByText(
        'Not sent again: order BNK-20261120-0003 has been paid, and this e-mail asks for the payment.',
      ),
    ).toBeInTheDocument();
  });
});
