import { useId } from 'react';
import { MAX_OPTION_VALUES } from '@boneka/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { inputClass, TextField } from '@/components/ui/form-field';
import { TrashIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/i18n';
import { useOptionValues } from '../hooks/use-option-values';
import { AdminOptionValueChip } from './admin-option-value-chip';
import type { OptionDraft } from './admin-variant-rows';

type AdminOptionFieldsProps = {
  index: number;
  option: OptionDraft;
  listId: string;
  nameError?: string;
  valuesError?: string;
  disabled: boolean;
  onChange: (option: OptionDraft) => void;
  onRemove: () => void;
};

/** One option: its name (with the usual names suggested), its values as chips, and "Hapus pilihan". */
export function AdminOptionFields({
  index,
  option,
  listId,
  nameError,
  valuesError,
  disabled,
  onChange,
  onRemove,
}: AdminOptionFieldsProps) {
  const t = useT();
  const inputId = useId();
  const values = useOptionValues(option, onChange);
  const title = option.name.trim() || t('adminProducts.optionNumber', { number: index + 1 });
  const full = option.values.length >= MAX_OPTION_VALUES;
  const error = values.problem ?? valuesError;

  return (
    <fieldset className="min-w-0 rounded-2xl border border-cream-300 bg-cream-50/60 p-4">
      <legend className="px-1 text-sm font-bold text-cocoa-900">{title}</legend>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_1fr] sm:items-start">
        <TextField
          label={t('adminProducts.optionName')}
          placeholder={t('adminProducts.optionNamePlaceholder')}
          list={listId}
          maxLength={40}
          autoComplete="off"
          value={option.name}
          error={nameError}
          disabled={disabled}
          onChange={(event) => onChange({ ...option, name: event.target.value })}
        />
        <div className="min-w-0 space-y-1.5">
          <label htmlFor={inputId} className="block text-sm font-semibold text-cocoa-700">
            {t('adminProducts.optionValues', { name: title })}
          </label>
          <div
            className={cn(
              inputClass,
              'flex min-h-11 flex-wrap items-center gap-1.5 px-2 py-1.5 focus-within:border-rose-400 focus-within:ring-4 focus-within:ring-rose-100',
              error && 'border-red-400',
            )}
          >
            <ul aria-label={t('adminProducts.optionValuesList', { name: title })} className="flex flex-wrap gap-1.5">
              {option.values.map((value, at) => (
                <AdminOptionValueChip
                  key={value}
                  value={value}
                  first={at === 0}
                  last={at === option.values.length - 1}
                  disabled={disabled}
                  onMoveLeft={() => values.move(at, at - 1)}
                  onMoveRight={() => values.move(at, at + 1)}
                  onRemove={() => values.remove(at)}
                />
              ))}
            </ul>
            <input
              id={inputId}
              value={values.typed}
              disabled={disabled || full}
              maxLength={200}
              autoComplete="off"
              enterKeyHint="done"
              placeholder={option.values.length === 0 ? t('adminProducts.optionValuePlaceholder') : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${inputId}-help`}
              onChange={(event) => values.type(event.target.value)}
              onKeyDown={values.onKeyDown}
              onBlur={values.add}
              className="min-w-32 flex-1 border-0 bg-transparent px-1 py-1 text-sm focus:outline-none"
            />
          </div>
          <p id={`${inputId}-help`} className={cn('text-xs', error ? 'font-medium text-red-600' : 'text-stone-500')}>
            {error ?? t('adminProducts.optionValuesHint')}
          </p>
          <p aria-live="polite" className="sr-only">
            {values.announcement}
          </p>
        </div>
      </div>
      <div className="mt-3 flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          className="text-red-600 hover:bg-red-50"
          disabled={disabled}
          onClick={onRemove}
          aria-label={t('adminProducts.removeOptionLabel', { name: title })}
        >
          <TrashIcon className="size-4" />
          {t('adminProducts.removeOption')}
        </Button>
      </div>
    </fieldset>
  );
}
