import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { deliveryAddressLines, type AdminOrder, type ParcelEvent } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { canPrintLabel } from '@boneka/shared/shipping-labels';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { PriceKindBadge } from '@/components/ui/price-kind-badge';
import { ArrowLeftIcon, MapPinIcon, ReceiptIcon, TruckIcon, UserIcon } from '@/components/ui/icons';
import { LoadingPanel } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { etdText } from '@/lib/etd-text';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useAdminOrder } from '../api/get-admin-order';
import { AdminComplaintForm } from './admin-complaint-form';
import { useAdminOrderActions } from './admin-order-actions';
import { AdminOrderBadges, AdminOrderButtons, AdminOrderNotices, RESI_FLAG_TITLES } from './admin-order-card';
import { ComplaintSection } from './complaint-section';
import { OrderAmounts } from './order-amounts';
import { channelName, courierName, parcelProblem, paymentDeadline } from './order-state';
import { OrderSection as Section } from './order-section';
import { OrderTimeline } from './order-timeline';
import { CourierLink, ParcelTimeline } from './parcel-tracking';
import { OrderLineVariant } from './order-line-variant';
import { ReturnSection } from './return-section';
import { ShipmentPanel } from './shipment-panel';
import { ShippingLabelsPrint } from './shipping-labels-print';

const iconClass = 'size-5 text-rose-500';

/** One fact: its term above, the value below (reads well on a phone as on a laptop). */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-stone-500">{term}</dt>
      <dd className="mt-0.5 font-semibold break-words text-cocoa-900">{children}</dd>
    </div>
  );
}

/** The parcel's label as the courier needs it: recipient and phone, then the address line by line. */
const parcelLabel = (order: AdminOrder) =>
  [
    `${order.shipping_address.recipient_name} (${order.shipping_address.phone_number})`,
    ...deliveryAddressLines(order.shipping_address),
  ].join('\n');

/** The delivery: recipient, the address as written on the parcel ('Salin alamat' copies it), courier, resi. */
function Delivery({ order }: { order: AdminOrder }) {
  const t = useT();
  const { show } = useToast();
  const address = order.shipping_address;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(parcelLabel(order));
      show('success', t('adminOrders.addressCopied'));
    } catch {
      show('error', t('adminOrders.addressCopyFailed'));
    }
  };
  return (
    <Section title={t('adminOrders.delivery')} icon={<TruckIcon className={iconClass} />}>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div className="min-w-0 sm:row-span-2">
          <dt className="flex items-center gap-1.5 text-xs font-semibold text-stone-500">
            <MapPinIcon className="size-4" />
            {t('adminOrders.address')}
          </dt>
          <dd className="mt-1 leading-relaxed break-words text-cocoa-900">
            <span className="block font-bold">{address.recipient_name}</span>
            <a href={`tel:${address.phone_number}`} className="block font-semibold text-rose-700 hover:underline">
              {address.phone_number}
            </a>
            {deliveryAddressLines(address).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </dd>
          <dd className="mt-3">
            <Button variant="outline" size="sm" onClick={() => void copy()}>
              {t('adminOrders.copyAddress')}
            </Button>
          </dd>
        </div>
        <Fact term={t('adminOrders.courier')}>
          {[courierName(order.courier), order.courier_service].filter(Boolean).join(' - ')}
          {order.shipping_etd ? (
            <span className="font-normal text-stone-500"> · {etdText(order.shipping_etd, t)}</span>
          ) : null}
        </Fact>
        {order.tracking_number ? (
          <Fact term={t('adminOrders.resi')}>
            <span className="font-mono tracking-wide">{order.tracking_number}</span>
            <CourierLink order={order} className="mt-1 block text-xs" />
          </Fact>
        ) : null}
      </dl>
      <div className="mt-4 rounded-2xl bg-cream-100 px-4 py-3 text-sm">
        <p className="text-xs font-semibold text-stone-600">{t('adminOrders.buyerNote')}</p>
        <p className={cn('mt-0.5 break-words whitespace-pre-line', order.notes ? 'text-cocoa-900' : 'text-stone-600')}>
          {order.notes ?? t('adminOrders.noNote')}
        </p>
      </div>
      <ShipmentPanel order={order} />
      <ParcelJourney order={order} />
    </Section>
  );
}

/**
 * The courier's events of the parcel, whether it came back to the shop or was lost on the way, whether the shop
 * believes its resi at all (decision 051), and what the courier said of the resis it replaced.
 */
