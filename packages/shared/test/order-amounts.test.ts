import { describe, expect, it } from 'vitest';
import { orderAmounts } from '../src/order-amounts.js';
import { orderStateOf } from '../src/orders.js';
import { lineTitle } from '../src/variants.js';

describe('orderAmounts (cart, checkout and order placement alike)', () => {
  const lines = [
    { price: 125_000, quantity: 2 },
    { price: 49_900, quantity: 1 },
  ];

  it('adds the lines, the shipping and takes the voucher off', () => {
    expect(orderAmounts(lines, 18_000, { code: 'HEMAT', type: 'fixed', value: 20_000 })).toMatchObject({
      subtotal: 299_900,
      discount: 20_000,
      shipping: 18_000,
      total: 297_900,
    });
  });

  it('counts shipping as nothing while no courier is chosen, and says it is unknown', () => {
    expect(orderAmounts(lines)).toMatchObject({ subtotal: 299_900, discount: 0, shipping: null, total: 299_900 });
  });

  it('takes a percentage of the subtotal only, never of the shipping', () => {
    const amounts = orderAmounts(lines, 50_000, { type: 'percent', value: 10 });
    expect(amounts.discount).toBe(29_990);
    expect(amounts.total).toBe(299_900 + 50_000 - 29_990);
  });

  it('gives nothing below the minimum spend', () => {
    const amounts = orderAmounts([{ price: 90_000, quantity: 1 }], 10_000, {
      type: 'fixed',
      value: 20_000,
      min_spend: 100_000,
    });
    expect(amounts).toMatchObject({ subtotal: 90_000, discount: 0, shipping: 10_000, total: 100_000 });
  });

  it('an empty order is nothing', () => {
    expect(orderAmounts([], null, { type: 'fixed', value: 20_000 })).toMatchObject({
      subtotal: 0,
      discount: 0,
      shipping: null,
      total: 0,
    });
  });
});

describe('lineTitle', () => {
  it('joins the name and the options with a dash', () =>
    expect(lineTitle('Boneka Beruang', '50 cm / Pink')).toBe('Boneka Beruang — 50 cm / Pink'));
  it('is the name alone without options', () => {
    expect(lineTitle('Boneka Beruang', '')).toBe('Boneka Beruang');
    expect(lineTitle('Boneka Beruang', null)).toBe('Boneka Beruang');
  });
});

describe('orderStateOf (the stored row and the API order alike)', () => {
  const facts = {
    status: 'delivered',
    payment_status: 'paid',
    payment_method: 'bank_transfer',
    payment_proof: null,
    refund_due: 0,
    cancel_requested_at: null,
    completed_at: null,
    complaint: null,
  };
  it('reads a plain order', () =>
    expect(orderStateOf(facts)).toEqual({
      status: 'delivered',
      payment_status: 'paid',
      payment_method: 'bank_transfer',
      has_proof: false,
      refund_due: false,
      cancel_requested: false,
      completed: false,
    }));
  it('reads every flag, and any answer to a complaint as answered', () =>
    expect(
      orderStateOf({
        ...facts,
        payment_proof: '/proofs/1.webp',
        refund_due: 1,
        cancel_requested_at: '2026-11-11T01:00:00.000Z',
        completed_at: '2026-11-12T01:00:00.000Z',
        complaint: 'refund',
      }),
    ).toMatchObject({
      has_proof: true,
      refund_due: true,
      cancel_requested: true,
      completed: true,
      complaint: 'answered',
    }));
  it('an open complaint is open', () => expect(orderStateOf({ ...facts, complaint: 'open' }).complaint).toBe('open'));
});
