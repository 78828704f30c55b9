import type { OrderAmounts } from '@boneka/shared/order-amounts';
import { Alert, type AlertTone, type Flash } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ShieldIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/i18n';
import { CheckoutSummary } from './checkout-summary';
import { SummaryPanel } from './summary-panel';
import type { AppliedVoucher } from './voucher-box';

type CheckoutOrderPanelProps = {
  voucher: AppliedVoucher | null;
  onVoucherChange: (voucher: AppliedVoucher | null) => void;
  onVoucherResult: (tone: AlertTone, text: string) => void;
  amounts: OrderAmounts;
  itemCount: number;
  message: Flash;
  busy: boolean;
  onPlaceOrder: () => void;
};

/** The side panel: voucher, the amounts the server will charge, why an order was refused, and 'Buat Pesanan'. */
export function CheckoutOrderPanel({
  voucher,
  onVoucherChange,
  onVoucherResult,
  amounts,
  itemCount,
  message,
  busy,
  onPlaceOrder,
}: CheckoutOrderPanelProps) {
  const t = useT();
  return (
    <SummaryPanel
      titleId="checkout-summary-title"
      title={t('checkout.summaryTitle')}
      voucher={voucher}
      subtotal={amounts.subtotal}
      onApply={onVoucherChange}
      onRemove={() => onVoucherChange(null)}
      onVoucherResult={onVoucherResult}
    >
      <div className="border-t border-cream-200 pt-4">
        <CheckoutSummary
          amounts={amounts}
          itemCount={itemCount}
          voucherCode={voucher?.code ?? null}
          freeShippingCap={voucher?.type === 'shipping' ? voucher.value : null}
        />
      </div>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <Button size="lg" className="w-full" disabled={busy} onClick={onPlaceOrder}>
        {busy ? t('checkout.placing') : t('checkout.placeOrder')}
      </Button>
      <p className="flex items-start gap-2 text-xs text-stone-500">
        <ShieldIcon className="size-4 shrink-0 text-rose-400" />
        {t('checkout.serverNote')}
      </p>
    </SummaryPanel>
  );
}
