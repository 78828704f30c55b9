import { useState, type KeyboardEvent } from 'react';
import { MAX_OPTION_VALUES } from '@boneka/shared';
import { useT } from '@/lib/i18n/i18n';
import { moved, type OptionDraft } from '../components/admin-variant-rows';

/**
 * An option's values as chips: what is typed becomes chips on Enter, a comma or leaving the field (several at once,
 * none twice, none too long, no more than the cap); Backspace in the empty field takes the last chip back to edit;
 * chips move and go, each change said aloud.
 */
export function useOptionValues(option: OptionDraft, onChange: (option: OptionDraft) => void) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

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

  const type = (text: string) => {
    setProblem(null);
    setTyped(text);
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

  return { typed, type, problem, announcement, add, onKeyDown, move, remove };
}