function ParcelJourney({ order }: { order: AdminOrder }) {
  const t = useT();
  const { language } = useLanguage();
  const problem = parcelProblem(order);
  const { events, checked_at: checkedAt, flag, flagged_at: flaggedAt, earlier_events: earlier } = order.tracking;
  if (events.length === 0 && !problem && !flag && earlier.length === 0) return null;
  return (
    <div className="mt-4 space-y-3 border-t border-cream-200 pt-4">
      <h3 className="text-sm font-extrabold">{t('tracking.title')}</h3>
      {flag ? (
        <Alert tone="error" live={false}>
          <p className="font-bold">{t(RESI_FLAG_TITLES[flag])}</p>
          <p className="mt-1">
            {flag === 'unknown_resi'
              ? t('adminOrders.resiUnknownText', { date: formatDateTime(flaggedAt ?? '', language) })
              : t('adminOrders.resiBeforeShippingText', { date: formatDateTime(order.shipped_at ?? '', language) })}
          </p>
        </Alert>
      ) : null}
      {problem && !flag ? (
        <Alert tone="error" live={false}>
          {t(problem === 'returned' ? 'adminOrders.parcelReturnedText' : 'adminOrders.parcelLostText')}
        </Alert>
      ) : null}
      {events.length > 0 ? <ParcelTimeline events={events} /> : null}
      {checkedAt ? (
        <p className="text-xs text-stone-500">
          {t('tracking.checkedAt', { date: formatDateTime(checkedAt, language) })}
        </p>
      ) : null}
      {earlier.length > 0 ? <EarlierJourneys events={earlier} /> : null}
    </div>
  );
}

/** The journeys of the resis this order's resi replaced, each under its resi: the owner's record, not the parcel's. */
function EarlierJourneys({ events }: { events: AdminOrder['tracking']['earlier_events'] }) {
  const t = useT();
  const byResi = new Map<string | null, ParcelEvent[]>();
  for (const event of events) byResi.set(event.resi, [...(byResi.get(event.resi) ?? []), event]);
  return (
    <details className="rounded-2xl bg-cream-100 px-4 py-3 text-sm">
      <summary className="cursor-pointer font-bold text-cocoa-900">{t('adminOrders.earlierEvents')}</summary>
      {[...byResi].map(([resi, journey]) => {
        const title = resi ? t('adminOrders.earlierResi', { resi }) : t('adminOrders.earlierResiUnnamed');
        return (
          <section key={resi ?? ''} className="mt-3 space-y-2">
            <h4 className="text-xs font-semibold text-stone-600">{title}</h4>
            <ParcelTimeline events={journey} label={title} />
          </section>
        );
      })}
    </details>
  );
}

/** How the order is paid and what the payment gateway said. */
function Payment({ order }: { order: AdminOrder }) {
  const t = useT();
  const { language } = useLanguage();
  const deadline = paymentDeadline(order);
  return (
    <Section title={t('adminOrders.payment')} icon={<ReceiptIcon className={iconClass} />}>
      <dl className="grid gap-3 text-sm">
        <Fact term={t('adminOrders.paymentMethod')}>{order.payment_method}</Fact>
        <Fact term={t('adminOrders.paymentStatus')}>{t(`paymentStatus.${order.payment_status}`)}</Fact>
        {order.transfer_amount !== null && order.unique_code !== null ? (
          <Fact term={t('orders.transferAmount')}>
            {formatRupiah(order.transfer_amount)}{' '}
            <span className="font-normal text-stone-500">
              ({t('orders.uniqueCode')} {order.unique_code})
            </span>
          </Fact>
        ) : null}
        {deadline ? <Fact term={t('adminOrders.payBefore')}>{formatDateTime(deadline, language)}</Fact> : null}
        {order.confirm_by ? (
          <Fact term={t('adminOrders.processBefore')}>{formatDateTime(order.confirm_by, language)}</Fact>
        ) : null}
        {order.gateway ? (
          <Fact term="Midtrans">
            {order.gateway.payment_type
              ? t('adminOrders.gateway', { channel: channelName(order.gateway.payment_type) })
              : t('adminOrders.gatewayWaiting')}
            {order.gateway.status ? ` · ${order.gateway.status}` : null}
            {order.gateway.transaction_id ? (
              <span className="block font-mono text-xs font-normal break-all text-stone-500">
                {t('adminOrders.transactionId')}: {order.gateway.transaction_id}
              </span>
            ) : null}
          </Fact>
        ) : null}
      </dl>
    </Section>
  );
}

