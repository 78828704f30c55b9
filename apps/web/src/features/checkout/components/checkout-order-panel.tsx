import type { ReactNode } from 'react';
import { Alert, type Flash } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ShieldIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/i18n';
import { CheckoutSummary, type CheckoutAmounts } from './checkout-summary';

type CheckoutOrderPanelProps = {
  /** The voucher box, joined in by the page. */
  voucherBox: ReactNode;
  amounts: CheckoutAmounts;
  itemCount: number;
  voucherCode: string | null;
  message: Flash;
  busy: boolean;
  onPlaceOrder: () => void;
};

/** The side panel: voucher, the amounts the server will charge, why an order was refused, and 'Buat Pesanan'. */
export function CheckoutOrderPanel({
  voucherBox,
  amounts,
  itemCount,
  voucherCode,
  message,
  busy,
  onPlaceOrder,
}: CheckoutOrderPanelProps) {
  const t = useT();
  return (
    <aside
      aria-labelledby="checkout-summary-title"
      className="space-y-5 rounded-3xl border border-rose-100 bg-white p-5 shadow-soft lg:sticky lg:top-24"
    >
      <h2 id="checkout-summary-title" className="text-lg font-extrabold">
        {t('checkout.summaryTitle')}
      </h2>
      {voucherBox}
      <div className="border-t border-cream-200 pt-4">
        <CheckoutSummary amounts={amounts} itemCount={itemCount} voucherCode={voucherCode} />
      </div>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <Button size="lg" className="w-full" disabled={busy} onClick={onPlaceOrder}>
        {busy ? t('checkout.placing') : t('checkout.placeOrder')}
      </Button>
      <p className="flex items-start gap-2 text-xs text-stone-500">
        <ShieldIcon className="size-4 shrink-0 text-rose-400" />
        {t('checkout.serverNote')}
      </p>
    </aside>
  );
}
