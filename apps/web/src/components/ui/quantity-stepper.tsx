import { useState } from 'react';
import { cn } from './cn';
import { MinusIcon, PlusIcon } from './icons';

type QuantityStepperProps = {
  value: number;
  min?: number;
  max: number;
  onChange: (quantity: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  inputLabel: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
  id?: string;
};

/**
 * − / number / +, kept between min and max. Typed numbers are applied on Enter or when the field is left.
 * A value above max (a cart line whose stock fell) is shown as it is; only + is then disabled.
 */
export function QuantityStepper({
  value,
  min = 1,
  max,
  onChange,
  decreaseLabel,
  increaseLabel,
  inputLabel,
  disabled = false,
  size = 'md',
  id,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const upper = Math.max(min, max);

  const commit = () => {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    setDraft(null);
    if (!Number.isFinite(typed)) return;
    const next = Math.min(upper, Math.max(min, typed));
    if (next !== value) onChange(next);
  };

  const button = cn(
    'grid shrink-0 cursor-pointer place-items-center text-cocoa-700 transition-colors hover:bg-rose-50 hover:text-rose-600 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent',
    size === 'sm' ? 'size-8' : 'size-10',
  );

  return (
    <div
      className={cn(
        'inline-flex items-center overflow-hidden rounded-full border border-cream-300 bg-white shadow-xs',
        disabled && 'opacity-60',
      )}
    >
      <button
        type="button"
        aria-label={decreaseLabel}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, Math.min(value - 1, upper)))}
        className={button}
      >
        <MinusIcon className="size-4" />
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={upper}
        aria-label={inputLabel}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        className={cn(
          'self-stretch [appearance:textfield] border-x border-cream-200 bg-transparent text-center text-sm font-bold text-cocoa-900 focus:bg-rose-50 focus:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
          size === 'sm' ? 'w-10' : 'w-14',
        )}
      />
      <button
        type="button"
        aria-label={increaseLabel}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(value + 1, upper))}
        className={button}
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
