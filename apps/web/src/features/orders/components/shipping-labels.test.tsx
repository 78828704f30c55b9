import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@boneka/shared';
import '@/lib/i18n/messages/admin-orders';
import '@/lib/i18n/messages/orders';
import { order } from '@/test/factories';
import { renderPage } from '@/test/render';
import { AdminOrderList } from './admin-order-list';

const processing = order({
  order_id: 11,
  order_number: 'BNK-20261127-AAAAAA',
  status: 'processing',
  payment_status: 'paid',
});
const waiting = order({ order_id: 12, order_number: 'BNK-20261127-BBBBBB', status: 'pending' });
const shipped = order({
  order_id: 13,
  order_number: 'BNK-20261127-CCCCCC',
  status: 'shipped',
  payment_status: 'paid',
  tracking_number: 'JNE0012345678901',
});

/** The owner's list of these orders, and the labels route answering `labels` (a PDF unless told otherwise). */
function serve(orders: Order[], labels: () => Response) {
  const asked: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/orders')
      return Response.json({
        success: true,
        data: orders,
        counts: { all: 3, unpaid: 1, needs_verification: 0, paid: 2 },
      });
    if (url.pathname === '/api/orders/admin/labels.pdf') {
      asked.push(url);
      return labels();
    }
    return Response.json({ success: false, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
  });
  return asked;
}
const pdf = (name: string) =>
  new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` },
  });

// jsdom has no blob: URLs; the saved file is what the browser journey (e2e/shipping-labels.spec.ts) checks.
beforeEach(() => {
  URL.createObjectURL = () => 'blob:label';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => vi.unstubAllGlobals());

describe('shipping labels in the owner’s order list', () => {
  it('ticks only the orders that get a label, all of them at once, and prints them on A4 in the list’s order', async () => {
    const asked = serve([processing, waiting, shipped], () => pdf('Label-A4-2026-11-27-2-pesanan.pdf'));
    const { user } = renderPage(<AdminOrderList />);
    const toolbar = await screen.findByRole('region', { name: 'Label pengiriman' });
    expect(
      screen.getByRole('checkbox', { name: `Pilih ${processing.order_number} untuk label pengiriman` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: `Pilih ${shipped.order_number} untuk label pengiriman` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: `Pilih ${waiting.order_number} untuk label pengiriman` })).toBeNull();
    expect(within(toolbar).getByRole('button', { name: 'Cetak Label (0)' })).toBeDisabled();

    await user.click(within(toolbar).getByRole('checkbox', { name: 'Pilih semua yang siap dikirim (2)' }));
    expect(within(toolbar).getByRole('status')).toHaveTextContent('2 pesanan dipilih');
    await user.click(within(toolbar).getByRole('radio', { name: 'A4 (4 per lembar)' }));
    await user.click(within(toolbar).getByRole('button', { name: 'Cetak Label (2)' }));

    expect(await screen.findByText('Label disimpan: Label-A4-2026-11-27-2-pesanan.pdf')).toBeInTheDocument();
    expect(asked.map((url) => Object.fromEntries(url.searchParams))).toEqual([{ ids: '11,13', layout: 'a4' }]);
  });

  it('unticks one, and says why the server refused the print', async () => {
    serve([processing, shipped], () =>
      Response.json(
        {
          success: false,
          code: 'LABEL_NOT_PRINTABLE',
          message:
            'Label hanya untuk pesanan yang sedang diproses atau dikirim: BNK-20261127-CCCCCC sudah diterima pembeli.',
        },
        { status: 422 },
      ),
    );
    const { user } = renderPage(<AdminOrderList />);
    const toolbar = await screen.findByRole('region', { name: 'Label pengiriman' });
    const selectAll = within(toolbar).getByRole('checkbox', { name: 'Pilih semua yang siap dikirim (2)' });
    await user.click(selectAll);
    await user.click(screen.getByRole('checkbox', { name: `Pilih ${processing.order_number} untuk label pengiriman` }));
    expect(selectAll).toHaveProperty('indeterminate', true);
    expect(within(toolbar).getByRole('status')).toHaveTextContent('1 pesanan dipilih');
    await user.click(within(toolbar).getByRole('button', { name: 'Cetak Label (1)' }));
    expect(
      await screen.findByText(
        'Gagal membuat label: Label hanya untuk pesanan yang sedang diproses atau dikirim: BNK-20261127-CCCCCC sudah diterima pembeli.',
      ),
    ).toBeInTheDocument();
  });
});
