import { useState, type FormEvent } from 'react';
import { ChangeResiBody, type Order } from '@boneka/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { useChangeResi } from '../api/change-resi';

/**
 * "Tambah nomor resi" / "Ubah nomor resi" while the parcel is shipped: the shopper is mailed the new resi, and the
 * courier's tracking follows it. Keyed by the resi where it is used, so a saved resi starts the field afresh.
 */
export function AdminResiForm({ order }: { order: Order }) {
  const t = useT();
  const { show } = useToast();
  const change = useChangeResi();
  const current = order.tracking_number ?? '';
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string>();
  const resi = value.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ChangeResiBody.safeParse({ tracking_number: resi }).success) {
      setError(t('adminOrders.resiInvalid'));
      return;
    }
    setError(undefined);
    try {
      await change.mutateAsync({ orderId: order.order_id, trackingNumber: resi });
      show('success', t('adminOrders.resiSaved'));
    } catch (failure) {
      setError(errorText(failure, t, t('adminOrders.resiSaveFailed')));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-start gap-2" noValidate>
      <TextField
        label={t(current ? 'adminOrders.resiChange' : 'adminOrders.resiAdd')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
        error={error}
        maxLength={50}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('adminOrders.resiPlaceholder')}
        disabled={change.isPending}
        wrapperClassName="min-w-0 flex-1 basis-56"
        className="font-mono"
      />
      <Button type="submit" size="md" className="sm:mt-7" disabled={change.isPending || resi === current}>
        {change.isPending ? t('adminOrders.resiSaving') : t('adminOrders.resiSave')}
      </Button>
    </form>
  );
}
