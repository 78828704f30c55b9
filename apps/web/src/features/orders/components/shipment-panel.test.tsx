import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrder, Order } from '@boneka/shared';
import { formatDateTime } from '@/lib/format';
import '@/lib/i18n/messages/admin-orders';
import '@/lib/i18n/messages/orders';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { renderPage } from '@/test/render';
import { AdminOrderView } from './admin-order-view';
import { adminOrder, fileReply, shipment, toShip } from './admin-orders.fixtures';

const ready = toShip(41);
const shippedWith = (awb: string): Order => ({ ...ready, status: 'shipped', tracking_number: awb });
/**
 * The owner's page of `o`; each move's route answers with the order it makes, which the page then reads back (as
 * the server would keep it).
 */
const page = (o: AdminOrder, moves: Record<string, AdminOrder | ApiReply> = {}) => {
  let current = o;
  const routes = Object.fromEntries(
    Object.entries(moves).map(([route, next]) => [
      route,
      () => {
        if (!('order_id' in next)) return next;
        current = next;
        return { body: { success: true, data: next } };
      },
    ]),
  );
  const api = mockApi({
    [`GET /api/orders/admin/${o.order_id}`]: () => ({ body: { success: true, data: current } }),
    ...routes,
  });
  return { api, ...renderPage(<AdminOrderView orderId={o.order_id} />) };
};
const panel = async () => (await screen.findByRole('heading', { name: 'Pengiriman lewat Komship' })).parentElement!;

beforeEach(() => {
  URL.createObjectURL = () => 'blob:label';
  URL.revokeObjectURL = () => undefined;
});

