import { Link, Navigate } from 'react-router';
import { formatRupiah } from '@boneka/shared/money';
import { canMake, needsOnlinePayment } from '@boneka/shared/orders';
import { Alert, type Flash } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { LoadingPanel } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/i18n';
import { useOrder } from '../api/get-order';
import { useProofRedirect } from '../hooks/use-proof-redirect';
import { BankAccounts } from './bank-accounts';
import { OnlinePayment } from './online-payment';
import { orderState } from './order-state';
import { PaymentAmountSection } from './payment-amount-section';
import { paymentCard } from './payment-card';
import { PaymentHeader } from './payment-header';
import { PaymentProofImage } from './payment-proof-image';
import { PaymentSummary } from './payment-summary';
import { ProofUploadForm } from './proof-upload-form';
import { ProofUploaded } from './proof-uploaded';

/**
 * /payment/{token}: the exact amount to transfer and the time left to pay first, then where to transfer and the
 * upload of the receipt; the order's total only explains the amount.
 */
export function PaymentView({ token, flash }: { token: string; flash?: Flash }) {
  const t = useT();
  const order = useOrder(token);
  const { show } = useToast();
  const detailHref = paths.orderDetail.href(token);
  const { uploadedMessage, uploaded } = useProofRedirect(detailHref);

  if (uploadedMessage !== null) return <ProofUploaded message={uploadedMessage} />;
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
          <PaymentAmountSection order={data} />

          <section aria-labelledby="pay-accounts" className={paymentCard}>
            <h2 id="pay-accounts" className="mb-4 text-lg font-extrabold">
              {t('payment.accountsTitle')}
            </h2>
            <BankAccounts onResult={show} />
          </section>

          <section aria-labelledby="pay-steps" className={paymentCard}>
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
          <section aria-labelledby="pay-upload" className={paymentCard}>
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
            <ProofUploadForm token={token} onUploaded={uploaded} />
          </section>

          <PaymentSummary order={data} />
        </aside>
      </div>
    </div>
  );
}
