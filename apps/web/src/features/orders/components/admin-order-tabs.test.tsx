import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order, Shipment } from '@boneka/shared';
import type { AdminOrderTab } from '@boneka/shared/order-tabs';
import '@/lib/i18n/messages/admin-orders';
import '@/lib/i18n/messages/orders';
import { mockApi } from '@/test/api-mock';
import { order } from '@/test/factories';
import { renderPage } from '@/test/render';
import { AdminOrderList } from './admin-order-list';
import { listReply, shipment, toShip } from './admin-orders.fixtures';

const waiting = order({ order_id: 1, order_number: 'BNK-20261127-AAAAAA' });
const cancelledOwing = toShip(2, { status: 'cancelled', refund_due: true });
const shipped = toShip(3, { status: 'shipped', tracking_number: 'JX1234567890' });

/** The owner's list, answering each tab with its orders; every `?…` asked is kept. */
function serveTabs(byTab: Partial<Record<AdminOrderTab | 'all', Order[]>>, shipments: Record<string, Shipment> = {}) {
  const asked: string[] = [];
  mockApi({
    'GET /api/orders': ({ query }) => {
      asked.push(query.toString());
      const tab = (query.get('tab') ?? 'all') as AdminOrderTab | 'all';
      return listReply(byTab[tab] ?? [], { shipments, refund_counts: { komplain: 0, dibatalkan: 2 } });
    },
  });
  return asked;
}

describe('the owner’s order tabs', () => {
  it('shows "Semua" and the eight tabs with their counts, and "Perlu refund" where a refund is owed', async () => {
    serveTabs({ all: [waiting] });
    renderPage(<AdminOrderList />, { path: '/admin/orders' });
    const tabs = await screen.findByRole('tablist', { name: 'Status pesanan' });
    await within(tabs).findByRole('tab', { name: 'Semua 37' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Semua37',
      'Belum Bayar4',
      'Perlu Verifikasi2',
      'Perlu Dikirim7',
      'Dikirim3',
      'Sampai1',
      'Selesai12',
      'Komplain2',
      'Dibatalkan5Perlu refund 2',
    ]);
    expect(within(tabs).getByRole('tab', { name: 'Semua 37' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Semua 37');
  });

  it('keeps the tab in the address, so a reload opens it and "back" returns to the one before', async () => {
    const asked = serveTabs({ all: [waiting], dibatalkan: [cancelledOwing], dikirim: [shipped] });
    const { user, router } = renderPage(<AdminOrderList />, {
      path: '/admin/orders',
      url: '/admin/orders?tab=dibatalkan',
    });
    const card = await screen.findByRole('article', { name: cancelledOwing.order_number });
    expect(screen.getByRole('tab', { name: /^Dibatalkan/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(card).getByText('Perlu refund')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Dikirim 3' }));
    expect(await screen.findByRole('article', { name: shipped.order_number })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=dikirim');

    await router.navigate(-1);
    expect(await screen.findByRole('article', { name: cancelledOwing.order_number })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=dibatalkan');
    // The address's tab is the one asked first; the list never asks for another than the tabs chosen.
    expect(asked[0]).toBe('tab=dibatalkan');
    expect(new Set(asked)).toEqual(new Set(['tab=dibatalkan', 'tab=dikirim']));
  });

  it('reads an unknown tab in the address as "Semua"', async () => {
    const asked = serveTabs({ all: [waiting] });
    renderPage(<AdminOrderList />, { path: '/admin/orders', url: '/admin/orders?tab=arsip' });
    expect(await screen.findByRole('article', { name: waiting.order_number })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Semua 37' })).toHaveAttribute('aria-selected', 'true');
    expect(asked).toEqual(['filter=all']);
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    serveTabs({ all: [waiting] });
    const { user, router } = renderPage(<AdminOrderList />, { path: '/admin/orders' });
    (await screen.findByRole('tab', { name: 'Semua 37' })).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Belum Bayar 4' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=belum_bayar');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /^Dibatalkan/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Semua 37' })).toHaveFocus();
    expect(router.state.location.search).toBe('');
  });

  it('searches an amount across the tabs, where "semua di tab ini" would mean other orders', async () => {
    const asked = serveTabs({ perlu_dikirim: [shipped] });
    const { user } = renderPage(<AdminOrderList />, { path: '/admin/orders', url: '/admin/orders?tab=perlu_dikirim' });
    expect(await screen.findByRole('button', { name: 'Pilih semua di tab ini (7)' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Cari menurut jumlah di mutasi rekening'), '170.123');
    await user.click(screen.getByRole('button', { name: 'Cari' }));
    await screen.findByText('Pesanan dengan jumlah Rp 170.123');
    expect(asked.at(-1)).toBe('tab=perlu_dikirim&amount=170123');
    expect(screen.queryByRole('button', { name: /Pilih semua di tab ini/ })).toBeNull();
  });

  it('says a tab without orders is empty', async () => {
    serveTabs({});
    renderPage(<AdminOrderList />, { path: '/admin/orders', url: '/admin/orders?tab=sampai' });
    expect(await screen.findByText('Tidak ada pesanan di tab ini')).toBeInTheDocument();
  });

  it('shows each card’s booked shipment: waiting for the pick-up, or a failed booking', async () => {
    const failing = toShip(4);
    serveTabs(
      { all: [shipped, failing] },
      {
        '3': shipment(),
        '4': shipment({ state: 'failed', awb: null, failed_step: 'pickup', error: 'Alamat pick-up belum diatur' }),
      },
    );
    renderPage(<AdminOrderList />, { path: '/admin/orders' });
    const waitingCard = await screen.findByRole('article', { name: shipped.order_number });
    expect(within(waitingCard).getByText('Menunggu pickup')).toBeInTheDocument();
    const failedCard = screen.getByRole('article', { name: failing.order_number });
    expect(within(failedCard).getByText('Gagal booking')).toBeInTheDocument();
  });
});
