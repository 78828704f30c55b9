import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CartItem, LineVariant } from '@boneka/shared';
import { readCheckoutData } from '@/lib/checkout-data';
import '@/lib/i18n/messages/cart';
import '@/lib/i18n/messages/catalog';
import { mockApi, type ApiCall } from '@/test/api-mock';
import { cartItem } from '@/test/factories';
import { renderPage } from '@/test/render';
import { CartView } from './cart-view';
import { cartLine } from './checkout-lines';

/** Long enough for a reply and a render on a machine busy with other suites. */
const patiently = { timeout: 4000 };

/** The factory fills the rest of the variant (test/factories.ts spreads what is given over its defaults). */
const partialVariant = (fields: Partial<LineVariant>) => fields as LineVariant;

const rupiah = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

function serveCart(items: CartItem[], routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/cart': () => ({ body: { success: true, data: { items, totalItems: items.length } } }),
    ...routes,
  });
}

const panda = () => cartItem({ quantity: 1, product: { name: 'Boneka Panda', price: 100_000, stock: 3 } });
const kelinci = () => cartItem({ quantity: 2, product: { name: 'Boneka Kelinci', price: 50_000, stock: 2 } });

describe('the cart', { timeout: 20_000 }, () => {
  it('keeps each quantity between 1 and the stock', async () => {
    const items = [panda(), kelinci()];
    const api = serveCart(items, {
      [`PUT /api/cart/items/${items[0]!.cart_item_id}`]: (call: ApiCall) => ({
        body: {
          success: true,
          message: 'ok',
          data: { ...items[0]!, quantity: (call.body as { quantity: number }).quantity },
        },
      }),
    });
    const { user } = renderPage(<CartView />, { path: '/cart' });

    const pandaRow = await screen.findByRole('article', { name: 'Boneka Panda' }, patiently);
    expect(within(pandaRow).getByRole('button', { name: 'Kurangi jumlah' })).toBeDisabled();
    const kelinciRow = screen.getByRole('article', { name: 'Boneka Kelinci' });
    expect(within(kelinciRow).getByRole('button', { name: 'Tambah jumlah' })).toBeDisabled();
    expect(within(kelinciRow).getByRole('button', { name: 'Kurangi jumlah' })).toBeEnabled();

    await user.click(within(pandaRow).getByRole('button', { name: 'Tambah jumlah' }));
    await vi.waitFor(
      () =>
        expect(api.callsTo(`PUT /api/cart/items/${items[0]!.cart_item_id}`).map((call) => call.body)).toEqual([
          { quantity: 2 },
        ]),
      patiently,
    );
  });

  it('totals only the selected lines', async () => {
    serveCart([panda(), kelinci()]);
    const { user } = renderPage(<CartView />, { path: '/cart' });

    await screen.findByRole('article', { name: 'Boneka Panda' }, patiently);
    expect(rupiah(screen.getByLabelText('Subtotal').textContent)).toBe(200_000);
    expect(screen.getByText('(2 produk)')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Pilih Boneka Kelinci' }));
    expect(rupiah(screen.getByLabelText('Subtotal').textContent)).toBe(100_000);
    expect(rupiah(screen.getByLabelText('Total').textContent)).toBe(100_000);
    expect(screen.getByText('(1 produk)')).toBeInTheDocument();
  });

  it('says in the page language how many are left when the server refuses a quantity', async () => {
    const item = panda();
    serveCart([item], {
      [`PUT /api/cart/items/${item.cart_item_id}`]: {
        status: 409,
        body: { code: 'INSUFFICIENT_STOCK', message: 'Stok Boneka Panda tersisa 1.', available: 1 },
      },
    });
    const { user } = renderPage(<CartView />, { path: '/cart', language: 'en' });

    const row = await screen.findByRole('article', { name: 'Boneka Panda' }, patiently);
    await user.click(within(row).getByRole('button', { name: 'Increase quantity' }));

    expect(
      await screen.findByText('Failed to update the quantity! Only 1 of Boneka Panda left.', {}, patiently),
    ).toBeInTheDocument();
    expect(screen.queryByText(/tersisa/)).not.toBeInTheDocument();
  });

  it('says a product is sold out, and says only its own sentence without the number', async () => {
    const item = panda();
    let available: number | undefined = 0;
    serveCart([item], {
      [`PUT /api/cart/items/${item.cart_item_id}`]: () => ({
        status: 409,
        body: { code: 'INSUFFICIENT_STOCK', message: 'Stok habis.', available },
      }),
    });
    const { user } = renderPage(<CartView />, { path: '/cart' });

    const row = await screen.findByRole('article', { name: 'Boneka Panda' }, patiently);
    await user.click(within(row).getByRole('button', { name: 'Tambah jumlah' }));
    expect(
      await screen.findByText('Gagal mengubah jumlah produk! Stok Boneka Panda habis.', {}, patiently),
    ).toBeInTheDocument();

    available = undefined;
    await user.click(within(row).getByRole('button', { name: 'Tambah jumlah' }));
    expect(await screen.findByText('Gagal mengubah jumlah produk!', {}, patiently)).toBeInTheDocument();
    expect(screen.queryByText(/Stok habis/)).not.toBeInTheDocument();
  });

  it('hands the selected lines to the checkout', async () => {
    const items = [panda(), kelinci()];
    serveCart(items, {
      'POST /api/cart/validate': { body: { success: true, data: { valid: true, message: '', items: [] } } },
    });
    const { user } = renderPage(<CartView />, { path: '/cart' });

    await user.click(await screen.findByRole('checkbox', { name: 'Pilih Boneka Panda' }, patiently));
    await user.click(screen.getByRole('button', { name: 'Checkout Sekarang' }));

    expect(await screen.findByText('Now at /order', {}, patiently)).toBeInTheDocument();
    expect(readCheckoutData()).toEqual({ selectedItems: [cartLine(items[1]!)], appliedVoucher: null });
  });

  it('takes the voucher off the selected lines, and hands its terms to the checkout', async () => {
    const items = [panda(), kelinci()];
    serveCart(items, {
      'GET /api/vouchers/BONEKA10': {
        body: { success: true, data: { code: 'BONEKA10', type: 'percent', value: 10, description: 'Diskon 10%' } },
      },
      'POST /api/cart/validate': { body: { success: true, data: { valid: true, message: '', items: [] } } },
    });
    const { user } = renderPage(<CartView />, { path: '/cart' });

    await user.type(await screen.findByRole('textbox', { name: 'Kode Voucher' }, patiently), 'boneka10');
    await user.click(screen.getByRole('button', { name: 'Pakai' }));
    expect(await screen.findByText('Voucher BONEKA10 berhasil dipakai!', {}, patiently)).toBeInTheDocument();
    expect(rupiah(screen.getByLabelText('Diskon Voucher').textContent)).toBe(20_000);
    expect(rupiah(screen.getByLabelText('Total').textContent)).toBe(180_000);

    await user.click(screen.getByRole('button', { name: 'Checkout Sekarang' }));
    expect(await screen.findByText('Now at /order', {}, patiently)).toBeInTheDocument();
    expect(readCheckoutData()).toEqual({
      selectedItems: items.map(cartLine),
      appliedVoucher: { code: 'BONEKA10', type: 'percent', value: 10, max_discount: null, min_spend: 0, scope: null },
    });
  });
});

describe('the cart’s lines name their variant (issue 27)', { timeout: 20_000 }, () => {
  const pinkBear = () =>
    cartItem({
      quantity: 1,
      variant: partialVariant({ label: '50 cm / Pink', sku: 'BR-50-PNK' }),
      product: { product_id: 9, name: 'Boneka Beruang', price: 180_000, stock: 4 },
    });
  const brownBear = () =>
    cartItem({
      quantity: 2,
      variant: partialVariant({ label: '30 cm / Coklat' }),
      product: { product_id: 9, name: 'Boneka Beruang', price: 120_000, stock: 6 },
    });

  it('tells two variants of one doll apart, by sight and by name', async () => {
    serveCart([pinkBear(), brownBear()]);
    renderPage(<CartView />, { path: '/cart' });
    const pink = await screen.findByRole('article', { name: 'Boneka Beruang Varian: 50 cm / Pink' }, patiently);
    expect(within(pink).getByText('Varian: 50 cm / Pink')).toBeVisible();
    expect(screen.getByRole('article', { name: 'Boneka Beruang Varian: 30 cm / Coklat' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Pilih Boneka Beruang — 30 cm / Coklat' })).toBeChecked();
    // The shop's SKU is the owner's business, not the shopper's.
    expect(screen.queryByText(/BR-50-PNK/)).not.toBeInTheDocument();
  });

  it('checks each line’s own variant before the checkout', async () => {
    const items = [pinkBear(), brownBear()];
    const api = serveCart(items, {
      'POST /api/cart/validate': { body: { success: true, data: { valid: true, message: '', items: [] } } },
    });
    const { user } = renderPage(<CartView />, { path: '/cart' });
    await user.click(await screen.findByRole('button', { name: 'Checkout Sekarang' }, patiently));
    expect(await screen.findByText('Now at /order', {}, patiently)).toBeInTheDocument();
    expect(api.callsTo('POST /api/cart/validate').map((call) => call.body)).toEqual([
      {
        items: [
          { product_id: 9, variant_id: items[0]!.variant_id, quantity: 1 },
          { product_id: 9, variant_id: items[1]!.variant_id, quantity: 2 },
        ],
      },
    ]);
  });

  it('says a switched-off variant is not for sale, and keeps it out of the checkout', async () => {
    const off = cartItem({
      variant: partialVariant({ label: '1 m / Pink', available: false }),
      product: { name: 'Boneka Beruang', stock: 0 },
    });
    const api = serveCart([off, brownBear()]);
    const { user } = renderPage(<CartView />, { path: '/cart' });
    const row = await screen.findByRole('article', { name: 'Boneka Beruang Varian: 1 m / Pink' }, patiently);
    expect(within(row).getByText(/Sedang tidak dijual/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Checkout Sekarang' }));
    expect(
      await screen.findByText(
        'Sedang tidak dijual: Boneka Beruang — 1 m / Pink. Hapus centangnya untuk lanjut checkout.',
        {},
        patiently,
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/cart/validate')).toHaveLength(0);
  });
});
