import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartProduct } from '@boneka/shared';
import '@/lib/i18n/messages/cart';
import { readCheckoutData } from '@/lib/checkout-data';
import { clearSession, saveSession } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import { cartItem } from '@/test/factories';
import { renderPage } from '@/test/render';
import { ProductPurchase } from './product-purchase';

const panda: CartProduct = {
  product_id: 3,
  name: 'Boneka Panda',
  description: null,
  price: 150_000,
  stock: 5,
  image_url: null,
  category: { name: 'Panda' },
};

const signIn = () =>
  saveSession({
    accessToken: 'access',
    refreshToken: 'refresh',
    user: {
      id: 1,
      username: 'siti',
      email: 'siti@contoh.id',
      type: 'customer',
      firstName: 'Siti',
      lastName: null,
      phoneNumber: null,
      emailVerified: true,
      profileImageUrl: null,
    },
  });

function openProduct() {
  const api = mockApi({
    'POST /api/cart/items': {
      status: 201,
      body: { success: true, message: 'ok', data: cartItem({ product_id: 3, quantity: 2 }) },
    },
    'GET /api/cart': { body: { success: true, data: { items: [], totalItems: 0 } } },
    'GET /api/cart/count': { body: { success: true, data: { count: 0 } } },
    'GET /api/wishlist': { body: { success: true, data: [] } },
  });
  const page = renderPage(<ProductPurchase product={panda} />, { path: '/product/3' });
  return { ...page, api, cartAdds: () => api.callsTo('POST /api/cart/items') };
}

afterEach(() => clearSession());

describe('a guest’s "Tambah ke Keranjang" and "Beli Sekarang" (issue 26 item 5)', () => {
  it('sends the guest to sign in with this product as the page to come back to', async () => {
    const { user, router, cartAdds } = openProduct();
    await user.click(screen.getByRole('button', { name: /Tambahkan ke Keranjang/ }));
    expect(await screen.findByText('Now at /login')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fproduct%2F3');
    expect(cartAdds()).toHaveLength(0);
  });

  it('adds the item once, with the quantity chosen, when the guest comes back signed in', async () => {
    const guest = openProduct();
    await guest.user.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await guest.user.click(screen.getByRole('button', { name: /Tambahkan ke Keranjang/ }));
    await screen.findByText('Now at /login');
    guest.unmount();

    signIn();
    const back = openProduct();
    expect(await screen.findByText('Boneka Panda berhasil ditambahkan ke keranjang!')).toBeInTheDocument();
    expect(back.cartAdds().map((call) => call.body)).toEqual([{ product_id: 3, quantity: 2 }]);
    back.unmount();

    const again = openProduct();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(again.cartAdds()).toHaveLength(0);
  });

  it('goes on to the checkout with only this item after a guest’s "Beli Sekarang", adding nothing to the cart', async () => {
    const guest = openProduct();
    await guest.user.click(screen.getByRole('button', { name: 'Beli Sekarang' }));
    await screen.findByText('Now at /login');
    guest.unmount();

    signIn();
    const back = openProduct();
    expect(await screen.findByText('Now at /order')).toBeInTheDocument();
    expect(back.cartAdds()).toHaveLength(0);
    expect(readCheckoutData()?.selectedItems).toEqual([
      expect.objectContaining({ product_id: 3, quantity: 1, product: panda }),
    ]);
  });
});

describe('a signed-in shopper’s "Beli Sekarang"', () => {
  it('opens the checkout with that item once and does not add it to the cart', async () => {
    signIn();
    const { user, cartAdds } = openProduct();
    await user.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await user.click(screen.getByRole('button', { name: 'Beli Sekarang' }));
    expect(await screen.findByText('Now at /order')).toBeInTheDocument();
    expect(cartAdds()).toHaveLength(0);
    const lines = readCheckoutData()?.selectedItems ?? [];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ product_id: 3, quantity: 2 });
  });
});
