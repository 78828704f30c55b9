import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@boneka/shared';
import { formatDateTime } from '@/lib/format';
import '@/lib/i18n/messages/orders';
import { mockApi } from '@/test/api-mock';
import { order } from '@/test/factories';
import { renderPage } from '@/test/render';
import { OrderDetail } from './order-detail';
import { PaymentView } from './payment-view';

function serve(o: Order) {
  mockApi({ [`GET /api/orders/secure/${o.secure_token}`]: { body: { success: true, data: o } } });
  return o.secure_token;
}

// A new buyer's transfer lapses two hours after it was placed (decision 027): the page says when.
const twoHourOrder = () => order({ created_at: '2026-11-26T10:00:00.000Z', expires_at: '2026-11-26T12:00:00.000Z' });
const deadline = `Transfer dan unggah buktinya sebelum ${formatDateTime('2026-11-26T12:00:00.000Z', 'id')}; setelah itu pesanan dibatalkan otomatis.`;

describe('the deadline of an unpaid transfer', () => {
  it('is on the payment page, from the order’s own expires_at', async () => {
    const token = serve(twoHourOrder());
    renderPage(<PaymentView token={token} />);
    expect(await screen.findByText(deadline)).toBeInTheDocument();
  });

  it('is told in English on the English page', async () => {
    const token = serve(twoHourOrder());
    renderPage(<PaymentView token={token} />, { language: 'en' });
    expect(
      await screen.findByText(
        `Transfer and upload the receipt before ${formatDateTime('2026-11-26T12:00:00.000Z', 'en')}; after that the order is cancelled automatically.`,
      ),
    ).toBeInTheDocument();
  });

  it('is on the order page while the transfer is awaited', async () => {
    const token = serve(twoHourOrder());
    renderPage(<OrderDetail token={token} />);
    expect(await screen.findByText(deadline)).toBeInTheDocument();
  });

  it('is gone once a proof is uploaded: the shop decides, the clock stops', async () => {
    const token = serve({ ...twoHourOrder(), payment_proof: '/uploads/proofs/p.jpg' });
    renderPage(<OrderDetail token={token} />);
    await screen.findByText('ORD-20261126-0041');
    expect(screen.queryByText(deadline)).not.toBeInTheDocument();
  });
});

describe('an order that lapsed unpaid', () => {
  it('says it was cancelled for not being paid in time, without naming a number of hours', async () => {
    const lapsed = twoHourOrder();
    const token = serve({
      ...lapsed,
      status: 'cancelled',
      history: [
        ...lapsed.history,
        {
          status: 'cancelled',
          payment_status: 'unpaid',
          from_status: 'pending',
          from_payment_status: 'unpaid',
          event: 'expired',
          note: 'Tidak dibayar dalam 2 jam',
          actor: 'system',
          created_at: '2026-11-26T12:00:05.000Z',
        },
      ],
    });
    renderPage(<OrderDetail token={token} />);
    expect(await screen.findByText('Dibatalkan otomatis: tidak dibayar sebelum batas waktu')).toBeInTheDocument();
    expect(screen.getByText('Tidak dibayar dalam 2 jam')).toBeInTheDocument();
    expect(screen.queryByText(deadline)).not.toBeInTheDocument();
  });
});
