import { renderHook, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CartItem, CreateOrderBody } from '@boneka/shared';
import type { FlashOffer } from '@boneka/shared/promotions';
import { ApiError } from '@/lib/api-client';
import { saveCheckoutData } from '@/lib/checkout-data';
import { I18nProvider, useT, type Language } from '@/lib/i18n/i18n';
import '@/lib/i18n/messages/cart';
import '@/lib/i18n/messages/catalog';
import '@/lib/i18n/messages/checkout';
import { mockApi } from '@/test/api-mock';
import { address, cartItem, shippingOption, variant } from '@/test/factories';
import { renderPage } from '@/test/render';
import { CartView } from './cart-view';
import { amountLines, cartLine } from './checkout-lines';
import { CheckoutView } from './checkout-view';
import { orderConflictMessage } from './order-conflict-message';
import { ProductPurchase } from './product-purchase';
import { voucherRefusalText } from './voucher-refusal-text';

/** Long enough for a reply and a render on a machine busy with other suites. */
const patiently = { timeout: 4000 };
const HOUR = 3_600_000;
const rupiah = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** A flash sale of a Rp 150.000 doll at Rp 99.000, `remaining` left, running now unless told otherwise. */
function flash(overrides: Partial<FlashOffer> = {}): FlashOffer {
  return {
    flash_sale_item_id: 9,
    price: 99_000,
    normal_price: 150_000,
    quota: 3,
    remaining: 3,
    starts_at: new Date(Date.now() - HOUR).toISOString(),
    ends_at: new Date(Date.now() + HOUR).toISOString(),
    ...overrides,
  };
}

const GROSIR = [
  { min_quantity: 2, price: 145_000 },
  { min_quantity: 5, price: 140_000 },
];

/** 2 grosir pandas (Rp 150.000, from 2 pcs Rp 145.000) and 1 flash sale bear. */
const grosirPanda = () =>
  cartItem({
    product_id: 5,
    quantity: 2,
    product: { name: 'Boneka Panda', price: 150_000, stock: 9, category_ids: [3] },
    variant: { wholesale: GROSIR },
  });
const flashBear = (offer: FlashOffer | null = flash()) =>
  cartItem({
    product_id: 6,
    quantity: 1,
    product: { name: 'Boneka Beruang', price: 150_000, stock: 9, category_ids: [4] },
    variant: { flash: offer },
  });

describe('amountLines (issue 44)', () => {
  it('passes the grosir tiers, the flash sale only while it runs, and what a limited voucher needs', () => {
    const later = flash({ starts_at: new Date(Date.now() + HOUR).toISOString() });
    const [panda, bear, waiting] = amountLines([grosirPanda(), flashBear(), flashBear(later)]);
    expect(panda).toMatchObject({ price: 150_000, normal_price: 150_000, quantity: 2, wholesale: GROSIR });
    expect(panda).toMatchObject({ product_id: 5, category_ids: [3], flash: null });
    expect(bear!.flash).toMatchObject({ price: 99_000 });
    expect(waiting!.flash).toBeNull();
  });
});

describe('the cart with promotions (issue 44)', { timeout: 20_000 }, () => {
  function serveCart(items: CartItem[], voucher?: object) {
    return mockApi({
      'GET /api/cart': () => ({ body: { success: true, data: { items, totalItems: items.length } } }),
      ...(voucher ? { 'GET /api/vouchers/ONGKIRFREE': { body: { success: true, data: voucher } } } : {}),
    });
  }

  it('prices each line with its one unit price and says which promotion gave it', async () => {
    serveCart([grosirPanda(), flashBear()]);
    renderPage(<CartView />, { path: '/cart' });
    const panda = await screen.findByRole('article', { name: 'Boneka Panda' }, patiently);
    expect(within(panda).getByText('Rp 145.000 / pcs')).toBeInTheDocument();
    expect(within(panda).getByText('Harga grosir')).toBeInTheDocument();
    expect(rupiah(within(panda).getByText(/^Total:/).parentElement!.textContent)).toBe(290_000);
    const bear = screen.getByRole('article', { name: 'Boneka Beruang' });
    expect(within(bear).getByText('Rp 99.000 / pcs')).toBeInTheDocument();
    expect(within(bear).getByText('Flash sale')).toBeInTheDocument();
    expect(rupiah(screen.getByLabelText('Subtotal').textContent)).toBe(389_000);
  });

  it('says how much Gratis Ongkir may take off until a courier is chosen', async () => {
    serveCart([grosirPanda()], {
      code: 'ONGKIRFREE',
      type: 'shipping',
      value: 20_000,
      description: '',
      max_discount: null,
      min_spend: 0,
      starts_at: null,
      ends_at: null,
      scope: null,
    });
    const { user } = renderPage(<CartView />, { path: '/cart' });
    await screen.findByRole('article', { name: 'Boneka Panda' }, patiently);
    await user.type(screen.getByRole('textbox', { name: 'Kode Voucher' }), 'ongkirfree');
    await user.click(screen.getByRole('button', { name: 'Pakai' }));
    expect(await screen.findByLabelText('Gratis Ongkir', {}, patiently)).toHaveTextContent(
      'Gratis ongkir s/d Rp 20.000',
    );
    expect(rupiah(screen.getByLabelText('Total').textContent)).toBe(290_000);
  });
});

