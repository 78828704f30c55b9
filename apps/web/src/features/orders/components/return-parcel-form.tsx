import { useId } from 'react';
import { COURIER_NAMES, type Order } from '@boneka/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/i18n';
import { useReturnParcel } from '../hooks/use-return-parcel';

/**
 * The shopper's return parcel: the courier and the resi from the receipt, saved to the order (the shop is mailed
 * it); shown again with what was saved to correct it until the goods reach the shop. Keyed by the saved parcel where
 * it is used, so a saved parcel starts the form afresh.
 */
export function ReturnParcelForm({ order }: { order: Order }) {
  const t = useT();
  const titleId = useId();
  const parcel = useReturnParcel(order);
  const { errors, busy } = parcel;
  return (
    <form
      onSubmit={(event) => void parcel.submit(event)}
      noValidate
      aria-labelledby={titleId}
      className="space-y-3 border-t border-cream-200 pt-4"
    >
      <h3 id={titleId} className="text-base font-extrabold">
        {t('return.formTitle')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
        <SelectField
          label={t('return.courier')}
          value={parcel.courier}
          onChange={(event) => parcel.changeCourier(event.target.value)}
          error={errors.courier}
          disabled={busy}
        >
          <option value="">{t('return.courierChoose')}</option>
          {Object.entries(COURIER_NAMES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('return.resi')}
          value={parcel.resi}
          onChange={(event) => parcel.changeResi(event.target.value)}
          error={errors.resi}
          maxLength={50}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('return.resiPlaceholder')}
          disabled={busy}
          className="font-mono"
        />
      </div>
      {parcel.correcting ? <p className="text-xs text-stone-600">{t('return.correctHint')}</p> : null}
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      <Button type="submit" disabled={busy || (parcel.correcting && parcel.unchanged)} className="w-full sm:w-auto">
        {busy ? t('return.saving') : t('return.submitParcel')}
      </Button>
    </form>
  );
}
