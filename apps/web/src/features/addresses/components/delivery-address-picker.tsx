import { useEffect, useId, useState } from 'react';
import type { Address } from '@boneka/shared';
import { formatAddress, placeOf } from '@boneka/shared/address-format';
import { Alert, type AlertTone } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MapPinIcon, PlusIcon } from '@/components/ui/icons';
import { SelectField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { AddressFormModal } from './address-form-modal';

export type DeliveryAddressPickerProps = {
  /** The address in effect, as last reported through onSelect. */
  selected: Address | null;
  /** An address to choose first (remembered from a draft); otherwise the default one. */
  preferredId?: number | null;
  onSelect: (address: Address | null) => void;
  onEdit: (address: Address) => void;
  onResult: (tone: AlertTone, text: string) => void;
};

/**
 * The checkout's delivery address: the default one preselected, with edit and delete. A new address is added
 * here, in the address form, and is the one chosen when it is saved.
 */
export function DeliveryAddressPicker({
  selected,
  preferredId = null,
  onSelect,
  onEdit,
  onResult,
}: DeliveryAddressPickerProps) {
  const t = useT();
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const [adding, setAdding] = useState(false);
  const detailsId = useId();

  const list = addresses.data ?? [];
  const wantedId = selected?.address_id ?? preferredId;
  const chosen =
    list.find((address) => address.address_id === wantedId) ??
    list.find((address) => address.is_default) ??
    list[0] ??
    null;

  // The parent learns which address is in effect: the default one at first, another after a delete, the fresh
  // copy after the list is fetched again (an edit may have moved it to another district).
  useEffect(() => {
    if (addresses.isSuccess && chosen !== selected) onSelect(chosen);
  }, [addresses.isSuccess, chosen, selected, onSelect]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.address_id);
      onResult('success', t('addrPicker.deleted'));
    } catch (error) {
      onResult('error', errorText(error, t, t('addrPicker.deleteFailed')));
    } finally {
      setToDelete(null);
    }
  };

  const addForm = (
    <AddressFormModal
      open={adding}
      address={null}
      onClose={() => setAdding(false)}
      onCreated={(created) => {
        setAdding(false);
        onSelect(created);
      }}
      onSaved={(text) => onResult('success', text)}
    />
  );

  if (addresses.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-500">
        <Spinner />
        {t('addrPicker.loading')}
      </p>
    );
  }
  if (addresses.isError) return <Alert tone="error">{t('addrPicker.loadFailed')}</Alert>;
  if (!chosen) {
    return (
      <div className="rounded-2xl border-2 border-dashed border-rose-200 bg-rose-50/40 px-5 py-8 text-center">
        <MapPinIcon className="mx-auto size-8 text-rose-400" />
        <p className="mt-2 font-bold text-cocoa-900">{t('addrPicker.none')}</p>
        <Button className="mt-4" onClick={() => setAdding(true)}>
          <PlusIcon className="size-4" />
          {t('addrPicker.add')}
        </Button>
        {addForm}
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <SelectField
        label={t('addrPicker.label')}
        value={chosen.address_id}
        onChange={(event) =>
          onSelect(list.find((address) => address.address_id === Number(event.target.value)) ?? null)
        }
        aria-describedby={detailsId}
      >
        {list.map((address) => (
          <option key={address.address_id} value={address.address_id}>
            {address.label} — {address.recipient_name}, {address.city.city_name}
          </option>
        ))}
      </SelectField>
      <div id={detailsId} className="rounded-2xl border border-cream-200 bg-cream-50 p-4 text-sm leading-relaxed">
        <p className="flex flex-wrap items-center gap-2 font-bold text-cocoa-900">
          {chosen.recipient_name}
          <span className="font-normal text-stone-500">{chosen.phone_number}</span>
          {chosen.is_default ? (
            <span className="inline-flex items-center rounded-full bg-emerald-100 px-2 py-0.5 text-[11px] font-bold tracking-wide text-emerald-700 uppercase">
              {t('addrPicker.default')}
            </span>
          ) : null}
        </p>
        <p className="mt-1 text-stone-600">{formatAddress(placeOf(chosen))}</p>
        {chosen.notes ? <p className="mt-1 text-xs text-stone-500">{chosen.notes}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onEdit(chosen)}>
          {t('addrPicker.edit')}
        </Button>
        <Button variant="ghost" size="sm" className="text-red-600 hover:bg-red-50" onClick={() => setToDelete(chosen)}>
          {t('addrPicker.delete')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setAdding(true)}>
          <PlusIcon className="size-4" />
          {t('addrPicker.add')}
        </Button>
      </div>
      {addForm}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('addrPicker.deleteTitle')}
        message={t('addrPicker.deleteConfirm')}
        confirmLabel={t('addrPicker.delete')}
        cancelLabel={t('addrPicker.cancel')}
        busyLabel={t('addrPicker.deleting')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
