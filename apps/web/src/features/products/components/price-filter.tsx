import { useId, useState } from 'react';
import { PRICE_FILTER_MAX } from '@boneka/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { inputClass } from '@/components/ui/form-field';
import { readTyped, typedNumberText } from '@/components/ui/money-field';
import { useT, type MessageKey } from '@/lib/i18n/i18n';
import { matchingPriceRange, PRICE_RANGES, type PriceRangeId } from './catalog-params';

export type PriceRange = { minPrice: number | undefined; maxPrice: number | undefined };

type PriceFilterProps = PriceRange & { onChange: (range: PriceRange) => void };

const rangeLabels: Record<PriceRangeId, MessageKey> = {
  under100k: 'catalog.priceUnder100k',
  from100kTo250k: 'catalog.price100kTo250k',
  over250k: 'catalog.priceOver250k',
};

type Choice = PriceRangeId | 'all' | 'custom';

/** Ready-made Rupiah ranges and a custom min/max; the choice goes to the URL and into the query. */
export function PriceFilter({ minPrice, maxPrice, onChange }: PriceFilterProps) {
  const t = useT();
  const name = useId();
  const fromUrl: Choice =
    matchingPriceRange({ minPrice, maxPrice }) ?? (minPrice === undefined && maxPrice === undefined ? 'all' : 'custom');
  // The radios answer at once; the URL (updated in a transition) catches up and stays the source of truth.
  const [choice, setChoice] = useState<Choice>(fromUrl);
  const [seenUrlChoice, setSeenUrlChoice] = useState<Choice>(fromUrl);
  if (fromUrl !== seenUrlChoice) {
    setSeenUrlChoice(fromUrl);
    setChoice(fromUrl);
  }

  const choose = (next: Choice, range: PriceRange) => {
    setChoice(next);
    onChange(range);
  };

  const option = (checked: boolean) =>
    cn(
      'flex cursor-pointer items-center gap-2.5 rounded-xl px-3 py-2 text-sm transition-colors',
      checked ? 'bg-rose-50 font-bold text-rose-700' : 'text-cocoa-700 hover:bg-cream-100',
    );

  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-extrabold text-cocoa-900">{t('catalog.priceRange')}</legend>
        <div className="space-y-1">
          <label className={option(choice === 'all')}>
            <input
              type="radio"
              name={name}
              checked={choice === 'all'}
              onChange={() => choose('all', { minPrice: undefined, maxPrice: undefined })}
              className="size-4 accent-rose-500"
            />
            {t('catalog.priceAll')}
          </label>
          {PRICE_RANGES.map((range) => (
            <label key={range.id} className={option(choice === range.id)}>
              <input
                type="radio"
                name={name}
                checked={choice === range.id}
                onChange={() => choose(range.id, { minPrice: range.minPrice, maxPrice: range.maxPrice })}
                className="size-4 accent-rose-500"
              />
              {t(rangeLabels[range.id])}
            </label>
          ))}
        </div>
      </fieldset>
      <CustomPriceForm
        key={`${minPrice ?? ''}-${maxPrice ?? ''}`}
        initial={fromUrl === 'custom' ? { minPrice, maxPrice } : { minPrice: undefined, maxPrice: undefined }}
        onApply={(range) =>
          choose(range.minPrice === undefined && range.maxPrice === undefined ? 'all' : 'custom', range)
        }
      />
    </div>
  );
}

/** Typed amounts, applied together, read the Indonesian way: "500.000" and "500000" are both Rp 500.000. */
function CustomPriceForm({ initial, onApply }: { initial: PriceRange; onApply: (range: PriceRange) => void }) {
  const t = useT();
  const errorId = useId();
  const [minText, setMinText] = useState(initial.minPrice !== undefined ? String(initial.minPrice) : '');
  const [maxText, setMaxText] = useState(initial.maxPrice !== undefined ? String(initial.maxPrice) : '');
  const [error, setError] = useState<string | null>(null);

  const applyCustom = (event: React.FormEvent) => {
    event.preventDefault();
    const min = readTyped(minText, 'rupiah', PRICE_FILTER_MAX);
    const max = readTyped(maxText, 'rupiah', PRICE_FILTER_MAX);
    const refused = [min, max].map((reading) => (reading.ok ? undefined : typedNumberText(t, reading))).find(Boolean);
    if (refused) {
      setError(refused);
      return;
    }
    const minPrice = min.ok ? min.value : undefined;
    const maxPrice = max.ok ? max.value : undefined;
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      setError(t('catalog.priceMinAboveMax'));
      return;
    }
    setError(null);
    onApply({ minPrice, maxPrice });
  };

  return (
    <form onSubmit={applyCustom} noValidate className="space-y-2 border-t border-cream-200 pt-4">
      <p className="text-sm font-extrabold text-cocoa-900">{t('catalog.priceCustom')}</p>
      <div className="grid grid-cols-2 gap-2">
        <label className="space-y-1 text-xs font-semibold text-stone-500">
          <span>{t('catalog.priceMin')}</span>
          <input
            type="text"
            inputMode="numeric"
            placeholder="0"
            value={minText}
            onChange={(event) => setMinText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={cn(inputClass, 'px-3 py-2')}
          />
        </label>
        <label className="space-y-1 text-xs font-semibold text-stone-500">
          <span>{t('catalog.priceMax')}</span>
          <input
            type="text"
            inputMode="numeric"
            placeholder="500.000"
            value={maxText}
            onChange={(event) => setMaxText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={cn(inputClass, 'px-3 py-2')}
          />
        </label>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" size="sm" className="w-full">
        {t('catalog.priceApply')}
      </Button>
    </form>
  );
}
