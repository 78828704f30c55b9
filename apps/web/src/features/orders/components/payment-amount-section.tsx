import type { Order } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { Button } from '@/components/ui/button';
import { ClockIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import { copyText } from '@/lib/clipboard';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { paymentDeadline } from './order-state';
import { paymentCard } from './payment-card';
import { PaymentCountdown } from './payment-countdown';

/** The exact amount to transfer (with its kode unik explained) and the time left to pay it, first on the page. */
export function PaymentAmountSection({ order }: { order: Order }) {
  const t = useT();
  const { language } = useLanguage();
  const { show } = useToast();
  const deadline = paymentDeadline(order);
  const transfer =
    order.transfer_amount !== null && order.unique_code !== null
      ? { amount: order.transfer_amount, code: order.unique_code }
      : null;
  const copyAmount = async (amount: number) => {
    const copied = await copyText(String(amount));
    show(copied ? 'success' : 'error', copied ? t('payment.amountCopied') : t('payment.copyFailed'));
  };
  return (
    <section aria-labelledby="pay-amount" className={paymentCard}>
      <p id="pay-amount" className="text-sm font-semibold text-stone-500">
        {t('payment.amountToPay')}
      </p>
      {transfer ? (
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <p className="text-2xl font-extrabold text-rose-700 sm:text-3xl">
            {t('payment.exactAmount')} <span className="whitespace-nowrap">{formatRupiah(transfer.amount)}</span>
          </p>
          <Button variant="outline" size="sm" onClick={() => void copyAmount(transfer.amount)}>
            {t('payment.copyAmount')}
          </Button>
        </div>
      ) : (
        <p className="mt-1 text-3xl font-extrabold text-rose-700">{formatRupiah(order.total_amount)}</p>
      )}
      {deadline ? (
        <PaymentCountdown deadline={deadline}>
          {t('payment.transferExpires', { date: formatDateTime(deadline, language) })}
        </PaymentCountdown>
      ) : null}
      {transfer ? (
        <>
          <p className="mt-3 text-sm font-semibold text-stone-600">
            {t('payment.totalBreakdown', {
              total: formatRupiah(order.total_amount),
              code: formatRupiah(transfer.code),
            })}
          </p>
          <p className="mt-1 text-sm leading-relaxed text-stone-600">
            {t('payment.uniqueCodeWhy', { code: transfer.code })}
          </p>
        </>
      ) : null}
      <p className="mt-2 flex items-center gap-2 text-xs text-stone-500">
        <ClockIcon className="size-4 shrink-0 text-rose-400" />
        {t('payment.verificationTime')}
      </p>
    </section>
  );
}
