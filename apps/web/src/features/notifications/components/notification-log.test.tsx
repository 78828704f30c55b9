import { screen } from '@testing-library/react';
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