/** /admin/orders/{id}: everything the owner needs to check, pack and ship one order, and every move on it. */
export function AdminOrderView({ orderId }: { orderId: number }) {
  const t = useT();
  const { language } = useLanguage();
  const order = useAdminOrder(orderId);
  const actions = useAdminOrderActions();
  const validId = Number.isSafeInteger(orderId) && orderId > 0;

  const backLink = (
    <Link
      to={paths.admin.orders.href()}
      className="inline-flex items-center gap-2 text-sm font-bold text-rose-700 hover:underline"
    >
      <ArrowLeftIcon className="size-4" />
      {t('adminOrders.backToList')}
    </Link>
  );

  if (!validId || (order.isError && isApiError(order.error) && order.error.status === 404)) {
    return (
      <StatusPanel
        title={t('adminOrders.notFound')}
        text={t('adminOrders.notFoundText')}
        action={
          <Link to={paths.admin.orders.href()} className={buttonClass('secondary')}>
            {t('adminOrders.backToList')}
          </Link>
        }
      />
    );
  }
  if (order.isPending) return <LoadingPanel text={t('adminOrders.loadingOne')} />;
  if (order.isError) {
    return (
      <div className="mx-auto max-w-xl space-y-4">
        <Alert tone="error">{t('adminOrders.loadOneFailed')}</Alert>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {backLink}
          <Button variant="outline" size="sm" onClick={() => void order.refetch()}>
            {t('adminOrders.retry')}
          </Button>
        </div>
      </div>
    );
  }

  const data = order.data;
  const buyer = [data.user.first_name, data.user.last_name].filter(Boolean).join(' ');
  return (
    <div className="space-y-6">
      {backLink}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-wide break-words sm:text-3xl">
            {t('adminOrders.orderTitle', { number: data.order_number })}
          </h1>
          <p className="mt-1 text-sm text-stone-500">
            <time dateTime={data.created_at}>{formatDateTime(data.created_at, language)}</time>
          </p>
        </div>
        <AdminOrderBadges order={data} shipment={data.shipment} />
      </div>
      <AdminOrderNotices order={data} onAction={(kind) => actions.open(kind, data)} />
      <div className="flex flex-wrap gap-2">
        <AdminOrderButtons
          order={data}
          onAction={(kind) => actions.open(kind, data)}
          onShowProof={() => actions.showProof(data)}
        />
      </div>
      {canPrintLabel(data) ? <ShippingLabelsPrint orderIds={[data.order_id]} /> : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {data.complaint ? (
            <ComplaintSection complaint={data.complaint}>
              {data.complaint.status === 'open' ? <AdminComplaintForm order={data} /> : null}
            </ComplaintSection>
          ) : null}
          <ReturnSection order={data} viewer="owner" />
          <Section title={t('adminOrders.lines')}>
            <ul className="divide-y divide-cream-200">
              {data.items.map((item) => (
                <li key={item.order_item_id} className="flex flex-wrap items-baseline gap-x-3 py-3 first:pt-0">
                  <div className="min-w-0 flex-1">
                    <p className="font-bold break-words text-cocoa-900">{item.product.name}</p>
                    <OrderLineVariant variant={item.variant} withSku />
                    <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
                      {t('orders.quantityTimesPrice', { quantity: item.quantity, price: formatRupiah(item.price) })}
                      <PriceKindBadge kind={item.price_kind} />
                    </p>
                  </div>
                  <p className="shrink-0 font-semibold text-cocoa-900">{formatRupiah(item.subtotal)}</p>
                </li>
              ))}
            </ul>
            <div className="mt-4 border-t border-cream-200 pt-4">
              <OrderAmounts order={data} />
            </div>
          </Section>
          <Delivery order={data} />
        </div>

        <div className="space-y-6">
          <Section title={t('adminOrders.buyer')} icon={<UserIcon className={iconClass} />}>
            <dl className="grid gap-3 text-sm">
              <Fact term={t('adminOrders.buyerName')}>{buyer}</Fact>
              <Fact term={t('adminOrders.buyerPhone')}>
                {data.user.phone_number ? (
                  <a href={`tel:${data.user.phone_number}`} className="text-rose-700 hover:underline">
                    {data.user.phone_number}
                  </a>
                ) : (
                  <span className="font-normal text-stone-500">{t('adminOrders.noPhone')}</span>
                )}
              </Fact>
              <Fact term={t('adminOrders.buyerEmail')}>
                <a href={`mailto:${data.user.email}`} className="break-all text-rose-700 hover:underline">
                  {data.user.email}
                </a>
              </Fact>
            </dl>
          </Section>
          <Payment order={data} />
          <Section title={t('orders.timelineTitle')}>
            <OrderTimeline history={data.history} />
          </Section>
        </div>
      </div>
      {actions.dialogs}
    </div>
  );
}
