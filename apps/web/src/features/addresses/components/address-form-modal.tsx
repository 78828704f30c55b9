import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n/i18n';
import { useAddressForm, type AddressFormProps } from '../hooks/use-address-form';
import { AddressLocationFields } from './address-location-fields';
import { AddressPostalFields } from './address-postal-fields';

type AddressFormModalProps = AddressFormProps & { open: boolean };

export function AddressFormModal({ open, address, ...handlers }: AddressFormModalProps) {
  // A fresh form (and fresh mutation state) every time the modal opens.
  return open ? <AddressFormDialog key={address?.address_id ?? 'new'} address={address} {...handlers} /> : null;
}

function AddressFormDialog({ address, onClose, onSaved, onCreated }: AddressFormProps) {
  const t = useT();
  const formId = useId();
  const editing = address !== null;
  const { form, submit, formError, busy } = useAddressForm({ address, onSaved, onCreated });
  const { register } = form;
  const { errors } = form.formState;

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
        <AddressLocationFields form={form} />
        <AddressPostalFields form={form} postalCodeList={`${formId}-postal-codes`} />
        <label className="flex cursor-pointer items-center gap-3 rounded-2xl border border-cream-200 bg-cream-50 px-4 py-3 text-sm font-semibold text-cocoa-700">
          <input type="checkbox" className="size-4 accent-rose-500" {...register('isDefault')} />
          {t('addr.fieldDefault')}
        </label>
      </form>
    </Modal>
  );
}
