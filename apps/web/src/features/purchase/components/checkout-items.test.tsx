import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LineVariant } from '@boneka/shared';
import '@/lib/i18n/messages/checkout';
import { cartItem, variant } from '@/test/factories';
import { renderPage } from '@/test/render';
import { CheckoutItems } from './checkout-items';
import { buyNowLine, cartLine } from './checkout-lines';

/** The factory fills the rest of the variant (test/factories.ts spreads what is given over its defaults). */
const partialVariant = (fields: Partial<LineVariant>) => fields as LineVariant;

describe('the checkout’s lines (issue 27)', () => {
  it('name the variant of each line, and the remove button says which line it removes', () => {
    const pink = cartLine(
      cartItem({ variant: partialVariant({ label: '50 cm / Pink' }), product: { name: 'Boneka Beruang' } }),
    );
    const panda = cartLine(cartItem({ product: { name: 'Boneka Panda' } }));
    renderPage(<CheckoutItems lines={[pink, panda]} disabled={false} onQuantityChange={vi.fn()} onRemove={vi.fn()} />);

    const line = screen.getByRole('article', { name: 'Boneka Beruang Varian: 50 cm / Pink' });
    expect(within(line).getByText('Varian: 50 cm / Pink')).toBeVisible();
    expect(
      within(line).getByRole('button', { name: 'Hapus Boneka Beruang — 50 cm / Pink dari pesanan' }),
    ).toBeInTheDocument();
    const plain = screen.getByRole('article', { name: 'Boneka Panda' });
    expect(within(plain).queryByText(/Varian/)).not.toBeInTheDocument();
  });

  it('change and remove the line they were given, a "Beli Sekarang" line as well as a cart line', async () => {
    const { product } = cartItem({ product: { name: 'Boneka Panda', stock: 5 } });
    const bought = buyNowLine({ ...product, categories: [] }, variant({ price: product.price, stock: 5 }), 1);
    const carted = cartLine(cartItem({ product: { name: 'Boneka Kelinci', stock: 5 } }));
    const onQuantityChange = vi.fn();
    const onRemove = vi.fn();
    const { user } = renderPage(
      <CheckoutItems
        lines={[bought, carted]}
        disabled={false}
        onQuantityChange={onQuantityChange}
        onRemove={onRemove}
      />,
    );
    const line = screen.getByRole('article', { name: 'Boneka Panda' });
    await user.click(within(line).getByRole('button', { name: 'Tambah jumlah' }));
    await user.click(within(line).getByRole('button', { name: 'Hapus Boneka Panda dari pesanan' }));
    expect(onQuantityChange).toHaveBeenCalledWith(bought, 2);
    expect(onRemove).toHaveBeenCalledWith(bought);
  });
});
