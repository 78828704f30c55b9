import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { formatRupiah } from '@boneka/shared/money';
import type { Order } from '@boneka/shared';
import { canMake, needsOnlinePayment } from '@boneka/shared/orders';
import { Alert, type Flash } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { CheckIcon, ClockIcon } from '@/components/ui/icons';
import { ProductImage } from '@/components/ui/product-image';
import { LoadingPanel } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { copyText } from '@/lib/clipboard';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useOrder } from '../api/get-order';
import { usePayOnline } from '../api/pay-online';
import { BankAccounts } from './bank-accounts';
import { OrderAmounts } from './order-amounts';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges';
import { PaymentCountdown } from './payment-countdown';
import { orderState, paymentDeadline } from './order-state';
import { PaymentProofImage } from './payment-proof-image';
import { ProofUploadForm } from './proof-upload-form';

/** After a successful upload the page shows its success screen this long, then the order, as the earlier shop did. */
export const REDIRECT_AFTER_PROOF_MS = 2000;

const card = 'rounded-3xl border border-rose-100 bg-white p-5 shadow-soft sm:p-6';

/**
 * /payment/{token}: the exact amount to transfer and the time left to pay first, then where to transfer and the
 * upload of the receipt; the order's total only explains the amount.
 */
export function PaymentView({ token, flash }: { token: string; flash?: Flash }) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const order = useOrder(token);
  const { show } = useToast();
  const [uploadedMessage, setUploadedMessage] = useState<string | null>(null);
  const detailHref = paths.orderDetail.href(token);
  const copyAmount = async (amount: number) => {
    const copied = await copyText(String(amount));
    show(copied ? 'success' : 'error', copied ? t('payment.amountCopied') : t('payment.copyFailed'));
  };

  useEffect(() => {
    if (uploadedMessage === null) return;
    const timer = window.setTimeout(() => void navigate(detailHref), REDIRECT_AFTER_PROOF_MS);
    return () => window.clearTimeout(timer);
  }, [uploadedMessage, navigate, detailHref]);

  if (uploadedMessage !== null) {
    return (
      <section
        role="status"
        className="mx-auto my-10 max-w-xl rounded-[2rem] border border-emerald-100 bg-white px-6 py-12 text-center shadow-soft"
      >
        <div className="mx-auto mb-5 grid size-20 place-items-center rounded-full bg-emerald-100 text-emerald-600">
          <CheckIcon className="size-10" />
        </div>
        <h1 className="text-2xl font-extrabold">{uploadedMessage}</h1>
        <p className="mt-3 text-sm text-stone-500">{t('payment.verificationTime')}</p>
        <p className="mt-1 text-sm font-semibold text-rose-700">{t('payment.redirecting')}</p>
      </section>
    );
  }
  if (order.isPending) return <LoadingPanel text={t('payment.loading')} />;
  if (order.isError) {
    return (
      <div className="mx-auto max-w-xl space-y-4">
        <Alert tone="error">{t('payment.loadFailed')}</Alert>
        <Link to={paths.orderList.href()} className={buttonClass('secondary')}>
          {t('orders.backToList')}
        </Link>
      </div>
    );
  }

  const data = order.data;
  if (data.payment_status === 'paid') return <Navigate to={detailHref} replace />;
  const state = orderState(data);
  const deadline = paymentDeadline(data);
  if (needsOnlinePayment(state)) return <OnlinePayment order={data} flash={flash} />;
  if (!canMake('proof_uploaded', state)) {
    return (
      <StatusPanel
        title={data.status === 'cancelled' ? t('payment.cancelledTitle') : t('payment.notNeededTitle')}
        text={data.status === 'cancelled' ? t('payment.cancelledText') : t('payment.notNeededText')}
        action={
          <Link to={detailHref} className={buttonClass('primary')}>
            {t('orders.viewDetails')}
          </Link>
        }
      />
    );
  }

  return (
    <div className="space-y-6">
      <PaymentHeader order={data} />
      {flash ? <Alert tone={flash.tone}>{flash.text}</Alert> : null}
      {data.payment_status === 'failed' ? <Alert tone="error">{t('payment.rejected')}</Alert> : null}

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-6">
          <section aria-labelledby="pay-amount" className={card}>
            <p id="pay-amount" className="text-sm font-semibold text-stone-500">
              {t('payment.amountToPay')}
            </p>
            {data.transfer_amount !== null && data.unique_code !== null ? (
              <>
                <div className="mt-1 flex flex-wrap items-center gap-3">
                  <p className="text-2xl font-extrabold text-rose-700 sm:text-3xl">
                    {t('payment.exactAmount')}{' '}
                    <span className="whitespace-nowrap">{formatRupiah(data.transfer_amount)}</span>
                  </p>
                  <Button variant="outline" size="sm" onClick={() => void copyAmount(data.transfer_amount!)}>
                    {t('payment.copyAmount')}
                  </Button>
                </div>
              </>
            ) : (
              <p className="mt-1 text-3xl font-extrabold text-rose-700">{formatRupiah(data.total_amount)}</p>
            )}
            {deadline ? (
              <PaymentCountdown deadline={deadline}>
                {t('payment.transferExpires', { date: formatDateTime(deadline, language) })}
              </PaymentCountdown>
            ) : null}
            {data.transfer_amount !== null && data.unique_code !== null ? (
              <>
                <p className="mt-3 text-sm font-semibold text-stone-600">
                  {t('payment.totalBreakdown', {
                    total: formatRupiah(data.total_amount),
                    code: formatRupiah(data.unique_code),
                  })}
                </p>
                <p className="mt-1 text-sm leading-relaxed text-stone-600">
                  {t('payment.uniqueCodeWhy', { code: data.unique_code })}
                </p>
              </>
            ) : null}
            <p className="mt-2 flex items-center gap-2 text-xs text-stone-500">
              <ClockIcon className="size-4 shrink-0 text-rose-400" />
              {t('payment.verificationTime')}
            </p>
          </section>

          <section aria-labelledby="pay-accounts" className={card}>
            <h2 id="pay-accounts" className="mb-4 text-lg font-extrabold">
              {t('payment.accountsTitle')}
            </h2>
            <BankAccounts onResult={show} />
          </section>

          <section aria-labelledby="pay-steps" className={card}>
            <h2 id="pay-steps" className="mb-3 text-lg font-extrabold">
              {t('payment.instructionsTitle')}
            </h2>
            <ol className="list-decimal space-y-2 pl-5 text-sm leading-relaxed text-stone-600">
              <li>{t('payment.step1', { total: formatRupiah(data.transfer_amount ?? data.total_amount) })}</li>
              <li>{t('payment.step2')}</li>
              <li>{t('payment.step3')}</li>
              <li>{t('payment.step4')}</li>
            </ol>
          </section>
        </div>

        <aside className="space-y-6 lg:sticky lg:top-24">
          <section aria-labelledby="pay-upload" className={card}>
            <h2 id="pay-upload" className="mb-4 text-lg font-extrabold">
              {data.payment_proof ? t('payment.replaceTitle') : t('payment.uploadTitle')}
            </h2>
            {data.payment_proof ? (
              <div className="mb-4 space-y-3">
                <Alert tone="info">{t('payment.awaitingVerification')}</Alert>
                <PaymentProofImage
                  url={data.payment_proof}
                  alt={t('orders.proofAlt', { number: data.order_number })}
                  className="max-h-60 w-full rounded-2xl border border-cream-200"
                />
              </div>
            ) : null}
            <ProofUploadForm token={token} onUploaded={setUploadedMessage} />
          </section>

          <PaymentSummary order={data} />
        </aside>
      </div>
    </div>
  );
}

