import { describe, expect, it } from 'vitest';
import { orderAmounts, voucherCoversAny } from '../src/order-amounts.js';
import { flashRunning, linePrice, wholesalePrice, wholesaleProblem, type FlashOffer } from '../src/promotions.js';
import { shippingDiscount, voucherRefusal, type VoucherRules } from '../src/vouchers.js';

const flash = (over: Partial<FlashOffer> = {}): FlashOffer => ({
  flash_sale_item_id: 7,
  price: 99_000,
  normal_price: 150_000,
  quota: 50,
  remaining: 12,
  starts_at: '2026-12-12T00:00:00.000Z',
  ends_at: '2026-12-12T02:00:00.000Z',
  ...over,
});
const tiers = [
  { min_quantity: 3, price: 145_000 },
  { min_quantity: 10, price: 140_000 },
];

describe('harga grosir', () => {
  it('takes the tier with the largest minimum the quantity reaches', () => {
    expect(wholesalePrice(tiers, 2)).toBeNull();
    expect(wholesalePrice(tiers, 3)).toBe(145_000);
    expect(wholesalePrice(tiers, 9)).toBe(145_000);
    expect(wholesalePrice(tiers, 10)).toBe(140_000);
  });
  it('refuses tiers that would make more pieces dearer, or start below 2 pcs', () => {
    expect(wholesaleProblem(tiers, 150_000)).toBeNull();
    expect(wholesaleProblem([{ min_quantity: 1, price: 140_000 }], 150_000)).toMatch(/mulai 2 pcs/);
    expect(wholesaleProblem([{ min_quantity: 3, price: 150_000 }], 150_000)).toMatch(/harga normal/);
    expect(wholesaleProblem([...tiers].reverse(), 150_000)).toMatch(/lebih besar/);
    expect(
      wholesaleProblem(
        [
          { min_quantity: 3, price: 140_000 },
          { min_quantity: 5, price: 145_000 },
        ],
        150_000,
      ),
    ).toMatch(/lebih murah dari tingkat sebelumnya/);
  });
});

describe('flash sales', () => {
  it('run from their start (inclusive) to their end (exclusive), while any quota is left', () => {
    expect(flashRunning(flash(), Date.parse('2026-12-11T23:59:59Z'))).toBe(false);
    expect(flashRunning(flash(), Date.parse('2026-12-12T00:00:00Z'))).toBe(true);
    expect(flashRunning(flash(), Date.parse('2026-12-12T02:00:00Z'))).toBe(false);
    expect(flashRunning(flash({ remaining: 0 }), Date.parse('2026-12-12T01:00:00Z'))).toBe(false);
    expect(flashRunning(null, 0)).toBe(false);
  });
});

describe('linePrice: one price per line, the lowest it is entitled to', () => {
  it('is the normal price, or the sale in force', () => {
    expect(linePrice({ price: 150_000, quantity: 1 })).toEqual({
      unit_price: 150_000,
      kind: 'normal',
      flash_sale_item_id: null,
    });
    expect(linePrice({ price: 120_000, normal_price: 150_000, quantity: 1 }).kind).toBe('sale');
  });
  it('takes a grosir tier when it is lower than the price in force', () => {
    expect(linePrice({ price: 150_000, quantity: 3, wholesale: tiers })).toMatchObject({
      unit_price: 145_000,
      kind: 'wholesale',
    });
    // A sale already lower than the tier: the sale's price, never both.
    expect(linePrice({ price: 130_000, normal_price: 150_000, quantity: 3, wholesale: tiers })).toMatchObject({
      unit_price: 130_000,
      kind: 'sale',
    });
  });
  it('takes the flash price only when the whole line fits in what is left of the quota', () => {
    expect(linePrice({ price: 150_000, quantity: 12, flash: flash() })).toEqual({
      unit_price: 99_000,
      kind: 'flash',
      flash_sale_item_id: 7,
    });
    expect(linePrice({ price: 150_000, quantity: 13, flash: flash(), wholesale: tiers })).toMatchObject({
      unit_price: 140_000,
      kind: 'wholesale',
    });
  });
});

describe('orderAmounts with promotions (the cart, the checkout and the order alike)', () => {
  const lines = [
    { price: 100_000, quantity: 2, product_id: 1, category_ids: [5] },
    { price: 80_000, quantity: 1, product_id: 2, category_ids: [6] },
  ];
  it('prices each line and sums them', () => {
    const amounts = orderAmounts([{ price: 150_000, quantity: 3, wholesale: tiers }], 20_000);
    expect(amounts.lines).toEqual([
      { unit_price: 145_000, kind: 'wholesale', flash_sale_item_id: null, quantity: 3, subtotal: 435_000 },
    ]);
    expect(amounts).toMatchObject({ subtotal: 435_000, total: 455_000, shipping_discount: 0 });
  });
  it('a voucher limited to products counts only their lines, for its minimum as for its discount', () => {
    const scope = { product_ids: [1], category_ids: [] };
    const percent = orderAmounts(lines, 20_000, { type: 'percent', value: 10, scope });
    expect(percent).toMatchObject({ subtotal: 280_000, covered: 200_000, discount: 20_000, total: 280_000 });
    const tooLittle = orderAmounts(lines, 20_000, { type: 'fixed', value: 5_000, min_spend: 250_000, scope });
    expect(tooLittle.discount).toBe(0);
    const byCategory = orderAmounts(lines, 0, {
      type: 'fixed',
      value: 5_000,
      scope: { product_ids: [], category_ids: [6] },
    });
    expect(byCategory).toMatchObject({ covered: 80_000, discount: 5_000 });
    expect(voucherCoversAny({ type: 'fixed', value: 1, scope }, [lines[1]!])).toBe(false);
    expect(voucherCoversAny({ type: 'fixed', value: 1, scope: null }, [lines[1]!])).toBe(true);
  });
  it('Gratis Ongkir takes the shipping off up to its cap, nothing while no courier is chosen', () => {
    const free = { type: 'shipping' as const, value: 15_000 };
    expect(orderAmounts(lines, 22_000, free)).toMatchObject({
      discount: 0,
      shipping_discount: 15_000,
      total: 280_000 + 22_000 - 15_000,
    });
    expect(orderAmounts(lines, 9_000, free)).toMatchObject({ shipping_discount: 9_000, total: 280_000 });
    expect(orderAmounts(lines, null, free)).toMatchObject({ shipping_discount: 0, total: 280_000 });
    expect(shippingDiscount({ ...free, min_spend: 300_000 }, 280_000, 22_000)).toBe(0);
  });
  it('a limited voucher that covers none of the lines is refused as not applicable', () => {
    const rules: VoucherRules = {
      code: 'X',
      type: 'fixed',
      value: 1,
      state: 'active',
      starts_at: null,
      ends_at: null,
      usage_limit_total: null,
      usage_limit_per_customer: null,
      used_count: 0,
    };
    expect(voucherRefusal(rules, { now: new Date(), subtotal: 0, coversAny: false })).toBe('not_applicable');
  });
});
