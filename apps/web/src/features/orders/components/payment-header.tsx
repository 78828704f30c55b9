import type { Order } from '@boneka/shared';
import { useT } from '@/lib/i18n/i18n';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges';

/** The page's title: which order, and where it stands. */
export function PaymentHeader({ order }: { order: Order }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t('page.payment')}</h1>
        <p className="mt-1 text-sm text-stone-500">{t('payment.subtitle', { number: order.order_number })}</p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <OrderStatusBadge status={order.status} completed={order.completed_at !== null} />
        <PaymentStatusBadge status={order.payment_status} />
      </div>
    </div>
  );
}
