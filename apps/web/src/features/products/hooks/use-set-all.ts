import { useState } from 'react';
import { MAX_VARIANT_WEIGHT_GRAMS, PRODUCT_PRICE_MAX, PRODUCT_STOCK_MAX } from '@boneka/shared';
import { readTyped } from '@/components/ui/money-field';
import { useT } from '@/lib/i18n/i18n';
import type { VariantDraft } from '../components/admin-variant-rows';

/**
 * "Atur semua": a price, stock, weight and percent off typed once, given to every variant (a blank one changes
 * nothing) when all that is typed reads; the fields empty again after, and what was done is said aloud.
 */
export function useSetAll(rows: VariantDraft[], onChange: (rows: VariantDraft[]) => void) {
  const t = useT();
  const [price, setPrice] = useState('');
  const [stock, setStock] = useState('');
  const [weight, setWeight] = useState('');
  const [percent, setPercent] = useState('');
  const [saleStarts, setSaleStarts] = useState('');
  const [saleEnds, setSaleEnds] = useState('');
  const [done, setDone] = useState('');
  const readable = (text: string, unit: 'rupiah' | 'count', max: number) =>
    text.trim() === '' || readTyped(text, unit, max).ok;
  const percentOff = readTyped(percent, 'count', 99);
  const ready =
    (price.trim() || stock.trim() || weight.trim() || percent.trim()) &&
    readable(price, 'rupiah', PRODUCT_PRICE_MAX) &&
    readable(stock, 'count', PRODUCT_STOCK_MAX) &&
    readable(weight, 'count', MAX_VARIANT_WEIGHT_GRAMS) &&
    (percent.trim() === '' || (percentOff.ok && percentOff.value >= 1));
  /** "Diskon semua varian": each row's sale price is its own price less the percent, rounded to whole Rupiah. */
  const saleOf = (row: VariantDraft) => {
    if (!percentOff.ok) return {};
    const base = readTyped(price.trim() ? price : row.price, 'rupiah', PRODUCT_PRICE_MAX);
    if (!base.ok) return {};
    return {
      salePrice: String(Math.max(1, Math.round((base.value * (100 - percentOff.value)) / 100))),
      saleStarts,
      saleEnds,
    };
  };

  const apply = () => {
    if (!ready) return;
    onChange(
      rows.map((row) => ({
        ...row,
        ...(price.trim() ? { price } : {}),
        ...(stock.trim() ? { stock } : {}),
        ...(weight.trim() ? { weight } : {}),
        ...(percent.trim() ? saleOf(row) : {}),
      })),
    );
    setDone(t('adminProducts.setAllDone', { count: rows.length }));
    setPrice('');
    setStock('');
    setWeight('');
    setPercent('');
  };

  return {
    price,
    setPrice,
    stock,
    setStock,
    weight,
    setWeight,
    percent,
    setPercent,
    saleStarts,
    setSaleStarts,
    saleEnds,
    setSaleEnds,
    ready: Boolean(ready),
    apply,
    done,
  };
}
