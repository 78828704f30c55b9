import { cn } from '@/components/ui/cn';
import { useT, type MessageKey } from '@/lib/i18n/i18n';
import type { ReviewSort } from '../api/get-product-reviews';

const SORTS: Record<ReviewSort, MessageKey> = {
  recent: 'reviews.sortRecent',
  rating_high: 'reviews.sortRatingHigh',
  rating_low: 'reviews.sortRatingLow',
  helpful: 'reviews.sortHelpful',
};
const RATING_FILTERS = [null, 5, 4, 3, 2, 1] as const;

const chip = (active: boolean) =>
  cn(
    'inline-flex h-9 cursor-pointer items-center gap-1 rounded-full border px-3.5 text-sm font-semibold transition-colors',
    active
      ? 'border-rose-500 bg-rose-600 text-white shadow-sm'
      : 'border-rose-100 bg-white text-cocoa-700 hover:border-rose-200 hover:bg-rose-50',
  );

type ReviewFiltersProps = {
  rating: number | null;
  onRating: (rating: number | null) => void;
  sortId: string;
  sort: ReviewSort;
  onSort: (sort: ReviewSort) => void;
};

/** The star filter (all, or 5 to 1 stars) beside the sort of the reviews. */
export function ReviewFilters({ rating, onRating, sortId, sort, onSort }: ReviewFiltersProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div role="group" aria-label={t('reviews.filterLabel')} className="flex flex-wrap gap-2">
        {RATING_FILTERS.map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            aria-pressed={rating === value}
            aria-label={value === null ? undefined : t('reviews.filterStars', { count: value })}
            onClick={() => onRating(value)}
            className={chip(rating === value)}
          >
            {value === null ? (
              t('reviews.filterAll')
            ) : (
              <>
                {value}
                <svg viewBox="0 0 20 20" aria-hidden="true" className="size-3.5">
                  <path
                    d="M10 1.6l2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.5l-5.1 2.8 1.1-5.7-4.3-4 5.8-.7z"
                    fill="currentColor"
                  />
                </svg>
              </>
            )}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm font-semibold text-stone-500">
          {t('reviews.sortLabel')}
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => onSort(event.target.value as ReviewSort)}
          className="h-9 cursor-pointer rounded-full border border-rose-100 bg-white px-3 text-sm font-semibold text-cocoa-700 focus:border-rose-400 focus:ring-4 focus:ring-rose-100 focus:outline-none"
        >
          {(Object.keys(SORTS) as ReviewSort[]).map((value) => (
            <option key={value} value={value}>
              {t(SORTS[value])}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