describe('the order page’s shipment panel', () => {
  it('books a pick-up at a WIB time for an order ready to leave, then shows its airway bill', async () => {
    const booked = adminOrder(shippedWith('JX1234567890'), { shipment: shipment() });
    const { api, user } = page(adminOrder(ready), { [`POST /api/orders/admin/41/shipment`]: booked });
    const box = await panel();
    expect(box).toHaveTextContent('nomor resi (AWB) dan label kurir didapat otomatis');
    expect(within(box).getByRole('radio', { name: /Dijemput kurir \(pick-up\)/ })).toBeChecked();
    await user.type(within(box).getByLabelText(/Tanggal pick-up \(WIB\)/), '2026-11-28');
    await user.type(within(box).getByLabelText(/Jam pick-up \(WIB\)/), '10:00');
    await user.click(within(box).getByRole('button', { name: 'Atur Pengiriman' }));

    expect(await screen.findByText('Pengiriman dipesan dengan resi JX1234567890.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/orders/admin/41/shipment').map((c) => c.body)).toEqual([
      { method: 'pickup', pickup_date: '2026-11-28', pickup_time: '10:00' },
    ]);
    const after = await panel();
    expect(within(after).getByText('JX1234567890')).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: 'Atur Pengiriman' })).toBeNull();
  });

  it('books a drop-off without a time', async () => {
    const { api, user } = page(adminOrder(ready), {
      [`POST /api/orders/admin/41/shipment`]: adminOrder(shippedWith('JX1234567890'), {
        shipment: shipment({ method: 'drop_off', pickup_at: null }),
      }),
    });
    const box = await panel();
    await user.click(within(box).getByRole('radio', { name: /Antar ke agen \(drop-off\)/ }));
    expect(within(box).queryByLabelText(/Jam pick-up/)).toBeNull();
    await user.click(within(box).getByRole('button', { name: 'Atur Pengiriman' }));
    await screen.findByText('Pengiriman dipesan dengan resi JX1234567890.');
    expect(api.callsTo('POST /api/orders/admin/41/shipment')[0]!.body).toEqual({ method: 'drop_off' });
  });

  it('waiting for the courier: the AWB, when, the courier’s label, and a confirmed cancel', async () => {
    const o = adminOrder(shippedWith('JX1234567890'), { shipment: shipment() });
    const cancelled = adminOrder(ready, { shipment: shipment({ state: 'cancelled', cancellable: false }) });
    const { api, user } = page(o, {
      [`GET /api/orders/admin/41/shipment/label.pdf`]: fileReply('Label-Kurir-JX1234567890.pdf', 'application/pdf'),
      [`PUT /api/orders/admin/41/shipment/cancel`]: cancelled,
    });
    const box = await panel();
    expect(within(box).getByText('Menunggu pickup')).toBeInTheDocument();
    expect(within(box).getByText('No. Komship KOM-778899')).toBeInTheDocument();
    expect(within(box).getByText('JX1234567890')).toBeInTheDocument();
    expect(within(box).getByText(formatDateTime('2026-11-28T03:00:00.000Z', 'id'))).toBeInTheDocument();
    // The airway bill is the resi: it is not typed over.
    expect(within(box).queryByLabelText('Ubah nomor resi')).toBeNull();

    await user.click(within(box).getByRole('button', { name: 'Cetak Label Kurir' }));
    expect(await screen.findByText('Label disimpan: Label-Kurir-JX1234567890.pdf')).toBeInTheDocument();
    expect(api.callsTo('GET /api/orders/admin/41/shipment/label.pdf')).toHaveLength(1);

    await user.click(within(box).getByRole('button', { name: 'Batalkan Pengiriman' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Batalkan pengiriman?' });
    expect(confirm).toHaveTextContent(`Batalkan pengiriman pesanan ${ready.order_number} di Komship?`);
    await user.click(within(confirm).getByRole('button', { name: 'Ya, Batalkan Pengiriman' }));
    expect(await screen.findByText('Pengiriman dibatalkan. Pesanan kembali ke Perlu Dikirim.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/orders/admin/41/shipment/cancel')).toHaveLength(1);
    // Back in processing: it can be booked again.
    const after = await panel();
    expect(within(after).getByText('Pengiriman dibatalkan')).toBeInTheDocument();
    expect(within(after).getByRole('button', { name: 'Atur Pengiriman' })).toBeInTheDocument();
  });

  it('with the courier: no cancel any more', async () => {
    page(adminOrder(shippedWith('JX9'), { shipment: shipment({ state: 'picked_up', cancellable: false }) }));
    const box = await panel();
    expect(within(box).getByText('Sudah di kurir')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Cetak Label Kurir' })).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Batalkan Pengiriman' })).toBeNull();
  });

  it('a vendor’s failure: its words, the step, the tries, and "Coba Lagi" with the same method', async () => {
    const failed = shipment({
      state: 'failed',
      method: 'drop_off',
      awb: null,
      has_label: false,
      cancellable: false,
      failed_step: 'create',
      error: 'Berat paket melebihi batas layanan',
      attempts: 2,
    });
    const o = adminOrder(ready, { shipment: failed });
    const { api, user } = page(o, {
      [`POST /api/orders/admin/41/shipment`]: adminOrder(ready, { shipment: { ...failed, attempts: 3 } }),
    });
    const box = await panel();
    expect(box).toHaveTextContent('Booking kurir gagal saat membuat pesanan di Komship');
    expect(box).toHaveTextContent('Berat paket melebihi batas layanan');
    expect(box).toHaveTextContent('Sudah 2× dicoba.');
    expect(within(box).queryByRole('button', { name: 'Atur Pengiriman' })).toBeNull();

    await user.click(within(box).getByRole('button', { name: 'Coba Lagi' }));
    expect(
      await screen.findByText('Kurir belum berhasil dipesan. Alasannya ada di bagian Pengiriman.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/orders/admin/41/shipment').map((c) => c.body)).toEqual([{ method: 'drop_off' }]);
    expect(await within(await panel()).findByText('Sudah 3× dicoba.')).toBeInTheDocument();
  });

  it('a refused retry says the server’s reason and reads the order again', async () => {
    const failed = shipment({ state: 'failed', awb: null, failed_step: 'pickup', error: 'Timeout', attempts: 1 });
    const { api, user } = page(adminOrder(ready, { shipment: failed }), {
      [`POST /api/orders/admin/41/shipment`]: {
        status: 502,
        body: { success: false, code: 'SHIPMENT_FAILED', message: 'Komship tidak menjawab dalam 15 detik.' },
      },
    });
    await user.click(within(await panel()).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText('Komship tidak menjawab dalam 15 detik.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/orders/admin/41').length).toBeGreaterThan(1);
  });

  it('booking under way and a vendor order without its airway bill yet', async () => {
    page(
      adminOrder(ready, { shipment: shipment({ state: 'created', awb: null, has_label: false, cancellable: false }) }),
    );
    const box = await panel();
    expect(box).toHaveTextContent('Dipesan, menunggu resi');
    expect(box).toHaveTextContent('nomor resi (AWB) menyusul setelah pick-up diminta');
    expect(within(box).queryByRole('button')).toBeNull();
  });

  it('without a Komship key: no booking, and the resi typed by hand as before', async () => {
    page(adminOrder(shippedWith('JNE0012345678901'), { shipment_booking: false }));
    expect(await screen.findByLabelText('Ubah nomor resi')).toHaveValue('JNE0012345678901');
    expect(screen.queryByRole('heading', { name: 'Pengiriman lewat Komship' })).toBeNull();
  });

  it('without a Komship key, an order to send is shipped with "Kirim Pesanan" and its resi', async () => {
    page(adminOrder(ready, { shipment_booking: false }));
    expect(await screen.findByRole('button', { name: 'Kirim Pesanan' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pengiriman lewat Komship' })).toBeNull();
    expect(screen.queryByRole('radio', { name: /pick-up/ })).toBeNull();
  });
});
