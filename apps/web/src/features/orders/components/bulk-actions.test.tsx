import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BulkOrderResult, BulkOrdersBody, Order } from '@boneka/shared';
import '@/lib/i18n/messages/admin-orders';
import '@/lib/i18n/messages/orders';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { renderPage } from '@/test/render';
import { AdminOrderList } from './admin-order-list';
import { fileReply, listReply, result, toShip } from './admin-orders.fixtures';

const first = toShip(11);
const second = toShip(12);
const third = toShip(13, { status: 'shipped', tracking_number: 'JNE0012345678901' });

/** The bulk endpoint's answer: these results, counted, and the file's ids when one is made. */
const bulkReply = (
  action: BulkOrdersBody['action'],
  results: BulkOrderResult[],
  documentIds: string | null = null,
  remaining = 0,
) => ({
  body: {
    success: true,
    data: {
      action,
      results,
      done: results.filter((r) => r.outcome === 'done').length,
      skipped: results.filter((r) => r.outcome === 'skipped').length,
      failed: results.filter((r) => r.outcome === 'failed').length,
      document_ids: documentIds,
      remaining,
    },
  },
});

/** The Perlu Dikirim tab with these orders, the bulk endpoint answering `bulk`, and the files `files`. */
function serve(
  orders: Order[],
  bulk: ApiReply,
  files: Record<string, ApiReply | (() => ApiReply)> = {},
  extra: Parameters<typeof listReply>[1] = {},
) {
  return mockApi({
    'GET /api/orders': listReply(orders, extra),
    'POST /api/orders/admin/bulk': bulk,
    ...Object.fromEntries(Object.entries(files).map(([path, reply]) => [`GET ${path}`, reply])),
  });
}
const openTab = () => renderPage(<AdminOrderList />, { path: '/admin/orders', url: '/admin/orders?tab=perlu_dikirim' });
const bar = () => screen.getByRole('region', { name: 'Aksi untuk pesanan terpilih' });
const tick = async (user: ReturnType<typeof openTab>['user'], o: Order) =>
  user.click(await screen.findByRole('checkbox', { name: `Pilih ${o.order_number}` }));

// jsdom has no blob: URLs; the saved file is what the browser journey (e2e/order-tabs.spec.ts) checks.
beforeEach(() => {
  URL.createObjectURL = () => 'blob:file';
  URL.revokeObjectURL = () => undefined;
});

describe('selecting orders', () => {
  it('ticks cards one by one or all shown, and shows the action bar only with a selection', async () => {
    serve([first, second, third], bulkReply('labels', []));
    const { user } = openTab();
    const all = await screen.findByRole('checkbox', { name: 'Pilih semua (3)' });
    expect(screen.queryByRole('region', { name: 'Aksi untuk pesanan terpilih' })).toBeNull();

    await tick(user, first);
    expect(all).toHaveProperty('indeterminate', true);
    expect(within(bar()).getByText('1 pesanan dipilih')).toBeInTheDocument();

    await user.click(all);
    expect(all).toBeChecked();
    expect(screen.getAllByRole('status').some((s) => s.textContent === '3 pesanan dipilih')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: `Pilih ${second.order_number}` }));
    expect(within(bar()).getByText('2 pesanan dipilih')).toBeInTheDocument();

    await user.click(within(bar()).getByRole('button', { name: 'Batalkan pilihan' }));
    expect(screen.queryByRole('region', { name: 'Aksi untuk pesanan terpilih' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: `Pilih ${first.order_number}` })).not.toBeChecked();
  });

  it('"Pilih semua di tab ini" sends the tab, not the cards shown, and names the whole tab’s count', async () => {
    const api = serve(
      [first, second],
      bulkReply(
        'process',
        [
          result(first, 'done'),
          result(second, 'skipped', 'INVALID_TRANSITION', 'Only a COD order waiting for the shop can move.'),
        ],
        null,
        120,
      ),
    );
    const { user } = openTab();
    await user.click(await screen.findByRole('button', { name: 'Pilih semua di tab ini (7)' }));
    expect(within(bar()).getByText('Semua 7 pesanan di tab Perlu Dikirim dipilih')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `Pilih ${first.order_number}` })).toBeChecked();

    await user.click(within(bar()).getByRole('button', { name: 'Tandai Diproses' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Tandai Diproses' });
    expect(confirm).toHaveTextContent('Tandai 7 pesanan sedang diproses?');
    await user.click(within(confirm).getByRole('button', { name: 'Ya, 7 pesanan' }));

    const report = await screen.findByRole('dialog', { name: 'Hasil Tandai Diproses' });
    expect(report).toHaveTextContent(
      'Hanya pesanan COD yang masih menunggu toko yang ditandai diproses. Pesanan ini sudah diproses, atau diproses begitu pembayarannya masuk.',
    );
    expect(report).toHaveTextContent(
      '120 pesanan lain di tab ini belum ikut (paling banyak 500 sekaligus). Jalankan lagi untuk sisanya.',
    );
    expect(api.callsTo('POST /api/orders/admin/bulk').map((c) => c.body)).toEqual([
      { action: 'process', selection: { tab: 'perlu_dikirim' } },
    ]);
    // The list is read again, and the selection that moved orders is gone.
    expect(api.callsTo('GET /api/orders').length).toBeGreaterThan(1);
    expect(screen.queryByRole('region', { name: 'Aksi untuk pesanan terpilih' })).toBeNull();
  });

  it('does not offer the whole tab on "Semua", nor "Atur Pengiriman" when the shop cannot book', async () => {
    serve([first], bulkReply('labels', []), {}, { shipment_booking: false });
    const { user } = renderPage(<AdminOrderList />, { path: '/admin/orders' });
    await tick(user, first);
    expect(screen.queryByRole('button', { name: /Pilih semua di tab ini/ })).toBeNull();
    expect(
      within(bar())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Batalkan pilihan', 'Cetak Label', 'Cetak Packing Slip', 'Tandai Diproses', 'Ekspor CSV']);
  });
});

