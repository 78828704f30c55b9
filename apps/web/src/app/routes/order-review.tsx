import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { Alert } from '@/components/ui/alert';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { LoadingPanel } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useOrder } from '@/features/orders/api/get-order';
import { OrderReviewItem } from '@/features/reviews/components/order-review-item';
import { useT } from '@/lib/i18n/i18n';
import '@/lib/i18n/messages/review-forms';

/** How long 'Review submitted for {name}' stays: 3 s, as in the earlier shop. */
const SUBMITTED_MESSAGE_MS = 3000;

/** /orders/{token}/review joins the shopper's order with one review form per product. */
export function OrderReviewRoute() {
  return (
    <>
      <PageTitle titleKey="page.writeReview" />
      <OrderReviewPage />
    </>
  );
}

function OrderReviewPage() {
  const t = useT();
  const { token = '' } = useParams();
  const order = useOrder(token);
  const { show } = useToast();

  const back = (
    <Link
      to={token ? paths.orderDetail.href(token) : paths.orderList.href()}
      className="inline-flex items-center gap-2 text-sm font-bold text-rose-700 hover:text-rose-700"
    >
      <ArrowLeftIcon className="size-4" />
      {t('reviewForm.backToOrder')}
    </Link>
  );

  if (order.isPending) return <LoadingPanel text={t('reviewForm.loadingOrder')} />;
  if (order.isError) {
    return (
      <div className="mx-auto max-w-xl space-y-4">
        <Alert tone="error">{t('reviewForm.orderLoadFailed')}</Alert>
        {back}
      </div>
    );
  }
  if (order.data.status !== 'delivered') {
    return (
      <div className="mx-auto max-w-xl space-y-4">
        <Alert tone="info">{t('reviewForm.onlyDelivered')}</Alert>
        {back}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {back}
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t('page.writeReview')}</h1>
        <p className="mt-1 text-sm text-stone-500">{t('reviewForm.subtitle', { number: order.data.order_number })}</p>
      </div>
      {order.data.items.map((item) => (
        <OrderReviewItem
          key={item.order_item_id}
          product={item.product}
          orderId={order.data.order_id}
          onSubmitted={(text) => show('success', text, { durationMs: SUBMITTED_MESSAGE_MS })}
        />
      ))}
    </div>
  );
}
