import type { ReviewStats } from '@boneka/shared';
import { StarRating } from '@/components/ui/star-rating';
import { formatRating } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';

const STARS = [5, 4, 3, 2, 1] as const;

/** The average, the number of reviews and one bar per star count, 5 down to 1. */
export function ReviewSummary({ stats }: { stats: ReviewStats }) {
  const t = useT();
  const { language } = useLanguage();
  const average = formatRating(stats.average_rating, language);
  return (
    <div className="grid gap-6 rounded-3xl bg-cream-100/70 p-5 sm:grid-cols-[12rem_1fr] sm:items-center sm:p-6">
      <div className="text-center">
        <p className="text-5xl font-extrabold text-cocoa-900">{average}</p>
        <StarRating
          value={stats.average_rating}
          label={t('product.ratingLabel', { rating: average })}
          className="mt-2"
          starClassName="size-5"
        />
        <p className="mt-1 text-sm text-stone-500">{t('reviews.total', { count: stats.total_reviews })}</p>
      </div>
      <ul aria-label={t('reviews.distribution')} className="space-y-2">
        {STARS.map((star) => {
          const percent = Math.round(stats.rating_percentages[star] ?? 0);
          return (
            <li
              key={star}
              aria-label={t('reviews.distributionRow', { star, percent, count: stats.rating_distribution[star] ?? 0 })}
              className="flex items-center gap-3 text-sm"
            >
              <span aria-hidden="true" className="flex w-8 shrink-0 items-center gap-0.5 font-bold text-cocoa-700">
                {star}
                <svg viewBox="0 0 20 20" className="size-3.5 text-amber-400">
                  <path
                    d="M10 1.6l2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.5l-5.1 2.8 1.1-5.7-4.3-4 5.8-.7z"
                    fill="currentColor"
                  />
                </svg>
              </span>
              <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-white">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${percent}%` }} />
              </span>
              <span aria-hidden="true" className="w-10 shrink-0 text-right text-xs font-semibold text-stone-500">
                {percent}%
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
