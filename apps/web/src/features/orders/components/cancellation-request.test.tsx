import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@boneka/shared';
import '@/lib/i18n/messages/admin-orders';
import '@/lib/i18n/messages/orders';
import { mockApi } from '@/test/api-mock';
import { order } from '@/test/factories';
import { renderPage } from '@/test/render';
import { AdminOrderList } from './admin-order-list';
import { OrderDetail } from './order-detail';

/** Decision 032: once a proof waits for the shop, "Batalkan" asks the shop, which accepts or declines. */
const proofWaiting = (): Order => order({ payment_proof: '/api/orders/secure/tok/payment-proof' });
const requested = (): Order => ({ ...proofWaiting(), cancel_requested_at: '2026-11-26T10:30:00.000Z' });

describe('the shopper’s cancel once a proof waits', () => {
  it('asks the shop instead of cancelling, then says the request waits for its decision', async () => {
    const o = proofWaiting();
    let current = o;
    const api = mockApi({
      [`GET /api/orders/secure/${o.secure_token}`]: () => ({ body: { success: true, data: current } }),
      [`PUT /api/orders/secure/${o.secure_token}/cancel`]: () => {
        current = requested();
        return { status: 202, body: { success: true, data: current } };
      },
    });
    const { user } = renderPage(<OrderDetail token={o.secure_token} />);
    await user.click(await screen.findByRole('button', { name: 'Batalkan' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Minta pembatalan?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kirim permintaan' }));
    expect(api.callsTo(`PUT /api/orders/secure/${o.secure_token}/cancel`)).toHaveLength(1);
    expect(
      (await screen.findAllByText('Permintaan pembatalan dikirim — menunggu keputusan toko')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Batalkan' })).not.toBeInTheDocument();
  });
});

describe('the owner’s answer', () => {
  it('shows the request on the card and sends "Setujui pembatalan" and "Tolak pembatalan"', async () => {
    const o = requested();
    const api = mockApi({
      'GET /api/orders': {
        body: { success: true, data: [o], counts: { all: 1, unpaid: 1, needs_verification: 1, paid: 0 } },
      },
      [`PUT /api/orders/admin/${o.order_id}/cancel-request`]: { body: { success: true, data: o } },
    });
    const { user } = renderPage(<AdminOrderList />);
    const card = await screen.findByRole('article', { name: o.order_number });
    expect(within(card).getByText('Minta dibatalkan')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Setujui pembatalan' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Konfirmasi' }));
    await user.click(await within(card).findByRole('button', { name: 'Tolak pembatalan' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Konfirmasi' }));
    expect(api.callsTo(`PUT /api/orders/admin/${o.order_id}/cancel-request`).map((c) => c.body)).toEqual([
      { decision: 'accept' },
      { decision: 'decline' },
    ]);
  });
});
