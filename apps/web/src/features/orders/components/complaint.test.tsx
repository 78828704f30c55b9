import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminOrder, Order, OrderComplaint } from '@boneka/shared';
import { IMAGE_MAX_BYTES } from '@boneka/shared/limits';
import '@/lib/i18n/messages/admin-orders';
import '@/lib/i18n/messages/orders';
import '@/lib/i18n/messages/returns';
import { formatDateTime } from '@/lib/format';
import { mockApi } from '@/test/api-mock';
import { order } from '@/test/factories';
import { renderPage } from '@/test/render';
import { AdminOrderList } from './admin-order-list';
import { AdminOrderView } from './admin-order-view';
import { OrderDetail } from './order-detail';

/** Decision 042: one complaint after delivery, before completion, answered by the owner. */
const paid = { payment_status: 'paid', expires_at: null, unique_code: null, transfer_amount: null } as const;
const delivered = (overrides: Partial<Order> = {}): Order =>
  order({
    ...paid,
    status: 'delivered',
    tracking_number: 'JNE0123456789',
    shipped_at: '2026-11-27T01:00:00.000Z',
    delivered_at: '2026-11-28T05:00:00.000Z',
    completes_at: '2026-12-01T17:00:00.000Z',
    ...overrides,
  });
const complaint = (overrides: Partial<OrderComplaint> = {}): OrderComplaint => ({
  reason: 'damaged',
  text: 'Jahitan lengan boneka lepas dan kotaknya penyok.',
  photos: [],
  status: 'open',
  refund_amount: null,
  answer: null,
  created_at: '2026-11-28T08:00:00.000Z',
  answered_at: null,
  return: null,
  ...overrides,
});
const admin = (o: Order): AdminOrder => ({
  ...o,
  user: { ...o.user, phone_number: null },
  tracking: { ...o.tracking, earlier_events: [] },
  shipment: null,
  shipment_booking: false,
});
const jpeg = (name: string, bytes = 3) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

const complaintPath = (o: Order) => `POST /api/orders/secure/${o.secure_token}/complaint`;

const showOrder = (o: Order, routes: Parameters<typeof mockApi>[0] = {}) => {
  const api = mockApi({
    [`GET /api/orders/secure/${o.secure_token}`]: { body: { success: true, data: o } },
    ...routes,
  });
  return { api, ...renderPage(<OrderDetail token={o.secure_token} />) };
};

const openForm = async (o: Order, routes: Parameters<typeof mockApi>[0] = {}) => {
  const shown = showOrder(o, routes);
  await shown.user.click(await screen.findByRole('button', { name: 'Ajukan Komplain' }));
  return { ...shown, dialog: screen.getByRole('dialog', { name: 'Ajukan Komplain' }) };
};

