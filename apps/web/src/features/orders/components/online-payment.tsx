import { useState } from 'react';
import type { Order } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { Alert, type Flash } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { usePayOnline } from '../api/pay-online';
import { paymentDeadline } from './order-state';
import { paymentCard } from './payment-card';
import { PaymentCountdown } from './payment-countdown';
import { PaymentHeader } from './payment-header';
import { PaymentSummary } from './payment-summary';

/**
 * An online order (Midtrans Snap): the amount and 'Bayar Sekarang', which opens Midtrans' payment page; Midtrans
 * sends the shopper back to the order, which confirms itself.
 */
export function OnlinePayment({ order, flash }: { order: Order; flash?: Flash }) {
  const t = useT();
  const { language } = useLanguage();
  const pay = usePayOnline();
  const [opening, setOpening] = useState(false);
  const deadline = paymentDeadline(order);
  const open = async () => {
    try {
      setOpening(true);
      window.location.assign(await pay.mutateAsync(order.secure_token));
    } catch {
      setOpening(false);
    }
  };
  return (
    <div className="space-y-6">
      <PaymentHeader order={order} />
      {flash ? <Alert tone={flash.tone}>{flash.text}</Alert> : null}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="pay-online" className={paymentCard}>
          <h2 id="pay-online" className="text-lg font-extrabold">
            {t('payment.onlineTitle')}
          </h2>
          <p className="mt-3 text-sm font-semibold text-stone-500">{t('orders.total')}</p>
          <p className="mt-1 text-3xl font-extrabold text-rose-700">{formatRupiah(order.total_amount)}</p>
          <p className="mt-3 text-sm leading-relaxed text-stone-600">{t('payment.onlineText')}</p>
          {deadline ? (
            <PaymentCountdown deadline={deadline}>
              {t('payment.onlineExpires', { date: formatDateTime(deadline, language) })}
            </PaymentCountdown>
          ) : null}
          {pay.isError ? (
            <Alert tone="error" className="mt-4">
              {errorText(pay.error, t, t('payment.onlineFailed'))}
            </Alert>
          ) : null}
          <Button size="lg" className="mt-5 w-full sm:w-auto" disabled={opening} onClick={() => void open()}>
            {opening ? t('payment.opening') : t('payment.payNow')}
          </Button>
        </section>
        <aside className="lg:sticky lg:top-24">
          <PaymentSummary order={order} />
        </aside>
      </div>
    </div>
  );
}
