import type { ReactNode } from 'react';
import { cn } from './cn';

const cell = 'px-3 py-2.5';

export interface SheetProblemRow {
  row: number;
  /** Where in the row: a column, an SKU. */
  place: ReactNode;
  reason: string;
}

/**
 * An uploaded sheet's wrong rows: the row, where in it, and why. Nothing of the sheet is applied while there is one
 * (the stock take and the product sheet alike). The table scrolls sideways in a named, focusable region.
 */
export function SheetProblemsTable({
  title,
  hint,
  headers,
  placeClassName,
  problems,
}: {
  title: string;
  hint: string;
  headers: { row: string; place: string; reason: string };
  placeClassName: string;
  problems: readonly SheetProblemRow[];
}) {
  return (
    <div>
      <h3 className="text-base font-bold text-red-800">{title}</h3>
      <p className="mt-0.5 text-sm text-stone-600">{hint}</p>
      <div
        role="region"
        aria-label={title}
        tabIndex={0}
        className="mt-2 overflow-x-auto rounded-2xl border border-red-200"
      >
        <table className="w-full text-left text-sm">
          <thead className="bg-red-50 text-xs tracking-wide text-red-900 uppercase">
            <tr>
              <th className={cell}>{headers.row}</th>
              <th className={cell}>{headers.place}</th>
              <th className={cell}>{headers.reason}</th>
            </tr>
          </thead>
          <tbody>
            {problems.map((p, index) => (
              <tr key={index} className="border-t border-red-100 bg-red-50/60 align-top">
                <td className={cn(cell, 'font-semibold tabular-nums')}>{p.row}</td>
                <td className={cn(cell, placeClassName)}>{p.place}</td>
                <td className={cn(cell, 'text-red-800')}>{p.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
