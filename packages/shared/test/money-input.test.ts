import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatRupiah,
  parseTypedCount,
  parseTypedRupiah,
  PRODUCT_PRICE_MAX,
  ProductBody,
  typedNumberMessage,
  type TypedNumber,
  type TypedNumberRefusal,
} from '../src/index.js';

/** The refusal of `text`; fails the test when it was read. */
function refusalOf(result: TypedNumber): TypedNumberRefusal {
  if (result.ok) throw new Error(`read as ${result.value}`);
  return result;
}

const amountOf = (text: string, max?: number) => {
  const result = parseTypedRupiah(text, { max });
  return result.ok ? result.value : result.problem;
};

describe('a Rupiah amount typed by a person (issue 26.2)', () => {
  it.each(['145000', '145.000', 'Rp 145.000', '145.000,00'])('reads %j as Rp 145.000', (text) => {
    expect(parseTypedRupiah(text)).toEqual({ ok: true, value: 145_000 });
  });

  it.each([
    ['Rp145.000', 145_000],
    ['Rp. 145.000', 145_000],
    ['rp 145.000', 145_000],
    ['IDR 145.000', 145_000],
    ['IDR145000', 145_000],
    ['Rp 145.000,-', 145_000],
    ['145.000,-', 145_000],
    ['  145.000  ', 145_000],
    ['Rp\u00a0145.000', 145_000],
    ['145000,00', 145_000],
    ['1.450.000', 1_450_000],
    ['1.450.000,00', 1_450_000],
    ['0', 0],
    ['5', 5],
    ['999', 999],
    // English grouping is read only where no Indonesian reading exists (decision 031).
    ['1,450,000', 1_450_000],
    ['1,450,000.00', 1_450_000],
    ['Rp 150,123.00', 150_123],
  ])('reads %j as %d', (text, value) => {
    expect(amountOf(text)).toBe(value);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['145.00', 'ambiguous'],
    ['145.5', 'ambiguous'],
    ['145,000', 'ambiguous'],
    ['145,5', 'cents'],
    ['145,50', 'cents'],
    ['145.000,50', 'cents'],
    ['1,450.50', 'cents'],
    ['1.45.000', 'grouping'],
    ['1450.000', 'grouping'],
    ['145.0000', 'grouping'],
    ['1,45,000', 'grouping'],
    ['1.450,000.00', 'grouping'],
    ['-145000', 'negative'],
    ['-Rp 145.000', 'negative'],
    ['Rp -145.000', 'negative'],
    ['abc', 'not_a_number'],
    ['145rb', 'not_a_number'],
    ['145 000', 'not_a_number'],
    ['1e5', 'not_a_number'],
    ['Rp', 'not_a_number'],
    ['.', 'not_a_number'],
    ['Rp 1.000.000.001', 'too_large'],
    ['99999999999999999999', 'too_large'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(amountOf(text, 1_000_000_000)).toBe(problem);
  });

  it('refuses more than the shop allows, saying what it read and the cap', () => {
    const result = parseTypedRupiah('150.000.000', { max: PRODUCT_PRICE_MAX });
    expect(result).toMatchObject({ ok: false, problem: 'too_large', read: '150.000.000', value: 150_000_000 });
    expect(typedNumberMessage(refusalOf(result))).toContain('Rp 100.000.000');
  });

  it('refuses "145.00" with a message that shows what it read and both readings', () => {
    const result = parseTypedRupiah('145.00');
    expect(result).toEqual({ ok: false, problem: 'ambiguous', read: '145.00', readings: [145, 145_000] });
    const message = typedNumberMessage(refusalOf(result));
    expect(message).toContain('"145.00"');
    expect(message).toContain('145.000');
    expect(message).toMatch(/titik/i);
  });

  it.each(['145,5', '1.45.000', '-145000', 'abc', '145,000'])('names what it read in the message for %j', (text) => {
    expect(typedNumberMessage(refusalOf(parseTypedRupiah(text)))).toContain(`"${text}"`);
  });

  it('reads back every amount formatRupiah writes, with or without the prefix and cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (value) => {
        const written = formatRupiah(value);
        expect(parseTypedRupiah(written)).toEqual({ ok: true, value });
        expect(parseTypedRupiah(written.replace('Rp ', ''))).toEqual({ ok: true, value });
        expect(parseTypedRupiah(`${written},00`)).toEqual({ ok: true, value });
        expect(parseTypedRupiah(String(value))).toEqual({ ok: true, value });
      }),
    );
  });

  it('never reads a dot followed by one or two digits as anything but a question', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.stringMatching(/^\d{1,2}$/), (whole, tail) => {
        expect(parseTypedRupiah(`${whole}.${tail}`)).toMatchObject({ ok: false, problem: 'ambiguous' });
      }),
    );
  });

  it('answers every string without throwing, with a whole non-negative number or a refusal', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseTypedRupiah(text, { max: PRODUCT_PRICE_MAX });
        if (result.ok) {
          expect(Number.isSafeInteger(result.value)).toBe(true);
          expect(result.value).toBeGreaterThanOrEqual(0);
          expect(result.value).toBeLessThanOrEqual(PRODUCT_PRICE_MAX);
        } else {
          expect(typeof typedNumberMessage(result)).toBe('string');
        }
      }),
    );
  });
});

describe('a count typed by a person', () => {
  it.each([
    ['1.000', 1_000],
    ['1000', 1_000],
    ['12', 12],
  ])('reads %j as %d', (text, value) => {
    expect(parseTypedCount(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['Rp 1.000', 'not_a_number'],
    ['1.5', 'ambiguous'],
    ['2,5', 'cents'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(parseTypedCount(text)).toMatchObject({ ok: false, problem });
  });
});

describe('the product body', () => {
  const body = (price: unknown, stock: unknown = '10') => ProductBody.safeParse({ name: 'Boneka', price, stock });

  it.each(['145000', '145.000', 'Rp 145.000', '145.000,00', 145_000])('reads the price %j as 145000', (price) => {
    const parsed = body(price);
    expect(parsed.success && parsed.data.price).toBe(145_000);
  });

  it('reads a stock of "1.000" as a thousand', () => {
    const parsed = body('145000', '1.000');
    expect(parsed.success && parsed.data.stock).toBe(1_000);
  });

  it.each([
    ['145.00', '"145.00"'],
    ['145,5', '"145,5"'],
    [145.5, '"145.5"'],
    [-1, '"-1"'],
    ['1e5', '"1e5"'],
    [true, '"true"'],
  ])('refuses the price %j, with a message that names it', (price, shown) => {
    const parsed = body(price);
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues.find((i) => i.path.join('.') === 'price');
    expect(issue?.message).toContain(shown);
  });

  it.each([undefined, null, '', '  '])('says a price of %j is missing', (price) => {
    const parsed = body(price);
    expect(parsed.error?.issues.find((i) => i.path.join('.') === 'price')?.message).toBe('Harga wajib diisi');
  });

  it('keeps the cap in the message', () => {
    const parsed = body('1000000000');
    expect(parsed.error?.issues[0]?.message).toContain(formatRupiah(PRODUCT_PRICE_MAX));
  });
});
