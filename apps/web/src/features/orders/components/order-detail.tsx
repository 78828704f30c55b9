import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Order } from '@boneka/shared';
import { formatAddress } from '@boneka/shared/address-format';
import { formatRupiah } from '@boneka/shared/money';
import { isCod, isOnline, needsOnlinePayment } from '@boneka/shared/orders';
import { Alert, type Flash } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ArrowLeftIcon, MapPinIcon, ReceiptIcon, TruckIcon } from '@/components/ui/icons';
import { ProductImage } from '@/components/ui/product-image';
import { LoadingPanel } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { etdText } from '@/lib/etd-text';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useOrder } from '../api/get-order';
import { useDownloadInvoice } from '../api/download-invoice';
import { useCheckPayment } from '../api/pay-online';
import { ComplaintSection } from './complaint-section';
import { OrderActions } from './order-actions';
import { OrderAmounts } from './order-amounts';
import { OrderStatusBadge, PaymentStatusBadge, ProofBadge } from './order-badges';
import { channelName, courierName, orderState, paymentDeadline } from './order-state';
import { OrderSection as Section } from './order-section';
import { OrderTimeline } from './order-timeline';
import { ParcelTracking, hasParcel } from './parcel-tracking';
import { PaymentProofImage } from './payment-proof-image';
import { OrderLineVariant } from './order-line-variant';

/** How often the page reads the order again while Midtrans has not confirmed a payment the shopper made. */
const PAYMENT_POLL_MS = 5000;

