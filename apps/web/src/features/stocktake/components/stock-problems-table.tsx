import type { StockImportPreview } from '@boneka/shared';
import { SheetProblemsTable } from '@/components/ui/problems-table';
import { useT } from '@/lib/i18n/i18n';
import { stockProblemText } from './stock-problem-text';

/** The sheet's wrong rows and why each is wrong: none of the sheet is applied while there is one. */
export function StockProblemsTable({ problems }: { problems: StockImportPreview['problems'] }) {
  const t = useT();
  return (
    <SheetProblemsTable
      title={t('stocktake.problemsTitle')}
      hint={t('stocktake.problemsHint')}
      headers={{ row: t('stocktake.row'), place: t('stocktake.target'), reason: t('stocktake.reason') }}
      placeClassName="font-mono text-xs whitespace-nowrap"
      problems={problems.map((p) => ({
        row: p.row,
        place: p.sku ?? (p.product_id ? `#${p.product_id}` : '-'),
        reason: stockProblemText(t, p),
      }))}
    />
  );
}
