import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '@boneka/shared';
import { readCheckoutData } from '@/lib/checkout-data';
import '@/lib/i18n/messages/cart';
import '@/lib/i18n/messages/catalog';
import { mockApi, type ApiCall } from '@/test/api-mock';
import { cartItem } from '@/test/factories';
import { renderPage } from '@/test/render';
import { CartView } from './cart-view';

const rupiah = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

function serveCart(items: CartItem[], routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/cart': () => ({ body: { success: true, data: { items, totalItems: items.length } } }),
    ...routes,
  });
}

const panda = () => cartItem({ quantity: 1, product: { name: 'Boneka Panda', price: 100_000, stock: 3 } });
const kelinci = () => cartItem({ quantity: 2, product: { name: 'Boneka Kelinci', price: 50_000, stock: 2 } });

describe('the cart', () => {
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

    const pandaRow = await screen.findByRole('article', { name: 'Boneka Panda' });
    expect(within(pandaRow).getByRole('button', { name: 'Kurangi jumlah' })).toBeDisabled();
    const kelinciRow = screen.getByRole('article', { name: 'Boneka Kelinci' });
    expect(within(kelinciRow).getByRole('button', { name: 'Tambah jumlah' })).toBeDisabled();
    expect(within(kelinciRow).getByRole('button', { name: 'Kurangi jumlah' })).toBeEnabled();

    await user.click(within(pandaRow).getByRole('button', { name: 'Tambah jumlah' }));
    expect(api.callsTo(`PUT /api/cart/items/${items[0]!.cart_item_id}`).map((call) => call.body)).toEqual([
      { quantity: 2 },
    ]);
  });

  it('totals only the selected lines', async () => {
    serveCart([panda(), kelinci()]);
    const { user } = renderPage(<CartView />, { path: '/cart' });

    await screen.findByRole('article', { name: 'Boneka Panda' });
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

    const row = await screen.findByRole('article', { name: 'Boneka Panda' });
    await user.click(within(row).getByRole('button', { name: 'Increase quantity' }));

    expect(await screen.findByText('Failed to update the quantity! Only 1 of Boneka Panda left.')).toBeInTheDocument();
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

    const row = await screen.findByRole('article', { name: 'Boneka Panda' });
    await user.click(within(row).getByRole('button', { name: 'Tambah jumlah' }));
    expect(await screen.findByText('Gagal mengubah jumlah produk! Stok Boneka Panda habis.')).toBeInTheDocument();

    available = undefined;
    await user.click(within(row).getByRole('button', { name: 'Tambah jumlah' }));
    expect(await screen.findByText('Gagal mengubah jumlah produk!')).toBeInTheDocument();
    expect(screen.queryByText(/Stok habis/)).not.toBeInTheDocument();
  });

  it('hands the selected lines and the voucher to the checkout', async () => {
    const items = [panda(), kelinci()];
    serveCart(items, {
      'POST /api/cart/validate': { body: { success: true, data: { valid: true, message: '', items: [] } } },
    });
    const { user } = renderPage(<CartView />, { path: '/cart' });

    await user.click(await screen.findByRole('checkbox', { name: 'Pilih Boneka Panda' }));
    await user.click(screen.getByRole('button', { name: 'Checkout Sekarang' }));

    expect(await screen.findByText('Now at /order')).toBeInTheDocument();
    expect(readCheckoutData()).toEqual({ selectedItems: [items[1]], appliedVoucher: null });
  });
});
