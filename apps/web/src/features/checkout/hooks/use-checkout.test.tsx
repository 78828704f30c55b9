import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CartItem, CreateOrderBody } from '@boneka/shared';
import { buyNowLine, saveCheckoutData, readCheckoutData } from '@/lib/checkout-data';
import '@/lib/i18n/messages/cart';
import '@/lib/i18n/messages/checkout';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { address, cartItem, shippingOption, variant } from '@/test/factories';
import { renderPage } from '@/test/render';
import { CheckoutView } from '../components/checkout-view';

const rupiah = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const amount = (label: string) => rupiah(screen.getByLabelText(label, { selector: 'output' }).textContent);

const home = address();
const jne = shippingOption({ code: 'jne', courier: 'JNE', service: 'REG', cost: 20_000, price: 20_000 });
const jnt = shippingOption({ code: 'jnt', courier: 'J&T', service: 'EZ', cost: 25_000, price: 25_000 });

type Setup = {
  lines: CartItem[];
  orderReplies?: ApiReply[];
  fresh?: CartItem[];
  language?: 'id' | 'en';
  shippingReply?: ApiReply | (() => ApiReply);
};

/** The checkout as the cart leaves it: the lines, BONEKA10 (10%), and a shop that quotes JNE and J&T. */
function openCheckout({ lines, orderReplies = [], fresh = lines, language = 'id', shippingReply }: Setup) {
  saveCheckoutData({ selectedItems: lines, appliedVoucher: { code: 'BONEKA10', type: 'percent', value: 10 } });
  const replies = [...orderReplies];
  const api = mockApi({
    'POST /api/shipping/calculate-shipping': shippingReply ?? {
      body: { success: true, data: [jnt, jne], meta: { source: 'table', message: '' } },
    },
    'POST /api/orders': () =>
      replies.shift() ?? {
        status: 201,
        body: {
          success: true,
          message: 'ok',
          data: { order_id: 1, order_number: 'ORD-1', secure_token: 'tok', total_amount: 0 },
        },
      },
  });
  const reloadCartItems = vi.fn(async () => fresh);
  const reloadVoucher = vi.fn(async (code: string) => ({ code, type: 'percent' as const, value: 10 }));
  const onOrderCreated = vi.fn();
  const page = renderPage(
    <CheckoutView
      renderAddressPicker={(slot) => (
        <button type="button" onClick={() => slot.onSelect(home)}>
          {slot.selected ? `Dikirim ke ${slot.selected.label}` : 'Kirim ke Rumah'}
        </button>
      )}
      renderVoucherBox={(slot) => <p>Voucher: {slot.applied?.code ?? '-'}</p>}
      reloadCartItems={reloadCartItems}
      reloadVoucher={reloadVoucher}
      onOrderCreated={onOrderCreated}
    />,
    { path: '/order', language },
  );
  const orders = () => api.callsTo('POST /api/orders');
  return { ...page, api, orders, reloadCartItems, reloadVoucher, onOrderCreated };
}

const panda = () => cartItem({ quantity: 2, product: { name: 'Boneka Panda', price: 100_000, stock: 5 } });

