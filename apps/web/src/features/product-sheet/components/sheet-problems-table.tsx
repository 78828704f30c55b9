import { PRODUCT_SHEET_COLUMNS, type ProductSheetProblem } from '@boneka/shared';
import { cn } from '@/components/ui/cn';
import { useT } from '@/lib/i18n/i18n';

const cell = 'px-3 py-2.5';
/** A column as the sheet heads it (the headers are the sheet's own words, the same on both pages). */
const HEADER_OF = new Map<string, string>(PRODUCT_SHEET_COLUMNS.map((c) => [c.key, c.header]));

/** The sheet's wrong cells: row, column and why. None of the sheet is applied while there is one. */
export function SheetProblemsTable({ problems }: { problems: readonly ProductSheetProblem[] }) {
  const t = useT();
  return (
    <div>
      <h3 className="text-base font-bold text-red-800">{t('productSheet.problemsTitle')}</h3>
      <p className="mt-0.5 text-sm text-stone-600">{t('productSheet.problemsHint')}</p>
      <div
        role="region"
        aria-label={t('productSheet.problemsTitle')}
        tabIndex={0}
        className="mt-2 overflow-x-auto rounded-2xl border border-red-200"
      >
        <table className="w-full text-left text-sm">
          <thead className="bg-red-50 text-xs tracking-wide text-red-900 uppercase">
            <tr>
              <th className={cell}>{t('productSheet.row')}</th>
              <th className={cell}>{t('productSheet.column')}</th>
              <th className={cell}>{t('productSheet.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {problems.map((p, index) => (
              <tr key={index} className="border-t border-red-100 bg-red-50/60 align-top">
                <td className={cn(cell, 'font-semibold tabular-nums')}>{p.row}</td>
                <td className={cn(cell, 'whitespace-nowrap')}>
                  {p.column ? HEADER_OF.get(p.column) : t('productSheet.wholeRow')}
                </td>
                <td className={cn(cell, 'text-red-800')}>{p.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
