import { useId, type ReactNode } from 'react';
import type { Order } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { cn } from '@/components/ui/cn';
import { useT } from '@/lib/i18n/i18n';
import '@/lib/i18n/messages/promotions';

type AmountRowProps = {
  label: string;
  /** Shown after the label (the voucher's code). */
  note?: ReactNode;
  children: ReactNode;
  className?: string;
  labelClassName?: string;
  amountClassName?: string;
};

/** One amount, labelled by its term (the label names the output, so each reads as "Total: Rp …"). */
function AmountRow({ label, note, children, className, labelClassName, amountClassName }: AmountRowProps) {
  const id = useId();
  return (
    <div className={cn('flex items-center justify-between gap-3', className ?? 'text-sm')}>
      <dt className={labelClassName ?? 'text-stone-500'}>
        <label htmlFor={id}>{label}</label>
        {note}
      </dt>
      <dd>
        <output id={id} className={amountClassName ?? 'font-semibold text-cocoa-900'}>
          {children}
        </output>
      </dd>
    </div>
  );
}

/**
 * Subtotal, shipping, discount, Gratis Ongkir and total as the server charged them, for a transfer its kode unik and the exact
 * amount to transfer, and what has been refunded (a complaint's refund, Midtrans' refunds).
 */
export function OrderAmounts({ order }: { order: Order }) {
  const t = useT();
  return (
    <dl className="space-y-2">
      <AmountRow label={t('orders.subtotal')}>{formatRupiah(order.subtotal)}</AmountRow>
      <AmountRow label={t('orders.shippingCost')}>{formatRupiah(order.shipping_cost)}</AmountRow>
      {order.voucher_discount > 0 ? (
        <AmountRow
          label={t('orders.voucherDiscount')}
          note={order.voucher_code ? <span className="text-xs"> ({order.voucher_code})</span> : null}
          amountClassName="font-semibold text-emerald-700"
        >
          -{formatRupiah(order.voucher_discount)}
        </AmountRow>
      ) : null}
      {order.shipping_discount > 0 ? (
        <AmountRow
          label={t('promo.freeShipping')}
          note={order.voucher_code ? <span className="text-xs"> ({order.voucher_code})</span> : null}
          amountClassName="font-semibold text-emerald-700"
        >
          −{formatRupiah(order.shipping_discount)}
        </AmountRow>
      ) : null}
      <AmountRow
        label={t('orders.total')}
        className="border-t border-dashed border-cream-300 pt-3"
        labelClassName="font-extrabold text-cocoa-900"
        amountClassName="text-xl font-extrabold text-rose-700"
      >
        {formatRupiah(order.total_amount)}
      </AmountRow>
      {order.transfer_amount !== null && order.unique_code !== null ? (
        <>
          <AmountRow label={t('orders.uniqueCode')}>+{formatRupiah(order.unique_code)}</AmountRow>
          <AmountRow
            label={t('orders.transferAmount')}
            labelClassName="font-bold text-cocoa-900"
            amountClassName="font-extrabold text-cocoa-900"
          >
            {formatRupiah(order.transfer_amount)}
          </AmountRow>
        </>
      ) : null}
      {order.refunded_amount > 0 ? (
        <AmountRow label={t('orders.refundedAmount')} amountClassName="font-semibold text-emerald-700">
          -{formatRupiah(order.refunded_amount)}
        </AmountRow>
      ) : null}
    </dl>
  );
}
