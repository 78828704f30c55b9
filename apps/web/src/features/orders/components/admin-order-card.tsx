import { useId } from 'react';
import type { Order } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { canMake } from '@boneka/shared/orders';
import { Button, buttonClass } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { OrderStatusBadge, PaymentStatusBadge, ProofBadge } from './order-badges';
import { channelName, itemCount, orderState, whatsappNumber } from './order-state';

export type AdminActionKind =
  'confirm' | 'reject' | 'process' | 'ship' | 'deliver' | 'cancel' | 'refund' | 'amountCheck';

type AdminOrderCardProps = {
  order: Order;
  onAction: (kind: AdminActionKind) => void;
  onShowProof: () => void;
};

/** Midtrans said something the owner should look at: an amount that is not the order's, or a failing cancel. */
const needsCheck = (order: Order) =>
  (order.gateway?.amount_mismatches.length ?? 0) > 0 || Boolean(order.gateway?.cancel?.last_error);

/**
 * What Midtrans reported that the owner should know: amounts to check (and those already checked), refunds,
 * cancels that did not go through.
 */
function GatewayNotes({ order, onCheckAmounts }: { order: Order; onCheckAmounts: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const gateway = order.gateway;
  if (!gateway) return null;
  const cancel = gateway.cancel;
  return (
    <>
      {gateway.checked_amount_mismatches.map((m) => (
        <p
          key={`${m.transaction_status}-${m.created_at}`}
          className="mt-3 rounded-2xl bg-stone-50 px-4 py-3 text-xs font-medium text-stone-700"
        >
          {t('adminOrders.amountCheckedText', {
            status: m.transaction_status,
            amount: formatRupiah(m.gross_amount),
            name: m.checked_by ?? t('adminOrders.amountCheckedByGone'),
            when: formatDateTime(m.checked_at, language),
          })}
          {m.check_note ? (
            <span className="mt-1 block">{t('adminOrders.amountCheckNoteShown', { note: m.check_note })}</span>
          ) : null}
        </p>
      ))}
      {gateway.amount_mismatches.map((m) => (
        <p
          key={`${m.transaction_status}-${m.created_at}`}
          className="mt-3 rounded-2xl bg-amber-50 px-4 py-3 text-xs font-medium text-amber-900"
        >
          {t('adminOrders.amountMismatchText', { status: m.transaction_status, amount: formatRupiah(m.gross_amount) })}
        </p>
      ))}
      {gateway.amount_mismatches.length > 0 ? (
        <Button variant="outline" size="sm" className="mt-2" onClick={onCheckAmounts}>
          {t('adminOrders.amountCheck')}
        </Button>
      ) : null}
      {cancel?.last_error ? (
        <p className="mt-3 rounded-2xl bg-amber-50 px-4 py-3 text-xs font-medium text-amber-900">
          {cancel.status === 'pending'
            ? t('adminOrders.gatewayCancelFailed', { attempts: cancel.attempts, error: cancel.last_error })
            : t('adminOrders.gatewayCancelLapsed', { error: cancel.last_error })}
        </p>
      ) : null}
      {gateway.refunded_amount > 0 && order.payment_status === 'paid' ? (
        <p className="mt-3 text-xs font-medium text-stone-600">
          {t('adminOrders.partlyRefunded', { amount: formatRupiah(gateway.refunded_amount) })}
        </p>
      ) : null}
    </>
  );
}

/** One order in the admin list, with only the moves the state machine allows. */
export function AdminOrderCard({ order, onAction, onShowProof }: AdminOrderCardProps) {
  const t = useT();
  const { language } = useLanguage();
  const titleId = useId();
  const state = orderState(order);
  const customer = [order.user.first_name, order.user.last_name].filter(Boolean).join(' ');
  // The message is for the customer, so it is written in the shop's language (Indonesian) whatever the admin reads.
  const phone = whatsappNumber(order.shipping_address.phone_number);
  const whatsappText = t('adminOrders.whatsappText', {
    name: order.shipping_address.recipient_name,
    number: order.order_number,
    status: t(`orderStatus.${order.status}`),
    payment: t(`paymentStatus.${order.payment_status}`),
    resi: order.tracking_number ? t('adminOrders.whatsappResi', { resi: order.tracking_number }) : '',
    url: `${window.location.origin}/orders/${order.secure_token}`,
  });

  return (
    <article aria-labelledby={titleId} className="rounded-3xl border border-rose-100 bg-white p-5 shadow-soft">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="font-extrabold tracking-wide text-cocoa-900">
            {order.order_number}
          </h2>
          <p className="text-xs text-stone-500">
            <time dateTime={order.created_at}>{formatDateTime(order.created_at, language)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.payment_status} />
          {order.payment_status === 'unpaid' && order.payment_proof ? <ProofBadge /> : null}
          {order.refund_due ? (
            <span className="inline-flex items-center rounded-full bg-red-100 px-2.5 py-1 text-xs font-bold text-red-800">
              {t('adminOrders.refundDue')}
            </span>
          ) : null}
          {needsCheck(order) ? (
            <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold text-amber-900">
              {t('adminOrders.needsCheck')}
            </span>
          ) : null}
        </div>
      </div>
      {order.refund_due ? (
        <p className="mt-3 rounded-2xl bg-red-50 px-4 py-3 text-xs font-medium text-red-900">
          {t('adminOrders.refundDueText', { amount: formatRupiah(order.total_amount) })}
        </p>
      ) : null}
      <GatewayNotes order={order} onCheckAmounts={() => onAction('amountCheck')} />

      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-xs font-semibold text-stone-500">{t('adminOrders.customer')}</dt>
          <dd className="truncate font-bold text-cocoa-900">{customer}</dd>
          <dd className="truncate text-xs text-stone-500">{order.user.email}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-stone-500">{t('adminOrders.total')}</dt>
          <dd className="font-extrabold text-rose-700">{formatRupiah(order.total_amount)}</dd>
          {order.transfer_amount !== null && order.unique_code !== null ? (
            <dd className="text-xs text-stone-600">
              {t('adminOrders.transferAmount', {
                amount: formatRupiah(order.transfer_amount),
                code: order.unique_code,
              })}
            </dd>
          ) : null}
          <dd className="text-xs text-stone-500">{t('adminOrders.itemCount', { count: itemCount(order) })}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-semibold text-stone-500">{t('adminOrders.paymentMethod')}</dt>
          <dd className="truncate font-semibold text-cocoa-900">{order.payment_method}</dd>
          {order.gateway ? (
            <dd className="text-xs text-stone-600">
              {order.gateway.payment_type
                ? t('adminOrders.gateway', { channel: channelName(order.gateway.payment_type) })
                : t('adminOrders.gatewayWaiting')}
              {order.gateway.status ? ` · ${order.gateway.status}` : null}
            </dd>
          ) : null}
          {order.gateway?.transaction_id ? (
            <dd className="truncate text-xs text-stone-500" title={order.gateway.transaction_id}>
              {t('adminOrders.transactionId')}: <span className="font-mono">{order.gateway.transaction_id}</span>
            </dd>
          ) : null}
          {order.tracking_number ? (
            <dd className="truncate text-xs text-stone-500">
              {t('adminOrders.resi')}: <span className="font-mono font-semibold">{order.tracking_number}</span>
            </dd>
          ) : null}
        </div>
      </dl>

      <div className="mt-4 flex flex-wrap gap-2 border-t border-cream-200 pt-4">
        {phone ? (
          <a
            href={`https://wa.me/${phone}?text=${encodeURIComponent(whatsappText)}`}
            target="_blank"
            rel="noopener noreferrer"
            title={t('adminOrders.whatsappLabel', { name: customer, number: order.order_number })}
            className={buttonClass('outline', 'sm')}
          >
            {t('adminOrders.whatsapp')}
          </a>
        ) : null}
        {order.payment_proof ? (
          <Button variant="outline" size="sm" onClick={onShowProof}>
            {t('adminOrders.viewProof')}
          </Button>
        ) : null}
        {canMake('payment_confirmed', state) ? (
          <>
            <Button size="sm" onClick={() => onAction('confirm')}>
              {t('adminOrders.confirm')}
            </Button>
            <Button variant="danger" size="sm" onClick={() => onAction('reject')}>
              {t('adminOrders.reject')}
            </Button>
          </>
        ) : null}
        {canMake('status_processing', state) ? (
          <Button size="sm" onClick={() => onAction('process')}>
            {t('adminOrders.process')}
          </Button>
        ) : null}
        {canMake('status_shipped', state) ? (
          <Button size="sm" onClick={() => onAction('ship')}>
            {t('adminOrders.ship')}
          </Button>
        ) : null}
        {canMake('status_delivered', state) ? (
          <Button size="sm" onClick={() => onAction('deliver')}>
            {t('adminOrders.deliver')}
          </Button>
        ) : null}
        {canMake('refund_recorded', state) ? (
          <Button size="sm" onClick={() => onAction('refund')}>
            {t('adminOrders.refund')}
          </Button>
        ) : null}
        {canMake('cancelled_by_admin', state) ? (
          <Button variant="ghost" size="sm" className="text-red-600 hover:bg-red-50" onClick={() => onAction('cancel')}>
            {t('adminOrders.cancel')}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
