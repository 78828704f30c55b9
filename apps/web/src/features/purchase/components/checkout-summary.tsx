import { formatRupiah } from '@boneka/shared/money';
import type { OrderAmounts } from '@boneka/shared/order-amounts';
import { useT } from '@/lib/i18n/i18n';
import '@/lib/i18n/messages/promotions';
import { AmountRow } from './amount-row';

/** The numbers the server will charge; each is an <output> labelled by its term (getByLabel finds it). */
export function CheckoutSummary({
  amounts,
  itemCount,
  voucherCode,
  freeShippingCap = null,
}: {
  amounts: OrderAmounts;
  itemCount: number;
  voucherCode: string | null;
  /** A Gratis Ongkir voucher's cap: until a courier is chosen the summary says how much it may take off. */
  freeShippingCap?: number | null;
}) {
  const t = useT();
  return (
    <dl className="space-y-2.5">
      <AmountRow
        label={t('checkout.subtotal')}
        note={t('checkout.itemCount', { count: itemCount })}
        value={formatRupiah(amounts.subtotal)}
      />
      <AmountRow
        label={t('checkout.shippingCost')}
        value={amounts.shipping === null ? '—' : formatRupiah(amounts.shipping)}
      />
      {freeShippingCap === null || amounts.discount > 0 ? (
        <AmountRow
          label={t('checkout.voucherDiscount')}
          note={voucherCode}
          value={amounts.discount > 0 ? `-${formatRupiah(amounts.discount)}` : formatRupiah(0)}
          tone="discount"
        />
      ) : null}
      {amounts.shipping_discount > 0 ? (
        <AmountRow
          label={t('promo.freeShipping')}
          note={voucherCode}
          value={`−${formatRupiah(amounts.shipping_discount)}`}
          tone="discount"
        />
      ) : freeShippingCap !== null && amounts.shipping === null ? (
        <AmountRow
          label={t('promo.freeShipping')}
          note={voucherCode}
          value={t('promo.freeShippingUpTo', { amount: formatRupiah(freeShippingCap) })}
          tone="discount"
        />
      ) : null}
      <AmountRow label={t('checkout.total')} value={formatRupiah(amounts.total)} tone="total" />
    </dl>
  );
}
