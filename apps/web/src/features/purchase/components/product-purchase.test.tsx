import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Variant } from '@boneka/shared';
import '@/lib/i18n/messages/cart';
import { readCheckoutData } from '@/lib/checkout-data';
import { clearSession, saveSession } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import { cartItem, variant } from '@/test/factories';
import { renderPage } from '@/test/render';
import type { BuyNowProduct } from './checkout-lines';
import { ProductPurchase } from './product-purchase';

const without = <T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> => {
  const { [key]: _left, ...rest } = value;
  return rest;
};

/** Long enough for a reply and a render on a machine busy with other suites. */
const patiently = { timeout: 4000 };

const panda: BuyNowProduct = {
  product_id: 3,
  name: 'Boneka Panda',
  description: null,
  price: 150_000,
  stock: 5,
  image_url: null,
  category: { name: 'Panda' },
  categories: [{ category_id: 4 }],
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

/** Panda's one variant, as a product without options has. */
const pandaVariant = variant({ variant_id: 30, price: 150_000, stock: 5 });

function openProduct(chosen: Variant | null = pandaVariant, blocker: string | null = null) {
  const api = mockApi({
    'POST /api/cart/items': {
      status: 201,
      body: { success: true, message: 'ok', data: cartItem({ product_id: 3, quantity: 2 }) },
    },
    'GET /api/cart': { body: { success: true, data: { items: [], totalItems: 0 } } },
    'GET /api/cart/count': { body: { success: true, data: { count: 0 } } },
    'GET /api/wishlist': { body: { success: true, data: [] } },
  });
  const page = renderPage(<ProductPurchase product={panda} variant={chosen} blocker={blocker} />, {
    path: '/product/3',
  });
  return {
    ...page,
    api,
    cartAdds: () => api.callsTo('POST /api/cart/items'),
    // A cart call starts in the same turn as the effect that asks for it, so what the page started is known at once.
    startedCalls: () => page.queryClient.getMutationCache().getAll().length,
  };
}

afterEach(() => clearSession());

describe('a guest’s "Tambah ke Keranjang" and "Beli Sekarang" (issue 26 item 5)', { timeout: 20_000 }, () => {
  it('sends the guest to sign in with this product as the page to come back to', async () => {
    const { user, router, cartAdds } = openProduct();
    await user.click(screen.getByRole('button', { name: /Tambahkan ke Keranjang/ }));
    expect(await screen.findByText('Now at /login', {}, patiently)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fproduct%2F3');
    expect(cartAdds()).toHaveLength(0);
  });

  it('adds the item once, with the quantity chosen, when the guest comes back signed in', async () => {
    const guest = openProduct();
    await guest.user.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await guest.user.click(screen.getByRole('button', { name: /Tambahkan ke Keranjang/ }));
    await screen.findByText('Now at /login', {}, patiently);
    guest.unmount();

    signIn();
    const back = openProduct();
    expect(back.startedCalls()).toBe(1);
    expect(
      await screen.findByText('Boneka Panda berhasil ditambahkan ke keranjang!', {}, patiently),
    ).toBeInTheDocument();
    expect(back.cartAdds().map((call) => call.body)).toEqual([{ product_id: 3, variant_id: 30, quantity: 2 }]);
    back.unmount();

    const again = openProduct();
    expect(again.startedCalls()).toBe(0);
    expect(again.cartAdds()).toHaveLength(0);
  });

  it('goes on to the checkout with only this item after a guest’s "Beli Sekarang", adding nothing to the cart', async () => {
    const guest = openProduct();
    await guest.user.click(screen.getByRole('button', { name: 'Beli Sekarang' }));
    await screen.findByText('Now at /login', {}, patiently);
    guest.unmount();

    signIn();
    const back = openProduct();
    expect(await screen.findByText('Now at /order', {}, patiently)).toBeInTheDocument();
    expect(back.cartAdds()).toHaveLength(0);
    const [line] = readCheckoutData()?.selectedItems ?? [];
    expect(line).toEqual(
      expect.objectContaining({
        kind: 'buy-now',
        product_id: 3,
        variant_id: 30,
        quantity: 1,
        product: { ...without(panda, 'categories'), category_ids: [4] },
      }),
    );
    expect(line).not.toHaveProperty('cart_item_id');
  });
});

describe('a signed-in shopper’s "Beli Sekarang"', { timeout: 20_000 }, () => {
  it('opens the checkout with that item once and does not add it to the cart', async () => {
    signIn();
    const { user, cartAdds } = openProduct();
    await user.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await user.click(screen.getByRole('button', { name: 'Beli Sekarang' }));
    expect(await screen.findByText('Now at /order', {}, patiently)).toBeInTheDocument();
    expect(cartAdds()).toHaveLength(0);
    const lines = readCheckoutData()?.selectedItems ?? [];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ kind: 'buy-now', product_id: 3, variant_id: 30, quantity: 2 });
  });
});

