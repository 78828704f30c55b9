import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '@/lib/i18n/messages/admin-orders';
import '@/lib/i18n/messages/orders';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { renderPage } from '@/test/render';
import { AdminOrderView } from './admin-order-view';
import { adminOrder, fileReply, toShip } from './admin-orders.fixtures';

const processing = adminOrder(toShip(11), { shipment_booking: false });

/** The owner's page of the order, and the labels route answering `labels`. */
function serve(labels: ApiReply) {
  return mockApi({
    'GET /api/orders/admin/11': { body: { success: true, data: processing } },
    'GET /api/orders/admin/labels.pdf': labels,
  });
}

// jsdom has no blob: URLs; the saved file is what the browser journey (e2e/shipping-labels.spec.ts) checks.
beforeEach(() => {
  URL.createObjectURL = () => 'blob:label';
  URL.revokeObjectURL = () => undefined;
});

describe('the shipping label of one order, from its page', () => {
  it('prints it on A4', async () => {
    const api = serve(fileReply(`Label-${processing.order_number}.pdf`, 'application/pdf'));
    const { user } = renderPage(<AdminOrderView orderId={11} />);
    await user.click(await screen.findByRole('radio', { name: 'A4 (4 per lembar)' }));
    await user.click(screen.getByRole('button', { name: 'Cetak Label' }));
    expect(await screen.findByText(`Label disimpan: Label-${processing.order_number}.pdf`)).toBeInTheDocument();
    expect(api.callsTo('GET /api/orders/admin/labels.pdf').map((c) => Object.fromEntries(c.query))).toEqual([
      { ids: '11', layout: 'a4', kind: 'label' },
    ]);
  });

  it('says why the server refused the print', async () => {
    serve({
      status: 422,
      body: {
        success: false,
        code: 'LABEL_NOT_PRINTABLE',
        message: 'Label hanya untuk pesanan yang sedang diproses atau dikirim.',
      },
    });
    const { user } = renderPage(<AdminOrderView orderId={11} />);
    await user.click(await screen.findByRole('button', { name: 'Cetak Label' }));
    expect(
      await screen.findByText('Gagal membuat label: Label hanya untuk pesanan yang sedang diproses atau dikirim.'),
    ).toBeInTheDocument();
  });
});
