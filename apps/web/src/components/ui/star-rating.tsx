import { cn } from './cn';

const STAR = 'M10 1.6l2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.5l-5.1 2.8 1.1-5.7-4.3-4 5.8-.7z';

type StarRatingProps = {
  /** 0 to 5; fractions fill part of a star. */
  value: number;
  /** What a screen reader hears, e.g. "Rating 4,5 dari 5". */
  label: string;
  className?: string;
  starClassName?: string;
};

/** Five stars filled up to the rating. */
export function StarRating({ value, label, className, starClassName = 'size-4' }: StarRatingProps) {
  const rating = Math.max(0, Math.min(5, value));
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.max(0, Math.min(1, rating - index));
        return (
          <span key={index} className={cn('relative inline-block', starClassName)}>
            <svg viewBox="0 0 20 20" aria-hidden="true" className="absolute inset-0 size-full text-cream-300">
              <path d={STAR} fill="currentColor" />
            </svg>
            {fill > 0 ? (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <svg viewBox="0 0 20 20" aria-hidden="true" className={cn('h-full text-amber-400', starClassName)}>
                  <path d={STAR} fill="currentColor" />
                </svg>
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
