import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n/messages/orders';
import { order } from '@/test/factories';
import { renderPage } from '@/test/render';
import { OrderAmounts } from './order-amounts';
import { OrderItemsSection } from './order-items-section';

/** Two grosir pandas and a flash sale bear, with Gratis Ongkir taking Rp 15.000 off the Rp 20.000 shipping. */
const promoted = () =>
  order({
    subtotal: 389_000,
    shipping_cost: 20_000,
    voucher_code: 'ONGKIRFREE',
    voucher_discount: 0,
    shipping_discount: 15_000,
    total_amount: 394_000,
    transfer_amount: null,
    unique_code: null,
    items: [
      {
        order_item_id: 1,
        product: { product_id: 5, name: 'Boneka Panda', image_url: null },
        variant: { variant_id: 51, label: '', sku: null },
        quantity: 2,
        price: 145_000,
        price_kind: 'wholesale',
        subtotal: 290_000,
      },
      {
        order_item_id: 2,
        product: { product_id: 6, name: 'Boneka Beruang', image_url: null },
        variant: { variant_id: 61, label: '', sku: null },
        quantity: 1,
        price: 99_000,
        price_kind: 'flash',
        subtotal: 99_000,
      },
      {
        order_item_id: 3,
        product: { product_id: 7, name: 'Boneka Kelinci', image_url: null },
        variant: { variant_id: 71, label: '', sku: null },
        quantity: 1,
        price: 50_000,
        price_kind: 'normal',
        subtotal: 50_000,
      },
    ],
  });

describe('an order’s promotions, for the shopper and the owner (issue 44)', () => {
  it('shows the Gratis Ongkir line in the amounts', () => {
    renderPage(<OrderAmounts order={promoted()} />);
    expect(screen.getByLabelText('Gratis Ongkir')).toHaveTextContent('−Rp 15.000');
    expect(screen.getByText('(ONGKIRFREE)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Diskon Voucher')).toBeNull();
    expect(screen.getByLabelText('Total')).toHaveTextContent('Rp 394.000');
  });

  it('leaves the line out without Gratis Ongkir', () => {
    renderPage(<OrderAmounts order={{ ...promoted(), shipping_discount: 0 }} />);
    expect(screen.queryByLabelText('Gratis Ongkir')).toBeNull();
  });

  it('badges each line whose price a promotion gave', () => {
    renderPage(<OrderItemsSection order={promoted()} />);
    const lines = screen.getAllByRole('listitem');
    expect(within(lines[0]!).getByText('Harga grosir')).toBeInTheDocument();
    expect(within(lines[1]!).getByText('Flash sale')).toBeInTheDocument();
    expect(within(lines[2]!).queryByText(/Harga grosir|Flash sale/)).toBeNull();
  });
});
