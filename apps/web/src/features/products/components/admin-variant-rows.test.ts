import { describe, expect, it } from 'vitest';
import { combinations, emptyRow, rowLabel, syncRows, type OptionDraft, type VariantDraft } from './admin-variant-rows';

const size: OptionDraft = { key: 'size', name: 'Ukuran', values: ['30 cm', '50 cm'] };
const colour: OptionDraft = { key: 'colour', name: 'Warna', values: ['Coklat', 'Pink'] };
const labels = (options: OptionDraft[], rows: VariantDraft[]) => rows.map((row) => rowLabel(options, row));

describe('the variants of the options', () => {
  it('are every combination, the first option varying slowest', () => {
    const rows = combinations([size, colour]).map((values) => emptyRow(values));
    expect(labels([size, colour], rows)).toEqual(['30 cm / Coklat', '30 cm / Pink', '50 cm / Coklat', '50 cm / Pink']);
  });

  it('skip an option without a name or without values (it is still being typed)', () => {
    const rows = syncRows({ options: [], rows: [emptyRow()] }, [size, { key: 'x', name: 'Warna', values: [] }]);
    expect(labels([size], rows)).toEqual(['30 cm', '50 cm']);
  });

  it('keep what was typed for a combination that stays, and its saved id', () => {
    const before = syncRows({ options: [], rows: [emptyRow()] }, [size, colour]).map((row, i) => ({
      ...row,
      variantId: 10 + i,
      price: `${i + 1}00.000`,
      stock: String(i + 1),
      sku: `BR-${i}`,
    }));
    const bigger = { ...size, values: ['30 cm', '50 cm', '1 m'] };
    const after = syncRows({ options: [size, colour], rows: before }, [bigger, colour]);
    expect(labels([bigger, colour], after)).toEqual([
      '30 cm / Coklat',
      '30 cm / Pink',
      '50 cm / Coklat',
      '50 cm / Pink',
      '1 m / Coklat',
      '1 m / Pink',
    ]);
    expect(after.slice(0, 4)).toEqual(before);
    // New combinations: the closest row's price and weight, but neither its stock, SKU nor id.
    expect(after[4]).toMatchObject({ price: '100.000', stock: '', sku: '', isActive: true });
    expect(after[4]!.variantId).toBeUndefined();
    expect(after[5]).toMatchObject({ price: '200.000', stock: '', sku: '' });
  });

  it('keep the rows when an option is renamed or a value reordered', () => {
    const before = syncRows({ options: [], rows: [emptyRow()] }, [size]).map((row, i) => ({
      ...row,
      stock: `${i + 5}`,
    }));
    const renamed = { ...size, name: 'Size', values: ['50 cm', '30 cm'] };
    const after = syncRows({ options: [size], rows: before }, [renamed]);
    expect(after.map((row) => [rowLabel([renamed], row), row.stock])).toEqual([
      ['50 cm', '6'],
      ['30 cm', '5'],
    ]);
  });

  it('give a new option’s combinations the price of the one row there was, not its stock', () => {
    const single = { ...emptyRow(), price: '95.000', stock: '12', weight: '800', sku: 'BR' };
    const after = syncRows({ options: [], rows: [single] }, [colour]);
    expect(after).toEqual([
      { ...emptyRow({ colour: 'Coklat' }), price: '95.000', weight: '800' },
      { ...emptyRow({ colour: 'Pink' }), price: '95.000', weight: '800' },
    ]);
  });

  it('come back to one row when the last option goes', () => {
    const rows = syncRows({ options: [], rows: [emptyRow()] }, [colour]).map((row) => ({ ...row, price: '50.000' }));
    expect(syncRows({ options: [colour], rows }, [])).toEqual([{ ...emptyRow(), price: '50.000' }]);
  });
});
