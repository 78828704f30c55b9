import { useId } from 'react';
import type { ProductDetail } from '@boneka/shared';
import { cn } from '@/components/ui/cn';
import { useT } from '@/lib/i18n/i18n';
import { valueState, type Selection } from './variant-choice';

type VariantPickerProps = {
  product: ProductDetail;
  selection: Selection;
  onChoose: (option: number, value: string) => void;
};

/**
 * One group of buttons per option (Ukuran, Warna): radio buttons underneath, so a group is one tab stop and the
 * arrow keys move within it. A value that cannot be bought with the other options chosen (sold out, or not on sale)
 * is shown faded and crossed out, and can still be chosen: the page then says why it cannot be bought.
 */
export function VariantPicker({ product, selection, onChoose }: VariantPickerProps) {
  const t = useT();
  const group = useId();
  if (product.options.length === 0) return null;
  return (
    <div className="space-y-4">
      {product.options.map((option, i) => (
        <fieldset key={option.name} role="radiogroup" className="min-w-0">
          <legend className="mb-2 text-sm font-bold text-cocoa-700">
            {option.name}
            {selection[i] ? (
              <>
                : <span className="font-semibold text-stone-600">{selection[i]}</span>
              </>
            ) : null}
          </legend>
          <div className="flex flex-wrap gap-2">
            {option.values.map((value) => {
              const state = valueState(product, selection, i, value);
              return (
                <label key={value} className="relative">
                  <input
                    type="radio"
                    name={`${group}-${i}`}
                    value={value}
                    checked={selection[i] === value}
                    onChange={() => onChoose(i, value)}
                    className="peer sr-only"
                  />
                  <span
                    className={cn(
                      'inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-xl border bg-white px-4 text-sm font-semibold transition-colors select-none hover:border-rose-300',
                      'peer-checked:border-rose-500 peer-checked:bg-rose-50 peer-checked:text-rose-700',
                      'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-500',
                      // What cannot be bought is crossed out, in a colour that still reads (WCAG AA on white).
                      state === 'available'
                        ? 'border-cream-300 text-cocoa-700'
                        : 'border-dashed border-stone-300 text-stone-500 line-through',
                    )}
                  >
                    {value}
                    {state !== 'available' ? (
                      <span className="sr-only">
                        {' '}
                        {t(state === 'soldOut' ? 'productPage.valueSoldOut' : 'productPage.valueNotSold')}
                      </span>
                    ) : null}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
