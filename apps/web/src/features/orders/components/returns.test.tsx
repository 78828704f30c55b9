import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHOP, type AdminOrder, type Order, type OrderComplaint, type OrderReturn } from '@boneka/shared';
import '@/lib/i18n/messages/admin-orders';
import '@/lib/i18n/messages/orders';
import '@/lib/i18n/messages/returns';
import { mockApi } from '@/test/api-mock';
import { order } from '@/test/factories';
import { renderPage } from '@/test/render';
import { AdminOrderView } from './admin-order-view';
import { OrderDetail } from './order-detail';

/** Decision 059: a complaint answered with "kembalikan barang", the shopper's parcel, the owner's "Barang diterima". */
const twoLines = order().items.flatMap((line) => [
  { ...line, order_item_id: 11, product: { ...line.product, name: 'Boneka Beruang' }, quantity: 2 },
  { ...line, order_item_id: 12, product: { ...line.product, product_id: 6, name: 'Boneka Kelinci' }, quantity: 1 },
]);
const goods = (overrides: Partial<OrderReturn> = {}): OrderReturn => ({
  status: 'requested',
  address: { recipient: SHOP.name, phone: SHOP.phone, address: SHOP.address },
  note: 'Kirim bonekanya saja, tanpa kardus.',
  requested_at: '2026-11-29T03:00:00.000Z',
  courier: null,
  resi: null,
  shipped_at: null,
  received_at: null,
  received_note: null,
  lines: [],
  ...overrides,
});
const complaint = (back: OrderReturn | null): OrderComplaint => ({
  reason: 'damaged',
  text: 'Jahitan lengan boneka lepas dan kotaknya penyok.',
  photos: [],
  status: 'open',
  refund_amount: null,
  answer: null,
  created_at: '2026-11-28T08:00:00.000Z',
  answered_at: null,
  return: back,
});
const complained = (back: OrderReturn | null = null): Order =>
  order({
    payment_status: 'paid',
    expires_at: null,
    unique_code: null,
    transfer_amount: null,
    status: 'delivered',
    tracking_number: 'JNE0123456789',
    shipped_at: '2026-11-27T01:00:00.000Z',
    delivered_at: '2026-11-28T05:00:00.000Z',
    subtotal: 280_000,
    total_amount: 300_000,
    items: twoLines,
    complaint: complaint(back),
  });
const admin = (o: Order): AdminOrder => ({
  ...o,
  user: { ...o.user, phone_number: null },
  tracking: { ...o.tracking, earlier_events: [] },
  shipment: null,
  shipment_booking: false,
});

const showOwner = (o: Order, routes: Parameters<typeof mockApi>[0] = {}) => {
  const api = mockApi({
    [`GET /api/orders/admin/${o.order_id}`]: { body: { success: true, data: admin(o) } },
    ...routes,
  });
  return { api, ...renderPage(<AdminOrderView orderId={o.order_id} />) };
};
const showShopper = (o: Order, routes: Parameters<typeof mockApi>[0] = {}, language: 'id' | 'en' = 'id') => {
  const api = mockApi({
    [`GET /api/orders/secure/${o.secure_token}`]: { body: { success: true, data: o } },
    ...routes,
  });
  return { api, ...renderPage(<OrderDetail token={o.secure_token} />, { language }) };
};
const section = async (title = 'Pengembalian Barang') =>
  (await screen.findByRole('heading', { name: title })).closest('section')!;
const trackingPath = (o: Order) => `GET /api/orders/secure/${o.secure_token}/return/tracking`;
const tracked = (state: string, events: { at: string; place: string | null; text: string }[] = []) => ({
  body: {
    success: true,
    data: {
      state,
      courier_state: state === 'found' ? 'in_transit' : null,
      events,
      checked_at: '2026-11-30T02:00:00.000Z',
    },
  },
});

