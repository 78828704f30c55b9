import type { StockImportPreview } from '@boneka/shared';
import { cn } from '@/components/ui/cn';
import { useT } from '@/lib/i18n/i18n';
import { ScrollRegion } from './scroll-region';
import { stockProblemText } from './stock-problem-text';

const cell = 'px-3 py-2.5';

/** The sheet's wrong rows and why each is wrong: none of the sheet is applied while there is one. */
export function StockProblemsTable({ problems }: { problems: StockImportPreview['problems'] }) {
  const t = useT();
  return (
    <div>
      <h3 className="text-base font-bold text-red-800">{t('stocktake.problemsTitle')}</h3>
      <p className="mt-0.5 text-sm text-stone-600">{t('stocktake.problemsHint')}</p>
      <ScrollRegion
        label={t('stocktake.problemsTitle')}
        className="mt-2 overflow-x-auto rounded-2xl border border-red-200"
      >
        <table className="w-full text-left text-sm">
          <thead className="bg-red-50 text-xs tracking-wide text-red-900 uppercase">
            <tr>
              <th className={cell}>{t('stocktake.row')}</th>
              <th className={cell}>{t('stocktake.target')}</th>
              <th className={cell}>{t('stocktake.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {problems.map((p, index) => (
              <tr key={index} className="border-t border-red-100 bg-red-50/60 align-top">
                <td className={cn(cell, 'font-semibold tabular-nums')}>{p.row}</td>
                <td className={cn(cell, 'font-mono text-xs whitespace-nowrap')}>
                  {p.sku ?? (p.product_id ? `#${p.product_id}` : '-')}
                </td>
                <td className={cn(cell, 'text-red-800')}>{stockProblemText(t, p)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
