import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AddressBody, type Address } from '@boneka/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { errorText } from '@/lib/error-text';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useT } from '@/lib/i18n/i18n';
import { useCreateAddress } from '../api/create-address';
import { useCities } from '../api/get-cities';
import { useDistricts } from '../api/get-districts';
import { usePostalCodes } from '../api/get-postal-codes';
import { useProvinces } from '../api/get-provinces';
import { useUpdateAddress } from '../api/update-address';

const FIELDS = [
  'label',
  'recipientName',
  'phoneNumber',
  'streetAddress',
  'province',
  'city',
  'district',
  'postalCode',
  'notes',
  'isDefault',
] as const;

type AddressFormModalProps = {
  open: boolean;
  /** The address being edited; none means a new one. */
  address: Address | null;
  onClose: () => void;
  onSaved: (message: string) => void;
  /** A new address was stored (the checkout chooses it). */
  onCreated?: (address: Address) => void;
};

function toFormValues(address: Address | null) {
  return {
    label: address?.label ?? '',
    recipientName: address?.recipient_name ?? '',
    phoneNumber: address?.phone_number ?? '',
    streetAddress: address?.street_address ?? '',
    province: address ? String(address.province_id) : '',
    city: address ? String(address.city_id) : '',
    district: address ? String(address.district_id) : '',
    postalCode: address?.postal_code ?? '',
    notes: address?.notes ?? '',
    isDefault: address?.is_default ?? false,
  };
}

/** A positive id chosen in a select, or null while nothing is chosen. */
function selectedId(value: unknown): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function AddressFormModal({ open, address, ...handlers }: AddressFormModalProps) {
  // A fresh form (and fresh mutation state) every time the modal opens.
  return open ? <AddressFormDialog key={address?.address_id ?? 'new'} address={address} {...handlers} /> : null;
}

function AddressFormDialog({ address, onClose, onSaved, onCreated }: Omit<AddressFormModalProps, 'open'>) {
  const t = useT();
  const formId = useId();
  const editing = address !== null;
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(AddressBody), defaultValues: toFormValues(address) });

  const provinceId = selectedId(useWatch({ control, name: 'province' }));
  const cityId = selectedId(useWatch({ control, name: 'city' }));
  const provinces = useProvinces();
  const cities = useCities(provinceId);
  const districts = useDistricts(cityId);
  const districtId = selectedId(useWatch({ control, name: 'district' }));
  const postalCodes = usePostalCodes(districtId);
  const postalCodeList = `${formId}-postal-codes`;
  // The code this form filled in itself: a later kecamatan may replace it, never one the shopper typed.
  const filledPostalCode = useRef<string | null>(null);
  useEffect(() => {
    const codes = postalCodes.data;
    if (!codes || codes.length !== 1) return;
    const typed = getValues('postalCode');
    if (typed !== '' && typed !== filledPostalCode.current) return;
    filledPostalCode.current = codes[0]!;
    setValue('postalCode', codes[0]!, { shouldValidate: typed !== '' });
  }, [postalCodes.data, getValues, setValue]);
  const severalPostalCodes = postalCodes.data && postalCodes.data.length > 1 ? postalCodes.data : null;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (address) {
        await update.mutateAsync({ id: address.address_id, body: values });
        onSaved(t('addr.updated'));
      } else {
        const reply = await create.mutateAsync(values);
        onSaved(t('addr.added'));
        onCreated?.(reply.address);
      }
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      setFormError(errorText(error, t, t('addr.saveFailed')));
    }
  });

  const busy = create.isPending || update.isPending;
  const locationError = provinces.isError || cities.isError || districts.isError;

  return (
    <Modal
      open
      title={editing ? t('addr.modalEdit') : t('addr.modalAdd')}
      onClose={() => {
        if (!busy) onClose();
      }}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('addr.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? t('addr.saving') : editing ? t('addr.submitEdit') : t('addr.submitAdd')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('addr.fieldLabel')}
            placeholder={t('addr.fieldLabelPlaceholder')}
            error={errors.label?.message}
            {...register('label')}
          />
          <TextField
            label={t('addr.fieldRecipient')}
            autoComplete="name"
            error={errors.recipientName?.message}
            {...register('recipientName')}
          />
        </div>
        <TextField
          label={t('addr.fieldPhone')}
          type="tel"
          autoComplete="tel"
          placeholder="08xxxxxxxxxx"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <TextField
          label={t('addr.fieldStreet')}
          placeholder={t('addr.fieldStreetPlaceholder')}
          autoComplete="address-line1"
          error={errors.streetAddress?.message}
          {...register('streetAddress')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <Controller
            control={control}
            name="province"
            render={({ field }) => (
              <SelectField
                label={t('addr.fieldProvince')}
                name={field.name}
                ref={field.ref}
                value={String(field.value ?? '')}
                onBlur={field.onBlur}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  setValue('city', '');
                  setValue('district', '');
                }}
                error={errors.province ? t('addr.provinceRequired') : undefined}
              >
                <option value="">{provinces.isPending ? t('common.loading') : t('addr.selectProvince')}</option>
                {provinces.data?.map((province) => (
                  <option key={province.province_id} value={province.province_id}>
                    {province.province_name}
                  </option>
                ))}
              </SelectField>
            )}
          />
          <Controller
            control={control}
            name="city"
            render={({ field }) => (
              <SelectField
                label={t('addr.fieldCity')}
                name={field.name}
                ref={field.ref}
                value={String(field.value ?? '')}
                onBlur={field.onBlur}
                disabled={provinceId === null}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  setValue('district', '');
                }}
                error={errors.city ? t('addr.cityRequired') : undefined}
              >
                <option value="">{cities.isFetching ? t('common.loading') : t('addr.selectCity')}</option>
                {cities.data?.map((city) => (
                  <option key={city.city_id} value={city.city_id}>
                    {city.city_name}
                  </option>
                ))}
              </SelectField>
            )}
          />
          <Controller
            control={control}
            name="district"
            render={({ field }) => (
              <SelectField
                label={t('addr.fieldDistrict')}
                name={field.name}
                ref={field.ref}
                value={String(field.value ?? '')}
                onBlur={field.onBlur}
                disabled={cityId === null}
                onChange={(event) => field.onChange(event.target.value)}
                error={errors.district ? t('addr.districtRequired') : undefined}
              >
                <option value="">{districts.isFetching ? t('common.loading') : t('addr.selectDistrict')}</option>
                {districts.data?.map((district) => (
                  <option key={district.district_id} value={district.district_id}>
                    {district.district_name}
                  </option>
                ))}
              </SelectField>
            )}
          />
        </div>
        {locationError ? <Alert tone="error">{t('addr.locationsFailed')}</Alert> : null}
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
        <label className="flex cursor-pointer items-center gap-3 rounded-2xl border border-cream-200 bg-cream-50 px-4 py-3 text-sm font-semibold text-cocoa-700">
          <input type="checkbox" className="size-4 accent-rose-500" {...register('isDefault')} />
          {t('addr.fieldDefault')}
        </label>
      </form>
    </Modal>
  );
}