describe('the report of a bulk action', () => {
  it('lists every order with what happened, failures first, and says the counts out loud', async () => {
    serve(
      [first, second, third],
      bulkReply('book_shipment', [
        result(first, 'done'),
        result(second, 'failed', 'SHIPMENT_FAILED', 'Nomor HP penerima tidak valid'),
        result(third, 'skipped', 'INVALID_TRANSITION', 'Only a paid (or COD) order in processing can be booked.'),
      ]),
    );
    const { user } = openTab();
    await user.click(await screen.findByRole('checkbox', { name: 'Pilih semua (3)' }));
    await user.click(within(bar()).getByRole('button', { name: 'Atur Pengiriman' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Atur Pengiriman' });
    expect(confirm).toHaveTextContent('Pesan kurir untuk 3 pesanan lewat Komship?');
    await user.click(within(confirm).getByRole('radio', { name: /Antar ke agen \(drop-off\)/ }));
    await user.click(within(confirm).getByRole('button', { name: 'Ya, 3 pesanan' }));

    const report = await screen.findByRole('dialog', { name: 'Hasil Atur Pengiriman' });
    expect(report).toHaveTextContent('1 berhasil1 dilewati1 gagal');
    const rows = within(within(report).getByRole('list', { name: 'Hasil per pesanan' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `${second.order_number}GagalKomship menolak atau tidak menjawab: Nomor HP penerima tidak valid. Buka pesanannya untuk mencoba lagi.`,
      `${third.order_number}DilewatiKurir hanya bisa dipesan untuk pesanan yang sudah dibayar (atau COD) dan sedang diproses.`,
      `${first.order_number}Berhasil`,
    ]);
    expect(within(rows[0]!).getByRole('link', { name: second.order_number })).toHaveAttribute(
      'href',
      `/admin/orders/${second.order_id}`,
    );
    expect(screen.getByText('Atur Pengiriman selesai: 1 berhasil · 1 dilewati · 1 gagal.')).toHaveAttribute(
      'role',
      'status',
    );
    await user.click(within(report).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog', { name: 'Hasil Atur Pengiriman' })).toBeNull();
  });

  it('sends how the courier gets the parcels and when, and says a refusal by its code or else the server’s words', async () => {
    const api = serve(
      [first, second],
      bulkReply('book_shipment', [
        result(first, 'skipped', 'PICKUP_TOO_SOON', 'Komship books a pick-up at least 90 minutes ahead.'),
        result(second, 'failed', 'COURIER_SLEEPING', 'The courier is closed on Sundays.'),
      ]),
    );
    const { user } = openTab();
    await user.click(await screen.findByRole('checkbox', { name: 'Pilih semua (2)' }));
    await user.click(within(bar()).getByRole('button', { name: 'Atur Pengiriman' }));
    const confirm = screen.getByRole('alertdialog');
    await user.type(within(confirm).getByLabelText(/Tanggal pick-up/), '2026-11-28');
    await user.type(within(confirm).getByLabelText(/Jam pick-up/), '14:30');
    await user.click(within(confirm).getByRole('button', { name: 'Ya, 2 pesanan' }));
    const report = await screen.findByRole('dialog', { name: 'Hasil Atur Pengiriman' });
    expect(report).toHaveTextContent('Pick-up paling cepat 90 menit dari sekarang. Pilih jam yang lebih lambat.');
    expect(report).toHaveTextContent('The courier is closed on Sundays.');
    expect(api.callsTo('POST /api/orders/admin/bulk')[0]!.body).toEqual({
      action: 'book_shipment',
      selection: { order_ids: [first.order_id, second.order_id] },
      shipment: { method: 'pickup', pickup_date: '2026-11-28', pickup_time: '14:30' },
    });
  });

  it('says in Indonesian that booking is off when the shop has no Komship key', async () => {
    serve([first], {
      status: 409,
      body: { success: false, code: 'SHIPMENT_BOOKING_OFF', message: 'Shipments are not booked from the shop.' },
    });
    const { user } = openTab();
    await tick(user, first);
    await user.click(within(bar()).getByRole('button', { name: 'Atur Pengiriman' }));
    await user.click(screen.getByRole('button', { name: 'Ya, 1 pesanan' }));
    expect(
      await screen.findByText(
        'Atur Pengiriman belum aktif karena kunci Komship belum dipasang. Kirim pesanan dan ketik nomor resinya seperti biasa.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a refusal of the whole request, and shows no report', async () => {
    serve([first], {
      status: 400,
      body: { success: false, code: 'VALIDATION_ERROR', message: 'Paling banyak 500 pesanan sekaligus.' },
    });
    const { user } = openTab();
    await tick(user, first);
    await user.click(within(bar()).getByRole('button', { name: 'Tandai Diproses' }));
    await user.click(screen.getByRole('button', { name: 'Ya, 1 pesanan' }));
    expect(await screen.findByText('Paling banyak 500 pesanan sekaligus.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('documents after the report', () => {
  it('prints the included orders’ labels on A4 after the report, which says what was left out', async () => {
    const api = serve(
      [first, second, third],
      bulkReply(
        'labels',
        [
          result(first, 'done'),
          result(second, 'skipped', 'LABEL_NOT_PRINTABLE', 'Not printable.'),
          result(third, 'done'),
        ],
        '11,13',
      ),
      { '/api/orders/admin/labels.pdf': fileReply('Label-A4-2026-11-27-2-pesanan.pdf', 'application/pdf') },
    );
    const { user } = openTab();
    await user.click(await screen.findByRole('checkbox', { name: 'Pilih semua (3)' }));
    await user.click(within(bar()).getByRole('button', { name: 'Cetak Label' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Cetak Label' });
    expect(confirm).toHaveTextContent('Cetak label pengiriman 3 pesanan dalam satu PDF?');
    await user.click(within(confirm).getByRole('radio', { name: 'A4 (4 per lembar)' }));
    await user.click(within(confirm).getByRole('button', { name: 'Ya, 3 pesanan' }));

    const report = await screen.findByRole('dialog', { name: 'Hasil Cetak Label' });
    expect(await within(report).findByText('File disimpan: Label-A4-2026-11-27-2-pesanan.pdf')).toBeInTheDocument();
    expect(report).toHaveTextContent(
      'Belum siap dikirim: label dan packing slip hanya untuk pesanan yang diproses atau dikirim.',
    );
    expect(api.callsTo('POST /api/orders/admin/bulk')[0]!.body).toEqual({
      action: 'labels',
      selection: { order_ids: [11, 12, 13] },
    });
    expect(api.callsTo('GET /api/orders/admin/labels.pdf').map((c) => Object.fromEntries(c.query))).toEqual([
      { ids: '11,13', layout: 'a4', kind: 'label' },
    ]);
    // A print keeps the selection: the packing slips of the same orders come next.
    expect(within(bar()).getByText('3 pesanan dipilih')).toBeInTheDocument();
  });

  it('says when no order could go into the packing slips, and downloads nothing', async () => {
    const api = serve(
      [first],
      bulkReply('packing_slips', [result(first, 'skipped', 'LABEL_NOT_PRINTABLE', 'Not printable.')], null),
    );
    const { user } = openTab();
    await tick(user, first);
    await user.click(within(bar()).getByRole('button', { name: 'Cetak Packing Slip' }));
    await user.click(screen.getByRole('button', { name: 'Ya, 1 pesanan' }));
    const report = await screen.findByRole('dialog', { name: 'Hasil Cetak Packing Slip' });
    expect(report).toHaveTextContent('Tidak ada pesanan yang bisa dimasukkan, jadi tidak ada file yang diunduh.');
    expect(api.callsTo('GET /api/orders/admin/labels.pdf')).toEqual([]);
  });

  it('exports the orders as CSV, and offers the file again when its download failed', async () => {
    let downloads = 0;
    const api = serve([first, second], bulkReply('export', [result(first, 'done'), result(second, 'done')], '11,12'), {
      '/api/admin/exports/orders.csv': () =>
        (downloads += 1) === 1
          ? { status: 503, body: { success: false, code: 'DATABASE_UNAVAILABLE', message: 'Database unavailable' } }
          : fileReply('Pesanan-2-pesanan.csv', 'text/csv; charset=utf-8'),
    });
    const { user } = openTab();
    await user.click(await screen.findByRole('checkbox', { name: 'Pilih semua (2)' }));
    await user.click(within(bar()).getByRole('button', { name: 'Ekspor CSV' }));
    await user.click(screen.getByRole('button', { name: 'Ya, 2 pesanan' }));
    const report = await screen.findByRole('dialog', { name: 'Hasil Ekspor CSV' });
    expect(await within(report).findByText(/^File gagal diunduh/)).toBeInTheDocument();
    await user.click(within(report).getByRole('button', { name: 'Unduh lagi' }));
    expect(await within(report).findByText('File disimpan: Pesanan-2-pesanan.csv')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/exports/orders.csv').map((c) => c.query.toString())).toEqual([
      'ids=11%2C12',
      'ids=11%2C12',
    ]);
  });
});
