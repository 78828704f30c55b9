import { isOnline, ONLINE_PAYMENT_METHOD, PAYMENT_METHODS, type PaymentMethod } from '@boneka/shared/orders';
import { cn } from '@/components/ui/cn';
import { useT, type MessageKey } from '@/lib/i18n/i18n';
import { usePaymentMethods } from '../api/get-payment-methods';

const hints: Record<PaymentMethod, MessageKey> = {
  'Transfer Bank': 'checkout.methodTransferHint',
  'COD (Bayar di Tempat)': 'checkout.methodCodHint',
  'E-Wallet (OVO, GoPay, DANA)': 'checkout.methodEwalletHint',
  [ONLINE_PAYMENT_METHOD]: 'checkout.methodOnlineHint',
};

/** Until the shop says otherwise, the methods every shop offers (the online one needs a Midtrans key). */
const ALWAYS_OFFERED = PAYMENT_METHODS.filter((method) => !isOnline(method));

type PaymentMethodsProps = { value: string; onChange: (method: PaymentMethod) => void; disabled: boolean };

/** The methods the shop offers; each radio is named exactly as the order records it. */
export function PaymentMethods({ value, onChange, disabled }: PaymentMethodsProps) {
  const t = useT();
  const offered = usePaymentMethods().data ?? ALWAYS_OFFERED;
  return (
    <fieldset className="grid gap-2.5" disabled={disabled}>
      <legend className="sr-only">{t('checkout.paymentTitle')}</legend>
      {offered.map((method) => {
        const checked = method === value;
        const hintId = `payment-hint-${PAYMENT_METHODS.indexOf(method)}`;
        return (
          <label
            key={method}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-2xl border px-4 py-3 transition-colors',
              checked ? 'border-rose-400 bg-rose-50 ring-2 ring-rose-100' : 'border-cream-200 hover:border-rose-200',
            )}
          >
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={checked}
              onChange={() => onChange(method)}
              aria-label={method}
              aria-describedby={hintId}
              className="size-4.5 shrink-0 accent-rose-500"
            />
            <span className="min-w-0 flex-1">
              <span className="block font-bold text-cocoa-900">{method}</span>
              <span id={hintId} className="block text-xs text-stone-600">
                {t(hints[method])}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
