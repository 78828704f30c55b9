import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { I18nProvider, type Language, useT } from '@/lib/i18n/i18n';
import '@/lib/i18n/messages/checkout';
import { cartItem } from '@/test/factories';
import { orderLimitMessage } from './order-limit-message';

const panda = cartItem({ product_id: 5, product: { name: 'Boneka Panda' } });

/** What the checkout says for a 422 with this code and these facts, in the given language. */
function said(language: Language, code: string, facts: Record<string, unknown> = {}) {
  window.localStorage.setItem('language', language);
  const { result } = renderHook(() => useT(), { wrapper: I18nProvider });
  const error = new ApiError(422, code, 'Kalimat server dalam bahasa Indonesia.', { code, ...facts });
  return orderLimitMessage(error, result.current, [panda]);
}

describe('the checkout’s words for an order past a limit', () => {
  it.each([
    [
      'ORDER_LINE_LIMIT',
      { product_id: 5, limit: 20 },
      'At most 20 of Boneka Panda per order. Please lower the quantity.',
    ],
    [
      'STOCK_ON_HOLD',
      { product_id: 5, available: 10 },
      'Part of the Boneka Panda stock is waiting for other orders to be paid. You can order at most 10 right now.',
    ],
    [
      'STOCK_ON_HOLD',
      { product_id: 5, available: 0 },
      'The rest of the Boneka Panda stock is waiting for other orders to be paid. Please try again later.',
    ],
  ])('%s %j in English', (code, facts, text) => {
    expect(said('en', code, facts)).toBe(text);
  });

  it('tells a new shopper in Indonesian how many units of a held product they may still order', () => {
    expect(said('id', 'STOCK_ON_HOLD', { product_id: 5, available: 10 })).toBe(
      'Sebagian stok Boneka Panda sedang menunggu pembayaran pesanan lain. Saat ini kamu bisa memesan paling banyak 10.',
    );
    expect(said('id', 'STOCK_ON_HOLD', { product_id: 5, available: 0 })).toBe(
      'Stok Boneka Panda yang tersisa sedang menunggu pembayaran pesanan lain. Coba lagi nanti.',
    );
  });

  it('leaves the server’s sentence when a fact is missing', () => {
    expect(said('en', 'STOCK_ON_HOLD', { product_id: 5 })).toBeNull();
    expect(said('en', 'STOCK_ON_HOLD', { product_id: 99, available: 3 })).toBeNull();
  });
});
