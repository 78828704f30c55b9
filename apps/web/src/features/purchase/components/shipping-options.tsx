import type { ShippingOption } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { etdText } from '@/lib/etd-text';
import { useT } from '@/lib/i18n/i18n';
import type { ShippingQuote } from '../api/calculate-shipping';

/** One option's identity: a courier can offer several services. */
export const shippingKey = (option: ShippingOption) => `${option.code}:${option.service}`;

type ShippingOptionsProps = {
  hasAddress: boolean;
  quote: ShippingQuote | undefined;
  loading: boolean;
  /** The quote could not be had (network, server): nothing is offered until it is asked again. */
  failed: boolean;
  onRetry: () => void;
  selectedKey: string | null;
  onSelect: (key: string) => void;
  disabled: boolean;
};

export function ShippingOptions({
  hasAddress,
  quote,
  loading,
  failed,
  onRetry,
  selectedKey,
  onSelect,
  disabled,
}: ShippingOptionsProps) {
  const t = useT();
  if (!hasAddress) return <p className="text-sm text-stone-500">{t('checkout.shippingNeedsAddress')}</p>;
  if (failed && !quote) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-2xl bg-rose-50 px-4 py-2.5 text-sm text-rose-800"
      >
        <span className="font-medium">{t('checkout.shippingFailed')}</span>
        <button
          type="button"
          onClick={onRetry}
          className="min-h-11 rounded-full border border-rose-300 bg-white px-4 font-bold text-rose-700 hover:bg-rose-100"
        >
          {t('checkout.shippingRetry')}
        </button>
      </div>
    );
  }
  if (loading || !quote) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-500">
        <Spinner />
        {t('checkout.shippingLoading')}
      </p>
    );
  }
  if (quote.source === 'unknown-destination') {
    return (
      <p role="alert" className="rounded-2xl bg-rose-50 px-4 py-2.5 text-sm font-medium text-rose-800">
        {t('checkout.shippingUnknownDestination')}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {quote.source === 'fallback' ? (
        <p className="rounded-2xl bg-amber-50 px-4 py-2.5 text-xs font-medium text-amber-800">
          {quote.message ?? t('checkout.shippingFallback')}
        </p>
      ) : null}
      <fieldset className="grid gap-2.5" disabled={disabled}>
        <legend className="sr-only">{t('checkout.shippingTitle')}</legend>
        {quote.options.map((option) => {
          const key = shippingKey(option);
          const checked = key === selectedKey;
          return (
            <label
              key={key}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-2xl border px-4 py-3 transition-colors',
                checked ? 'border-rose-400 bg-rose-50 ring-2 ring-rose-100' : 'border-cream-200 hover:border-rose-200',
              )}
            >
              <input
                type="radio"
                name="shipping-option"
                value={key}
                checked={checked}
                onChange={() => onSelect(key)}
                className="size-4.5 shrink-0 accent-rose-500"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-bold text-cocoa-900">
                  {option.courier} - {option.service}
                </span>
                <span className="block text-xs text-stone-600">
                  {[option.description, t('checkout.etd', { etd: etdText(option.etd, t) })].filter(Boolean).join(' · ')}
                </span>
              </span>
              <span className="shrink-0 font-extrabold text-cocoa-900">{formatRupiah(option.cost)}</span>
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
