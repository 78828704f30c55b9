import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n';
import { useObjectUrl } from '@/lib/use-object-url';
import { usePaymentProof } from '../api/get-payment-proof';

type PaymentProofImageProps = { url: string; alt: string; className?: string };

/** The uploaded receipt, fetched with the session's token and shown from a blob: URL. */
export function PaymentProofImage({ url, alt, className }: PaymentProofImageProps) {
  const t = useT();
  const proof = usePaymentProof(url);
  const src = useObjectUrl(proof.data);

  if (proof.isError) {
    return <p className="text-sm font-medium text-red-600">{t('orders.proofLoadFailed')}</p>;
  }
  if (!src) {
    return (
      <div role="status" className={cn('grid place-items-center bg-cream-100', className)}>
        <Spinner />
        <span className="sr-only">{t('orders.proofLoading')}</span>
      </div>
    );
  }
  return <img src={src} alt={alt} className={cn('object-contain', className)} />;
}