describe('“Ajukan Komplain” on the shopper’s order', () => {
  it('is offered next to “Pesanan Diterima” on a delivered order that has not completed', async () => {
    showOrder(delivered());
    expect(await screen.findByRole('button', { name: 'Ajukan Komplain' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pesanan Diterima' })).toBeInTheDocument();
  });

  it.each([
    ['a shipped order', order({ ...paid, status: 'shipped', tracking_number: 'JNE0123456789' })],
    ['a completed order', delivered({ completed_at: '2026-11-29T03:00:00.000Z', completes_at: null })],
    ['an order already complained about', delivered({ complaint: complaint({ status: 'declined' }) })],
  ])('is not offered on %s', async (_, o) => {
    showOrder(o);
    expect(await screen.findByRole('heading', { name: 'Ringkasan Pesanan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajukan Komplain' })).not.toBeInTheDocument();
  });

  // Types the complaint and picks two photos, then draws the order again: long on a busy machine by nature.
  it(
    'sends the reason, the text and the photos, then shows the complaint waiting for the shop',
    { timeout: 30_000 },
    async () => {
      const o = delivered();
      let current = o;
      const { api, user, dialog } = await openForm(o, {
        [`GET /api/orders/secure/${o.secure_token}`]: () => ({ body: { success: true, data: current } }),
        [complaintPath(o)]: () => {
          current = delivered({ complaint: complaint() });
          return { status: 201, body: { success: true, message: 'Komplain terkirim ke toko.', data: current } };
        },
      });
      await user.click(within(dialog).getByRole('radio', { name: 'Barang rusak' }));
      await user.type(within(dialog).getByLabelText('Ceritakan apa yang terjadi'), '  Jahitan lengan boneka lepas.  ');
      expect(within(dialog).getByText('28/1000 karakter')).toBeInTheDocument();
      await user.upload(within(dialog).getByLabelText(/^Foto/), [jpeg('depan.jpg'), jpeg('kotak.jpg')]);
      expect(within(dialog).getByRole('img', { name: 'Foto 2' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Kirim Komplain' }));

      expect(await screen.findByText('Komplain terkirim. Toko akan menjawab secepatnya.')).toBeInTheDocument();
      const [call] = api.callsTo(complaintPath(o));
      expect(call?.form?.get('reason')).toBe('damaged');
      expect(call?.form?.get('text')).toBe('Jahitan lengan boneka lepas.');
      expect((call?.form?.getAll('photos') as File[]).map((file) => file.name)).toEqual(['depan.jpg', 'kotak.jpg']);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const section = screen.getByRole('heading', { name: 'Komplain' }).closest('section')!;
      expect(within(section).getByText('Barang rusak')).toBeInTheDocument();
      expect(within(section).getByText('Menunggu jawaban toko')).toBeInTheDocument();
      expect(
        within(section).getByText(`Diajukan ${formatDateTime('2026-11-28T08:00:00.000Z', 'id')}`),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Pesanan Diterima' })).not.toBeInTheDocument();
      expect(screen.getByText('Pesanan selesai setelah toko menjawab komplainmu.')).toBeInTheDocument();
    },
  );

  it('asks for a reason and at least 10 characters before sending anything', async () => {
    const o = delivered();
    const { api, user, dialog } = await openForm(o);
    await user.type(within(dialog).getByLabelText('Ceritakan apa yang terjadi'), 'Rusak');
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Komplain' }));
    expect(within(dialog).getByText('Pilih alasan komplainnya.')).toBeInTheDocument();
    expect(within(dialog).getByText('Tulis minimal 10 karakter, ya.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Ceritakan apa yang terjadi')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(complaintPath(o))).toHaveLength(0);
  });

  it('takes five photos, refuses a sixth, and lets one be removed', async () => {
    const { user, dialog } = await openForm(delivered());
    const picker = within(dialog).getByLabelText(/^Foto/);
    await user.upload(
      picker,
      ['1', '2', '3', '4', '5', '6'].map((n) => jpeg(`${n}.jpg`)),
    );
    expect(within(dialog).getByText('Maksimal 5 foto per komplain.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: /^Foto/ })).not.toBeInTheDocument();

    await user.upload(
      picker,
      ['1', '2', '3', '4', '5'].map((n) => jpeg(`${n}.jpg`)),
    );
    expect(within(dialog).getAllByRole('img', { name: /^Foto \d$/ })).toHaveLength(5);
    expect(within(dialog).getByText('(5/5)')).toBeInTheDocument();
    expect(picker).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Hapus foto 5' }));
    expect(within(dialog).getAllByRole('img', { name: /^Foto \d$/ })).toHaveLength(4);
    expect(picker).toBeEnabled();
  });

  it('names a file that is not a photo, or larger than 5MB, before sending', async () => {
    const { user, dialog } = await openForm(delivered());
    const picker = within(dialog).getByLabelText(/^Foto/);
    // The file dialog offers photos only, but a phone's "all files" can still hand over another kind.
    await userEvent
      .setup({ applyAccept: false })
      .upload(picker, new File(['%PDF'], 'struk.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('struk.pdf bukan foto JPEG, PNG, atau WebP.')).toBeInTheDocument();
    await user.upload(picker, [jpeg('besar.jpg', IMAGE_MAX_BYTES + 1)]);
    expect(within(dialog).getByText('besar.jpg lebih dari 5MB. Pilih foto yang lebih kecil.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: /^Foto/ })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal under its field and keeps what was typed', async () => {
    const o = delivered();
    const { user, dialog } = await openForm(o, {
      [complaintPath(o)]: {
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_ERROR',
          message: 'Tell the shop what happened (at least 10 characters).',
          details: [{ path: 'text', message: 'Tell the shop what happened (at least 10 characters).' }],
        },
      },
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Barang kurang' }));
    const text = within(dialog).getByLabelText('Ceritakan apa yang terjadi');
    await user.type(text, 'Satu boneka tidak ada di paket.');
    await user.upload(within(dialog).getByLabelText(/^Foto/), [jpeg('isi.jpg')]);
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Komplain' }));

    expect(await within(dialog).findByText('Ceritanya 10–1000 karakter.')).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveValue('Satu boneka tidak ada di paket.');
    expect(within(dialog).getByRole('radio', { name: 'Barang kurang' })).toBeChecked();
    expect(within(dialog).getByRole('img', { name: 'Foto 1' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a photo under the photos', async () => {
    const o = delivered();
    const { user, dialog } = await openForm(o, {
      [complaintPath(o)]: {
        status: 415,
        body: { success: false, code: 'INVALID_IMAGE', message: 'The file is not a readable image.' },
      },
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Lainnya' }));
    await user.type(within(dialog).getByLabelText('Ceritakan apa yang terjadi'), 'Bonekanya bau apek sekali.');
    await user.upload(within(dialog).getByLabelText(/^Foto/), [jpeg('rusak.jpg')]);
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Komplain' }));
    expect(await within(dialog).findByText('Gunakan gambar JPEG, PNG, atau WebP.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Foto/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the complaint on the shopper’s order', () => {
  it('shows a refund with its amount, the shop’s answer and the amount refunded in the summary', async () => {
    showOrder(
      delivered({
        refunded_amount: 50_000,
        complaint: complaint({
          status: 'refunded',
          refund_amount: 50_000,
          answer: 'Maaf ya, kami kembalikan sebagian.',
          answered_at: '2026-11-29T02:00:00.000Z',
        }),
      }),
    );
    const section = (await screen.findByRole('heading', { name: 'Komplain' })).closest('section')!;
    expect(within(section).getByText('Dana dikembalikan Rp 50.000')).toBeInTheDocument();
    expect(within(section).getByText('Maaf ya, kami kembalikan sebagian.')).toBeInTheDocument();
    expect(
      within(section).getByText(`Dijawab ${formatDateTime('2026-11-29T02:00:00.000Z', 'id')}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Dikembalikan' })).toHaveTextContent('-Rp 50.000');
  });

  it('shows a declined complaint in English too', async () => {
    const o = delivered({ complaint: complaint({ status: 'declined', answer: 'Paket sudah diterima utuh.' }) });
    mockApi({ [`GET /api/orders/secure/${o.secure_token}`]: { body: { success: true, data: o } } });
    renderPage(<OrderDetail token={o.secure_token} />, { language: 'en' });
    const section = (await screen.findByRole('heading', { name: 'Complaint' })).closest('section')!;
    expect(within(section).getByText('Item damaged')).toBeInTheDocument();
    expect(within(section).getByText('Declined')).toBeInTheDocument();
    expect(within(section).getByText('Paket sudah diterima utuh.')).toBeInTheDocument();
  });

  it('fetches each photo with the session and shows it larger when pressed', async () => {
    const o = delivered({
      complaint: complaint({
        photos: [
          `/api/orders/secure/tok_0123456789abcdefghijkl/complaint-photos/0`,
          `/api/orders/secure/tok_0123456789abcdefghijkl/complaint-photos/1`,
        ],
      }),
    });
    const { api, user } = showOrder(o, {
      [`GET /api/orders/secure/${o.secure_token}/complaint-photos/0`]: { body: {} },
      [`GET /api/orders/secure/${o.secure_token}/complaint-photos/1`]: { body: {} },
    });
    const photos = await screen.findByRole('list', { name: 'Foto komplain' });
    expect(within(photos).getAllByRole('button')).toHaveLength(2);
    await user.click(within(photos).getByRole('button', { name: 'Perbesar foto 2' }));
    expect(screen.getByRole('dialog', { name: 'Foto 2 dari 2' })).toBeInTheDocument();
    expect(api.callsTo(`GET /api/orders/secure/${o.secure_token}/complaint-photos/1`)).toHaveLength(1);
  });
});

describe('the owner’s answer to a complaint', () => {
  const answerPath = (o: Order) => `PUT /api/orders/admin/${o.order_id}/complaint`;
  const showAdmin = (o: AdminOrder, routes: Parameters<typeof mockApi>[0] = {}) => {
    const api = mockApi({
      [`GET /api/orders/admin/${o.order_id}`]: { body: { success: true, data: o } },
      ...routes,
    });
    return { api, ...renderPage(<AdminOrderView orderId={o.order_id} />) };
  };
  const complained = () => admin(delivered({ complaint: complaint() }));

  it('records a refund of the amount typed the Indonesian way, as a whole number of Rupiah', async () => {
    const o = complained();
    const { api, user } = showAdmin(o, {
      [answerPath(o)]: { body: { success: true, data: o } },
    });
    const form = await screen.findByRole('form', { name: 'Jawab komplain' });
    await user.click(within(form).getByRole('radio', { name: /^Refund/ }));
    const amount = within(form).getByLabelText('Jumlah refund');
    expect(amount).toHaveValue('170.000');
    expect(within(form).getByText('Masih bisa dikembalikan: Rp 170.000.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '50.000');
    expect(within(form).getByText('= Rp 50.000')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Catatan untuk pembeli/), 'Maaf, jahitannya lepas.');
    await user.click(within(form).getByRole('button', { name: 'Catat Refund Rp 50.000' }));
    // Money is recorded only after the owner reads the amount again and says yes.
    const ask = await screen.findByRole('alertdialog', { name: 'Catat Refund?' });
    expect(ask).toHaveTextContent(`Catat refund Rp 50.000 untuk pesanan ${o.order_number}?`);
    expect(api.callsTo(answerPath(o))).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Batal' }));
    expect(api.callsTo(answerPath(o))).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Catat Refund Rp 50.000' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Catat Refund?' })).getByRole('button', {
        name: 'Ya, Catat Rp 50.000',
      }),
    );
    expect(await screen.findByText('Refund Rp 50.000 dicatat. Pembeli diberi tahu lewat email.')).toBeInTheDocument();
    expect(api.callsTo(answerPath(o)).map((call) => call.body)).toEqual([
      { decision: 'refund', amount: 50_000, note: 'Maaf, jahitannya lepas.' },
    ]);
  });

  it('refuses an amount that cannot be read, and shows the server’s REFUND_TOO_LARGE under the amount', async () => {
    const o = complained();
    const { api, user } = showAdmin(o, {
      [answerPath(o)]: {
        status: 400,
        body: {
          success: false,
          code: 'REFUND_TOO_LARGE',
          message: 'At most 170000 can be refunded.',
          details: [{ path: 'amount', message: 'At most 170000' }],
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Jawab komplain' });
    await user.click(within(form).getByRole('radio', { name: /^Refund/ }));
    const amount = within(form).getByLabelText('Jumlah refund');
    await user.clear(amount);
    await user.type(amount, '50.00');
    await user.click(within(form).getByRole('button', { name: 'Catat Refund' }));
    expect(within(form).getByText(/maksudnya 50 atau 50\.000/)).toBeInTheDocument();
    expect(api.callsTo(answerPath(o))).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '170000');
    await user.click(within(form).getByRole('button', { name: 'Catat Refund Rp 170.000' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, Catat Rp 170.000' }));
    expect(
      await within(form).findByText('Lebih dari yang masih bisa dikembalikan: paling banyak Rp 170.000.'),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveValue('170000');
  });

  it('declines only with a reason, which the buyer reads', async () => {
    const o = complained();
    const { api, user } = showAdmin(o, {
      [answerPath(o)]: { body: { success: true, data: o } },
    });
    const form = await screen.findByRole('form', { name: 'Jawab komplain' });
    await user.click(within(form).getByRole('radio', { name: /^Tolak/ }));
    await user.click(within(form).getByRole('button', { name: 'Tolak Komplain' }));
    expect(within(form).getByText('Tulis alasan penolakan, minimal 5 karakter.')).toBeInTheDocument();
    expect(api.callsTo(answerPath(o))).toHaveLength(0);

    await user.type(within(form).getByLabelText('Alasan penolakan'), 'Foto paket saat tiba masih utuh.');
    await user.click(within(form).getByRole('button', { name: 'Tolak Komplain' }));
    expect(await screen.findByText('Komplain ditolak. Pembeli diberi tahu lewat email.')).toBeInTheDocument();
    expect(api.callsTo(answerPath(o)).map((call) => call.body)).toEqual([
      { decision: 'decline', note: 'Foto paket saat tiba masih utuh.' },
    ]);
  });

  it('offers only a decline on an order with nothing left to refund', async () => {
    showAdmin(admin(delivered({ refunded_amount: 170_000, complaint: complaint() })));
    const form = await screen.findByRole('form', { name: 'Jawab komplain' });
    expect(within(form).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Alasan penolakan')).toBeInTheDocument();
  });

  it('shows the answered complaint without the form', async () => {
    showAdmin(admin(delivered({ complaint: complaint({ status: 'declined', answer: 'Paket utuh.' }) })));
    const section = (await screen.findByRole('heading', { name: 'Komplain' })).closest('section')!;
    expect(within(section).getByText('Ditolak')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Jawab komplain' })).not.toBeInTheDocument();
  });

  it('marks an open complaint with an amber badge on the list’s card', async () => {
    const open = delivered({ complaint: complaint() });
    const answered = delivered({
      order_id: 42,
      order_number: 'ORD-20261126-0042',
      complaint: complaint({ status: 'declined' }),
    });
    mockApi({
      'GET /api/orders': {
        body: { success: true, data: [open, answered], counts: { all: 2, unpaid: 0, needs_verification: 0, paid: 2 } },
      },
    });
    renderPage(<AdminOrderList />);
    const card = await screen.findByRole('article', { name: open.order_number });
    expect(within(card).getByText('Komplain')).toBeInTheDocument();
    const other = screen.getByRole('article', { name: answered.order_number });
    expect(within(other).queryByText('Komplain')).not.toBeInTheDocument();
  });
});
