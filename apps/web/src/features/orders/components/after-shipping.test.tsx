import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrder, Order } from '@boneka/shared';
import '@/lib/i18n/messages/admin-orders';
import '@/lib/i18n/messages/orders';
import { formatDateTime } from '@/lib/format';
import { mockApi } from '@/test/api-mock';
import { order } from '@/test/factories';
import { renderPage } from '@/test/render';
import { AdminOrderList } from './admin-order-list';
import { AdminOrderView } from './admin-order-view';
import { OrderDetail } from './order-detail';

/** Decision 042: after "Dikirim", the courier's tracking, "Pesanan Diterima" and completion. */
const RESI = 'JNE0123456789';
const events = [
  { at: '2026-11-27T02:00:00.000Z', place: 'Jakarta', text: 'Paket diterima di gudang JNE' },
  { at: '2026-11-27T14:00:00.000Z', place: 'Bandung', text: 'Paket tiba di kota tujuan' },
  { at: '2026-11-28T01:30:00.000Z', place: null, text: 'Paket dibawa kurir ke alamatmu' },
];

const paid = { payment_status: 'paid', expires_at: null, unique_code: null, transfer_amount: null } as const;
const shipped = (overrides: Partial<Order> = {}): Order =>
  order({
    ...paid,
    status: 'shipped',
    tracking_number: RESI,
    shipped_at: '2026-11-27T01:00:00.000Z',
    ...overrides,
  });
const delivered = (overrides: Partial<Order> = {}): Order =>
  shipped({
    status: 'delivered',
    delivered_at: '2026-11-28T05:00:00.000Z',
    completes_at: '2026-12-01T17:00:00.000Z',
    tracking: { state: 'delivered', flag: null, flagged_at: null, checked_at: '2026-11-28T05:00:00.000Z', events },
    ...overrides,
  });
const completed = (): Order => delivered({ completed_at: '2026-11-29T03:00:00.000Z', completes_at: null });
const admin = (o: Order): AdminOrder => ({
  ...o,
  user: { ...o.user, phone_number: null },
  tracking: { ...o.tracking, earlier_events: [] },
  shipment: null,
  shipment_booking: false,
});

const showOrder = (o: Order, routes: Parameters<typeof mockApi>[0] = {}) => {
  const api = mockApi({
    [`GET /api/orders/secure/${o.secure_token}`]: { body: { success: true, data: o } },
    ...routes,
  });
  return { api, ...renderPage(<OrderDetail token={o.secure_token} />) };
};

