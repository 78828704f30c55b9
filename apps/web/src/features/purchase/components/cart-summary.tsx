import { formatRupiah } from '@boneka/shared/money';
import type { OrderAmounts } from '@boneka/shared/order-amounts';
import type { AlertTone } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ShieldIcon, TruckIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/i18n';
import type { VoucherInfo } from '../api/get-voucher';
import '@/lib/i18n/messages/promotions';
import { AmountRow } from './amount-row';
import { SummaryPanel } from './summary-panel';

type CartSummaryProps = {
  voucher: VoucherInfo | null;
  onVoucherChange: (voucher: VoucherInfo | null) => void;
  amounts: OrderAmounts;
  selectedCount: number;
  checkingOut: boolean;
  onCheckout: () => void;
  onResult: (tone: AlertTone, text: string) => void;
};

/** The cart's side panel: the voucher, the selected lines' amounts and 'Checkout Sekarang'. */
export function CartSummary({
  voucher,
  onVoucherChange,
  amounts,
  selectedCount,
  checkingOut,
  onCheckout,
  onResult,
}: CartSummaryProps) {
  const t = useT();
  return (
    <SummaryPanel
      titleId="cart-summary-title"
      title={t('cart.summary')}
      voucher={voucher}
      subtotal={amounts.subtotal}
      onApply={onVoucherChange}
      onRemove={() => onVoucherChange(null)}
      onVoucherResult={onResult}
    >
      {/* Each amount is an <output> labelled by its term: getByLabel('Total') finds the number. */}
      <dl className="space-y-2.5 border-t border-cream-200 pt-4">
        <AmountRow
          label={t('cart.subtotal')}
          note={t('cart.selectedCount', { count: selectedCount })}
          value={formatRupiah(amounts.subtotal)}
        />
        {voucher?.type === 'shipping' ? (
          <AmountRow
            label={t('promo.freeShipping')}
            note={voucher.code}
            value={t('promo.freeShippingUpTo', { amount: formatRupiah(voucher.value) })}
            tone="discount"
          />
        ) : (
          <AmountRow
            label={t('cart.voucherDiscount')}
            note={voucher?.code}
            value={amounts.discount > 0 ? `-${formatRupiah(amounts.discount)}` : formatRupiah(0)}
            tone="discount"
          />
        )}
        <AmountRow label={t('cart.total')} value={formatRupiah(amounts.total)} tone="total" />
      </dl>
      <Button size="lg" className="w-full" disabled={selectedCount === 0 || checkingOut} onClick={onCheckout}>
        {checkingOut ? t('cart.validating') : t('cart.checkout')}
      </Button>
      <ul className="space-y-2 text-xs text-stone-500">
        <li className="flex items-center gap-2">
          <TruckIcon className="size-4 shrink-0 text-rose-400" />
          {t('cart.freeShippingNote')}
        </li>
        <li className="flex items-center gap-2">
          <ShieldIcon className="size-4 shrink-0 text-rose-400" />
          {t('cart.guaranteeNote')}
        </li>
      </ul>
    </SummaryPanel>
  );
}