describe('the owner asks for the goods back', () => {
  const answerPath = (o: Order) => `PUT /api/orders/admin/${o.order_id}/complaint`;

  it('offers "Kembalikan barang" beside refund and decline, with the address the buyer will get', async () => {
    const o = complained();
    const { api, user } = showOwner(o, {
      [answerPath(o)]: { body: { success: true, data: admin(complained(goods())) } },
    });
    const form = await screen.findByRole('form', { name: 'Jawab komplain' });
    expect(
      within(form)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['refund', 'return', 'decline']);
    await user.click(within(form).getByRole('radio', { name: /^Kembalikan barang/ }));
    expect(within(form).getByText(SHOP.address)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Pesan untuk pembeli/), '  Kirim bonekanya saja.  ');
    await user.click(within(form).getByRole('button', { name: 'Minta Barang Dikembalikan' }));
    expect(
      await screen.findByText('Pembeli diminta mengembalikan barang. Alamat retur dikirim lewat email.'),
    ).toBeInTheDocument();
    expect(api.callsTo(answerPath(o)).map((call) => call.body)).toEqual([
      { decision: 'return', note: 'Kirim bonekanya saja.' },
    ]);
  });

  it('sends no note when none was written', async () => {
    const o = complained();
    const { api, user } = showOwner(o, { [answerPath(o)]: { body: { success: true, data: admin(o) } } });
    const form = await screen.findByRole('form', { name: 'Jawab komplain' });
    await user.click(within(form).getByRole('radio', { name: /^Kembalikan barang/ }));
    await user.click(within(form).getByRole('button', { name: 'Minta Barang Dikembalikan' }));
    await screen.findByText(/Pembeli diminta mengembalikan barang/);
    expect(api.callsTo(answerPath(o)).map((call) => call.body)).toEqual([{ decision: 'return' }]);
  });
});