describe('“Pesanan Diterima” on the shopper’s order', () => {
  it('completes a shipped, paid order after the shopper confirms', async () => {
    const o = shipped();
    let current = o;
    const { api, user } = showOrder(o, {
      [`GET /api/orders/secure/${o.secure_token}`]: () => ({ body: { success: true, data: current } }),
      [`PUT /api/orders/secure/${o.secure_token}/received`]: () => {
        current = { ...o, status: 'delivered', completed_at: '2026-11-28T03:00:00.000Z' };
        return { body: { success: true, message: 'Pesanan selesai. Terima kasih!', data: current } };
      },
    });
    expect(await screen.findByText('Dikirim', { selector: 'span' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pesanan Diterima' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(/Pastikan paket sudah kamu terima dan isinya sesuai/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Sudah Diterima' }));
    expect(api.callsTo(`PUT /api/orders/secure/${o.secure_token}/received`)).toHaveLength(1);
    expect(await screen.findByText('Terima kasih! Pesananmu selesai.')).toBeInTheDocument();
    expect(screen.getByText('Selesai', { selector: 'span' })).toBeInTheDocument();
    expect(
      screen.getByText(`Pesanan selesai pada ${formatDateTime('2026-11-28T03:00:00.000Z', 'id')}.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pesanan Diterima' })).not.toBeInTheDocument();
  });

  it('is offered on a delivered order that is not completed, with the day it completes by itself', async () => {
    showOrder(delivered());
    expect(await screen.findByRole('button', { name: 'Pesanan Diterima' })).toBeInTheDocument();
    expect(screen.getByText('Sampai', { selector: 'span' })).toBeInTheDocument();
    expect(
      screen.getByText(`Pesanan selesai otomatis pada ${formatDateTime('2026-12-01T17:00:00.000Z', 'id')}.`),
    ).toBeInTheDocument();
  });

  it('is gone once the order is completed, which reads “Selesai” (“Completed” in English)', async () => {
    const o = completed();
    mockApi({ [`GET /api/orders/secure/${o.secure_token}`]: { body: { success: true, data: o } } });
    renderPage(<OrderDetail token={o.secure_token} />, { language: 'en' });
    expect(await screen.findByText('Completed', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order Received' })).not.toBeInTheDocument();
    expect(
      screen.getByText(`Order completed on ${formatDateTime('2026-11-29T03:00:00.000Z', 'en')}.`),
    ).toBeInTheDocument();
  });

  it('is not offered before the parcel is shipped', async () => {
    showOrder(order({ ...paid, status: 'processing' }));
    expect(await screen.findByText('Diproses', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pesanan Diterima' })).not.toBeInTheDocument();
  });
});

describe('“Lacak Paket” on the shopper’s order', () => {
  it('lists the courier’s events newest first, with the resi and the courier’s own page', async () => {
    showOrder(
      shipped({
        tracking: { state: 'in_transit', flag: null, flagged_at: null, checked_at: '2026-11-28T02:00:00.000Z', events },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Lacak Paket' })).toBeInTheDocument();
    expect(screen.getByText(RESI)).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Perjalanan paket' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Paket dibawa kurir ke alamatmu${formatDateTime(events[2]!.at, 'id')}`,
      `Paket tiba di kota tujuanBandung · ${formatDateTime(events[1]!.at, 'id')}`,
      `Paket diterima di gudang JNEJakarta · ${formatDateTime(events[0]!.at, 'id')}`,
    ]);
    const link = screen.getByRole('link', { name: 'Lacak di situs JNE' });
    expect(link).toHaveAttribute('href', `https://www.jne.co.id/tracking-package?resi=${RESI}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says the courier has not reported yet when there are no events', async () => {
    showOrder(shipped());
    expect(await screen.findByText(/^Belum ada kabar dari kurir/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Perjalanan paket' })).not.toBeInTheDocument();
  });

  it.each([
    ['returned', /^Kurir mengembalikan paket ini ke toko\. Hubungi toko/],
    ['lost', /^Kurir melaporkan paket ini hilang\. Hubungi toko/],
  ] as const)('says what to do with a %s parcel', async (state, notice) => {
    showOrder(shipped({ tracking: { state, flag: null, flagged_at: null, checked_at: null, events } }));
    expect(await screen.findByText(notice)).toBeInTheDocument();
  });

  it('is not shown before there is a resi', async () => {
    showOrder(order({ ...paid, status: 'processing' }));
    expect(await screen.findByText('Diproses', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lacak Paket' })).not.toBeInTheDocument();
  });
});

describe('the owner’s view of a parcel', () => {
  it('shows the courier’s events and a red notice for a lost parcel on the order’s page', async () => {
    const o = admin(shipped({ tracking: { state: 'lost', flag: null, flagged_at: null, checked_at: null, events } }));
    mockApi({ [`GET /api/orders/admin/${o.order_id}`]: { body: { success: true, data: o } } });
    renderPage(<AdminOrderView orderId={o.order_id} />);
    expect(await screen.findByText(/^Paket dilaporkan hilang\./)).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Perjalanan paket' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Paket dibawa kurir ke alamatmu');
    expect(screen.getByText('Paket hilang')).toBeInTheDocument();
  });

  it('changes the resi of a shipped parcel', async () => {
    const o = admin(shipped());
    const api = mockApi({
      [`GET /api/orders/admin/${o.order_id}`]: { body: { success: true, data: o } },
      [`PUT /api/orders/admin/${o.order_id}/resi`]: { body: { success: true, data: o } },
    });
    const { user } = renderPage(<AdminOrderView orderId={o.order_id} />);
    const field = await screen.findByLabelText('Ubah nomor resi');
    expect(field).toHaveValue(RESI);
    await user.clear(field);
    await user.type(field, 'x!');
    await user.click(screen.getByRole('button', { name: 'Simpan Resi' }));
    expect(screen.getByText('Nomor resi terdiri dari 3–50 huruf, angka, atau tanda minus.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'JNE9999999999');
    await user.click(screen.getByRole('button', { name: 'Simpan Resi' }));
    expect(await screen.findByText('Nomor resi disimpan. Pembeli diberi tahu lewat email.')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/orders/admin/${o.order_id}/resi`).map((c) => c.body)).toEqual([
      { tracking_number: 'JNE9999999999' },
    ]);
  });

  it('keeps the ship dialog open and asks for the resi when the server requires one', async () => {
    const o = admin(order({ ...paid, status: 'processing' }));
    mockApi({
      [`GET /api/orders/admin/${o.order_id}`]: { body: { success: true, data: o } },
      [`PUT /api/orders/${o.order_id}/status`]: {
        status: 400,
        body: { success: false, code: 'TRACKING_NUMBER_REQUIRED', message: 'Enter the resi.' },
      },
    });
    const { user } = renderPage(<AdminOrderView orderId={o.order_id} />);
    await user.click(await screen.findByRole('button', { name: 'Kirim Pesanan' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    expect(
      await within(dialog).findByText('Isi nomor resinya: paket kurir ini dilacak lewat resi.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Nomor resi/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the last event and a red badge for a returned parcel on the list’s card', async () => {
    const o = shipped({ tracking: { state: 'returned', flag: null, flagged_at: null, checked_at: null, events } });
    mockApi({
      'GET /api/orders': {
        body: { success: true, data: [o], counts: { all: 1, unpaid: 0, needs_verification: 0, paid: 1 } },
      },
    });
    renderPage(<AdminOrderList />);
    const card = await screen.findByRole('article', { name: o.order_number });
    expect(within(card).getByText('Paket dikembalikan')).toBeInTheDocument();
    expect(within(card).getByText('Paket dibawa kurir ke alamatmu')).toBeInTheDocument();
    expect(within(card).getByText(formatDateTime(events[2]!.at, 'id'))).toBeInTheDocument();
  });
});

describe('a resi the shop does not believe (decision 051)', () => {
  const FLAGGED_AT = '2026-11-27T03:00:00.000Z';
  const unknown = (): Order =>
    shipped({
      tracking: { state: null, flag: 'unknown_resi', flagged_at: FLAGGED_AT, checked_at: FLAGGED_AT, events: [] },
    });

  it('is flagged on the owner’s card of the list', async () => {
    const o = unknown();
    mockApi({
      'GET /api/orders': {
        body: { success: true, data: [o], counts: { all: 1, unpaid: 0, needs_verification: 0, paid: 1 } },
      },
    });
    renderPage(<AdminOrderList />);
    const card = await screen.findByRole('article', { name: o.order_number });
    expect(within(card).getByText('Resi tidak dikenali kurir — periksa lagi')).toBeInTheDocument();
  });

  it('is explained on the owner’s order page, with when it was first flagged, above the resi form', async () => {
    const o = admin(unknown());
    mockApi({ [`GET /api/orders/admin/${o.order_id}`]: { body: { success: true, data: o } } });
    renderPage(<AdminOrderView orderId={o.order_id} />);
    expect(await screen.findByText('Resi tidak dikenali kurir — periksa lagi')).toBeInTheDocument();
    expect(
      screen.getByText(
        new RegExp(`^Sejak ${formatDateTime(FLAGGED_AT, 'id')} kurir menjawab nomor resi ini tidak ada`),
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Ubah nomor resi')).toHaveValue(RESI);
  });

  it('says a journey older than the shipping is probably another parcel, and hides returned or lost under it', async () => {
    const o = admin(
      shipped({
        tracking: {
          state: 'returned',
          flag: 'before_shipping',
          flagged_at: FLAGGED_AT,
          checked_at: FLAGGED_AT,
          events: [],
        },
      }),
    );
    mockApi({ [`GET /api/orders/admin/${o.order_id}`]: { body: { success: true, data: o } } });
    renderPage(<AdminOrderView orderId={o.order_id} />);
    expect(await screen.findByText('Riwayat resi lebih tua dari pengiriman — periksa lagi')).toBeInTheDocument();
    expect(screen.getByText(/kemungkinan itu paket orang lain/)).toBeInTheDocument();
    expect(screen.queryByText(/^Paket dikembalikan ke pengirim\./)).not.toBeInTheDocument();
  });

  it('is not the shopper’s to see: their page says only that the courier has not reported yet', async () => {
    showOrder(unknown());
    expect(await screen.findByText(/^Belum ada kabar dari kurir/)).toBeInTheDocument();
    expect(screen.queryByText(/periksa lagi/)).not.toBeInTheDocument();
  });

  it('keeps a replaced resi’s journey apart on the owner’s page, under that resi', async () => {
    const o: AdminOrder = {
      ...admin(shipped({ tracking: { state: 'in_transit', flag: null, flagged_at: null, checked_at: null, events } })),
    };
    o.tracking.earlier_events = [
      { resi: 'JNE0000000001', at: '2026-11-26T02:00:00.000Z', place: 'Medan', text: 'PAKET TIBA DI GATEWAY MEDAN' },
    ];
    mockApi({ [`GET /api/orders/admin/${o.order_id}`]: { body: { success: true, data: o } } });
    const { user } = renderPage(<AdminOrderView orderId={o.order_id} />);
    const current = await screen.findByRole('list', { name: 'Perjalanan paket' });
    expect(within(current).queryByText('PAKET TIBA DI GATEWAY MEDAN')).not.toBeInTheDocument();
    await user.click(screen.getByText('Riwayat resi sebelumnya'));
    expect(screen.getByRole('heading', { name: 'Resi JNE0000000001' })).toBeInTheDocument();
    expect(screen.getByText('PAKET TIBA DI GATEWAY MEDAN')).toBeVisible();
  });
});
