import type { StockSheetMoved } from '@boneka/shared';
import { Alert } from '@/components/ui/alert';
import { useT } from '@/lib/i18n/i18n';
import { FIELD_LABELS } from './stock-problem-text';
import { useStockValue } from './stock-value';

/** Why the sheet was not read or applied; when the shop's figures moved since the preview, each one that did. */
export function StockMovedAlert({ error, moved }: { error: string; moved: StockSheetMoved[] }) {
  const t = useT();
  const value = useStockValue();
  return (
    <Alert tone="error" className="mt-4">
      <span>
        {error}
        {moved.length > 0 ? (
          <ul className="mt-1 list-disc pl-5 font-normal">
            {moved.map((m) => (
              <li key={`${m.row}-${m.field}`}>
                {t('stocktake.movedItem', {
                  row: m.row,
                  product: m.sku ?? m.product_name,
                  field: t(FIELD_LABELS[m.field]),
                  expected: value(m.field, m.expected),
                  current: value(m.field, m.current),
                })}
              </li>
            ))}
          </ul>
        ) : null}
      </span>
    </Alert>
  );
}
