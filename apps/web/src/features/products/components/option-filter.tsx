import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { inputClass } from '@/components/ui/form-field';
import { CloseIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/i18n';
import { OPTION_FILTER_MAX } from './catalog-params';

/** Values the shop's dolls are often made in, offered as the shopper types; any other value can be typed. */
export const COMMON_OPTION_VALUES = ['30 cm', '50 cm', '75 cm', '1 m', 'Coklat', 'Pink', 'Putih', 'Abu-abu', 'Krem'];

export type OptionFilterChange = { option?: string; inStock?: boolean };

type OptionFilterProps = {
  option: string;
  inStock: boolean;
  onChange: (change: OptionFilterChange) => void;
};

/** "Stok tersedia", and one option value ("50 cm", "Pink") that a switched-on variant must have. */
export function OptionFilter({ option, inStock, onChange }: OptionFilterProps) {
  const t = useT();
  return (
    <div className="space-y-4 border-t border-cream-200 pt-4">
      <fieldset>
        <legend className="mb-2 text-sm font-extrabold text-cocoa-900">{t('filters.availability')}</legend>
        <label
          className={cn(
            'flex cursor-pointer items-center gap-2.5 rounded-xl px-3 py-2 text-sm transition-colors',
            inStock ? 'bg-rose-50 font-bold text-rose-700' : 'text-cocoa-700 hover:bg-cream-100',
          )}
        >
          <input
            type="checkbox"
            checked={inStock}
            onChange={(event) => onChange({ inStock: event.target.checked })}
            className="size-4 accent-rose-500"
          />
          {t('filters.inStock')}
        </label>
      </fieldset>
      <OptionValueForm key={option} option={option} onApply={(value) => onChange({ option: value })} />
    </div>
  );
}

function OptionValueForm({ option, onApply }: { option: string; onApply: (option: string) => void }) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const listId = useId();
  const [text, setText] = useState(option);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onApply(text.trim());
      }}
      className="space-y-2"
    >
      <label htmlFor={inputId} className="block text-sm font-extrabold text-cocoa-900">
        {t('filters.option')}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type="text"
          list={listId}
          value={text}
          maxLength={OPTION_FILTER_MAX}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={hintId}
          autoComplete="off"
          className={cn(inputClass, 'px-3 py-2', option && 'pr-10')}
        />
        {option ? (
          <button
            type="button"
            onClick={() => onApply('')}
            aria-label={t('filters.optionClear', { option })}
            title={t('filters.optionClear', { option })}
            className="absolute top-1/2 right-1.5 grid size-7 -translate-y-1/2 cursor-pointer place-items-center rounded-full text-stone-500 hover:bg-rose-50 hover:text-rose-600"
          >
            <CloseIcon className="size-4" />
          </button>
        ) : null}
      </div>
      <datalist id={listId}>
        {COMMON_OPTION_VALUES.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
      <p id={hintId} className="text-xs text-stone-500">
        {t('filters.optionHint')}
      </p>
      <Button type="submit" variant="secondary" size="sm" className="w-full" aria-label={t('filters.optionApply')}>
        {t('catalog.priceApply')}
      </Button>
    </form>
  );
}
