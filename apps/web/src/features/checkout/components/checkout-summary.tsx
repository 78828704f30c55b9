import { useId } from 'react';
import { formatRupiah } from '@boneka/shared/money';
import { useT } from '@/lib/i18n/i18n';

export type CheckoutAmounts = { subtotal: number; shipping: number | null; discount: number; total: number };

/** The numbers the server will charge; each is an <output> labelled by its term (getByLabel finds it). */
export function CheckoutSummary({
  amounts,
  itemCount,
  voucherCode,
}: {
  amounts: CheckoutAmounts;
  itemCount: number;
  voucherCode: string | null;
}) {
  const t = useT();
  const ids = { subtotal: useId(), shipping: useId(), discount: useId(), total: useId() };
  const row = 'flex items-center justify-between gap-3 text-sm';
  return (
    <dl className="space-y-2.5">
      <div className={row}>
        <dt className="text-stone-500">
          <label htmlFor={ids.subtotal}>{t('checkout.subtotal')}</label>{' '}
          <span className="text-xs">({t('checkout.itemCount', { count: itemCount })})</span>
        </dt>
        <dd>
          <output id={ids.subtotal} className="font-semibold text-cocoa-900">
            {formatRupiah(amounts.subtotal)}
          </output>
        </dd>
      </div>
      <div className={row}>
        <dt className="text-stone-500">
          <label htmlFor={ids.shipping}>{t('checkout.shippingCost')}</label>
        </dt>
        <dd>
          <output id={ids.shipping} className="font-semibold text-cocoa-900">
            {amounts.shipping === null ? '—' : formatRupiah(amounts.shipping)}
          </output>
        </dd>
      </div>
      <div className={row}>
        <dt className="text-stone-500">
          <label htmlFor={ids.discount}>{t('checkout.voucherDiscount')}</label>
          {voucherCode ? <span className="text-xs"> ({voucherCode})</span> : null}
        </dt>
        <dd>
          <output id={ids.discount} className="font-semibold text-emerald-700">
            {amounts.discount > 0 ? `-${formatRupiah(amounts.discount)}` : formatRupiah(0)}
          </output>
        </dd>
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-dashed border-cream-300 pt-3">
        <dt className="font-extrabold text-cocoa-900">
          <label htmlFor={ids.total}>{t('checkout.total')}</label>
        </dt>
        <dd>
          <output id={ids.total} className="text-xl font-extrabold text-rose-700">
            {formatRupiah(amounts.total)}
          </output>
        </dd>
      </div>
    </dl>
  );
}
