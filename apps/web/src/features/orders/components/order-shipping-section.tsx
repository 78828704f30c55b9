import type { Order } from '@boneka/shared';
import { formatAddress } from '@boneka/shared/address-format';
import { MapPinIcon, TruckIcon } from '@/components/ui/icons';
import { etdText } from '@/lib/etd-text';
import { useT } from '@/lib/i18n/i18n';
import { courierName } from './order-state';
import { OrderSection as Section } from './order-section';

/** Where the order goes and with which courier, and the shopper's notes. */
export function OrderShippingSection({ order }: { order: Order }) {
  const t = useT();
  const address = order.shipping_address;
  return (
    <Section title={t('orders.shipping')} icon={<TruckIcon className="size-5 text-rose-700" />}>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div className="sm:row-span-2">
          <dt className="flex items-center gap-1.5 font-semibold text-stone-500">
            <MapPinIcon className="size-4" />
            {t('orders.shippingAddress')}
          </dt>
          <dd className="mt-1 leading-relaxed text-cocoa-900">
            <span className="font-bold">{address.recipient_name}</span> · {address.phone_number}
            <br />
            {formatAddress(address)}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-stone-500">{t('orders.courier')}</dt>
          <dd className="mt-1 font-bold text-cocoa-900">
            {[courierName(order.courier), order.courier_service].filter(Boolean).join(' - ')}
            {order.shipping_etd ? (
              <span className="font-normal text-stone-500"> · {etdText(order.shipping_etd, t)}</span>
            ) : null}
          </dd>
        </div>
      </dl>
      {order.notes ? (
        <p className="mt-4 rounded-2xl bg-cream-100 px-4 py-3 text-sm text-stone-600">
          <span className="font-semibold">{t('orders.notes')}:</span> {order.notes}
        </p>
      ) : null}
    </Section>
  );
}
