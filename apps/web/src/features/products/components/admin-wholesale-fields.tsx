import { useId, useState } from 'react';
import { PRODUCT_PRICE_MAX, PRODUCT_STOCK_MAX, WHOLESALE_TIERS_MAX } from '@boneka/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ChevronDownIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import { MoneyField } from '@/components/ui/money-field';
import { useT } from '@/lib/i18n/i18n';
import type { WholesaleDraft } from './admin-variant-rows';

type AdminWholesaleFieldsProps = {
  tiers: WholesaleDraft[];
  /** Messages by path inside the row: `wholesale` (the tiers together), `wholesale.1.price`, `wholesale.0.minQuantity`. */
  error: (field: string) => string | undefined;
  disabled: boolean;
  onChange: (tiers: WholesaleDraft[]) => void;
  className?: string;
};

/**
 * "Harga Grosir" of one variant (decision 061): up to five tiers, each "from N pcs, Rp X per piece", typed the
 * Indonesian way. Folded away until opened, unless it holds tiers or a refusal, so a long variant list stays short.
 */
export function AdminWholesaleFields({ tiers, error, disabled, onChange, className }: AdminWholesaleFieldsProps) {
  const t = useT();
  const panelId = useId();
  const problem = error('wholesale');
  const [opened, setOpened] = useState(tiers.length > 0);
  const open = opened || !!problem;
  const change = (index: number, patch: Partial<WholesaleDraft>) =>
    onChange(tiers.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)));
  return (
    <div className={cn('rounded-xl border border-cream-200 bg-cream-50/60', className)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpened(!open)}
        className="flex min-h-11 w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm font-bold text-cocoa-900"
      >
        <span>
          {t('adminProducts.wholesaleTitle')}{' '}
          <span className="font-normal text-stone-600">
            (
            {tiers.length > 0
              ? t('adminProducts.wholesaleCount', { count: tiers.length })
              : t('adminProducts.wholesaleNone')}
            )
          </span>
        </span>
        <ChevronDownIcon className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <div id={panelId} className="space-y-3 px-3 pb-3">
          <p className="text-xs text-stone-600">{t('adminProducts.wholesaleHelp', { max: WHOLESALE_TIERS_MAX })}</p>
          {tiers.length > 0 ? (
            <ol className="space-y-2">
              {tiers.map((tier, index) => (
                // Tiers have no identity but their place: removing one shifts the ones after it.
                <li key={index} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                  <MoneyField
                    label={t('adminProducts.wholesaleMin', { n: index + 1 })}
                    unit="count"
                    typed={tier.minQuantity}
                    value={tier.minQuantity}
                    maxValue={PRODUCT_STOCK_MAX}
                    required
                    disabled={disabled}
                    error={error(`wholesale.${index}.minQuantity`)}
                    onChange={(event) => change(index, { minQuantity: event.target.value })}
                  />
                  <MoneyField
                    label={t('adminProducts.wholesalePrice', { n: index + 1 })}
                    typed={tier.price}
                    value={tier.price}
                    maxValue={PRODUCT_PRICE_MAX}
                    required
                    disabled={disabled}
                    error={error(`wholesale.${index}.price`)}
                    onChange={(event) => change(index, { price: event.target.value })}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    className="mt-6 text-red-700 hover:bg-red-50"
                    disabled={disabled}
                    aria-label={t('adminProducts.wholesaleRemove', { n: index + 1 })}
                    onClick={() => onChange(tiers.filter((_, i) => i !== index))}
                  >
                    <TrashIcon className="size-4" />
                  </Button>
                </li>
              ))}
            </ol>
          ) : null}
          {problem ? <p className="text-xs font-medium text-red-600">{problem}</p> : null}
          <Button
            variant="outline"
            size="sm"
            disabled={disabled || tiers.length >= WHOLESALE_TIERS_MAX}
            onClick={() => onChange([...tiers, { minQuantity: '', price: '' }])}
          >
            <PlusIcon className="size-4" />
            {t('adminProducts.wholesaleAdd')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
