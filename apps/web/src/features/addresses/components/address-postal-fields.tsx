import { TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/i18n';
import type { AddressForm } from '../hooks/use-address-form';
import { usePostalCodeFill } from '../hooks/use-postal-code-fill';

/** The postal code (filled in, or offered from the kecamatan's codes) beside the notes for the courier. */
export function AddressPostalFields({ form, postalCodeList }: { form: AddressForm; postalCodeList: string }) {
  const t = useT();
  const severalPostalCodes = usePostalCodeFill(form);
  const { register } = form;
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField
        label={t('addr.fieldPostal')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        placeholder="40111"
        list={severalPostalCodes ? postalCodeList : undefined}
        hint={
          severalPostalCodes ? t('addr.postalCodesOfDistrict', { codes: severalPostalCodes.join(', ') }) : undefined
        }
        error={errors.postalCode?.message}
        {...register('postalCode')}
      />
      {severalPostalCodes ? (
        <datalist id={postalCodeList}>
          {severalPostalCodes.map((code) => (
            <option key={code} value={code} />
          ))}
        </datalist>
      ) : null}
      <TextField
        label={t('addr.fieldNotes')}
        optionalText={t('common.optional')}
        placeholder={t('addr.fieldNotesPlaceholder')}
        wrapperClassName="sm:col-span-2"
        error={errors.notes?.message}
        {...register('notes')}
      />
    </div>
  );
}
