import { describe, expect, it } from 'vitest';
import { voucherDiscount, voucherRefusal, voucherStatus, voucherTime, type VoucherRules } from '../src/vouchers.js';

describe('voucherDiscount (cart, checkout and server alike)', () => {
  it.each([
    ['10 % of Rp 150.000', { type: 'percent', value: 10 }, 150_000, 15_000],
    ['a percentage rounds down to whole Rupiah', { type: 'percent', value: 15 }, 99_999, 14_999],
    ['a percentage held under its cap', { type: 'percent', value: 50, max_discount: 30_000 }, 200_000, 30_000],
    [
      'a cap above the percentage changes nothing',
      { type: 'percent', value: 10, max_discount: 30_000 },
      200_000,
      20_000,
    ],
    ['nothing below the minimum spend', { type: 'fixed', value: 50_000, min_spend: 100_000 }, 99_999, 0],
    ['from the minimum spend on', { type: 'fixed', value: 50_000, min_spend: 100_000 }, 100_000, 50_000],
    ['never more than the subtotal', { type: 'fixed', value: 50_000 }, 30_000, 30_000],
    ['100 % is the whole subtotal', { type: 'percent', value: 100 }, 77_000, 77_000],
  ] as const)('%s', (_name, voucher, subtotal, discount) => {
    expect(voucherDiscount(voucher, subtotal)).toBe(discount);
  });
  it('no voucher, no discount', () => expect(voucherDiscount(null, 100_000)).toBe(0));
});

const rules = (overrides: Partial<VoucherRules> = {}): VoucherRules => ({
  code: 'UJI',
  type: 'percent',
  value: 10,
  max_discount: null,
  min_spend: 100_000,
  state: 'active',
  starts_at: '2026-11-30T17:00:00.000Z',
  ends_at: '2026-12-31T17:00:00.000Z',
  usage_limit_total: 10,
  usage_limit_per_customer: 1,
  used_count: 3,
  ...overrides,
});
const at = (iso: string) => new Date(iso);

describe('voucherRefusal', () => {
  const during = at('2026-12-10T00:00:00Z');
  it.each([
    ['applies', rules(), { now: during, subtotal: 100_000, usedByCustomer: 0 }, null],
    ['paused', rules({ state: 'paused' }), { now: during }, 'inactive'],
    ['ended by the owner', rules({ state: 'ended' }), { now: during }, 'inactive'],
    ['a minute before its start', rules(), { now: at('2026-11-30T16:59:00Z') }, 'not_started'],
    ['at its start', rules(), { now: at('2026-11-30T17:00:00Z') }, null],
    ['at its end', rules(), { now: at('2026-12-31T17:00:00Z') }, 'expired'],
    ['below the minimum spend', rules(), { now: during, subtotal: 99_999 }, 'min_spend'],
    ['the total used up', rules({ used_count: 10 }), { now: during }, 'used_up'],
    ["the customer's limit reached", rules(), { now: during, usedByCustomer: 1 }, 'customer_limit'],
    [
      'no limits at all',
      rules({ usage_limit_total: null, usage_limit_per_customer: null, used_count: 999 }),
      { now: during, usedByCustomer: 9 },
      null,
    ],
  ] as const)('%s', (_name, voucher, context, reason) => {
    expect(voucherRefusal(voucher, context)).toBe(reason);
  });
});

describe('voucherStatus and voucherTime', () => {
  it('reads scheduled, active, paused and ended from the state and the clock', () => {
    expect(voucherStatus(rules(), at('2026-11-30T16:59:00Z'))).toBe('scheduled');
    expect(voucherStatus(rules(), at('2026-12-01T00:00:00Z'))).toBe('active');
    expect(voucherStatus(rules({ state: 'paused' }), at('2026-12-01T00:00:00Z'))).toBe('paused');
    expect(voucherStatus(rules({ state: 'paused' }), at('2027-01-01T00:00:00Z'))).toBe('ended');
  });
  it('writes a moment in WIB to the minute, in both languages', () => {
    expect(voucherTime('2026-11-30T17:00:00.000Z')).toBe('1 Des 2026 00:00 WIB');
    expect(voucherTime('2026-12-26T16:59:00.000Z', 'en')).toBe('26 Dec 2026 23:59 WIB');
  });
});
