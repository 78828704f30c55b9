import { StarRating } from '@/components/ui/star-rating';
import { cn } from '@/components/ui/cn';
import { formatRating } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';

type RatingLineProps = { average: number; count: number; className?: string };

/** Stars with the average and the number of reviews, or 'Belum ada review'. */
export function RatingLine({ average, count, className }: RatingLineProps) {
  const t = useT();
  const { language } = useLanguage();
  if (count <= 0) {
    return <p className={cn('text-xs font-medium text-stone-500', className)}>{t('product.noReviews')}</p>;
  }
  const rating = formatRating(average, language);
  return (
    <p className={cn('flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-stone-500', className)}>
      <StarRating value={average} label={t('product.ratingLabel', { rating })} />
      <span className="font-bold text-cocoa-700">{rating}</span>
      <span className="whitespace-nowrap">{t('product.reviewCount', { count })}</span>
    </p>
  );
}
