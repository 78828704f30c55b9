import { useId } from 'react';
import { cn } from '@/components/ui/cn';
import { useT, type MessageKey } from '@/lib/i18n/i18n';

const STAR = 'M10 1.6l2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.5l-5.1 2.8 1.1-5.7-4.3-4 5.8-.7z';

export const RATING_LABELS: Record<number, MessageKey> = {
  5: 'reviewForm.rating5',
  4: 'reviewForm.rating4',
  3: 'reviewForm.rating3',
  2: 'reviewForm.rating2',
  1: 'reviewForm.rating1',
};

type RatingInputProps = { value: number; onChange: (rating: number) => void; disabled?: boolean };

/** Five stars as a radio group (0: none chosen yet): arrow keys move between them, each says its number and word. */
export function RatingInput({ value, onChange, disabled = false }: RatingInputProps) {
  const t = useT();
  const name = useId();
  const legendId = useId();
  return (
    <fieldset aria-labelledby={legendId} disabled={disabled}>
      <legend id={legendId} className="mb-1.5 text-sm font-semibold text-cocoa-700">
        {t('reviewForm.rating')}
      </legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex">
          {[1, 2, 3, 4, 5].map((star) => (
            <label key={star} className="cursor-pointer p-0.5">
              <input
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                aria-label={t('reviewForm.starOption', { count: star, label: t(RATING_LABELS[star]!) })}
                className="peer sr-only"
              />
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                className={cn(
                  'size-8 rounded transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-500',
                  star <= value ? 'text-amber-400' : 'text-cream-300 hover:text-amber-200',
                )}
              >
                <path d={STAR} fill="currentColor" />
              </svg>
            </label>
          ))}
        </div>
        <span aria-hidden="true" className={cn('text-sm font-bold', value ? 'text-amber-700' : 'text-stone-500')}>
          {t(RATING_LABELS[value] ?? 'reviewForm.ratingNone')}
        </span>
      </div>
    </fieldset>
  );
}
