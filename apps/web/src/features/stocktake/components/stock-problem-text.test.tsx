import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { StockSheetProblem } from '@boneka/shared';
import { I18nProvider, useT, type Language } from '@/lib/i18n/i18n';
import '@/lib/i18n/messages/admin-stocktake';
import '@/lib/i18n/messages/forms';
import { stockProblemText } from './stock-problem-text';

const tIn = (language: Language) =>
  renderHook(() => useT(), {
    wrapper: ({ children }: { children: ReactNode }) => <I18nProvider renderedIn={language}>{children}</I18nProvider>,
  }).result.current;

const problem = (reason: StockSheetProblem['reason'], message = 'pesan dari server'): StockSheetProblem => ({
  row: 4,
  sku: 'BB-30',
  product_id: 7,
  reason,
  message,
});

describe('a stock sheet’s wrong row, in the page’s language', () => {
  it('says each reason in English on the English page, with its figures', () => {
    const t = tIn('en');
    expect(stockProblemText(t, problem({ code: 'SKU_UNKNOWN', sku: 'NOPE-1' }))).toBe('SKU NOPE-1 is unknown.');
    expect(stockProblemText(t, problem({ code: 'PRODUCT_HAS_VARIANTS', product_id: 7, variants: 2 }))).toBe(
      'Product #7 has 2 variants: fill in the SKU or Variant ID to choose one.',
    );
    expect(stockProblemText(t, problem({ code: 'VARIANT_REPEATED', first_row: 2 }))).toBe(
      'This variant is already in row 2.',
    );
    expect(
      stockProblemText(
        t,
        problem({ code: 'VALUE_REFUSED', field: 'stock', refusal: { problem: 'negative', read: '-2' } }),
      ),
    ).toMatch(/^Stock: Read "-2"/);
    expect(
      stockProblemText(
        t,
        problem({
          code: 'VALUE_REFUSED',
          field: 'price',
          refusal: { problem: 'ambiguous', read: '145.00', readings: [145, 145_000] },
        }),
      ),
    ).toMatch(/^Price: Read "145\.00": .*145 .*145\.000/);
  });

  it('says the same reasons in Indonesian as the server does', () => {
    const t = tIn('id');
    expect(stockProblemText(t, problem({ code: 'SKU_UNKNOWN', sku: 'NOPE-1' }))).toBe('SKU NOPE-1 tidak dikenal.');
    expect(stockProblemText(t, problem({ code: 'THRESHOLD_CONFLICT', value: 3, first_row: 5 }))).toBe(
      'Batas stok menipis produk ini sudah diisi 3 di baris 5.',
    );
  });

  it('shows the stored message of a preview kept before reasons were', () => {
    expect(stockProblemText(tIn('en'), problem(undefined, 'SKU NOPE-1 tidak dikenal.'))).toBe(
      'SKU NOPE-1 tidak dikenal.',
    );
  });
});
