import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LineVariant, WishlistItem } from '@boneka/shared';
import '@/lib/i18n/messages/cart';
import '@/lib/i18n/messages/catalog';
import { mockApi } from '@/test/api-mock';
import { cartItem } from '@/test/factories';
import { renderPage } from '@/test/render';
import { WishlistView } from './wishlist-view';
import { WishlistToggle } from './wishlist-toggle';

/** Long enough for a reply and a render on a machine busy with other suites. */
const patiently = { timeout: 4000 };

/** The factory fills the rest of the variant (test/factories.ts spreads what is given over its defaults). */
const partialVariant = (fields: Partial<LineVariant>) => fields as LineVariant;

/** A wishlist line of one variant, from the cart's factory (the two lines carry the same product and variant). */
function saved(overrides: Parameters<typeof cartItem>[0] = {}): WishlistItem {
  const { cart_item_id, quantity: _quantity, ...line } = cartItem(overrides);
  return { wishlist_item_id: cart_item_id, created_at: '2026-11-20T03:00:00.000Z', ...line };
}

/** The API mock, and every URL asked with its query (the mock's table matches paths only). */
function serveWishlist(items: WishlistItem[], routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/wishlist': () => ({ body: { success: true, data: items } }), ...routes });
  const urls: string[] = [];
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return answer(input, init);
  });
  return { ...api, urls };
}

const pinkBear = () =>
  saved({
    product_id: 9,
    variant_id: 91,
    variant: partialVariant({ label: '50 cm / Pink' }),
    product: { name: 'Boneka Beruang', price: 180_000, stock: 4 },
  });

describe('the wishlist’s lines name their variant (issue 27)', { timeout: 20_000 }, () => {
  it('shows which variant was saved', async () => {
    serveWishlist([pinkBear()]);
    renderPage(<WishlistView />, { path: '/wishlist' });
    const card = await screen.findByRole('article', { name: 'Boneka Beruang Varian: 50 cm / Pink' }, patiently);
    expect(within(card).getByText('Varian: 50 cm / Pink')).toBeVisible();
  });

  it('moves and removes that variant’s line, not the doll’s others', async () => {
    const { urls } = serveWishlist([pinkBear()], {
      'POST /api/wishlist/9/move-to-cart': { body: { success: true, message: 'ok' } },
      'DELETE /api/wishlist/9': { body: { success: true, message: 'ok' } },
    });
    const { user } = renderPage(<WishlistView />, { path: '/wishlist' });
    const card = await screen.findByRole('article', { name: 'Boneka Beruang Varian: 50 cm / Pink' }, patiently);
    await user.click(within(card).getByRole('button', { name: 'Pindahkan ke Keranjang' }));
    expect(
      await screen.findByText('Boneka Beruang — 50 cm / Pink dipindahkan ke keranjang!', {}, patiently),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Hapus dari Wishlist' }));
    await screen.findByText(/Boneka Beruang — 50 cm \/ Pink dihapus dari wishlist/, {}, patiently);
    expect(urls.filter((url) => !url.startsWith('GET'))).toEqual([
      'POST /api/wishlist/9/move-to-cart?variant_id=91',
      'DELETE /api/wishlist/9?variant_id=91',
    ]);
  });

  it('cannot move a switched-off variant to the cart, and says why', async () => {
    serveWishlist([
      saved({
        variant: partialVariant({ label: '1 m / Pink', available: false }),
        product: { name: 'Boneka Beruang' },
      }),
    ]);
    renderPage(<WishlistView />, { path: '/wishlist' });
    const card = await screen.findByRole('article', { name: 'Boneka Beruang Varian: 1 m / Pink' }, patiently);
    expect(within(card).getByText(/Sedang tidak dijual/)).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Pindahkan ke Keranjang' })).toBeDisabled();
  });
});

describe('the product page’s heart, for the chosen variant', { timeout: 20_000 }, () => {
  it('is pressed only when that variant is saved, and saves that one', async () => {
    const api = serveWishlist([pinkBear()], {
      'POST /api/wishlist': { status: 201, body: { success: true, data: [] } },
    });
    const { user } = renderPage(
      <WishlistToggle product={{ product_id: 9, name: 'Boneka Beruang' }} variantId={92} onResult={() => {}} />,
    );
    const heart = screen.getByRole('button', { name: 'Simpan ke Wishlist' });
    await vi.waitFor(() => expect(heart).toBeEnabled(), patiently);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await vi.waitFor(
      () =>
        expect(api.callsTo('POST /api/wishlist').map((call) => call.body)).toEqual([{ product_id: 9, variant_id: 92 }]),
      patiently,
    );
  });

  it('is pressed for the variant that is saved', async () => {
    serveWishlist([pinkBear()]);
    renderPage(
      <WishlistToggle product={{ product_id: 9, name: 'Boneka Beruang' }} variantId={91} onResult={() => {}} />,
    );
    const heart = screen.getByRole('button', { name: 'Simpan ke Wishlist' });
    await vi.waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'), patiently);
  });
});
