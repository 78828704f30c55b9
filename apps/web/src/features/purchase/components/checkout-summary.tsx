import { formatRupiah } from '@boneka/shared/money';
import type { OrderAmounts } from '@boneka/shared/order-amounts';
import { useT } from '@/lib/i18n/i18n';
import { AmountRow } from './amount-row';

/** The numbers the server will charge; each is an <output> labelled by its term (getByLabel finds it). */
export function CheckoutSummary({
  amounts,
  itemCount,
  voucherCode,
}: {
  amounts: OrderAmounts;
  itemCount: number;
  voucherCode: string | null;
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
      <AmountRow
        label={t('checkout.voucherDiscount')}
        note={voucherCode}
        value={amounts.discount > 0 ? `-${formatRupiah(amounts.discount)}` : formatRupiah(0)}
        tone="discount"
      />
      <AmountRow label={t('checkout.total')} value={formatRupiah(amounts.total)} tone="total" />
    </dl>
  );
}