describe('the checkout with promotions (issue 44)', { timeout: 20_000 }, () => {
  it('sends each line’s unit price and the Gratis Ongkir it shows', async () => {
    const lines = [cartLine(grosirPanda()), cartLine(flashBear())];
    const voucher = { code: 'ONGKIRFREE', type: 'shipping' as const, value: 15_000 };
    saveCheckoutData({ selectedItems: lines, appliedVoucher: voucher });
    const api = mockApi({
      'GET /api/cart': () => ({ body: { success: true, data: { items: lines, totalItems: 2 } } }),
      'POST /api/shipping/calculate-shipping': {
        body: {
          success: true,
          data: [shippingOption({ code: 'jne', courier: 'JNE', service: 'REG', cost: 20_000, price: 20_000 })],
          meta: { source: 'table', message: '' },
        },
      },
      'POST /api/orders': {
        status: 201,
        body: { success: true, message: 'ok', data: { order_id: 1, order_number: 'O-1', secure_token: 'tok' } },
      },
    });
    const home = address();
    const { user } = renderPage(
      <CheckoutView
        renderAddressPicker={(slot) => (
          <button type="button" onClick={() => slot.onSelect(home)}>
            Kirim ke Rumah
          </button>
        )}
        productRead={(id) => ({
          queryKey: ['products', 'detail', id],
          path: `/api/products/${id}`,
          fromReply: () => null as never,
        })}
        ordersQueryKey={['orders']}
      />,
      { path: '/order' },
    );
    expect(await screen.findByLabelText('Gratis Ongkir', {}, patiently)).toHaveTextContent(
      'Gratis ongkir s/d Rp 15.000',
    );
    await user.click(screen.getByRole('button', { name: 'Kirim ke Rumah' }));
    await screen.findByRole('radio', { name: /JNE - REG/ }, patiently);
    await vi.waitFor(() => expect(screen.getByLabelText('Gratis Ongkir')).toHaveTextContent('−Rp 15.000'), patiently);
    expect(rupiah(screen.getByLabelText('Total', { selector: 'output' }).textContent)).toBe(389_000 + 20_000 - 15_000);

    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    await screen.findByText('Now at /payment/tok', {}, patiently);
    const body = api.callsTo('POST /api/orders')[0]!.body as CreateOrderBody;
    expect(body.items.map((item) => item.price)).toEqual([145_000, 99_000]);
    expect(body.shipping_discount).toBe(15_000);
    expect(body.voucher_discount).toBe(0);
  });
});

describe('refusals of promotions, in both languages (issue 44)', () => {
  function translate(language: Language) {
    window.localStorage.setItem('language', language);
    return renderHook(() => useT(), { wrapper: I18nProvider }).result.current;
  }
  const bear = flashBear();

  it.each([
    ['id', 0, 'Kuota flash sale Boneka Beruang habis. Harga sekarang Rp 150.000.'],
    ['en', 0, 'The flash sale quota for Boneka Beruang has run out. The price is now Rp 150.000.'],
    ['id', 1, 'Kuota flash sale Boneka Beruang tinggal 1. Harga sekarang Rp 150.000 untuk jumlah ini.'],
  ] as const)('FLASH_SALE_SOLD_OUT in %s, %i left', (language, remaining, text) => {
    const facts = {
      code: 'FLASH_SALE_SOLD_OUT',
      product_id: 6,
      variant_id: bear.variant_id,
      remaining,
      price: 150_000,
    };
    const error = new ApiError(409, 'FLASH_SALE_SOLD_OUT', 'Kuota habis.', facts);
    expect(orderConflictMessage(error, translate(language), [bear])).toBe(text);
  });

  it.each([
    ['id', 'Voucher KHUSUS-PANDA tidak berlaku untuk produk yang kamu beli.'],
    ['en', 'Voucher KHUSUS-PANDA does not apply to the products you are buying.'],
  ] as const)('VOUCHER_NOT_APPLICABLE in %s', (language, text) => {
    const error = new ApiError(422, 'VOUCHER_NOT_APPLICABLE', 'x', {
      code: 'VOUCHER_NOT_APPLICABLE',
      reason: 'not_applicable',
      voucher_code: 'KHUSUS-PANDA',
    });
    expect(voucherRefusalText(error, translate(language), language)).toBe(text);
  });
});

describe('the product page’s quantity and its unit price (issue 44)', () => {
  it('follows the grosir tier the quantity reaches', async () => {
    mockApi({ 'GET /api/cart/count': { body: { success: true, data: { count: 0 } } } });
    const panda = { ...grosirPanda().product, categories: [{ category_id: 3 }] };
    const chosen = variant({ price: 150_000, stock: 9, wholesale: GROSIR });
    const { user } = renderPage(<ProductPurchase product={panda} variant={chosen} blocker={null} />, {
      path: '/product/5',
    });
    expect(screen.getByTestId('unit-price')).toHaveTextContent(/^Rp 150\.000 \/ pcs$/);
    await user.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
    expect(screen.getByTestId('unit-price')).toHaveTextContent('Rp 145.000 / pcsHarga grosir');
  });
});
