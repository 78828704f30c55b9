import type { Order } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { isCod, isOnline } from '@boneka/shared/orders';
import { Button } from '@/components/ui/button';
import { ReceiptIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useSaveInvoice } from '../hooks/use-save-invoice';
import { OrderActions } from './order-actions';
import { OrderAmounts } from './order-amounts';
import { channelName, paymentDeadline } from './order-state';
import { OrderSection as Section } from './order-section';

/**
 * The shopper's order summary: the amounts and how it is paid, what runs out when, when it completes, and what the
 * shopper can do, the invoice among it.
 */
export function OrderSummarySection({ order, className }: { order: Order; className?: string }) {
  const t = useT();
  const { language } = useLanguage();
  const { show } = useToast();
  const { saveInvoice, saving } = useSaveInvoice();
  const deadline = paymentDeadline(order);
  return (
    <Section title={t('orders.summary')} icon={<ReceiptIcon className="size-5 text-rose-700" />} className={className}>
      <OrderAmounts order={order} />
      <dl className="mt-4 border-t border-cream-200 pt-4 text-sm">
        <dt className="font-semibold text-stone-500">{t('orders.paymentMethod')}</dt>
        <dd className="mt-1 font-bold text-cocoa-900">{order.payment_method}</dd>
        {order.gateway?.payment_type && order.payment_status === 'paid' ? (
          <dd className="mt-0.5 text-xs text-stone-500">
            {t('orders.paidWith', { channel: channelName(order.gateway.payment_type) })}
          </dd>
        ) : null}
      </dl>
      {isCod(order.payment_method) && order.status !== 'cancelled' && order.payment_status !== 'paid' ? (
        <p className="mt-3 rounded-2xl bg-amber-50 px-4 py-3 text-xs font-medium text-amber-800">
          {t('orders.codNote', { total: formatRupiah(order.total_amount) })}
          {order.confirm_by && order.status === 'confirmed' ? (
            <span className="mt-1 block">
              {t('orders.codConfirmBy', { date: formatDateTime(order.confirm_by, language) })}
            </span>
          ) : null}
        </p>
      ) : null}
      {deadline ? (
        <p className="mt-3 rounded-2xl bg-amber-50 px-4 py-3 text-xs font-medium text-amber-800">
          {t(isOnline(order.payment_method) ? 'payment.onlineExpires' : 'payment.transferExpires', {
            date: formatDateTime(deadline, language),
          })}
        </p>
      ) : null}
      <div className="mt-5 space-y-3">
        {order.completed_at ? (
          <p className="text-sm font-semibold text-emerald-800">
            {t('orders.completedAt', { date: formatDateTime(order.completed_at, language) })}
          </p>
        ) : order.complaint?.status === 'open' ? (
          <p className="text-sm text-stone-600">{t('orders.completesAfterComplaint')}</p>
        ) : order.completes_at ? (
          <p className="text-sm text-stone-600">
            {t('orders.completesAt', { date: formatDateTime(order.completes_at, language) })}
          </p>
        ) : null}
        <OrderActions order={order} showDetails={false} offerComplaint onResult={show} />
        <Button variant="outline" size="sm" disabled={saving} onClick={() => void saveInvoice(order)}>
          {t('orders.invoice')}
        </Button>
      </div>
    </Section>
  );
}
