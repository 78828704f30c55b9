import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AddressBody, type Address } from '@boneka/shared';
import { errorText } from '@/lib/error-text';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useT } from '@/lib/i18n/i18n';
import { useCreateAddress } from '../api/create-address';
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

export type AddressFormProps = {
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
export function selectedId(value: unknown): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The address form: its fields, and saving it as a new address or over the one edited. */
export function useAddressForm({ address, onSaved, onCreated }: Omit<AddressFormProps, 'onClose'>) {
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const form = useForm({ resolver: zodResolver(AddressBody), defaultValues: toFormValues(address) });

  const submit = form.handleSubmit(async (values) => {
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
      applyServerFieldErrors(error, form.setError, FIELDS);
      setFormError(errorText(error, t, t('addr.saveFailed')));
    }
  });

  return { form, submit, formError, busy: create.isPending || update.isPending };
}

export type AddressForm = ReturnType<typeof useAddressForm>['form'];
