import { useState, type ComponentProps } from 'react';
import { formatRupiah } from '@boneka/shared/money';
import {
  parseTypedCount,
  parseTypedRupiah,
  type TypedNumber,
  type TypedNumberRefusal,
  type TypedNumberUnit,
} from '@boneka/shared/typed-number';
import { useT, type Translate } from '@/lib/i18n/i18n';
import { TextField } from './form-field';

const plainNumber = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** A typed number read the Indonesian way (decision 031): `145.000` is a hundred and forty-five thousand. */
export function readTyped(text: string, unit: TypedNumberUnit, max?: number): TypedNumber {
  return unit === 'rupiah' ? parseTypedRupiah(text, { max }) : parseTypedCount(text, { max });
}

/** Why a typed number was refused, in the page's language, with what was read; undefined for an empty field. */
export function typedNumberText(t: Translate, refusal: TypedNumberRefusal): string | undefined {
  switch (refusal.problem) {
    case 'empty':
      return undefined;
    case 'not_a_number':
      return t('form.typedNotANumber', { read: refusal.read });
    case 'negative':
      return t('form.typedNegative', { read: refusal.read });
    case 'cents':
      return t('form.typedCents', { read: refusal.read });
    case 'grouping':
      return t('form.typedGrouping', { read: refusal.read });
    case 'ambiguous': {
      const [small, large] = refusal.readings.map((n) => plainNumber.format(n));
      return t('form.typedAmbiguous', { read: refusal.read, small: small!, large: large! });
    }
    case 'too_large': {
      const max = refusal.unit === 'rupiah' ? formatRupiah(refusal.max) : plainNumber.format(refusal.max);
      return t('form.typedTooLarge', { read: refusal.read, max });
    }
  }
}

type MoneyFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'type' | 'inputMode' | 'prefix' | 'min' | 'max' | 'step'
> & {
  /** What the field holds now (the form's value): the field shows how it reads it. */
  typed: string;
  unit?: TypedNumberUnit;
  /** The most the field takes (an `<input max>` would be a number field's). */
  maxValue?: number;
};

/**
 * A text field for Rupiah (or, with `unit="count"`, pieces) typed the way people in Indonesia write them. Under it,
 * what it read ("= Rp 145.000"); once the owner leaves the field or the form reports an error, why it cannot read
 * it, echoing the text. A plain text field, because a number field reads `145.000` as 145.
 */
export function MoneyField({
  typed,
  unit = 'rupiah',
  maxValue,
  error,
  hint,
  onBlur,
  onChange,
  ...props
}: MoneyFieldProps) {
  const t = useT();
  const [left, setLeft] = useState(false);
  const reading = readTyped(typed, unit, maxValue);
  const refusal = reading.ok ? undefined : typedNumberText(t, reading);
  const shownError = refusal && (left || error) ? refusal : error;
  // A count typed as plain digits ("3") reads as itself: only a price, or a count with dots, says how it was read.
  const read = !reading.ok
    ? null
    : unit === 'rupiah'
      ? `= ${formatRupiah(reading.value)}`
      : typed.trim() !== String(reading.value)
        ? `= ${plainNumber.format(reading.value)}`
        : null;
  return (
    <TextField
      type="text"
      inputMode="numeric"
      autoComplete="off"
      prefix={unit === 'rupiah' ? 'Rp' : undefined}
      error={shownError}
      hint={read ?? hint}
      onChange={(event) => {
        setLeft(false);
        return onChange?.(event);
      }}
      onBlur={(event) => {
        setLeft(true);
        return onBlur?.(event);
      }}
      {...props}
    />
  );
}
