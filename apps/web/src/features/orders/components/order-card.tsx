import { useId } from 'react';
import type { Order } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import type { AlertTone } from '@/components/ui/alert';
import { ProductImage } from '@/components/ui/product-image';
import { formatDate } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { OrderActions } from './order-actions';
import { OrderStatusBadge, PaymentStatusBadge, ProofBadge } from './order-badges';
import { OrderLineVariant } from './order-line-variant';

/** How many lines a card shows before '+N more items'. */
const PREVIEW_ITEMS = 2;

type OrderCardProps = { order: Order; onResult: (tone: AlertTone, text: string) => void };

export function OrderCard({ order, onResult }: OrderCardProps) {
  const t = useT();
  const { language } = useLanguage();
  const titleId = useId();
  const preview = order.items.slice(0, PREVIEW_ITEMS);
  const more = order.items.length - preview.length;

  return (
    <article aria-labelledby={titleId} className="rounded-3xl border border-rose-100 bg-white p-5 shadow-soft sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-cream-200 pb-4">
        <div className="min-w-0">
          <h2 id={titleId} className="font-extrabold tracking-wide text-cocoa-900">
            {order.order_number}
          </h2>
          <p className="mt-0.5 text-xs text-stone-500">
            <time dateTime={order.created_at}>{formatDate(order.created_at, language)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <OrderStatusBadge status={order.status} completed={order.completed_at !== null} />
          <PaymentStatusBadge status={order.payment_status} />
          {order.payment_status === 'unpaid' && order.payment_proof ? (
            <ProofBadge label={t('orders.proofSent')} />
          ) : null}
        </div>
      </div>

      <ul className="space-y-3 py-4">
        {preview.map((item) => (
          <li key={item.order_item_id} className="flex items-center gap-3">
            <ProductImage
              src={item.product.image_url}
              alt=""
              className="size-14 shrink-0 rounded-xl border border-cream-200"
              fallbackClassName="text-2xl"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-bold text-cocoa-900">{item.product.name}</p>
              <OrderLineVariant variant={item.variant} className="truncate" />
              <p className="text-xs text-stone-500">
                {t('orders.quantityTimesPrice', { quantity: item.quantity, price: formatRupiah(item.price) })}
              </p>
            </div>
            <p className="shrink-0 text-sm font-semibold text-cocoa-900">{formatRupiah(item.subtotal)}</p>
          </li>
        ))}
        {more > 0 ? (
          <li className="text-xs font-semibold text-stone-500">{t('orders.moreItems', { count: more })}</li>
        ) : null}
      </ul>

      <div className="flex flex-col gap-3 border-t border-cream-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-500">
          {t('orders.total')}{' '}
          <span className="ml-1 text-lg font-extrabold text-rose-700">{formatRupiah(order.total_amount)}</span>
        </p>
        <OrderActions order={order} onResult={onResult} />
      </div>
    </article>
  );
}