/** /orders/{token}: everything about one of the shopper's orders. */
export function OrderDetail({ token, flash }: { token: string; flash?: Flash }) {
  const t = useT();
  const { language } = useLanguage();
  // Midtrans sends the shopper back here with ?transaction_status=… once they have paid (or left its page).
  const [search] = useSearchParams();
  const backFromGateway = search.has('transaction_status');
  const check = useCheckPayment();
  const { mutate: checkNow } = check;
  const awaitingGateway = (o: Order) => backFromGateway && needsOnlinePayment(orderState(o));
  const order = useOrder(token, { ms: PAYMENT_POLL_MS, while: awaitingGateway });
  const { show } = useToast();
  const invoice = useDownloadInvoice();
  const saveInvoice = async (o: Order) => {
    try {
      show('success', t('orders.invoiceSaved', { name: await invoice.mutateAsync(o) }));
    } catch {
      show('error', t('orders.invoiceFailed'));
    }
  };

  useEffect(() => {
    // Asks Midtrans at once: the payment is confirmed even if its notification is late.
    if (backFromGateway) checkNow(token);
  }, [backFromGateway, checkNow, token]);

  const backLink = (
    <Link
      to={paths.orderList.href()}
      className="inline-flex items-center gap-2 text-sm font-bold text-rose-700 hover:text-rose-700"
    >
      <ArrowLeftIcon className="size-4" />
      {t('orders.backToList')}
    </Link>
  );

  if (order.isPending) return <LoadingPanel text={t('orders.loadingOne')} />;
  if (order.isError) {
    return (
      <div className="mx-auto max-w-xl space-y-4">
        <Alert tone="error">{t('orders.loadOneFailed')}</Alert>
        {backLink}
      </div>
    );
  }

  const data = order.data;
  const waiting = awaitingGateway(data);
  const deadline = paymentDeadline(data);
  const address = data.shipping_address;
  const iconClass = 'size-5 text-rose-700';

  return (
    <div className="space-y-6">
      {backLink}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-xs font-bold tracking-wide text-rose-700 uppercase">{t('page.orderDetail')}</p>
          <h1 className="text-2xl font-extrabold sm:text-3xl">{data.order_number}</h1>
          <p className="mt-1 text-sm text-stone-500">
            {t('orders.placedOn', { date: formatDateTime(data.created_at, language) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <OrderStatusBadge status={data.status} completed={data.completed_at !== null} />
          <PaymentStatusBadge status={data.payment_status} />
          {data.payment_status === 'unpaid' && data.payment_proof ? <ProofBadge label={t('orders.proofSent')} /> : null}
        </div>
      </div>
      {flash ? <Alert tone={flash.tone}>{flash.text}</Alert> : null}
      {waiting ? (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-sky-50 px-4 py-3 text-sm text-sky-900">
          <p role="status" className="min-w-0 flex-1 font-medium">
            {t('orders.onlineWaiting')}
          </p>
          <Button variant="outline" size="sm" disabled={check.isPending} onClick={() => check.mutate(token)}>
            {t('orders.onlineCheck')}
          </Button>
        </div>
      ) : null}
      {backFromGateway && isOnline(data.payment_method) && data.payment_status === 'paid' ? (
        <Alert tone="success">{t('orders.onlinePaid')}</Alert>
      ) : null}
      {data.refund_due ? (
        <Alert tone="info">{data.gateway ? t('orders.refundDue') : t('orders.refundDueTransfer')}</Alert>
      ) : null}

      {/* Narrow screens show the summary (and what can be done) first, the payment proof last. */}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[1fr_22rem] lg:grid-rows-[auto_1fr]">
        <Section
          title={t('orders.summary')}
          icon={<ReceiptIcon className={iconClass} />}
          className="lg:col-start-2 lg:row-start-1"
        >
          <OrderAmounts order={data} />
          <dl className="mt-4 border-t border-cream-200 pt-4 text-sm">
            <dt className="font-semibold text-stone-500">{t('orders.paymentMethod')}</dt>
            <dd className="mt-1 font-bold text-cocoa-900">{data.payment_method}</dd>
            {data.gateway?.payment_type && data.payment_status === 'paid' ? (
              <dd className="mt-0.5 text-xs text-stone-500">
                {t('orders.paidWith', { channel: channelName(data.gateway.payment_type) })}
              </dd>
            ) : null}
          </dl>
          {isCod(data.payment_method) && data.status !== 'cancelled' && data.payment_status !== 'paid' ? (
            <p className="mt-3 rounded-2xl bg-amber-50 px-4 py-3 text-xs font-medium text-amber-800">
              {t('orders.codNote', { total: formatRupiah(data.total_amount) })}
              {data.confirm_by && data.status === 'confirmed' ? (
                <span className="mt-1 block">
                  {t('orders.codConfirmBy', { date: formatDateTime(data.confirm_by, language) })}
                </span>
              ) : null}
            </p>
          ) : null}
          {deadline ? (
            <p className="mt-3 rounded-2xl bg-amber-50 px-4 py-3 text-xs font-medium text-amber-800">
              {t(isOnline(data.payment_method) ? 'payment.onlineExpires' : 'payment.transferExpires', {
                date: formatDateTime(deadline, language),
              })}
            </p>
          ) : null}
          <div className="mt-5 space-y-3">
            {data.completed_at ? (
              <p className="text-sm font-semibold text-emerald-800">
                {t('orders.completedAt', { date: formatDateTime(data.completed_at, language) })}
              </p>
            ) : data.complaint?.status === 'open' ? (
              <p className="text-sm text-stone-600">{t('orders.completesAfterComplaint')}</p>
            ) : data.completes_at ? (
              <p className="text-sm text-stone-600">
                {t('orders.completesAt', { date: formatDateTime(data.completes_at, language) })}
              </p>
            ) : null}
            <OrderActions order={data} showDetails={false} offerComplaint onResult={show} />
            <Button variant="outline" size="sm" disabled={invoice.isPending} onClick={() => void saveInvoice(data)}>
              {t('orders.invoice')}
            </Button>
          </div>
        </Section>

        <div className="space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {data.complaint ? <ComplaintSection complaint={data.complaint} /> : null}
          {hasParcel(data) ? <ParcelTracking order={data} onResult={show} /> : null}
          <Section title={t('orders.items')}>
            <ul className="divide-y divide-cream-200">
              {data.items.map((item) => (
                <li key={item.order_item_id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                  <ProductImage
                    src={item.product.image_url}
                    alt=""
                    className="size-16 shrink-0 rounded-2xl border border-cream-200"
                    fallbackClassName="text-3xl"
                  />
                  <div className="min-w-0 flex-1">
                    <Link
                      to={paths.product.href(item.product.product_id)}
                      className="font-bold text-cocoa-900 hover:text-rose-600"
                    >
                      {item.product.name}
                    </Link>
                    <OrderLineVariant variant={item.variant} />
                    <p className="text-xs text-stone-500">
                      {t('orders.quantityTimesPrice', { quantity: item.quantity, price: formatRupiah(item.price) })}
                    </p>
                  </div>
                  <p className="shrink-0 font-semibold text-cocoa-900">{formatRupiah(item.subtotal)}</p>
                </li>
              ))}
            </ul>
          </Section>

          <Section title={t('orders.shipping')} icon={<TruckIcon className={iconClass} />}>
            <dl className="grid gap-4 text-sm sm:grid-cols-2">
              <div className="sm:row-span-2">
                <dt className="flex items-center gap-1.5 font-semibold text-stone-500">
                  <MapPinIcon className="size-4" />
                  {t('orders.shippingAddress')}
                </dt>
                <dd className="mt-1 leading-relaxed text-cocoa-900">
                  <span className="font-bold">{address.recipient_name}</span> · {address.phone_number}
                  <br />
                  {formatAddress(address)}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-stone-500">{t('orders.courier')}</dt>
                <dd className="mt-1 font-bold text-cocoa-900">
                  {[courierName(data.courier), data.courier_service].filter(Boolean).join(' - ')}
                  {data.shipping_etd ? (
                    <span className="font-normal text-stone-500"> · {etdText(data.shipping_etd, t)}</span>
                  ) : null}
                </dd>
              </div>
            </dl>
            {data.notes ? (
              <p className="mt-4 rounded-2xl bg-cream-100 px-4 py-3 text-sm text-stone-600">
                <span className="font-semibold">{t('orders.notes')}:</span> {data.notes}
              </p>
            ) : null}
          </Section>

          <Section title={t('orders.timelineTitle')}>
            <OrderTimeline history={data.history} />
          </Section>
        </div>

        {data.payment_proof ? (
          <Section title={t('orders.paymentProof')} className="lg:col-start-2 lg:row-start-2">
            <PaymentProofImage
              url={data.payment_proof}
              alt={t('orders.proofAlt', { number: data.order_number })}
              className="max-h-96 w-full rounded-2xl border border-cream-200"
            />
          </Section>
        ) : null}
      </div>
    </div>
  );
}
