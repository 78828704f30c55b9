import type { Order } from '@boneka/shared';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { OrderStatusBadge, PaymentStatusBadge, ProofBadge } from './order-badges';

/** The order's number and when it was placed, beside where it and its payment stand. */
export function OrderDetailHeader({ order }: { order: Order }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="text-xs font-bold tracking-wide text-rose-700 uppercase">{t('page.orderDetail')}</p>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{order.order_number}</h1>
        <p className="mt-1 text-sm text-stone-500">
          {t('orders.placedOn', { date: formatDateTime(order.created_at, language) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <OrderStatusBadge status={order.status} completed={order.completed_at !== null} />
        <PaymentStatusBadge status={order.payment_status} />
        {order.payment_status === 'unpaid' && order.payment_proof ? <ProofBadge label={t('orders.proofSent')} /> : null}
      </div>
    </div>
  );
}
