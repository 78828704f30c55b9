import { useId, useState } from 'react';
import { PRODUCT_STOCK_MAX, type AdminProductDetail, type Variant } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { MoneyField, readTyped } from '@/components/ui/money-field';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { useUpdateVariant } from '../api/update-variant';

/**
 * "Stok per varian" on the owner's product page: each variant's stock changed on its own line (the rest of the
 * product untouched), and a variant switched on or off for sale at once.
 */
export function AdminVariantStock({ product }: { product: AdminProductDetail }) {
  const t = useT();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-3xl border border-rose-100 bg-white p-4 shadow-soft sm:p-8"
    >
      <div>
        <h2 id={titleId} className="text-lg font-bold">
          {t('adminProducts.variantStockTitle')}
        </h2>
        <p className="mt-1 text-sm text-stone-500">{t('adminProducts.variantStockHelp')}</p>
      </div>
      <ul className="divide-y divide-cream-200">
        {product.variants.map((variant) => (
          <VariantStockLine
            key={variant.variant_id}
            productId={product.product_id}
            variant={variant}
            label={variant.label || t('adminProducts.onlyVariant')}
            threshold={product.low_stock_threshold}
          />
        ))}
      </ul>
    </section>
  );
}

type VariantStockLineProps = {
  productId: number;
  variant: Variant;
  label: string;
  /** The product's low-stock threshold: at or below it the line says "Menipis", as the dashboard and daily mail do. */
  threshold: number;
};

function VariantStockLine({ productId, variant, label, threshold }: VariantStockLineProps) {
  const t = useT();
  const update = useUpdateVariant();
  const [typed, setTyped] = useState(String(variant.stock));
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const reading = readTyped(typed, 'count', PRODUCT_STOCK_MAX);
  const changed = reading.ok && reading.value !== variant.stock;

  const save = async (patch: { stock?: number; is_active?: boolean }, done: string) => {
    setStatus(null);
    try {
      await update.mutateAsync({ productId, variantId: variant.variant_id, patch });
      setStatus({ tone: 'success', text: done });
    } catch (error) {
      setStatus({ tone: 'error', text: errorText(error, t, t('adminProducts.variantSaveFailed')) });
    }
  };

  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <div className="min-w-0">
        <p className={cn('font-bold break-words', variant.is_active ? 'text-cocoa-900' : 'text-stone-500')}>{label}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-500">
          <span>{variant.sku ? t('adminProducts.skuValue', { sku: variant.sku }) : t('adminProducts.noSku')}</span>
          <span className="font-bold text-rose-700 tabular-nums">{formatRupiah(variant.price)}</span>
          <span className="tabular-nums">{t('adminProducts.currentStock', { count: variant.stock })}</span>
          {variant.stock <= 0 ? (
            <span className="rounded-full bg-stone-700 px-2 py-0.5 font-bold text-white">
              {t('adminProducts.soldOut')}
            </span>
          ) : variant.stock <= threshold ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 font-bold text-amber-800">
              {t('adminProducts.lowStock')}
            </span>
          ) : null}
          {variant.is_active ? null : (
            <span className="rounded-full bg-stone-200 px-2 py-0.5 font-bold text-stone-700">
              {t('adminProducts.notOnSale')}
            </span>
          )}
        </p>
      </div>
      <form
        className="flex flex-wrap items-start gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reading.ok) return;
          void save({ stock: reading.value }, t('adminProducts.variantStockSaved', { label, count: reading.value }));
        }}
      >
        <MoneyField
          label={t('adminProducts.variantStockField', { label })}
          wrapperClassName="w-32 [&>label]:sr-only"
          unit="count"
          typed={typed}
          value={typed}
          maxValue={PRODUCT_STOCK_MAX}
          required
          disabled={update.isPending}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={update.isPending || !changed}>
          {t('adminProducts.variantStockSave')}
        </Button>
        <label className="flex min-h-11 cursor-pointer items-center gap-2">
          <input
            type="checkbox"
            role="switch"
            checked={variant.is_active}
            disabled={update.isPending}
            onChange={(event) =>
              void save(
                { is_active: event.target.checked },
                event.target.checked
                  ? t('adminProducts.variantSwitchedOn', { label })
                  : t('adminProducts.variantSwitchedOff', { label }),
              )
            }
            aria-label={t('adminProducts.variantOnSaleLabel', { label })}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            className="relative h-6 w-11 shrink-0 rounded-full bg-stone-300 transition-colors peer-checked:bg-emerald-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-500 peer-disabled:opacity-55 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
          />
          <span aria-hidden="true" className="text-sm font-semibold text-cocoa-700">
            {t('adminProducts.onSale')}
          </span>
        </label>
      </form>
      <p role="status" className="text-xs font-medium text-emerald-700 empty:hidden sm:col-span-2">
        {status?.tone === 'success' ? status.text : ''}
      </p>
      {status?.tone === 'error' ? (
        <p role="alert" className="text-xs font-medium text-red-600 sm:col-span-2">
          {status.text}
        </p>
      ) : null}
    </li>
  );
}
