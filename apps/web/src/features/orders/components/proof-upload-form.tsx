import { useId, useState } from 'react';
import { IMAGE_MAX_BYTES } from '@boneka/shared/limits';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { useObjectUrl } from '@/lib/use-object-url';
import { useUploadPaymentProof } from '../api/upload-payment-proof';

const PROOF_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'];

type ProofUploadFormProps = { token: string; onUploaded: (message: string) => void };

/** Pick the transfer receipt (checked here for type and size, again by the server), preview it, send it. */
export function ProofUploadForm({ token, onUploaded }: ProofUploadFormProps) {
  const t = useT();
  const inputId = useId();
  const upload = useUploadPaymentProof();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(file);

  const pick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setError(null);
    if (!picked) return;
    if (!PROOF_TYPES.includes(picked.type)) {
      event.target.value = '';
      setFile(null);
      setError(t('payment.invalidType'));
      return;
    }
    if (picked.size >= IMAGE_MAX_BYTES) {
      event.target.value = '';
      setFile(null);
      setError(t('payment.tooLarge'));
      return;
    }
    setFile(picked);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(t('payment.noFile'));
      return;
    }
    setError(null);
    try {
      const reply = await upload.mutateAsync({ token, file });
      onUploaded(reply.message || t('payment.uploaded'));
    } catch (failure) {
      setError(errorText(failure, t, t('payment.uploadFailed')));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-bold text-cocoa-700">
          {t('payment.proofLabel')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={pick}
          aria-describedby={`${inputId}-hint`}
          className="block w-full cursor-pointer rounded-xl border border-dashed border-rose-300 bg-rose-50/40 p-3 text-sm text-cocoa-700 file:mr-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-rose-500 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:border-rose-400"
        />
        <p id={`${inputId}-hint`} className="text-xs text-stone-500">
          {t('payment.proofHint')}
        </p>
      </div>
      {preview ? (
        <figure className="overflow-hidden rounded-2xl border border-cream-200 bg-cream-50 p-2">
          <img src={preview} alt={t('payment.previewAlt')} className="mx-auto max-h-80 rounded-xl object-contain" />
          <figcaption className="mt-2 truncate text-center text-xs text-stone-500">{file?.name}</figcaption>
        </figure>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={upload.isPending}>
        {upload.isPending ? t('payment.uploading') : t('payment.submit')}
      </Button>
    </form>
  );
}
