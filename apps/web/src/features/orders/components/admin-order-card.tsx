import { useId } from 'react';
import { Link } from 'react-router';
import type { Order, Shipment, TrackingFlag } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { canMake } from '@boneka/shared/orders';
import { owesRefund } from '@boneka/shared/order-tabs';
import { Button, buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { TruckIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useT, type MessageKey } from '@/lib/i18n/i18n';
import { OrderStatusBadge, PaymentStatusBadge, ProofBadge, orderStatusLabel } from './order-badges';
import { channelName, itemCount, orderState, parcelProblem, whatsappNumber } from './order-state';
import { OrderLineVariant } from './order-line-variant';
import { ShipmentBadge } from './shipment-badge';

export type AdminActionKind =
  | 'confirm'
  | 'reject'
  | 'process'
  | 'ship'
  | 'deliver'
  | 'cancel'
  | 'refund'
  | 'amountCheck'
  | 'acceptCancel'
  | 'declineCancel';

type AdminOrderCardProps = {
  order: Order;
  onAction: (kind: AdminActionKind) => void;
  onShowProof: () => void;
};

/** Whether the order is ticked for a bulk action (issue 43), and how to tick it. */
export type OrderTick = { checked: boolean; onChange: (checked: boolean) => void };

/** The buyer's name as their account gives it. */
const customerName = (order: Order) => [order.user.first_name, order.user.last_name].filter(Boolean).join(' ');

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

/** The order's state at a glance: its status, its payment, its booked shipment, and what waits for the owner. */
export function AdminOrderBadges({ order, shipment }: { order: Order; shipment?: Shipment | null }) {
  const t = useT();
  const problem = parcelProblem(order);
  return (
    <div className="flex flex-wrap gap-1.5">
      <OrderStatusBadge status={order.status} completed={order.completed_at !== null} />
      <PaymentStatusBadge status={order.payment_status} />
      {canMake('payment_confirmed', orderState(order)) ? <ProofBadge /> : null}
      {shipment ? <ShipmentBadge shipment={shipment} /> : null}
      {owesRefund(orderState(order)) ? (
        <span className="inline-flex items-center rounded-full bg-red-100 px-2.5 py-1 text-xs font-bold text-red-800">
          {t('adminOrders.refundDue')}
        </span>
      ) : null}
      {order.cancel_requested_at ? (
        <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold text-amber-900">
          {t('adminOrders.cancelRequested')}
        </span>
      ) : null}
      {order.complaint?.status === 'open' ? (
        <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold text-amber-900">
          {t('adminOrders.complaintOpen')}
        </span>
      ) : null}
      {problem ? (
        <span className="inline-flex items-center rounded-full bg-red-100 px-2.5 py-1 text-xs font-bold text-red-800">
          {t(problem === 'returned' ? 'adminOrders.parcelReturned' : 'adminOrders.parcelLost')}
        </span>
      ) : null}
      {needsCheck(order) ? (
        <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold text-amber-900">
          {t('adminOrders.needsCheck')}
        </span>
      ) : null}
    </div>
  );
}

/**
 * A shopper's cancellation request to answer (decision 032), a payment to give back, and what Midtrans reported
 * that the owner should look at.
 */
export function AdminOrderNotices({ order, onAction }: { order: Order; onAction: (kind: AdminActionKind) => void }) {
  const t = useT();
  const { language } = useLanguage();
  const state = orderState(order);
  return (
    <>
      {order.cancel_requested_at ? (
        <div className="mt-3 rounded-2xl bg-amber-50 px-4 py-3 text-xs font-medium text-amber-900">
          <p>{t('adminOrders.cancelRequestedText', { when: formatDateTime(order.cancel_requested_at, language) })}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {canMake('cancel_request_accepted', state) ? (
              <Button variant="danger" size="sm" onClick={() => onAction('acceptCancel')}>
                {t('adminOrders.acceptCancel')}
              </Button>
            ) : null}
            {canMake('cancel_request_declined', state) ? (
              <Button variant="outline" size="sm" onClick={() => onAction('declineCancel')}>
                {t('adminOrders.declineCancel')}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      {order.refund_due ? (
        <p className="mt-3 rounded-2xl bg-red-50 px-4 py-3 text-xs font-medium text-red-900">
          {order.gateway
            ? t('adminOrders.refundDueText', { amount: formatRupiah(order.total_amount) })
            : t('adminOrders.refundDueTransferText', {
                amount: formatRupiah(order.transfer_amount ?? order.total_amount),
              })}
        </p>
      ) : null}
      <GatewayNotes order={order} onCheckAmounts={() => onAction('amountCheck')} />
    </>
  );
}

/** WhatsApp to the buyer, the proof, and only the moves the state machine allows: on the card and on the page. */
export function AdminOrderButtons({ order, onAction, onShowProof }: AdminOrderCardProps) {
  const t = useT();
  const state = orderState(order);
  const customer = customerName(order);
  // The message is for the customer, so it is written in the shop's language (Indonesian) whatever the admin reads.
  const phone = whatsappNumber(order.shipping_address.phone_number);
  const whatsappText = t('adminOrders.whatsappText', {
    name: order.shipping_address.recipient_name,
    number: order.order_number,
    status: t(orderStatusLabel(order.status, order.completed_at !== null)),
    payment: t(`paymentStatus.${order.payment_status}`),
    resi: order.tracking_number ? t('adminOrders.whatsappResi', { resi: order.tracking_number }) : '',
    url: `${window.location.origin}/orders/${order.secure_token}`,
  });
  return (
    <>
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
    </>
  );
}

/** Why the shop does not believe the courier about the resi (decision 051), as the owner's card and page say it. */
export const RESI_FLAG_TITLES: Record<TrackingFlag, MessageKey> = {
  unknown_resi: 'adminOrders.resiUnknown',
  before_shipping: 'adminOrders.resiBeforeShipping',
};

/** A resi the shop does not believe, above what the courier said of it: the owner checks it (decision 051). */
function ResiFlag({ order }: { order: Order }) {
  const t = useT();
  const flag = order.tracking.flag;
  if (!flag) return null;
  return (
    <p className="mt-3 flex items-start gap-2 rounded-2xl bg-red-50 px-3 py-2 text-xs font-bold text-red-800">
      <TruckIcon className="size-4 shrink-0" />
      <span className="min-w-0">{t(RESI_FLAG_TITLES[flag])}</span>
    </p>
  );
}

/** What the courier said last of the parcel, in one line (two on a phone): its words, then when (WIB). */
function LastParcelEvent({ order }: { order: Order }) {
  const t = useT();
  const { language } = useLanguage();
  const last = order.tracking.events.at(-1);
  if (!last) return null;
  return (
    <p className="mt-3 flex items-start gap-2 rounded-2xl bg-violet-50 px-3 py-2 text-xs text-violet-900">
      <TruckIcon className="size-4 shrink-0" />
      <span className="sr-only">{t('adminOrders.lastEvent')}: </span>
      {/* No width of their own: a long courier text is cut short instead of widening the card on a phone. */}
      <span className="w-0 flex-1 sm:flex sm:gap-2">
        <span className="block truncate font-semibold sm:w-0 sm:flex-1" title={last.text}>
          {last.text}
        </span>
        <time dateTime={last.at} className="block text-violet-700 sm:shrink-0">
          {formatDateTime(last.at, language)}
        </time>
      </span>
    </p>
  );
}

/** One order in the admin list: who, what, where to, and the way to its own page. */
export function AdminOrderCard({
  order,
  shipment,
  onAction,
  onShowProof,
  selection,
}: AdminOrderCardProps & { shipment?: Shipment; selection?: OrderTick }) {
  const t = useT();
  const { language } = useLanguage();
  const titleId = useId();
  const customer = customerName(order);

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'rounded-3xl border bg-white p-5 shadow-soft',
        selection?.checked ? 'border-rose-400 ring-2 ring-rose-100' : 'border-rose-100',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          {selection ? (
            <input
              type="checkbox"
              checked={selection.checked}
              onChange={(event) => selection.onChange(event.target.checked)}
              aria-label={t('adminOrders.selectOrder', { number: order.order_number })}
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-rose-500"
            />
          ) : null}
          <div className="min-w-0">
            <h2 id={titleId} className="font-extrabold tracking-wide text-cocoa-900">
              <Link to={paths.admin.orderDetail.href(order.order_id)} className="hover:text-rose-600 hover:underline">
                {order.order_number}
              </Link>
            </h2>
            <p className="text-xs text-stone-500">
              <time dateTime={order.created_at}>{formatDateTime(order.created_at, language)}</time>
            </p>
          </div>
        </div>
        <AdminOrderBadges order={order} shipment={shipment} />
      </div>
      <AdminOrderNotices order={order} onAction={onAction} />
      <ResiFlag order={order} />
      <LastParcelEvent order={order} />

      <ul aria-label={t('adminOrders.lines')} className="mt-4 space-y-0.5 text-sm text-cocoa-900">
        {order.items.map((item) => (
          <li key={item.order_item_id} className="flex gap-2">
            <div className="min-w-0">
              <p className="truncate">{item.product.name}</p>
              <OrderLineVariant variant={item.variant} withSku className="font-medium text-stone-500 wrap-anywhere" />
            </div>
            <span className="shrink-0 font-bold">× {item.quantity}</span>
          </li>
        ))}
      </ul>

      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-xs font-semibold text-stone-500">{t('adminOrders.customer')}</dt>
          <dd className="truncate font-bold text-cocoa-900">{customer}</dd>
          <dd className="truncate text-xs text-stone-500">{order.user.email}</dd>
          <dd className="truncate text-xs font-semibold text-cocoa-700">
            {t('adminOrders.destination', { city: order.shipping_address.city_name })}
          </dd>
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
        <Link to={paths.admin.orderDetail.href(order.order_id)} className={buttonClass('outline', 'sm')}>
          {t('adminOrders.openDetail')}
        </Link>
        <AdminOrderButtons order={order} onAction={onAction} onShowProof={onShowProof} />
      </div>
    </article>
  );
}
