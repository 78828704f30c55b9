import type { StockSheetField, StockSheetProblem } from '@boneka/shared';
import { typedNumberText } from '@/components/ui/money-field';
import type { MessageKey, Translate } from '@/lib/i18n/i18n';

export const FIELD_LABELS: Record<StockSheetField, MessageKey> = {
  price: 'stocktake.field.price',
  stock: 'stocktake.field.stock',
  low_stock_threshold: 'stocktake.field.low_stock_threshold',
};

/** Why a sheet's row cannot be applied, in the page's language; a preview stored without reasons shows its message. */
export function stockProblemText(t: Translate, { reason, message }: StockSheetProblem): string {
  if (!reason) return message;
  switch (reason.code) {
    case 'NO_TARGET':
      return t('stocktake.problem.NO_TARGET');
    case 'PRODUCT_ID_NOT_A_NUMBER':
      return t('stocktake.problem.PRODUCT_ID_NOT_A_NUMBER', { text: reason.text });
    case 'VARIANT_UNKNOWN':
      return t('stocktake.problem.VARIANT_UNKNOWN', { text: reason.text });
    case 'SKU_NOT_OF_VARIANT':
      return t('stocktake.problem.SKU_NOT_OF_VARIANT', { sku: reason.sku, variant: reason.variant_id });
    case 'SKU_UNKNOWN':
      return t('stocktake.problem.SKU_UNKNOWN', { sku: reason.sku });
    case 'PRODUCT_UNKNOWN':
      return t('stocktake.problem.PRODUCT_UNKNOWN', { product: reason.product_id });
    case 'PRODUCT_HAS_VARIANTS':
      return t('stocktake.problem.PRODUCT_HAS_VARIANTS', { product: reason.product_id, variants: reason.variants });
    case 'VARIANT_OF_OTHER_PRODUCT':
      return t('stocktake.problem.VARIANT_OF_OTHER_PRODUCT', { owner: reason.owner_id, product: reason.product_id });
    case 'VARIANT_REPEATED':
      return t('stocktake.problem.VARIANT_REPEATED', { row: reason.first_row });
    case 'VALUE_REFUSED':
      return t('stocktake.problem.VALUE_REFUSED', {
        field: t(FIELD_LABELS[reason.field]),
        why: typedNumberText(t, reason.refusal) ?? t('stocktake.problem.VALUE_EMPTY'),
      });
    case 'THRESHOLD_CONFLICT':
      return t('stocktake.problem.THRESHOLD_CONFLICT', { value: reason.value, row: reason.first_row });
  }
}
