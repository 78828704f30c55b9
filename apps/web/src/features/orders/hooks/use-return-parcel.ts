import { useState, type FormEvent } from 'react';
import { COURIER_NAMES, ShipReturnBody, type Order } from '@boneka/shared';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { useShipReturn } from '../api/ship-return';

type Errors = { courier?: string; resi?: string; form?: string };

const knownCourier = (code: string | null | undefined) => (code && Object.hasOwn(COURIER_NAMES, code) ? code : '');

/**
 * The shopper's return parcel: the courier chosen from the shop's couriers and the resi as printed on the receipt,
 * checked with the shared schema before sending; prefilled with what was saved, to correct it.
 */
export function useReturnParcel(order: Order) {
  const t = useT();
  const { show } = useToast();
  const ship = useShipReturn();
  const saved = order.complaint?.return;
  const [courier, setCourier] = useState(knownCourier(saved?.courier));
  const [resi, setResi] = useState(saved?.resi ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const unchanged = courier === (saved?.courier ?? '') && resi.trim().toUpperCase() === (saved?.resi ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ShipReturnBody.safeParse({ courier, resi: resi.trim() });
    const problems: Errors = {};
    if (!courier) problems.courier = t('return.courierRequired');
    if (!parsed.success && parsed.error.issues.some((issue) => issue.path[0] === 'resi'))
      problems.resi = t('return.resiInvalid');
    if (problems.courier || problems.resi) {
      setErrors(problems);
      return;
    }
    setErrors({});
    try {
      await ship.mutateAsync({ token: order.secure_token, parcel: { courier, resi: resi.trim() } });
      show('success', t('return.saved'));
    } catch (error) {
      if (isApiError(error) && error.code === 'UNKNOWN_COURIER') setErrors({ courier: t('return.courierRequired') });
      else if (isApiError(error) && error.code === 'VALIDATION_ERROR') setErrors({ resi: t('return.resiInvalid') });
      else setErrors({ form: errorText(error, t, t('return.saveFailed')) });
    }
  };

  return {
    courier,
    changeCourier: (value: string) => {
      setCourier(value);
      setErrors((current) => ({ ...current, courier: undefined, form: undefined }));
    },
    resi,
    changeResi: (value: string) => {
      setResi(value);
      setErrors((current) => ({ ...current, resi: undefined, form: undefined }));
    },
    errors,
    unchanged,
    correcting: Boolean(saved?.resi),
    submit,
    busy: ship.isPending,
  };
}
