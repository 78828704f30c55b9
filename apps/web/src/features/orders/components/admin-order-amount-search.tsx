import { useState } from 'react';
import { formatRupiah } from '@boneka/shared/money';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { readTyped, typedNumberText } from '@/components/ui/money-field';
import { useT } from '@/lib/i18n/i18n';

/** "I see Rp 150.123 in my statement: which order?" — finds the order by its amount to transfer (kode unik). */
export function AmountSearch({
  amount,
  onSearch,
}: {
  amount: number | null;
  onSearch: (amount: number | null) => void;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const invalid = refusal !== undefined;
  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        // Read the Indonesian way (decision 031), like every amount the owner types; a refusal says what it read.
        const reading = readTyped(text, 'rupiah');
        if (reading.ok && reading.value > 0) {
          setRefusal(undefined);
          onSearch(reading.value);
        } else {
          setRefusal((reading.ok ? undefined : typedNumberText(t, reading)) ?? t('adminOrders.amountInvalid'));
        }
      }}
    >
      <TextField
        label={t('adminOrders.amountLabel')}
        inputMode="numeric"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Rp 150.123"
        error={refusal}
        wrapperClassName="min-w-0 flex-1 sm:max-w-xs"
      />
      <Button type="submit" size="sm">
        {t('adminOrders.amountSearch')}
      </Button>
      {amount !== null ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            setText('');
            onSearch(null);
          }}
        >
          {t('adminOrders.amountClear')}
        </Button>
      ) : null}
      {amount !== null && !invalid ? (
        <p role="status" className="w-full text-xs font-semibold text-cocoa-700">
          {t('adminOrders.amountShowing', { amount: formatRupiah(amount) })}
        </p>
      ) : null}
    </form>
  );
}
