import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LineVariant } from '@boneka/shared';
import '@/lib/i18n/messages/checkout';
import { cartItem } from '@/test/factories';
import { renderPage } from '@/test/render';
import { CheckoutItems } from './checkout-items';

/** The factory fills the rest of the variant (test/factories.ts spreads what is given over its defaults). */
const partialVariant = (fields: Partial<LineVariant>) => fields as LineVariant;

describe('the checkout’s lines (issue 27)', () => {
  it('name the variant of each line, and the remove button says which line it removes', () => {
    const pink = cartItem({ variant: partialVariant({ label: '50 cm / Pink' }), product: { name: 'Boneka Beruang' } });
    const panda = cartItem({ product: { name: 'Boneka Panda' } });
    renderPage(<CheckoutItems lines={[pink, panda]} disabled={false} onQuantityChange={vi.fn()} onRemove={vi.fn()} />);

    const line = screen.getByRole('article', { name: 'Boneka Beruang Varian: 50 cm / Pink' });
    expect(within(line).getByText('Varian: 50 cm / Pink')).toBeVisible();
    expect(
      within(line).getByRole('button', { name: 'Hapus Boneka Beruang (50 cm / Pink) dari pesanan' }),
    ).toBeInTheDocument();
    const plain = screen.getByRole('article', { name: 'Boneka Panda' });
    expect(within(plain).queryByText(/Varian/)).not.toBeInTheDocument();
  });
});
