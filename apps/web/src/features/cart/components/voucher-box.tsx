import { useId, useState } from 'react';
import { normalizeVoucherCode } from '@boneka/shared/vouchers';
import type { AlertTone } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { inputClass } from '@/components/ui/form-field';
import { CloseIcon, TagIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { useVoucherLookup, type VoucherInfo } from '../api/get-voucher';

type VoucherBoxProps = {
  applied: VoucherInfo | null;
  onApply: (voucher: VoucherInfo) => void;
  onRemove: () => void;
  onResult: (tone: AlertTone, text: string) => void;
};

/** Enter a code (upper-cased), the server says whether it exists and what it is worth. */
export function VoucherBox({ applied, onApply, onRemove, onResult }: VoucherBoxProps) {
  const t = useT();
  const inputId = useId();
  const lookup = useVoucherLookup();
  const [code, setCode] = useState('');

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    const normalized = normalizeVoucherCode(code);
    if (!normalized) {
      onResult('error', t('voucher.invalid'));
      return;
    }
    lookup.mutate(normalized, {
      onSuccess: (voucher) => {
        onApply(voucher);
        setCode('');
        onResult('success', t('voucher.applied', { code: voucher.code }));
      },
      onError: (error) => {
        const unknown = isApiError(error) && (error.status === 404 || error.status === 400);
        onResult('error', unknown ? t('voucher.invalid') : t('voucher.checkFailed'));
      },
    });
  };

  if (applied) {
    return (
      <div className="flex items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3">
        <TagIcon className="size-5 shrink-0 text-emerald-600" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-extrabold tracking-wide text-emerald-800">{applied.code}</p>
          <p className="text-xs text-emerald-700">
            {applied.description ||
              (applied.type === 'percent' ? t('voucher.percentOff', { value: applied.value }) : t('voucher.fixedOff'))}
          </p>
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('voucher.remove')}
          title={t('voucher.remove')}
          className="grid size-8 shrink-0 cursor-pointer place-items-center rounded-full text-emerald-700 hover:bg-emerald-100"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={apply} noValidate className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-bold text-cocoa-700">
        {t('voucher.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="text"
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          placeholder={t('voucher.placeholderCode')}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          className={cn(inputClass, 'uppercase placeholder:normal-case')}
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={lookup.isPending || code.trim() === ''}
          className="shrink-0"
        >
          {lookup.isPending ? t('voucher.checking') : t('voucher.apply')}
        </Button>
      </div>
    </form>
  );
}
