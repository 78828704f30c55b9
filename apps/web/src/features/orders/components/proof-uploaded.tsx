import { CheckIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/i18n';

/** The success screen after a proof is uploaded, before the order's page opens. */
export function ProofUploaded({ message }: { message: string }) {
  const t = useT();
  return (
    <section
      role="status"
      className="mx-auto my-10 max-w-xl rounded-[2rem] border border-emerald-100 bg-white px-6 py-12 text-center shadow-soft"
    >
      <div className="mx-auto mb-5 grid size-20 place-items-center rounded-full bg-emerald-100 text-emerald-600">
        <CheckIcon className="size-10" />
      </div>
      <h1 className="text-2xl font-extrabold">{message}</h1>
      <p className="mt-3 text-sm text-stone-500">{t('payment.verificationTime')}</p>
      <p className="mt-1 text-sm font-semibold text-rose-700">{t('payment.redirecting')}</p>
    </section>
  );
}
