import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem, CreateOrderBody, ProductDetail } from '@boneka/shared';
import {
  readCheckoutData,
  readPendingOrder,
  saveCheckoutData,
  savePendingOrder,
  type CheckoutLine,
  type PendingOrderDraft,
} from '@/lib/checkout-data';
import '@/lib/i18n/messages/cart';
import '@/lib/i18n/messages/checkout';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { address, cartItem, productDetail, shippingOption, variant } from '@/test/factories';
import { renderPage } from '@/test/render';
import { buyNowLine, cartLine } from '../components/checkout-lines';
import { CheckoutView } from '../components/checkout-view';

/** Long enough for a reply and a render on a machine busy with other suites. */
const patiently = { timeout: 4000 };

const rupiah = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const amount = (label: string) => rupiah(screen.getByLabelText(label, { selector: 'output' }).textContent);

const home = address();
const jne = shippingOption({ code: 'jne', courier: 'JNE', service: 'REG', cost: 20_000, price: 20_000 });
const jnt = shippingOption({ code: 'jnt', courier: 'J&T', service: 'EZ', cost: 25_000, price: 25_000 });

/** The orders' cache key as the page hands it in. */
const ORDERS_KEY = ['orders', 'mine'];

/** The product page's read, as the products feature makes it. */
const productRead = (id: number) => ({
  queryKey: ['products', 'detail', id],
  path: `/api/products/${id}`,
  fromReply: (reply: { data: ProductDetail }) => reply.data,
});

const BONEKA10 = { code: 'BONEKA10', type: 'percent' as const, value: 10 };

type Setup = {
  lines: CheckoutLine[];
  orderReplies?: ApiReply[];
  /** The cart as the server has it now (read again after a 409); by default the lines' cart lines. */
  fresh?: CartItem[];
  /** The product pages as the server has them now (a "Beli Sekarang" line's, read again after a 409). */
  products?: ProductDetail[];
  draft?: PendingOrderDraft;
  language?: 'id' | 'en';
  shippingReply?: ApiReply | (() => ApiReply);
};

const cartLinesOf = (lines: CheckoutLine[]): CartItem[] =>
  lines.flatMap((line) => (line.kind === 'cart' ? [line] : []));

