import { Link } from 'react-router';
import { isOnline } from '@boneka/shared/orders';
import { Alert, type Flash } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { LoadingPanel } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/i18n';
import { useOrder } from '../api/get-order';
import { useGatewayReturn } from '../hooks/use-gateway-return';
import { ComplaintSection } from './complaint-section';
import { OrderDetailHeader } from './order-detail-header';
import { OrderItemsSection } from './order-items-section';
import { OrderSection as Section } from './order-section';
import { OrderShippingSection } from './order-shipping-section';
import { OrderSummarySection } from './order-summary-section';
import { OrderTimeline } from './order-timeline';
import { ParcelTracking, hasParcel } from './parcel-tracking';
import { PaymentProofImage } from './payment-proof-image';
import { ReturnSection } from './return-section';

/** How often the page reads the order again while Midtrans has not confirmed a payment the shopper made. */
const PAYMENT_POLL_MS = 5000;

/** /orders/{token}: everything about one of the shopper's orders. */
export function OrderDetail({ token, flash }: { token: string; flash?: Flash }) {
  const t = useT();
  const gateway = useGatewayReturn(token);
  const order = useOrder(token, { ms: PAYMENT_POLL_MS, while: gateway.awaitingGateway });
  const { show } = useToast();

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

  return (
    <div className="space-y-6">
      {backLink}
      <OrderDetailHeader order={data} />
      {flash ? <Alert tone={flash.tone}>{flash.text}</Alert> : null}
      {gateway.awaitingGateway(data) ? (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-sky-50 px-4 py-3 text-sm text-sky-900">
          <p role="status" className="min-w-0 flex-1 font-medium">
            {t('orders.onlineWaiting')}
          </p>
          <Button variant="outline" size="sm" disabled={gateway.checking} onClick={gateway.checkNow}>
            {t('orders.onlineCheck')}
          </Button>
        </div>
      ) : null}
      {gateway.backFromGateway && isOnline(data.payment_method) && data.payment_status === 'paid' ? (
        <Alert tone="success">{t('orders.onlinePaid')}</Alert>
      ) : null}
      {data.refund_due ? (
        <Alert tone="info">{data.gateway ? t('orders.refundDue') : t('orders.refundDueTransfer')}</Alert>
      ) : null}

      {/* Narrow screens show the summary (and what can be done) first, the payment proof last. */}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[1fr_22rem] lg:grid-rows-[auto_1fr]">
        <OrderSummarySection order={data} className="lg:col-start-2 lg:row-start-1" />

        <div className="space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {data.complaint ? <ComplaintSection complaint={data.complaint} /> : null}
          <ReturnSection order={data} viewer="shopper" />
          {hasParcel(data) ? <ParcelTracking order={data} onResult={show} /> : null}
          <OrderItemsSection order={data} />
          <OrderShippingSection order={data} />
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
