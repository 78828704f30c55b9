import { PRODUCT_SHEET_COLUMNS, type ProductSheetProblem } from '@boneka/shared';
import { SheetProblemsTable as ProblemsTable } from '@/components/ui/problems-table';
import { useT } from '@/lib/i18n/i18n';

/** A column as the sheet heads it (the headers are the sheet's own words, the same on both pages). */
const HEADER_OF = new Map<string, string>(PRODUCT_SHEET_COLUMNS.map((c) => [c.key, c.header]));

/** The sheet's wrong cells: row, column and why. None of the sheet is applied while there is one. */
export function SheetProblemsTable({ problems }: { problems: readonly ProductSheetProblem[] }) {
  const t = useT();
  return (
    <ProblemsTable
      title={t('productSheet.problemsTitle')}
      hint={t('productSheet.problemsHint')}
      headers={{ row: t('productSheet.row'), place: t('productSheet.column'), reason: t('productSheet.reason') }}
      placeClassName="whitespace-nowrap"
      problems={problems.map((p) => ({
        row: p.row,
        place: p.column ? HEADER_OF.get(p.column) : t('productSheet.wholeRow'),
        reason: p.message,
      }))}
    />
  );
}
