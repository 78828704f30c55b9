import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import '@/lib/i18n/messages/admin-orders';
import '@/lib/i18n/messages/orders';
import { mockApi } from '@/test/api-mock';
import { order } from '@/test/factories';
import { renderPage } from '@/test/render';
import { AdminOrderList } from './admin-order-list';
import { AdminOrderView } from './admin-order-view';

const placed = (): AdminOrder => {
  const base = order({
    notes: 'Tolong bungkus kado, ya',
    items: [
      {
        order_item_id: 1,
        product: { product_id: 5, name: 'Boneka Panda', image_url: null },
        variant: { variant_id: 51, label: '50 cm / Pink', sku: 'PND-50-PNK' },
        quantity: 2,
        price: 75_000,
        price_kind: 'normal',
        subtotal: 150_000,
      },
    ],
  });
  return {
    ...base,
    user: { ...base.user, phone_number: '081398765432' },
    tracking: { ...base.tracking, earlier_events: [] },
    shipment: null,
    shipment_booking: false,
  };
};

describe('the owner’s order page', () => {
  it('shows the lines, the buyer, the address as on a parcel, the courier, the note and the total', async () => {
    const o = placed();
    mockApi({ [`GET /api/orders/admin/${o.order_id}`]: { body: { success: true, data: o } } });
    renderPage(<AdminOrderView orderId={o.order_id} />);
    expect(await screen.findByRole('heading', { level: 1, name: `Pesanan ${o.order_number}` })).toBeInTheDocument();
    expect(screen.getByText('Boneka Panda')).toBeInTheDocument();
    // The owner picks the doll off the shelf by its variant and SKU (issue 27).
    expect(screen.getByText('Varian: 50 cm / Pink · Kode SKU: PND-50-PNK')).toBeInTheDocument();
    expect(screen.getByText(`2 × ${formatRupiah(75_000)}`)).toBeInTheDocument();
    expect(screen.getByText('Wulan Pratama', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '081398765432' })).toHaveAttribute('href', 'tel:081398765432');
    for (const line of ['Jl. Dago No. 5', 'Kec. Sukasari', 'Kota Bandung', 'Jawa Barat 40135'])
      expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByText(/JNE - REG/)).toBeInTheDocument();
    expect(screen.getByText('Tolong bungkus kado, ya')).toBeInTheDocument();
    expect(screen.getByText(formatRupiah(o.total_amount))).toBeInTheDocument();
  });

  it('copies the parcel’s address with “Salin alamat”', async () => {
    const o = placed();
    mockApi({ [`GET /api/orders/admin/${o.order_id}`]: { body: { success: true, data: o } } });
    const { user } = renderPage(<AdminOrderView orderId={o.order_id} />);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(await screen.findByRole('button', { name: 'Salin alamat' }));
    expect(writeText).toHaveBeenCalledWith(
      'Wulan Pratama (081234567890)\nJl. Dago No. 5\nKec. Sukasari\nKota Bandung\nJawa Barat 40135',
    );
    expect(await screen.findByText('Alamat disalin.')).toBeInTheDocument();
  });

  it('makes the card’s moves: confirming a proof from the page', async () => {
    const o = { ...placed(), payment_proof: `/api/orders/secure/${placed().secure_token}/payment-proof` };
    const api = mockApi({
      [`GET /api/orders/admin/${o.order_id}`]: { body: { success: true, data: o } },
      [`PUT /api/orders/${o.order_id}/payment-status`]: { body: { success: true, data: o } },
    });
    const { user } = renderPage(<AdminOrderView orderId={o.order_id} />);
    await user.click(await screen.findByRole('button', { name: 'Konfirmasi' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: /konfirmasi|ya/i }));
    expect(api.callsTo(`PUT /api/orders/${o.order_id}/payment-status`).map((c) => c.body)).toEqual([
      { payment_status: 'paid' },
    ]);
  });

  it('says an order that does not exist is not found', async () => {
    mockApi({});
    renderPage(<AdminOrderView orderId={999} />);
    expect(await screen.findByRole('heading', { name: 'Pesanan tidak ditemukan' })).toBeInTheDocument();
  });
});

describe('the owner’s order card', () => {
  it('shows its lines and destination city and leads to the order’s page', async () => {
    const o = placed();
    mockApi({
      'GET /api/orders': {
        body: { success: true, data: [o], counts: { all: 1, unpaid: 1, needs_verification: 0, paid: 0 } },
      },
    });
    renderPage(<AdminOrderList />);
    const card = await screen.findByRole('article', { name: o.order_number });
    expect(within(card).getByRole('list', { name: 'Barang' })).toHaveTextContent(
      'Boneka PandaVarian: 50 cm / Pink · Kode SKU: PND-50-PNK× 2',
    );
    expect(within(card).getByText('Kirim ke Kota Bandung')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Lihat Detail' })).toHaveAttribute('href', '/admin/orders/41');
    expect(within(card).getByRole('link', { name: o.order_number })).toHaveAttribute('href', '/admin/orders/41');
  });

  it('wraps a long SKU on a phone instead of cutting it short', async () => {
    const o = placed();
    o.items[0]!.variant.sku = 'PND-50-PNK-EDISI-WISUDA-2026-BORDIR-NAMA';
    mockApi({
      'GET /api/orders': {
        body: { success: true, data: [o], counts: { all: 1, unpaid: 1, needs_verification: 0, paid: 0 } },
      },
    });
    renderPage(<AdminOrderList />);
    const card = await screen.findByRole('article', { name: o.order_number });
    const line = within(card).getByText(/Kode SKU: PND-50-PNK-EDISI-WISUDA-2026-BORDIR-NAMA/);
    // The owner picks the doll off the shelf by the whole code: an ellipsis would hide the part that tells them apart.
    expect(line).not.toHaveClass('truncate');
    expect(line).toHaveClass('wrap-anywhere');
  });
});

describe('checking a transfer', () => {
  it('repeats the amount to find, with its kode unik, on the proof and when confirming the payment', async () => {
    const o: AdminOrder = { ...placed(), payment_proof: '/api/orders/41/payment-proof' };
    mockApi({ [`GET /api/orders/admin/${o.order_id}`]: { body: { success: true, data: o } } });
    const { user } = renderPage(<AdminOrderView orderId={o.order_id} />);
    await user.click(await screen.findByRole('button', { name: 'Lihat Bukti' }));
    const proof = screen.getByRole('dialog', { name: `Bukti pembayaran ${o.order_number}` });
    expect(proof).toHaveTextContent(`Harus masuk: ${formatRupiah(170_123)} (termasuk kode unik 123)`);
    await user.click(within(proof).getByRole('button', { name: 'Tutup' }));

    await user.click(screen.getByRole('button', { name: 'Konfirmasi' }));
    expect(screen.getByRole('alertdialog', { name: 'Konfirmasi Pembayaran' })).toHaveTextContent(
      `Dana ${formatRupiah(170_123)} untuk pesanan ${o.order_number} sudah masuk?`,
    );
  });
});
