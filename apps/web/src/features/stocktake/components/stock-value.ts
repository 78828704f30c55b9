import type { StockSheetField } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { formatCount } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';

/** A figure of the stock sheet as the owner reads it: a price in Rupiah, a count, or "gone". */
export function useStockValue() {
  const t = useT();
  const { language } = useLanguage();
  return (field: StockSheetField, n: number | null) =>
    n === null ? t('stocktake.gone') : field === 'price' ? formatRupiah(n) : formatCount(n, language);
}
