import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { formatDateTime } from '@/lib/format';
import '@/lib/i18n/messages/orders';
import { mockApi } from '@/test/api-mock';
import { order } from '@/test/factories';
import { renderPage } from '@/test/render';
import { PaymentView } from './payment-view';

/** Issue 26: the payment page leads with the exact amount to transfer and a live countdown to the WIB deadline. */
function serve(o: Order) {
  mockApi({ [`GET /api/orders/secure/${o.secure_token}`]: { body: { success: true, data: o } } });
  return o.secure_token;
}
// Placed 10:00 UTC, to be paid by 12:00 UTC (19:00 WIB); the page is opened at 10:00:30.
const placed = () => order({ created_at: '2026-11-26T10:00:00.000Z', expires_at: '2026-11-26T12:00:00.000Z' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-11-26T10:00:30.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('the payment page', () => {
  it('leads with the exact amount to transfer, then the time left, the total after them', async () => {
    const token = serve(placed());
    renderPage(<PaymentView token={token} />);
    // The summary beside repeats it; the first on the page is the one to transfer.
    const [amount] = await screen.findAllByText(formatRupiah(170_123));
    const countdown = screen.getByText('Sisa waktu 1 jam 59 menit');
    const total = screen.getByText(`Total pesanan ${formatRupiah(170_000)} + kode unik ${formatRupiah(123)}`);
    expect(formatDateTime('2026-11-26T12:00:00.000Z', 'id')).toContain('19.00 WIB');
    const deadline = screen.getByText(
      `Transfer dan unggah buktinya sebelum ${formatDateTime('2026-11-26T12:00:00.000Z', 'id')}; setelah itu pesanan dibatalkan otomatis.`,
    );
    expect(countdown.compareDocumentPosition(deadline) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Document order: the amount first, then the countdown, then the total.
    expect(amount!.compareDocumentPosition(countdown) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(countdown.compareDocumentPosition(total) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salin jumlah' })).toBeInTheDocument();
  });

  it('counts down while the page is open, and says when the time has run out', async () => {
    const token = serve(placed());
    renderPage(<PaymentView token={token} />);
    expect(await screen.findByText('Sisa waktu 1 jam 59 menit')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByText('Sisa waktu 1 jam 58 menit')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(60 * 60_000);
    });
    expect(screen.getByText('Sisa waktu 58 menit')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(58 * 60_000);
    });
    expect(screen.getByText('Sisa waktu kurang dari 1 menit')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Waktu pembayaran habis')).toBeInTheDocument();
  });

  it('speaks English on the English page', async () => {
    const token = serve(placed());
    renderPage(<PaymentView token={token} />, { language: 'en' });
    expect(await screen.findByText('1 h 59 min left')).toBeInTheDocument();
    expect(
      screen.getByText(`Order total ${formatRupiah(170_000)} + unique code ${formatRupiah(123)}`),
    ).toBeInTheDocument();
  });

  it('names each line of the summary by its doll and variant, as the rest of the shop does', async () => {
    const withVariant = placed();
    withVariant.items = [{ ...withVariant.items[0]!, variant: { variant_id: 7, label: '50 cm / Pink', sku: null } }];
    renderPage(<PaymentView token={serve(withVariant)} />);
    const summary = await screen.findByRole('region', { name: 'Ringkasan Pesanan' });
    expect(within(summary).getByText(/^Boneka Panda — 50 cm \/ Pink/)).toHaveTextContent(
      'Boneka Panda — 50 cm / Pink ×1',
    );
  });
});