describe('a product with options (issue 27)', { timeout: 20_000 }, () => {
  const pink50 = variant({ variant_id: 51, options: ['50 cm', 'Pink'], price: 245_000, stock: 3, sku: 'BR-50-PNK' });

  it('keeps both buttons off and says why until every option is chosen', async () => {
    signIn();
    const { cartAdds } = openProduct(null, 'Pilih Ukuran dan Warna dulu, ya.');
    for (const name of [/Tambahkan ke Keranjang/, 'Beli Sekarang']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Pilih Ukuran dan Warna dulu, ya.');
    }
    expect(screen.getByText('Pilih Ukuran dan Warna dulu, ya.')).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'Jumlah' })).toBeDisabled();
    expect(cartAdds()).toHaveLength(0);
  });

  it('adds the chosen variant, up to its own stock, and names it in the message', async () => {
    signIn();
    const { user, cartAdds } = openProduct(pink50);
    expect(screen.getByText('Maks. 3')).toBeInTheDocument();
    for (let i = 0; i < 2; i++) await user.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    expect(screen.getByRole('button', { name: 'Tambah jumlah' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Tambahkan ke Keranjang/ }));
    expect(
      await screen.findByText('Boneka Panda — 50 cm / Pink berhasil ditambahkan ke keranjang!', {}, patiently),
    ).toBeInTheDocument();
    expect(cartAdds().map((call) => call.body)).toEqual([{ product_id: 3, variant_id: 51, quantity: 3 }]);
  });

  it('buys the chosen variant now at its price, with its label, SKU and weight on the line', async () => {
    signIn();
    const { user } = openProduct(pink50);
    await user.click(screen.getByRole('button', { name: 'Beli Sekarang' }));
    expect(await screen.findByText('Now at /order', {}, patiently)).toBeInTheDocument();
    expect(readCheckoutData()?.selectedItems).toEqual([
      expect.objectContaining({
        kind: 'buy-now',
        product_id: 3,
        variant_id: 51,
        quantity: 1,
        product: expect.objectContaining({ price: 245_000, stock: 3 }),
        variant: {
          variant_id: 51,
          label: '50 cm / Pink',
          sku: 'BR-50-PNK',
          available: true,
          weight_grams: 1000,
          sale: null,
          wholesale: [],
          flash: null,
        },
      }),
    ]);
  });

  it('does not carry out a guest’s intent for another variant than the one the page came back on', async () => {
    const guest = openProduct(pink50);
    await guest.user.click(screen.getByRole('button', { name: /Tambahkan ke Keranjang/ }));
    await screen.findByText('Now at /login', {}, patiently);
    // The page to come back to opens on the variant chosen.
    expect(guest.router.state.location.search).toBe('?next=%2Fproduct%2F3%3Fvarian%3D51');
    guest.unmount();

    signIn();
    const other = openProduct(variant({ variant_id: 52, options: ['50 cm', 'Coklat'], stock: 4 }));
    expect(other.startedCalls()).toBe(0);
    expect(other.cartAdds()).toHaveLength(0);
  });
});