/** The page's title: which order, and where it stands. */
function PaymentHeader({ order }: { order: Order }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t('page.payment')}</h1>
        <p className="mt-1 text-sm text-stone-500">{t('payment.subtitle', { number: order.order_number })}</p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <OrderStatusBadge status={order.status} completed={order.completed_at !== null} />
        <PaymentStatusBadge status={order.payment_status} />
      </div>
    </div>
  );
}

/** What the order holds and costs, beside the way to pay it. */
function PaymentSummary({ order }: { order: Order }) {
  const t = useT();
  return (
    <section aria-labelledby="pay-summary" className={card}>
      <h2 id="pay-summary" className="mb-4 text-lg font-extrabold">
        {t('orders.summary')}
      </h2>
      <ul className="mb-4 space-y-3">
        {order.items.map((item) => (
          <li key={item.order_item_id} className="flex items-center gap-3 text-sm">
            <ProductImage
              src={item.product.image_url}
              alt=""
              className="size-12 shrink-0 rounded-xl border border-cream-200"
              fallbackClassName="text-xl"
            />
            <span className="min-w-0 flex-1 truncate font-semibold text-cocoa-900">
              {item.product.name}
              {item.variant.label ? (
                <span className="font-normal text-stone-500"> ({item.variant.label})</span>
              ) : null}{' '}
              <span className="font-normal text-stone-500">×{item.quantity}</span>
            </span>
            <span className="shrink-0 font-semibold">{formatRupiah(item.subtotal)}</span>
          </li>
        ))}
      </ul>
      <OrderAmounts order={order} />
      <Link to={paths.orderDetail.href(order.secure_token)} className={buttonClass('ghost', 'sm', 'mt-4 w-full')}>
        {t('orders.viewDetails')}
      </Link>
    </section>
  );
}

/**
 * An online order (Midtrans Snap): the amount and 'Bayar Sekarang', which opens Midtrans' payment page; Midtrans
 * sends the shopper back to the order, which confirms itself.
 */
function OnlinePayment({ order, flash }: { order: Order; flash?: Flash }) {
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
        <section aria-labelledby="pay-online" className={card}>
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
