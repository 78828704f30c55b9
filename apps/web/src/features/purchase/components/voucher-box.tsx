import { useId, useState } from 'react';
import { formatRupiah } from '@boneka/shared/money';
import { normalizeVoucherCode, type Voucher } from '@boneka/shared/vouchers';
import type { AlertTone } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { inputClass } from '@/components/ui/form-field';
import { CloseIcon, TagIcon } from '@/components/ui/icons';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import '@/lib/i18n/messages/promotions';
import { useVoucherLookup, type VoucherInfo } from '../api/get-voucher';
import { voucherRefusalText } from './voucher-refusal-text';

/** A voucher the shopper applied: its terms, and the owner's description when the server sent one. */
export type AppliedVoucher = Voucher & { description?: string };

type VoucherBoxProps = {
  applied: AppliedVoucher | null;
  /** What the voucher would apply to: its minimum spend is checked against it. */
  subtotal?: number;
  onApply: (voucher: VoucherInfo) => void;
  onRemove: () => void;
  onResult: (tone: AlertTone, text: string) => void;
};

/**
 * Enter a code (upper-cased), the server says whether it applies and what it is worth, or why not (paused, not yet
 * started, ended, minimum spend, used up) in the shopper's language.
 */
export function VoucherBox({ applied, subtotal, onApply, onRemove, onResult }: VoucherBoxProps) {
  const t = useT();
  const { language } = useLanguage();
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
    lookup.mutate(
      { code: normalized, subtotal },
      {
        onSuccess: (voucher) => {
          onApply(voucher);
          setCode('');
          onResult('success', t('voucher.applied', { code: voucher.code }));
        },
        onError: (error) => onResult('error', voucherRefusalText(error, t, language) ?? t('voucher.checkFailed')),
      },
    );
  };

  const belowMinSpend = applied && subtotal !== undefined && subtotal < (applied.min_spend ?? 0);

  if (applied) {
    return (
      <div className="flex items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3">
        <TagIcon className="size-5 shrink-0 text-emerald-600" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-extrabold tracking-wide text-emerald-800">{applied.code}</p>
          <p className="text-xs text-emerald-700">
            {applied.description ||
              (applied.type === 'percent'
                ? t('voucher.percentOff', { value: applied.value })
                : applied.type === 'shipping'
                  ? t('promo.freeShippingUpTo', { amount: formatRupiah(applied.value) })
                  : t('voucher.fixedOff'))}
          </p>
          {belowMinSpend ? (
            <p className="mt-0.5 text-xs font-semibold text-amber-700">
              {t('voucher.belowMinSpend', { amount: formatRupiah(applied.min_spend ?? 0) })}
            </p>
          ) : null}
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
