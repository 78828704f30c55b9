import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { I18nProvider, type Language, useT } from '@/lib/i18n/i18n';
import '@/lib/i18n/messages/checkout';
import { cartItem } from '@/test/factories';
import { orderConflictMessage } from './order-conflict-message';

const panda = cartItem({ product_id: 5, product: { name: 'Boneka Panda' } });

/** What the checkout says for a 409 with this code and these facts, in the given language. */
function said(language: Language, code: string, facts: Record<string, unknown> = {}) {
  window.localStorage.setItem('language', language);
  const { result } = renderHook(() => useT(), { wrapper: I18nProvider });
  const error = new ApiError(409, code, 'Kalimat server dalam bahasa Indonesia.', { code, ...facts });
  return orderConflictMessage(error, result.current, [panda]);
}

describe('the checkout’s words for a refused order', () => {
  it.each([
    [
      'PRICE_CHANGED',
      { product_id: 5, price: 120_000 },
      'Boneka Panda now costs Rp 120.000. Please check your order again.',
    ],
    ['PRICE_CHANGED', { product_id: 99, price: 120_000 }, 'A price has changed. Please check your order again.'],
    ['SHIPPING_CHANGED', { shipping_cost: 22_000 }, 'Shipping now costs Rp 22.000. Please check your order again.'],
    [
      'DISCOUNT_CHANGED',
      { voucher_discount: 15_000 },
      'The voucher discount is now Rp 15.000. Please check your order again.',
    ],
    ['DISCOUNT_CHANGED', {}, 'The voucher discount has changed. Please check your order again.'],
    ['INSUFFICIENT_STOCK', { product_id: 5, available: 0 }, 'Boneka Panda is sold out.'],
    ['INSUFFICIENT_STOCK', { product_id: 5 }, 'Not enough Boneka Panda in stock. Please lower the quantity.'],
    ['INSUFFICIENT_STOCK', {}, 'Not enough stock for an item. Please check your order again.'],
    ['REQUEST_IN_PROGRESS', {}, 'Your order is still being placed. Please wait a moment and try again.'],
  ])('%s %j in English', (code, facts, text) => {
    expect(said('en', code, facts)).toBe(text);
  });

  it('speaks Indonesian on the Indonesian page', () => {
    expect(said('id', 'PRICE_CHANGED', { product_id: 5, price: 120_000 })).toBe(
      'Harga Boneka Panda sekarang Rp 120.000. Periksa kembali pesananmu.',
    );
    expect(said('id', 'INSUFFICIENT_STOCK', { product_id: 5, available: 2 })).toBe(
      'Stok Boneka Panda tersisa 2. Kurangi jumlah pesanan.',
    );
  });

  it('leaves other errors to the other messages', () => {
    expect(said('en', 'ORDER_LINE_LIMIT', { limit: 20 })).toBeNull();
  });
});
