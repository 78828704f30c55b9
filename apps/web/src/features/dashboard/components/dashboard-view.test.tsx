import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardData } from '@boneka/shared';
import '@/lib/i18n/messages/admin-dashboard';
import { mockApi } from '@/test/api-mock';
import { renderPage } from '@/test/render';
import { DashboardView } from './dashboard-view';

const stat = { value: 0, growth: '0%' };
const figures: DashboardData = {
  period: {
    range: '30d',
    from: '2026-10-23',
    to: '2026-11-21',
    days: 30,
    previousFrom: '2026-09-23',
    previousTo: '2026-10-22',
  },
  totalProducts: stat,
  totalOrders: { value: 10, growth: '0%' },
  totalCustomers: stat,
  totalRevenue: stat,
  orderCounts: { pending: 4, delivered: 3, completed: 2, cancelled: 1 },
  recentOrders: [],
  topProducts: [],
  lowStock: [],
  attention: { complaints: [], parcels: [] },
  daily: [],
  generatedAt: '2026-11-21T08:00:00.000Z',
};

describe('the dashboard’s order states', () => {
  it('counts arrived orders as Sampai apart from the completed ones (Selesai)', async () => {
    mockApi({ 'GET /api/admin/dashboard': { body: { success: true, data: figures } } });
    renderPage(<DashboardView />, { path: '/admin-dashboard' });
    const states = await screen.findByRole('region', { name: 'Status pesanan' });
    const card = (name: string) => within(states).getByRole('article', { name });
    expect(card('Pesanan Menunggu')).toHaveTextContent('4');
    expect(card('Pesanan Sampai')).toHaveTextContent('3');
    expect(card('Pesanan Sampai')).toHaveTextContent('menunggu konfirmasi pelanggan');
    expect(card('Pesanan Selesai')).toHaveTextContent('2');
    expect(card('Pesanan Dibatalkan')).toHaveTextContent('1');
  });
});
