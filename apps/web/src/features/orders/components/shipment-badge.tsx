import type { Shipment } from '@boneka/shared/schemas/shipments';
import { cn } from '@/components/ui/cn';
import { useT, type MessageKey } from '@/lib/i18n/i18n';

/** A booked shipment's state in the owner's words (decision 058); awaiting the courier depends on how it is handed. */
export function shipmentStateKey(shipment: Shipment): MessageKey {
  switch (shipment.state) {
    case 'booking':
      return 'adminOrders.shipment.booking';
    case 'created':
      return 'adminOrders.shipment.created';
    case 'awaiting_pickup':
      return shipment.method === 'drop_off'
        ? 'adminOrders.shipment.awaitingDropOff'
        : 'adminOrders.shipment.awaitingPickup';
    case 'picked_up':
      return 'adminOrders.shipment.pickedUp';
    case 'cancelled':
      return 'adminOrders.shipment.cancelled';
    case 'failed':
      return 'adminOrders.shipment.failed';
  }
}

const TONES: Record<Shipment['state'], string> = {
  booking: 'bg-sky-50 text-sky-800 ring-sky-200',
  created: 'bg-sky-50 text-sky-800 ring-sky-200',
  awaiting_pickup: 'bg-amber-50 text-amber-900 ring-amber-200',
  picked_up: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-stone-100 text-stone-700 ring-stone-300',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

/** The card's badge of its booked shipment: "Menunggu pickup", "Gagal booking", "Dibatalkan"… */
export function ShipmentBadge({ shipment }: { shipment: Shipment }) {
  const t = useT();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap ring-1 ring-inset',
        TONES[shipment.state],
      )}
    >
      <span className="sr-only">{t('adminOrders.shipment.badgeLabel')}: </span>
      {t(shipmentStateKey(shipment))}
    </span>
  );
}
