import { useId } from 'react';
import { MAX_OPTIONS } from '@boneka/shared';
import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/i18n';
import { AdminOptionFields } from './admin-option-fields';
import { newOptionKey, type OptionDraft } from './admin-variant-rows';

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
        <AdminOptionFields
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
