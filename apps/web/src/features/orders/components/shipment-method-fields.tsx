import { useId } from 'react';
import { PICKUP_METHODS, type BookShipmentBody, type PickupMethod } from '@boneka/shared/schemas/shipments';
import { cn } from '@/components/ui/cn';
import { TextField } from '@/components/ui/form-field';
import { useT, type MessageKey } from '@/lib/i18n/i18n';

/** How the parcel reaches the courier, and when the courier is to come (WIB); empty is the vendor's next slot. */
export type ShipmentChoice = { method: PickupMethod; date: string; time: string };
export const defaultShipmentChoice: ShipmentChoice = { method: 'pickup', date: '', time: '' };

/** The booking's body: a date and time only for a pick-up, and only when typed. */
export function shipmentBody(choice: ShipmentChoice): BookShipmentBody {
  if (choice.method === 'drop_off') return { method: 'drop_off' };
  return {
    method: 'pickup',
    ...(choice.date ? { pickup_date: choice.date } : {}),
    ...(choice.time ? { pickup_time: choice.time } : {}),
  };
}

const METHOD_TEXT: Record<PickupMethod, { label: MessageKey; hint: MessageKey }> = {
  pickup: { label: 'adminOrders.shipment.methodPickup', hint: 'adminOrders.shipment.methodPickupHint' },
  drop_off: { label: 'adminOrders.shipment.methodDropOff', hint: 'adminOrders.shipment.methodDropOffHint' },
};

/**
 * "Pick-up" (the courier comes to the shop) or "Drop-off" (the shop brings the parcel to the courier's counter), and
 * for a pick-up an optional WIB date and time: on the order's page and in the bulk "Atur Pengiriman".
 */
export function ShipmentMethodFields({
  value,
  onChange,
  disabled = false,
}: {
  value: ShipmentChoice;
  onChange: (value: ShipmentChoice) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const name = useId();
  return (
    <div className="space-y-3">
      <fieldset className="grid gap-2 sm:grid-cols-2" disabled={disabled}>
        <legend className="mb-1.5 text-sm font-semibold text-cocoa-700">{t('adminOrders.shipment.method')}</legend>
        {PICKUP_METHODS.map((method) => (
          <label
            key={method}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-2xl border px-3.5 py-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-rose-500',
              value.method === method
                ? 'border-rose-400 bg-rose-50 text-rose-900'
                : 'border-cream-300 bg-white text-cocoa-700 hover:border-rose-200',
            )}
          >
            <input
              type="radio"
              name={name}
              value={method}
              checked={value.method === method}
              onChange={() => onChange({ ...value, method })}
              className="mt-0.5 size-4 shrink-0 accent-rose-500"
            />
            <span className="min-w-0">
              <span className="block font-bold">{t(METHOD_TEXT[method].label)}</span>
              <span className="block text-xs text-stone-600">{t(METHOD_TEXT[method].hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {value.method === 'pickup' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            type="date"
            label={t('adminOrders.shipment.pickupDate')}
            optionalText={t('common.optional')}
            value={value.date}
            onChange={(event) => onChange({ ...value, date: event.target.value })}
            disabled={disabled}
          />
          <TextField
            type="time"
            label={t('adminOrders.shipment.pickupTime')}
            optionalText={t('common.optional')}
            value={value.time}
            onChange={(event) => onChange({ ...value, time: event.target.value })}
            disabled={disabled}
          />
          <p className="text-xs text-stone-500 sm:col-span-2">{t('adminOrders.shipment.pickupWhenHint')}</p>
        </div>
      ) : null}
    </div>
  );
}