describe('"Barang diterima" on the owner’s page', () => {
  const receivedPath = (o: Order) => `PUT /api/orders/admin/${o.order_id}/return/received`;

  it('holds the answer while the goods are on their way, and records what came back per line', async () => {
    const o = complained(goods({ status: 'shipped', courier: 'jnt', resi: 'JT778899002' }));
    const { api, user } = showOwner(o, {
      [trackingPath(o)]: tracked('found', [
        { at: '2026-11-29T05:00:00.000Z', place: 'BEKASI', text: 'SHIPMENT PICKED UP' },
      ]),
      [receivedPath(o)]: { body: { success: true, data: admin(o) } },
    });
    const returned = await section();
    expect(screen.queryByRole('form', { name: 'Jawab komplain' })).not.toBeInTheDocument();
    expect(within(await section('Komplain')).getByText('Menunggu barang retur')).toBeInTheDocument();
    expect(within(returned).getByText('Paket retur dalam perjalanan')).toBeInTheDocument();
    expect(within(returned).getByText('JT778899002').closest('p')).toHaveTextContent('J&T · JT778899002');
    expect(await within(returned).findByText('SHIPMENT PICKED UP')).toBeInTheDocument();

    const form = within(returned).getByRole('form', { name: 'Barang diterima' });
    const bear = within(form).getByRole('group', { name: 'Boneka Beruang' });
    const rabbit = within(form).getByRole('group', { name: 'Boneka Kelinci' });
    expect(within(bear).getByLabelText('Jumlah diterima')).toHaveValue('2');
    // Sellable is asked, never assumed.
    await user.click(within(form).getByRole('button', { name: 'Simpan Barang Diterima' }));
    expect(within(bear).getByText('Pilih apakah barang ini masih layak jual.')).toBeInTheDocument();
    expect(api.callsTo(receivedPath(o))).toHaveLength(0);

    await user.click(within(bear).getByRole('radio', { name: 'Ya' }));
    await user.click(within(rabbit).getByRole('radio', { name: 'Tidak' }));
    expect(within(form).getByText('2 barang akan kembali ke stok.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Catatan/), 'Kelinci sobek.');
    await user.click(within(form).getByRole('button', { name: 'Simpan Barang Diterima' }));
    expect(await screen.findByText('Barang diterima dicatat. 2 barang kembali ke stok.')).toBeInTheDocument();
    expect(api.callsTo(receivedPath(o)).map((call) => call.body)).toEqual([
      {
        lines: [
          { order_item_id: 11, quantity: 2, sellable: true },
          { order_item_id: 12, quantity: 1, sellable: false },
        ],
        note: 'Kelinci sobek.',
      },
    ]);
  });

  it('refuses more than was ordered before sending, and leaves out a line with nothing back', async () => {
    const o = complained(goods());
    const { api, user } = showOwner(o, { [receivedPath(o)]: { body: { success: true, data: admin(o) } } });
    const form = within(await section()).getByRole('form', { name: 'Barang diterima' });
    const bear = within(form).getByRole('group', { name: 'Boneka Beruang' });
    const rabbit = within(form).getByRole('group', { name: 'Boneka Kelinci' });
    const bearUnits = within(bear).getByLabelText('Jumlah diterima');
    await user.clear(bearUnits);
    await user.type(bearUnits, '3');
    await user.click(within(bear).getByRole('radio', { name: 'Ya' }));
    await user.click(within(form).getByRole('button', { name: 'Simpan Barang Diterima' }));
    expect(within(bear).getByText('Tulis jumlah 0 sampai 2.')).toBeInTheDocument();
    expect(api.callsTo(receivedPath(o))).toHaveLength(0);

    await user.clear(bearUnits);
    await user.type(bearUnits, '1');
    const rabbitUnits = within(rabbit).getByLabelText('Jumlah diterima');
    await user.clear(rabbitUnits);
    await user.type(rabbitUnits, '0');
    await user.click(within(form).getByRole('button', { name: 'Simpan Barang Diterima' }));
    await screen.findByText(/Barang diterima dicatat/);
    expect(api.callsTo(receivedPath(o)).map((call) => call.body)).toEqual([
      { lines: [{ order_item_id: 11, quantity: 1, sellable: true }] },
    ]);
  });

  it('shows what came back, then the refund and the decline only', async () => {
    const o = complained(
      goods({
        status: 'received',
        courier: 'jnt',
        resi: 'JT778899002',
        received_at: '2026-12-01T04:00:00.000Z',
        received_note: 'Kelinci sobek.',
        lines: [
          { order_item_id: 11, quantity: 2, sellable: true },
          { order_item_id: 12, quantity: 1, sellable: false },
        ],
      }),
    );
    showOwner(o, { [trackingPath(o)]: tracked('found') });
    const returned = await section();
    expect(within(returned).getByText('2 dari 2 kembali')).toBeInTheDocument();
    expect(within(returned).getByText('Layak jual')).toBeInTheDocument();
    expect(within(returned).getByText('Tidak layak jual')).toBeInTheDocument();
    expect(
      within(returned).getByText('Sekarang catat refund-nya (atau tolak komplainnya) di bagian Komplain.'),
    ).toBeInTheDocument();
    expect(within(returned).queryByRole('form', { name: 'Barang diterima' })).not.toBeInTheDocument();
    const answer = await screen.findByRole('form', { name: 'Jawab komplain' });
    expect(
      within(answer)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['refund', 'decline']);
  });
});

describe('the shopper’s return', () => {
  const shipPath = (o: Order) => `PUT /api/orders/secure/${o.secure_token}/return`;

  it('shows where to send the goods and takes the courier and resi', async () => {
    const o = complained(goods());
    const { api, user } = showShopper(o, {
      [shipPath(o)]: {
        body: { success: true, data: complained(goods({ status: 'shipped', courier: 'sicepat', resi: 'SC123456' })) },
      },
    });
    const returned = await section();
    expect(within(returned).getByText('Menunggu paket retur dikirim')).toBeInTheDocument();
    expect(within(returned).getByText(SHOP.address)).toBeInTheDocument();
    expect(within(returned).getByText(/Kirim bonekanya saja, tanpa kardus\./)).toBeInTheDocument();
    expect(within(returned).getByRole('button', { name: 'Salin alamat retur' })).toBeInTheDocument();

    const form = within(returned).getByRole('form', { name: 'Resi paket retur' });
    await user.type(within(form).getByLabelText('Nomor resi'), 'SC 12');
    await user.click(within(form).getByRole('button', { name: 'Simpan Resi' }));
    expect(within(form).getByText('Pilih kurir yang mengantar paketmu.')).toBeInTheDocument();
    expect(within(form).getByText('Nomor resi terdiri dari 3–50 huruf, angka, atau tanda hubung.')).toBeInTheDocument();
    expect(api.callsTo(shipPath(o))).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText('Kurir'), 'SiCepat');
    const resi = within(form).getByLabelText('Nomor resi');
    await user.clear(resi);
    await user.type(resi, ' SC123456 ');
    await user.click(within(form).getByRole('button', { name: 'Simpan Resi' }));
    expect(await screen.findByText('Resi retur disimpan. Toko diberi tahu lewat email.')).toBeInTheDocument();
    expect(api.callsTo(shipPath(o)).map((call) => call.body)).toEqual([{ courier: 'sicepat', resi: 'SC123456' }]);
  });

  it('tracks the parcel on demand, newest event first, and says so when the courier does not know the resi', async () => {
    const o = complained(
      goods({ status: 'shipped', courier: 'jnt', resi: 'JT778899002', shipped_at: '2026-11-29T04:00:00.000Z' }),
    );
    let answer = tracked('unknown_resi');
    const { api, user } = showShopper(o, { [trackingPath(o)]: () => answer });
    const returned = await section();
    expect(
      await within(returned).findByText(/Kurir belum mengenali resi ini\. Kalau paketnya baru dikirim/),
    ).toBeInTheDocument();
    expect(within(returned).getByRole('link', { name: /Lacak di situs J&T/ })).toBeInTheDocument();
    // Still on its way: the resi can be corrected, prefilled with the one saved.
    const form = within(returned).getByRole('form', { name: 'Resi paket retur' });
    expect(within(form).getByLabelText('Nomor resi')).toHaveValue('JT778899002');
    expect(within(form).getByRole('button', { name: 'Simpan Resi' })).toBeDisabled();

    answer = tracked('found', [
      { at: '2026-11-29T05:00:00.000Z', place: 'BEKASI', text: 'SHIPMENT PICKED UP' },
      { at: '2026-11-30T01:00:00.000Z', place: 'BANDUNG', text: 'ARRIVED AT BANDUNG' },
    ]);
    await user.click(within(returned).getByRole('button', { name: 'Perbarui perjalanan paket retur' }));
    const journey = await within(returned).findByRole('list', { name: 'Perjalanan paket retur' });
    expect(
      within(journey)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('ARRIVED AT BANDUNG'), expect.stringContaining('SHIPMENT PICKED UP')]);
    expect(api.callsTo(trackingPath(o))).toHaveLength(2);
  });

  it.each([
    ['before_request', /kemungkinan itu resi paket lain/],
    ['not_tracked', /tidak bisa dilacak dari toko/],
    ['failed', /Kurir tidak bisa ditanya sekarang/],
  ])('says why a %s parcel shows no journey', async (state, text) => {
    const o = complained(goods({ status: 'shipped', courier: 'jnt', resi: 'JT1' }));
    showShopper(o, { [trackingPath(o)]: tracked(state) });
    expect(await within(await section()).findByText(text)).toBeInTheDocument();
  });

  it('shows what the shop received and that the refund follows, in English too', async () => {
    const o = complained(
      goods({
        status: 'received',
        courier: 'jnt',
        resi: 'JT1',
        received_at: '2026-12-01T04:00:00.000Z',
        lines: [{ order_item_id: 11, quantity: 1, sellable: true }],
      }),
    );
    showShopper(o, { [trackingPath(o)]: tracked('found') }, 'en');
    const returned = await section('Return of the goods');
    expect(within(returned).getByText('Goods received by the shop')).toBeInTheDocument();
    expect(within(returned).getByText('1 of 2 back')).toBeInTheDocument();
    expect(
      within(returned).getByText('The shop will record the refund shortly; you will be told by email.'),
    ).toBeInTheDocument();
    expect(within(returned).queryByRole('form')).not.toBeInTheDocument();
    expect(within(returned).queryByText(SHOP.address)).not.toBeInTheDocument();
  });
});