describe('the checkout', () => {
  it('adds the cheapest courier and takes off the voucher, then follows the shopper’s choice', async () => {
    const { user } = openCheckout({ lines: [panda()] });

    expect(amount('Subtotal')).toBe(200_000);
    expect(screen.getByLabelText('Ongkos Kirim', { selector: 'output' })).toHaveTextContent('—');
    await user.click(screen.getByRole('button', { name: 'Kirim ke Rumah' }));

    expect(await screen.findByRole('radio', { name: /JNE - REG/ })).toBeChecked();
    expect(amount('Ongkos Kirim')).toBe(20_000);
    expect(amount('Diskon Voucher')).toBe(20_000);
    expect(amount('Total')).toBe(200_000);

    await user.click(screen.getByRole('radio', { name: /J&T - EZ/ }));
    expect(amount('Ongkos Kirim')).toBe(25_000);
    expect(amount('Total')).toBe(205_000);
  });

  it('offers no option of its own when the quote fails, and asks again on "Hitung Lagi" (issue 40, item 17)', async () => {
    let calls = 0;
    const { user, orders } = openCheckout({
      lines: [panda()],
      shippingReply: () =>
        ++calls === 1
          ? { status: 503, body: { success: false, code: 'DATABASE_UNAVAILABLE', message: 'Try again.' } }
          : { body: { success: true, data: [jne], meta: { source: 'rajaongkir', message: '' } } },
    });
    await user.click(screen.getByRole('button', { name: 'Kirim ke Rumah' }));
    expect(await screen.findByText('Ongkos kirim belum bisa dihitung sekarang.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /JNE|J&T/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    expect(orders()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Hitung Lagi' }));
    expect(await screen.findByRole('radio', { name: /JNE - REG/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /J&T/ })).toBeNull();
  });

  it('asks for an address before sending anything', async () => {
    const { user, orders } = openCheckout({ lines: [panda()] });
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    expect(screen.getByText('Pilih alamat pengiriman')).toBeInTheDocument();
    expect(orders()).toHaveLength(0);
  });

  it.each([
    ['id', /Layanan kurir belum mengenali alamat ini/],
    ['en', /The courier service does not recognise this address/],
  ] as const)(
    'says plainly (%s) that the courier service does not know the address, offers no option, and sends no order',
    async (language, text) => {
      const { user, orders, api } = openCheckout({
        lines: [panda()],
        language,
        shippingReply: {
          status: 422,
          body: { success: false, code: 'SHIPPING_DESTINATION_UNKNOWN', message: 'Alamat ini belum dikenali.' },
        },
      });
      await user.click(screen.getByRole('button', { name: 'Kirim ke Rumah' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByRole('radio', { name: /JNE|J&T/ })).toBeNull();
      expect(api.callsTo('POST /api/shipping/calculate-shipping')[0]!.body).toMatchObject({
        districtId: home.district_id,
        addressId: home.address_id,
      });
      await user.click(screen.getByRole('button', { name: language === 'id' ? 'Buat Pesanan' : 'Place Order' }));
      expect(orders()).toHaveLength(0);
    },
  );

  it('offers no option any more once an order with a fixed option is refused because the address is unknown', async () => {
    const quotes: ApiReply[] = [
      { body: { success: true, data: [jne, jnt], meta: { source: 'fallback', message: '' } } },
      {
        status: 422,
        body: { success: false, code: 'SHIPPING_DESTINATION_UNKNOWN', message: 'Alamat ini belum dikenali.' },
      },
    ];
    const { user, orders } = openCheckout({
      lines: [panda()],
      shippingReply: () => quotes.shift() ?? quotes.at(-1)!,
      orderReplies: [
        {
          status: 422,
          body: { success: false, code: 'SHIPPING_DESTINATION_UNKNOWN', message: 'Alamat ini belum dikenali.' },
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Kirim ke Rumah' }));
    await screen.findByRole('radio', { name: /JNE - REG/ });
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));

    expect(await screen.findAllByText(/Layanan kurir belum mengenali alamat ini/)).not.toHaveLength(0);
    await vi.waitFor(() => expect(screen.queryByRole('radio', { name: /JNE|J&T/ })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    expect(orders()).toHaveLength(1);
  });

  it('places the order with what the page showed, under an Idempotency-Key, and opens the payment page', async () => {
    const line = panda();
    const { user, orders, onOrderCreated } = openCheckout({ lines: [line] });
    await user.click(screen.getByRole('button', { name: 'Kirim ke Rumah' }));
    await screen.findByRole('radio', { name: /JNE - REG/ });
    await user.type(screen.getByRole('textbox', { name: /Catatan untuk Penjual/ }), '  bungkus kado  ');
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));

    expect(await screen.findByText('Now at /payment/tok')).toBeInTheDocument();
    const [sent] = orders();
    expect(sent!.body).toEqual({
      address_id: home.address_id,
      payment_method: 'Transfer Bank',
      notes: 'bungkus kado',
      items: [{ product_id: line.product_id, variant_id: line.variant_id, quantity: 2, price: 100_000 }],
      shipping: { courier: 'jne', service: 'REG' },
      voucher_code: 'BONEKA10',
      shipping_cost: 20_000,
      voucher_discount: 20_000,
      from_cart: true,
    } satisfies CreateOrderBody);
    expect(sent!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(onOrderCreated).toHaveBeenCalledOnce();
    expect(readCheckoutData()).toBeNull();
  });

  it('tells the server a "Beli Sekarang" order did not come from the cart', async () => {
    const { product } = panda();
    const chosen = variant({ options: ['50 cm', 'Pink'], price: product.price, stock: product.stock });
    const { user, orders } = openCheckout({ lines: [buyNowLine(product, chosen, 1)] });
    await user.click(screen.getByRole('button', { name: 'Kirim ke Rumah' }));
    await screen.findByRole('radio', { name: /JNE - REG/ });
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    await screen.findByText('Now at /payment/tok');
    expect(orders()[0]!.body).toMatchObject({
      items: [{ product_id: product.product_id, variant_id: chosen.variant_id, quantity: 1 }],
      from_cart: false,
    });
  });

  it('sends a retry of the same order under the same key, so no second order is made', async () => {
    const { user, orders } = openCheckout({
      lines: [panda()],
      orderReplies: [{ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } }],
    });
    await user.click(screen.getByRole('button', { name: 'Kirim ke Rumah' }));
    await screen.findByRole('radio', { name: /JNE - REG/ });
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    expect(await screen.findByText('Gagal membuat pesanan. Silakan coba lagi.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));

    await screen.findByText('Now at /payment/tok');
    const [first, second] = orders().map((call) => call.headers.get('Idempotency-Key'));
    expect(second).toBe(first);
  });

  it('after PRICE_CHANGED says the new price in the page language, fetches the prices again, and sends them', async () => {
    const line = panda();
    const repriced = { ...line, product: { ...line.product, price: 120_000 } };
    const { user, orders, reloadCartItems, reloadVoucher } = openCheckout({
      lines: [line],
      fresh: [repriced],
      language: 'en',
      orderReplies: [
        {
          status: 409,
          body: {
            code: 'PRICE_CHANGED',
            message: 'Harga Boneka Panda sekarang Rp 120.000. Periksa kembali pesananmu.',
            product_id: line.product_id,
            price: 120_000,
          },
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Kirim ke Rumah' }));
    await screen.findByRole('radio', { name: /JNE - REG/ });
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(
      await screen.findByText('Boneka Panda now costs Rp 120.000. Please check your order again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Harga/)).not.toBeInTheDocument();
    expect(reloadCartItems).toHaveBeenCalledOnce();
    expect(reloadVoucher).toHaveBeenCalledWith('BONEKA10');
    expect(amount('Subtotal')).toBe(240_000);

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByText('Now at /payment/tok');
    const [refused, accepted] = orders();
    expect((accepted!.body as CreateOrderBody).items[0]!.price).toBe(120_000);
    expect(accepted!.headers.get('Idempotency-Key')).not.toBe(refused!.headers.get('Idempotency-Key'));
  });

  it('says how many are left after INSUFFICIENT_STOCK, and lowers the quantity to the stock', async () => {
    const line = panda();
    const { user } = openCheckout({
      lines: [line],
      fresh: [{ ...line, product: { ...line.product, stock: 1 } }],
      orderReplies: [
        {
          status: 409,
          body: { code: 'INSUFFICIENT_STOCK', message: 'x', product_id: line.product_id, available: 1 },
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Kirim ke Rumah' }));
    await screen.findByRole('radio', { name: /JNE - REG/ });
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));

    expect(await screen.findByText('Stok Boneka Panda tersisa 1. Kurangi jumlah pesanan.')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Jumlah' })).toHaveValue(1);
  });

  it('falls back to a sentence of its own when a conflict carries no facts', async () => {
    const { user } = openCheckout({
      lines: [panda()],
      language: 'en',
      orderReplies: [{ status: 409, body: { code: 'SHIPPING_CHANGED', message: 'Ongkos kirim berubah.' } }],
    });
    await user.click(screen.getByRole('button', { name: 'Kirim ke Rumah' }));
    await screen.findByRole('radio', { name: /JNE - REG/ });
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(
      await screen.findByText('Shipping costs have changed. Please check your shipping choice again.'),
    ).toBeInTheDocument();
  });
});
