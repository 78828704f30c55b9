import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '@boneka/shared';
import '@/lib/i18n/messages/admin-audit';
import { mockApi } from '@/test/api-mock';
import { renderPage } from '@/test/render';
import { AuditLogTable } from './audit-log-table';

let nextId = 1;
const entry = (fields: Partial<AuditLogEntry> & Pick<AuditLogEntry, 'action'>): AuditLogEntry => ({
  id: nextId++,
  actor_user_id: 1,
  actor_name: 'Admin',
  target: null,
  target_name: null,
  details: null,
  ip: '203.0.113.9',
  request_id: null,
  created_at: '2026-11-20T03:00:00.000Z',
  ...fields,
});

const log = [
  entry({ action: 'product.hide', target: 'product:7', target_name: 'Teddy' }),
  entry({ action: 'order.cancelled_by_admin', target: 'order:3', target_name: 'BNK-20261120-0003' }),
  entry({
    action: 'payment.midtrans.settlement',
    actor_user_id: null,
    actor_name: null,
    target: 'order:4',
    target_name: 'BNK-20261120-0004',
  }),
  entry({ action: 'auth.login_failed', actor_user_id: null, actor_name: null }),
  entry({ action: 'auth.login', actor_user_id: 9, actor_name: 'Dewi', target: 'user:9', target_name: 'Dewi' }),
  entry({ action: 'order.status_returned', target: 'order:5', target_name: 'BNK-20261120-0005', actor_name: null }),
  entry({ action: 'banner.create', target: 'banner:2', actor_name: null, actor_user_id: 1 }),
];

const showLog = (language: 'id' | 'en') => {
  mockApi({ 'GET /api/admin/audit-log': { body: { success: true, data: log } } });
  renderPage(<AuditLogTable />, { language });
};

const sentences = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => (row as HTMLTableRowElement).cells[1]!.textContent);

describe('the activity log', () => {
  it('says each entry as a sentence in Indonesian, never as the action key', async () => {
    showLog('id');
    await screen.findByText('Produk Teddy disembunyikan oleh Admin');
    expect(sentences()).toEqual([
      'Produk Teddy disembunyikan oleh Admin',
      'Pesanan BNK-20261120-0003 dibatalkan oleh Admin',
      'Midtrans: pembayaran pesanan BNK-20261120-0004 diterima',
      'Percobaan masuk gagal untuk akun yang tidak dikenal',
      'Dewi masuk',
      'Pesanan BNK-20261120-0005 diperbarui oleh Pengguna #1 (status returned)',
      'banner create: #2, oleh Pengguna #1',
    ]);
    expect(screen.queryByText(/product\.hide|order\.cancelled_by_admin/)).not.toBeInTheDocument();
  });

  it('says the same in English', async () => {
    showLog('en');
    await screen.findByText('Product Teddy hidden by Admin');
    expect(sentences().slice(0, 3)).toEqual([
      'Product Teddy hidden by Admin',
      'Order BNK-20261120-0003 cancelled by Admin',
      'Midtrans: payment for order BNK-20261120-0004 received',
    ]);
  });
});
