import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveCheckoutData } from '@/lib/checkout-data';
import '@/lib/i18n/messages/cart';
import '@/lib/i18n/messages/checkout';
import { mockApi } from '@/test/api-mock';
import { address, cartItem, shippingOption } from '@/test/factories';
import { renderPage } from '@/test/render';
import { cartLine } from '../components/checkout-lines';
import { CheckoutView } from '../components/checkout-view';

const home = address();

/** The product page's read: no order is refused here, so no line's product is read again. */
const noProductRead = (): never => {
  throw new Error('no product is read here');
};

/** The checkout with two lines of different variants, and a shop that quotes by what the lines weigh. */
function openCheckout() {
  const bear = cartItem({ variant_id: 41, quantity: 1, product: { name: 'Boneka Beruang', stock: 5 } });
  const bunny = cartItem({ variant_id: 42, quantity: 2, product: { name: 'Boneka Kelinci', stock: 5 } });
  saveCheckoutData({ selectedItems: [bear, bunny].map(cartLine), appliedVoucher: null });
  const api = mockApi({
    'POST /api/shipping/calculate-shipping': (call) => {
      const items = (call.body as { items: { quantity: number }[] }).items;
      const units = items.reduce((sum, line) => sum + line.quantity, 0);
      // Heavier parcels cost more: Rp 10.000 a unit.
      const cost = 10_000 * units;
      return {
        body: { success: true, data: [shippingOption({ cost, price: cost })], meta: { source: 'table', message: '' } },
      };
    },
  });
  const page = renderPage(
    <CheckoutView
      renderAddressPicker={(slot) => (
        <button type="button" onClick={() => slot.onSelect(home)}>
          Kirim ke Rumah
        </button>
      )}
      productRead={noProductRead}
      ordersQueryKey={['orders']}
    />,
    { path: '/order' },
  );
  return { ...page, quotes: () => api.callsTo('POST /api/shipping/calculate-shipping').map((call) => call.body) };
}

const shippingCost = () =>
  Number((screen.getByLabelText('Ongkos Kirim', { selector: 'output' }).textContent ?? '').replace(/[^\d]/g, ''));

describe('the checkout’s shipping quote (decision 037)', { timeout: 20_000 }, () => {
  it('asks for the lines’ variants and quantities, never a weight, and again when a quantity changes', async () => {
    const { user, quotes } = openCheckout();
    await user.click(screen.getByRole('button', { name: 'Kirim ke Rumah' }));
    await screen.findByRole('radio', { name: /JNE - REG/ }, { timeout: 4000 });
    expect(shippingCost()).toBe(30_000);
    expect(quotes()).toEqual([
      {
        districtId: home.district_id,
        addressId: home.address_id,
        items: [
          { variant_id: 41, quantity: 1 },
          { variant_id: 42, quantity: 2 },
        ],
      },
    ]);

    await user.click(screen.getAllByRole('button', { name: 'Tambah jumlah' })[0]!);
    await vi.waitFor(() => expect(shippingCost()).toBe(40_000), { timeout: 4000 });
    expect(quotes().at(-1)).toMatchObject({
      items: [
        { variant_id: 41, quantity: 2 },
        { variant_id: 42, quantity: 2 },
      ],
    });
  });
});
