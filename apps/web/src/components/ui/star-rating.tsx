import { cn } from './cn';

/** One star 20 units wide, then a gap of 2.5: a row of five is 110 × 20, the proportions of five `size-N` stars
 * with the `gap-0.5` they used to have between them. */
const STEP = 22.5;
const ROW_WIDTH = 4 * STEP + 20;
const star = (index: number) =>
  `M${10 + index * STEP} 1.6l2.5 5.3 5.8.7-4.3 4 1.1 5.7L${10 + index * STEP} 14.5l-5.1 2.8 1.1-5.7-4.3-4 5.8-.7z`;
/** The five stars as one path: a row is two small SVGs, not ten (a product page shows some twenty rows). */
const ROW = [0, 1, 2, 3, 4].map(star).join('');

/** The row's height, by the size one star used to be given. */
const HEIGHTS: Record<string, string> = { 'size-3.5': 'h-3.5', 'size-4': 'h-4', 'size-5': 'h-5' };

type StarRatingProps = {
  /** 0 to 5; fractions fill part of a star. */
  value: number;
  /** What a screen reader hears, e.g. "Rating 4,5 dari 5". */
  label: string;
  className?: string;
  /** The size of one star: `size-3.5`, `size-4` or `size-5`. */
  starClassName?: 'size-3.5' | 'size-4' | 'size-5';
};

/** Five stars filled up to the rating. */
export function StarRating({ value, label, className, starClassName = 'size-4' }: StarRatingProps) {
  const rating = Math.max(0, Math.min(5, value));
  const whole = Math.floor(rating);
  // The filled part ends inside the star the rating reaches, never in a gap.
  const filled = whole * STEP + (rating - whole) * 20;
  const width = `${Math.min(100, (filled / ROW_WIDTH) * 100).toFixed(2)}%`;
  return (
    <span
      role="img"
      aria-label={label}
      className={cn('relative inline-flex shrink-0', HEIGHTS[starClassName], className)}
    >
      <svg viewBox={`0 0 ${ROW_WIDTH} 20`} aria-hidden="true" className="aspect-[11/2] h-full text-cream-300">
        <path d={ROW} fill="currentColor" />
      </svg>
      {filled > 0 ? (
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width }}>
          <svg
            viewBox={`0 0 ${ROW_WIDTH} 20`}
            aria-hidden="true"
            className="aspect-[11/2] h-full max-w-none text-amber-400"
          >
            <path d={ROW} fill="currentColor" />
          </svg>
        </span>
      ) : null}
    </span>
  );
}
