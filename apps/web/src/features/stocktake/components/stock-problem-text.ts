import type { StockSheetField, StockSheetProblem, StockSheetProblemReasonWire } from '@boneka/shared';
import type { TypedNumberRefusal } from '@boneka/shared/typed-number';
import { typedNumberText } from '@/components/ui/money-field';
import type { MessageKey, Translate } from '@/lib/i18n/i18n';

export const FIELD_LABELS: Record<StockSheetField, MessageKey> = {
  price: 'stocktake.field.price',
  stock: 'stocktake.field.stock',
  low_stock_threshold: 'stocktake.field.low_stock_threshold',
};

/** The typed-number reader's refusal, back from its flat form on the wire. */
function refusalOf(wire: NonNullable<StockSheetProblemReasonWire['refusal']>): TypedNumberRefusal {
  const read = wire.read ?? '';
  switch (wire.problem) {
    case 'empty':
      return { ok: false, problem: 'empty' };
    case 'ambiguous':
      return { ok: false, problem: 'ambiguous', read, readings: [wire.readings?.[0] ?? 0, wire.readings?.[1] ?? 0] };
    case 'too_large':
      return {
        ok: false,
        problem: 'too_large',
        read,
        value: wire.value ?? 0,
        max: wire.max ?? 0,
        unit: wire.unit ?? 'count',
      };
    default:
      return { ok: false, problem: wire.problem, read };
  }
}

/** Why a sheet's row cannot be applied, in the page's language; a preview stored without reasons shows its message. */
export function stockProblemText(t: Translate, { reason, message }: StockSheetProblem): string {
  if (!reason) return message;
  const { code, text = '', sku = '' } = reason;
  const product = reason.product_id ?? 0;
  switch (code) {
    case 'NO_TARGET':
      return t('stocktake.problem.NO_TARGET');
    case 'PRODUCT_ID_NOT_A_NUMBER':
    case 'VARIANT_UNKNOWN':
      return t(`stocktake.problem.${code}`, { text });
    case 'SKU_NOT_OF_VARIANT':
      return t('stocktake.problem.SKU_NOT_OF_VARIANT', { sku, variant: reason.variant_id ?? 0 });
    case 'SKU_UNKNOWN':
      return t('stocktake.problem.SKU_UNKNOWN', { sku });
    case 'PRODUCT_UNKNOWN':
      return t('stocktake.problem.PRODUCT_UNKNOWN', { product });
    case 'PRODUCT_HAS_VARIANTS':
      return t('stocktake.problem.PRODUCT_HAS_VARIANTS', { product, variants: reason.variants ?? 0 });
    case 'VARIANT_OF_OTHER_PRODUCT':
      return t('stocktake.problem.VARIANT_OF_OTHER_PRODUCT', { owner: reason.owner_id ?? 0, product });
    case 'VARIANT_REPEATED':
      return t('stocktake.problem.VARIANT_REPEATED', { row: reason.first_row ?? 0 });
    case 'VALUE_REFUSED':
      // Without its field and refusal (which the server always sends) the message says it.
      if (!reason.field || !reason.refusal) return message;
      return t('stocktake.problem.VALUE_REFUSED', {
        field: t(FIELD_LABELS[reason.field]),
        why: typedNumberText(t, refusalOf(reason.refusal)) ?? t('stocktake.problem.VALUE_EMPTY'),
      });
    case 'THRESHOLD_CONFLICT':
      return t('stocktake.problem.THRESHOLD_CONFLICT', { value: reason.value ?? 0, row: reason.first_row ?? 0 });
  }
}
