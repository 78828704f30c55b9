import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardData } from '@boneka/shared';
import '@/lib/i18n/messages/admin-dashboard';
import { renderPage } from '@/test/render';
import { AttentionList } from './attention-list';

type Parcel = DashboardData['attention']['parcels'][number];
const parcel = (order_id: number, problem: Parcel['problem']): Parcel => ({
  order_id,
  order_number: `BNK-20261127-00${order_id}`,
  customer: 'Siti Rahayu',
  problem,
  tracking_checked_at: '2026-11-27T03:00:00.000Z',
});

describe('the dashboard’s “Perlu Perhatian”', () => {
  it('names each parcel’s problem, a resi the shop does not believe among them, and leads to its order', () => {
    renderPage(
      <AttentionList
        attention={{
          complaints: [],
          parcels: [parcel(1, 'unknown_resi'), parcel(2, 'before_shipping'), parcel(3, 'returned'), parcel(4, 'lost')],
        }}
      />,
      { path: '/admin-dashboard' },
    );
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('Resi tidak dikenali kurir — periksa lagi')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Riwayat resi lebih tua dari pengiriman — periksa lagi')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Paket dikembalikan')).toBeInTheDocument();
    expect(within(items[3]!).getByText('Paket hilang')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/admin/orders/1');
  });
});
