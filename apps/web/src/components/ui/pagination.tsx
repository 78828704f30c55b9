import { cn } from './cn';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

type PaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** The name of one page button, e.g. "Halaman {page}". */
  pageLabel: (page: number) => string;
};

/** Numbered pages with gaps: 1 … 4 5 6 … 12. */
function pageNumbers(page: number, pageCount: number): Array<number | 'gap'> {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const numbers = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  numbers.forEach((n, index) => {
    const previous = numbers[index - 1];
    if (previous !== undefined && n - previous > 1) out.push('gap');
    out.push(n);
  });
  return out;
}

export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const item =
    'grid h-10 min-w-10 cursor-pointer place-items-center rounded-full px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label={label} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <button
            type="button"
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
            className={cn(item, 'gap-1 text-cocoa-700 hover:bg-rose-50')}
          >
            <span className="flex items-center gap-1">
              <ChevronLeftIcon className="size-4" />
              <span className="sr-only sm:not-sr-only">{previousLabel}</span>
            </span>
          </button>
        </li>
        {pageNumbers(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                onClick={() => onPageChange(n)}
                aria-label={pageLabel(n)}
                aria-current={n === page ? 'page' : undefined}
                className={cn(
                  item,
                  n === page
                    ? 'bg-rose-600 text-white shadow-sm shadow-rose-300/60'
                    : 'border border-rose-100 bg-white text-cocoa-700 hover:bg-rose-50',
                )}
              >
                {n}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            onClick={() => onPageChange(page + 1)}
            disabled={page >= pageCount}
            className={cn(item, 'text-cocoa-700 hover:bg-rose-50')}
          >
            <span className="flex items-center gap-1">
              <span className="sr-only sm:not-sr-only">{nextLabel}</span>
              <ChevronRightIcon className="size-4" />
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