/** The checkout as the cart leaves it: the lines, BONEKA10 (10%), and a shop that quotes JNE and J&T. */
function openCheckout({
  lines,
  orderReplies = [],
  fresh = cartLinesOf(lines),
  products = [],
  draft,
  language = 'id',
  shippingReply,
}: Setup) {
  saveCheckoutData({ selectedItems: lines, appliedVoucher: BONEKA10 });
  if (draft) savePendingOrder(draft);
  const replies = [...orderReplies];
  const productPages = Object.fromEntries(
    products.map((product) => [`GET /api/products/${product.product_id}`, { body: { success: true, data: product } }]),
  );
  const api = mockApi({
    'GET /api/cart': () => ({ body: { success: true, data: { items: fresh, totalItems: fresh.length } } }),
    'GET /api/vouchers/BONEKA10': { body: { success: true, data: { ...BONEKA10, description: '' } } },
    ...productPages,
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
  const page = renderPage(
    <CheckoutView
      renderAddressPicker={(slot) => (
        <>
          <button type="button" onClick={() => slot.onSelect(home)}>
            {slot.selected ? `Dikirim ke ${slot.selected.label}` : 'Kirim ke Rumah'}
          </button>
          <button type="button" onClick={() => slot.onEdit(home)}>
            Ubah Alamat
          </button>
        </>
      )}
      productRead={productRead}
      ordersQueryKey={ORDERS_KEY}
    />,
    { path: '/order', language },
  );
  const invalidated = vi.spyOn(page.queryClient, 'invalidateQueries');
  const orders = () => api.callsTo('POST /api/orders');
  return {
    ...page,
    api,
    orders,
    invalidatedKeys: () => invalidated.mock.calls.map(([filters]) => filters?.queryKey),
  };
}

/** Picks the address and waits for the couriers' quote. */
async function chooseAddress(user: ReturnType<typeof openCheckout>['user']) {
  await user.click(screen.getByRole('button', { name: 'Kirim ke Rumah' }));
  return screen.findByRole('radio', { name: /JNE - REG/ }, patiently);
}

const panda = () => cartLine(cartItem({ quantity: 2, product: { name: 'Boneka Panda', price: 100_000, stock: 5 } }));

/** "Beli Sekarang" of a 50 cm / Pink doll at Rp 100.000, 5 in stock, and its product page as the server has it. */
function buyNowPanda(quantity = 1) {
  const chosen = variant({ options: ['50 cm', 'Pink'], price: 100_000, stock: 5 });
  const page = productDetail({ name: 'Boneka Panda', price: 100_000, stock: 5, variants: [chosen] });
  return { line: buyNowLine(page, chosen, quantity), page, chosen };
}

afterEach(() => vi.useRealTimers());

describe('the checkout', { timeout: 20_000 }, () => {
  it('adds the cheapest courier and takes off the voucher, then follows the shopper’s choice', async () => {
    const { user } = openCheckout({ lines: [panda()] });

    expect(amount('Subtotal')).toBe(200_000);
    expect(screen.getByLabelText('Ongkos Kirim', { selector: 'output' })).toHaveTextContent('—');
    expect(await chooseAddress(user)).toBeChecked();
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
    expect(await screen.findByText('Ongkos kirim belum bisa dihitung sekarang.', {}, patiently)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /JNE|J&T/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    expect(orders()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Hitung Lagi' }));
    expect(await screen.findByRole('radio', { name: /JNE - REG/ }, patiently)).toBeChecked();
    expect(screen.queryByRole('radio', { name: /J&T/ })).toBeNull();
  });

  it('asks for an address before sending anything', async () => {
    const { user, orders } = openCheckout({ lines: [panda()] });
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    expect(await screen.findByText('Pilih alamat pengiriman')).toBeInTheDocument();
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
      expect(await screen.findByText(text, {}, patiently)).toBeInTheDocument();
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
    await chooseAddress(user);
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));

    expect(await screen.findAllByText(/Layanan kurir belum mengenali alamat ini/, {}, patiently)).not.toHaveLength(0);
    await vi.waitFor(() => expect(screen.queryByRole('radio', { name: /JNE|J&T/ })).toBeNull(), patiently);
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    expect(orders()).toHaveLength(1);
  });

  it('places the order with what the page showed, under an Idempotency-Key, and opens the payment page', async () => {
    const line = panda();
    const { user, orders, invalidatedKeys } = openCheckout({ lines: [line] });
    await chooseAddress(user);
    await user.type(screen.getByRole('textbox', { name: /Catatan untuk Penjual/ }), '  bungkus kado  ');
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));

    expect(await screen.findByText('Now at /payment/tok', {}, patiently)).toBeInTheDocument();
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
      shipping_discount: 0,
      from_cart: true,
    } satisfies CreateOrderBody);
    expect(sent!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // The server took the lines out of the cart, and the shopper's orders have a new one.
    expect(invalidatedKeys()).toEqual(expect.arrayContaining([['cart'], ORDERS_KEY]));
    expect(readCheckoutData()).toBeNull();
  });

  it('tells the server a "Beli Sekarang" order did not come from the cart', async () => {
    const { line, chosen } = buyNowPanda();
    const { user, orders } = openCheckout({ lines: [line] });
    await chooseAddress(user);
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    await screen.findByText('Now at /payment/tok', {}, patiently);
    expect(orders()[0]!.body).toEqual({
      address_id: home.address_id,
      payment_method: 'Transfer Bank',
      notes: null,
      items: [{ product_id: line.product_id, variant_id: chosen.variant_id, quantity: 1, price: 100_000 }],
      shipping: { courier: 'jne', service: 'REG' },
      voucher_code: 'BONEKA10',
      shipping_cost: 20_000,
      voucher_discount: 10_000,
      shipping_discount: 0,
      from_cart: false,
    } satisfies CreateOrderBody);
  });

  it('sends a retry of the same order under the same key, so no second order is made', async () => {
    const { user, orders } = openCheckout({
      lines: [panda()],
      orderReplies: [{ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } }],
    });
    await chooseAddress(user);
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    expect(await screen.findByText('Gagal membuat pesanan. Silakan coba lagi.', {}, patiently)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));

    await screen.findByText('Now at /payment/tok', {}, patiently);
    const [first, second] = orders().map((call) => call.headers.get('Idempotency-Key'));
    expect(second).toBe(first);
  });

  it('after PRICE_CHANGED says the new price in the page language, fetches the prices again, and sends them', async () => {
    const line = panda();
    const repriced = { ...line, product: { ...line.product, price: 120_000 } };
    const { user, orders, api } = openCheckout({
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
    await chooseAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(
      await screen.findByText('Boneka Panda now costs Rp 120.000. Please check your order again.', {}, patiently),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Harga/)).not.toBeInTheDocument();
    await vi.waitFor(() => expect(amount('Subtotal')).toBe(240_000), patiently);
    expect(api.callsTo('GET /api/cart')).toHaveLength(1);
    await vi.waitFor(() => expect(api.callsTo('GET /api/vouchers/BONEKA10')).toHaveLength(1), patiently);

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByText('Now at /payment/tok', {}, patiently);
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
    await chooseAddress(user);
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));

    expect(
      await screen.findByText('Stok Boneka Panda tersisa 1. Kurangi jumlah pesanan.', {}, patiently),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Jumlah' })).toHaveValue(1), patiently);
  });

  it('falls back to a sentence of its own when a conflict carries no facts', async () => {
    const { user } = openCheckout({
      lines: [panda()],
      language: 'en',
      orderReplies: [{ status: 409, body: { code: 'SHIPPING_CHANGED', message: 'Ongkos kirim berubah.' } }],
    });
    await chooseAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(
      await screen.findByText('Shipping costs have changed. Please check your shipping choice again.', {}, patiently),
    ).toBeInTheDocument();
  });

  it('after PRICE_CHANGED reads a "Beli Sekarang" line’s product page again, and sends its new price', async () => {
    const { line, page, chosen } = buyNowPanda();
    const repriced = { ...page, variants: [{ ...chosen, price: 120_000 }] };
    const { user, orders, api } = openCheckout({
      lines: [line],
      products: [repriced],
      orderReplies: [
        {
          status: 409,
          body: { code: 'PRICE_CHANGED', message: 'x', product_id: line.product_id, price: 120_000 },
        },
      ],
    });
    await chooseAddress(user);
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));

    await vi.waitFor(() => expect(amount('Subtotal')).toBe(120_000), patiently);
    expect(api.callsTo(`GET /api/products/${line.product_id}`)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    await screen.findByText('Now at /payment/tok', {}, patiently);
    expect(orders()[1]!.body).toMatchObject({
      items: [{ variant_id: chosen.variant_id, price: 120_000 }],
      from_cart: false,
    });
  });

  it('keeps a "Beli Sekarang" line’s quantity while the shopper edits an address, and finds it again', async () => {
    const { line, chosen } = buyNowPanda();
    const before = openCheckout({ lines: [line] });
    await before.user.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    await before.user.click(screen.getByRole('button', { name: 'Ubah Alamat' }));
    await screen.findByText('Now at /profile', {}, patiently);
    const draft = readPendingOrder();
    expect(draft?.lines).toEqual([{ kind: 'buy-now', variant_id: chosen.variant_id, quantity: 2 }]);
    before.unmount();

    openCheckout({ lines: [line], draft: draft! });
    expect(screen.getByRole('spinbutton', { name: 'Jumlah' })).toHaveValue(2);
    expect(amount('Subtotal')).toBe(200_000);
  });

  it('takes the voucher off in its own box, and orders without it', async () => {
    const { user, orders } = openCheckout({ lines: [panda()] });
    await chooseAddress(user);
    expect(amount('Diskon Voucher')).toBe(20_000);
    await user.click(screen.getByRole('button', { name: 'Hapus voucher' }));
    expect(amount('Diskon Voucher')).toBe(0);
    expect(screen.getByRole('textbox', { name: 'Kode Voucher' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    await screen.findByText('Now at /payment/tok', {}, patiently);
    expect(orders()[0]!.body).toMatchObject({ voucher_code: null, voucher_discount: 0, shipping_cost: 20_000 });
  });

  it('goes back to the cart a moment after its last line is removed', async () => {
    const { line } = buyNowPanda();
    const { user } = openCheckout({ lines: [line] });
    await user.click(screen.getByRole('button', { name: 'Hapus Boneka Panda — 50 cm / Pink dari pesanan' }));
    const dialog = await screen.findByRole('alertdialog');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(screen.getByText('Tidak ada produk di pesanan ini')).toBeInTheDocument();
    expect(readCheckoutData()).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1499);
    });
    expect(screen.queryByText('Now at /cart')).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Now at /cart')).toBeInTheDocument();
  });
});
