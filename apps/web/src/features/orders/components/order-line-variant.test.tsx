import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@boneka/shared';
import '@/lib/i18n/messages/orders';
import { mockApi } from '@/test/api-mock';
import { order } from '@/test/factories';
import { renderPage } from '@/test/render';
import { OrderDetail } from './order-detail';
import { OrderList } from './order-list';

/** Two lines of one doll, told apart by the variant the shopper chose (issue 27); a doll without options names none. */
const twoVariants = (): Order =>
  order({
    items: [
      {
        order_item_id: 1,
        product: { product_id: 5, name: 'Boneka Beruang', image_url: null },
        variant: { variant_id: 51, label: '50 cm / Pink', sku: 'BR-50-PNK' },
        quantity: 1,
        price: 150_000,
        price_kind: 'normal',
        subtotal: 150_000,
      },
      {
        order_item_id: 2,
        product: { product_id: 6, name: 'Boneka Panda', image_url: null },
        variant: { variant_id: 61, label: '', sku: 'PANDA' },
        quantity: 1,
        price: 100_000,
        price_kind: 'normal',
        subtotal: 100_000,
      },
    ],
  });

describe('the shopper’s order lines', () => {
  it('name the variant on the order’s page, without the shop’s SKU', async () => {
    const o = twoVariants();
    mockApi({ [`GET /api/orders/secure/${o.secure_token}`]: { body: { success: true, data: o } } });
    renderPage(<OrderDetail token={o.secure_token} />);
    const bear = (await screen.findByRole('link', { name: 'Boneka Beruang' })).closest('li')!;
    expect(within(bear).getByText('Varian: 50 cm / Pink')).toBeInTheDocument();
    const panda = screen.getByRole('link', { name: 'Boneka Panda' }).closest('li')!;
    expect(panda).not.toHaveTextContent('Varian');
    expect(screen.queryByText(/BR-50-PNK|PANDA/)).not.toBeInTheDocument();
  });

  it('name the variant on the order list’s card', async () => {
    const o = twoVariants();
    mockApi({ 'GET /api/orders/my-orders': { body: { success: true, data: [o] } } });
    renderPage(<OrderList />, { language: 'en' });
    const card = await screen.findByRole('article', { name: o.order_number });
    expect(within(card).getByText('Variant: 50 cm / Pink')).toBeInTheDocument();
    expect(within(card).getAllByText(/^Variant:/)).toHaveLength(1);
  });
});
