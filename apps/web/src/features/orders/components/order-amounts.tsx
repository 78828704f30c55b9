import { useId } from 'react';
import type { Order } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { useT } from '@/lib/i18n/i18n';

/** Subtotal, shipping, discount and total as the server charged them; each amount is labelled by its term. */
export function OrderAmounts({ order }: { order: Order }) {
  const t = useT();
  const ids = {
    subtotal: useId(),
    shipping: useId(),
    discount: useId(),
    total: useId(),
    code: useId(),
    transfer: useId(),
  };
  const row = 'flex items-center justify-between gap-3 text-sm';
  return (
    <dl className="space-y-2">
      <div className={row}>
        <dt className="text-stone-500">
          <label htmlFor={ids.subtotal}>{t('orders.subtotal')}</label>
        </dt>
        <dd>
          <output id={ids.subtotal} className="font-semibold text-cocoa-900">
            {formatRupiah(order.subtotal)}
          </output>
        </dd>
      </div>
      <div className={row}>
        <dt className="text-stone-500">
          <label htmlFor={ids.shipping}>{t('orders.shippingCost')}</label>
        </dt>
        <dd>
          <output id={ids.shipping} className="font-semibold text-cocoa-900">
            {formatRupiah(order.shipping_cost)}
          </output>
        </dd>
      </div>
      {order.voucher_discount > 0 ? (
        <div className={row}>
          <dt className="text-stone-500">
            <label htmlFor={ids.discount}>{t('orders.voucherDiscount')}</label>
            {order.voucher_code ? <span className="text-xs"> ({order.voucher_code})</span> : null}
          </dt>
          <dd>
            <output id={ids.discount} className="font-semibold text-emerald-700">
              -{formatRupiah(order.voucher_discount)}
            </output>
          </dd>
        </div>
      ) : null}
      <div className="flex items-center justify-between gap-3 border-t border-dashed border-cream-300 pt-3">
        <dt className="font-extrabold text-cocoa-900">
          <label htmlFor={ids.total}>{t('orders.total')}</label>
        </dt>
        <dd>
          <output id={ids.total} className="text-xl font-extrabold text-rose-700">
            {formatRupiah(order.total_amount)}
          </output>
        </dd>
      </div>
      {order.transfer_amount !== null && order.unique_code !== null ? (
        <>
          <div className={row}>
            <dt className="text-stone-500">
              <label htmlFor={ids.code}>{t('orders.uniqueCode')}</label>
            </dt>
            <dd>
              <output id={ids.code} className="font-semibold text-cocoa-900">
                +{formatRupiah(order.unique_code)}
              </output>
            </dd>
          </div>
          <div className={row}>
            <dt className="font-bold text-cocoa-900">
              <label htmlFor={ids.transfer}>{t('orders.transferAmount')}</label>
            </dt>
            <dd>
              <output id={ids.transfer} className="font-extrabold text-cocoa-900">
                {formatRupiah(order.transfer_amount)}
              </output>
            </dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
