import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MAX_OPTION_VALUES, MAX_OPTIONS } from '@boneka/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { inputClass, TextField } from '@/components/ui/form-field';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/i18n';
import { moved, newOptionKey, type OptionDraft } from './admin-variant-rows';

type AdminOptionsEditorProps = {
  options: OptionDraft[];
  onChange: (options: OptionDraft[]) => void;
  /** Messages by path (`options.1.name`, `options.1.values`), already in the page's language. */
  errors: Record<string, string>;
  disabled?: boolean;
};

/** Names the owner usually gives options; a suggestion, any name goes. */
const SUGGESTIONS = [
  'adminProducts.optionSuggestSize',
  'adminProducts.optionSuggestColour',
  'adminProducts.optionSuggestPattern',
] as const;

/**
 * "Pilihan varian": up to 3 options (Ukuran, Warna, Motif), each a name and its values in the order the shopper sees
 * them, entered as chips: Enter (or a comma) adds one, each can be moved left or right and removed.
 */
export function AdminOptionsEditor({ options, onChange, errors, disabled = false }: AdminOptionsEditorProps) {
  const t = useT();
  const listId = useId();
  const change = (index: number, option: OptionDraft) => onChange(options.map((o, i) => (i === index ? option : o)));

  return (
    <div className="space-y-4">
      <datalist id={listId}>
        {SUGGESTIONS.map((key) => (
          <option key={key} value={t(key)} />
        ))}
      </datalist>
      {options.map((option, index) => (
        <OptionFields
          key={option.key}
          index={index}
          option={option}
          listId={listId}
          nameError={errors[`options.${index}.name`]}
          valuesError={errors[`options.${index}.values`]}
          disabled={disabled}
          onChange={(next) => change(index, next)}
          onRemove={() => onChange(options.filter((_, i) => i !== index))}
        />
      ))}
      {errors.options ? <p className="text-xs font-medium text-red-600">{errors.options}</p> : null}
      {options.length < MAX_OPTIONS ? (
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => onChange([...options, { key: newOptionKey(), name: '', values: [] }])}
        >
          <PlusIcon className="size-4" />
          {options.length === 0 ? t('adminProducts.addFirstOption') : t('adminProducts.addOption')}
        </Button>
      ) : (
        <p className="text-xs text-stone-500">{t('adminProducts.optionsFull', { max: MAX_OPTIONS })}</p>
      )}
    </div>
  );
}

type OptionFieldsProps = {
  index: number;
  option: OptionDraft;
  listId: string;
  nameError?: string;
  valuesError?: string;
  disabled: boolean;
  onChange: (option: OptionDraft) => void;
  onRemove: () => void;
};

function OptionFields({
  index,
  option,
  listId,
  nameError,
  valuesError,
  disabled,
  onChange,
  onRemove,
}: OptionFieldsProps) {
  const t = useT();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const title = option.name.trim() || t('adminProducts.optionNumber', { number: index + 1 });
  const full = option.values.length >= MAX_OPTION_VALUES;

  const add = () => {
    // Several at once: "30 cm, 50 cm, 1 m".
    const values = typed
      .split(',')
      .map((v) => v.trim().replace(/\s+/g, ' '))
      .filter(Boolean);
    if (values.length === 0) return;
    const next = [...option.values];
    for (const value of values) {
      if (next.some((v) => v.toLowerCase() === value.toLowerCase())) {
        setProblem(t('adminProducts.valueTwice', { value }));
        continue;
      }
      if (next.length >= MAX_OPTION_VALUES) {
        setProblem(t('adminProducts.valuesFull', { max: MAX_OPTION_VALUES }));
        break;
      }
      if (value.length > 40) {
        setProblem(t('adminProducts.valueTooLong', { value }));
        continue;
      }
      next.push(value);
    }
    if (next.length !== option.values.length) {
      onChange({ ...option, values: next });
      setAnnouncement(t('adminProducts.valuesAdded', { values: next.slice(option.values.length).join(', ') }));
      if (next.length - option.values.length === values.length) setProblem(null);
    }
    setTyped('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && typed === '' && option.values.length > 0) {
      // As in tag fields: Backspace in the empty field takes the last chip back to edit it.
      const last = option.values.at(-1)!;
      onChange({ ...option, values: option.values.slice(0, -1) });
      setTyped(last);
      event.preventDefault();
    }
  };

  const move = (from: number, to: number) => {
    onChange({ ...option, values: moved(option.values, from, to) });
    setAnnouncement(
      t('adminProducts.valueMoved', { value: option.values[from]!, position: to + 1, count: option.values.length }),
    );
  };

  const remove = (at: number) => {
    onChange({ ...option, values: option.values.filter((_, i) => i !== at) });
    setAnnouncement(t('adminProducts.valueRemoved', { value: option.values[at]! }));
  };

  const error = problem ?? valuesError;
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
                <li
                  key={value}
                  className="inline-flex items-center gap-0.5 rounded-full bg-rose-100 py-0.5 pr-0.5 pl-1 text-xs font-bold text-rose-800"
                >
                  <ChipButton
                    label={t('adminProducts.moveValueLeft', { value })}
                    disabled={disabled || at === 0}
                    onClick={() => move(at, at - 1)}
                  >
                    <ChevronLeftIcon className="size-3.5" />
                  </ChipButton>
                  <span className="px-1">{value}</span>
                  <ChipButton
                    label={t('adminProducts.moveValueRight', { value })}
                    disabled={disabled || at === option.values.length - 1}
                    onClick={() => move(at, at + 1)}
                  >
                    <ChevronRightIcon className="size-3.5" />
                  </ChipButton>
                  <ChipButton
                    label={t('adminProducts.removeValue', { value })}
                    disabled={disabled}
                    onClick={() => remove(at)}
                  >
                    <CloseIcon className="size-3.5" />
                  </ChipButton>
                </li>
              ))}
            </ul>
            <input
              id={inputId}
              value={typed}
              disabled={disabled || full}
              maxLength={200}
              autoComplete="off"
              enterKeyHint="done"
              placeholder={option.values.length === 0 ? t('adminProducts.optionValuePlaceholder') : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${inputId}-help`}
              onChange={(event) => {
                setProblem(null);
                setTyped(event.target.value);
              }}
              onKeyDown={onKeyDown}
              onBlur={add}
              className="min-w-32 flex-1 border-0 bg-transparent px-1 py-1 text-sm focus:outline-none"
            />
          </div>
          <p id={`${inputId}-help`} className={cn('text-xs', error ? 'font-medium text-red-600' : 'text-stone-500')}>
            {error ?? t('adminProducts.optionValuesHint')}
          </p>
          <p aria-live="polite" className="sr-only">
            {announcement}
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

function ChipButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-6 cursor-pointer place-items-center rounded-full hover:bg-rose-200 focus-visible:outline-2 focus-visible:outline-rose-500 disabled:cursor-default disabled:opacity-30 disabled:hover:bg-transparent"
    >
      {children}
    </button>
  );
}
