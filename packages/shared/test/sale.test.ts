import { describe, expect, it } from 'vitest';
import {
  cheapestSaleNow,
  isoToWibInput,
  nextSaleChange,
  percentOff,
  priceInForce,
  saleNow,
  wibInputToIso,
} from '../src/sale.js';

/** Harga coret (issue 30, decision 046): the one rule the server and the pages share. */
const sale = {
  price: 200_000,
  sale_price: 150_000,
  sale_starts_at: '2026-11-30T03:00:00.000Z',
  sale_ends_at: '2026-11-30T05:00:00.000Z',
};
const at = (iso: string) => Date.parse(iso);

describe('the price in force', () => {
  it('is the sale price from the start minute to just before the end minute', () => {
    expect(priceInForce(sale, at('2026-11-30T02:59:59.999Z'))).toBe(200_000);
    expect(priceInForce(sale, at('2026-11-30T03:00:00.000Z'))).toBe(150_000);
    expect(priceInForce(sale, at('2026-11-30T04:59:59.999Z'))).toBe(150_000);
    expect(priceInForce(sale, at('2026-11-30T05:00:00.000Z'))).toBe(200_000);
  });

  it('starts at once without a start, and never without an end or above the normal price', () => {
    expect(priceInForce({ ...sale, sale_starts_at: null }, at('2026-01-01T00:00:00Z'))).toBe(150_000);
    expect(priceInForce({ ...sale, sale_ends_at: null }, at('2026-11-30T04:00:00Z'))).toBe(200_000);
    expect(priceInForce({ ...sale, price: 140_000 }, at('2026-11-30T04:00:00Z'))).toBe(140_000);
  });

  it('says the sale with its percent off', () => {
    expect(saleNow(sale, at('2026-11-30T04:00:00Z'))).toEqual({
      price: 150_000,
      normal_price: 200_000,
      percent_off: 25,
      ends_at: sale.sale_ends_at,
    });
    expect(saleNow(sale, at('2026-11-30T06:00:00Z'))).toBeNull();
  });
});

describe('the percent off', () => {
  it.each([
    [200_000, 150_000, 25],
    [150_000, 99_000, 34],
    [100_000, 99_999, 1],
    [100_000, 1, 99],
    [100_000, 100_000, 0],
  ])('of %i down to %i is %i', (normal, price, percent) => {
    expect(percentOff(normal, price)).toBe(percent);
  });
});

describe('a card and a cache', () => {
  it('a card shows the cheapest price in force against that variant’s normal price', () => {
    const other = { price: 180_000, sale_price: 90_000, sale_starts_at: null, sale_ends_at: sale.sale_ends_at };
    expect(cheapestSaleNow([sale, other], at('2026-11-30T04:00:00Z'), 100_000)).toMatchObject({
      price: 90_000,
      normal_price: 180_000,
      percent_off: 50,
    });
    expect(cheapestSaleNow([sale], at('2026-11-30T04:00:00Z'), 100_000)).toBeNull();
  });

  it('the next change is the first start or end still to come', () => {
    expect(nextSaleChange([sale], at('2026-11-30T00:00:00Z'))).toBe(at(sale.sale_starts_at));
    expect(nextSaleChange([sale], at('2026-11-30T03:00:00Z'))).toBe(at(sale.sale_ends_at));
    expect(nextSaleChange([sale], at('2026-11-30T05:00:00Z'))).toBeUndefined();
  });
});

describe('times typed in WIB', () => {
  it('are read as UTC seven hours earlier, and written back the same', () => {
    expect(wibInputToIso('2026-11-30T10:00')).toBe('2026-11-30T03:00:00.000Z');
    expect(wibInputToIso('2026-12-01T03:00')).toBe('2026-11-30T20:00:00.000Z');
    expect(isoToWibInput('2026-11-30T20:00:00.000Z')).toBe('2026-12-01T03:00');
  });

  it.each(['2026-02-30T10:00', '2026-11-30T25:00', 'besok', '30/11/2026 10:00', ''])('refuse %j', (typed) => {
    expect(wibInputToIso(typed)).toBeNull();
  });
});
