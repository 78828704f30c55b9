import { memo } from 'react';
import { MAX_VARIANT_WEIGHT_GRAMS, PRODUCT_PRICE_MAX, PRODUCT_STOCK_MAX } from '@boneka/shared';
import { cn } from '@/components/ui/cn';
import { TextField } from '@/components/ui/form-field';
import { MoneyField } from '@/components/ui/money-field';
import { useT } from '@/lib/i18n/i18n';
import { AdminOnSaleSwitch } from './admin-on-sale-switch';
import type { GalleryItem } from './admin-product-save';
import { AdminSaleFields } from './admin-sale-fields';
import { CELL, ROW_GRID } from './admin-variant-grid';
import { AdminVariantPhoto } from './admin-variant-photo';
import { AdminWholesaleFields } from './admin-wholesale-fields';
import type { VariantDraft } from './admin-variant-rows';

type VariantRowProps = {
  index: number;
  row: VariantDraft;
  label: string;
  gallery: GalleryItem[];
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (index: number, patch: Partial<VariantDraft>) => void;
};

/** One variant's line; only the line typed in renders again (a product has up to MAX_VARIANTS of them). */
export const AdminVariantRow = memo(function AdminVariantRow({
  index,
  row,
  label,
  gallery,
  errors,
  disabled,
  onChange,
}: VariantRowProps) {
  const t = useT();
  const error = (field: string) => errors[`rows.${index}.${field}`];
  return (
    <li>
      <fieldset
        className={cn(
          ROW_GRID,
          'grid min-w-0 grid-cols-2 gap-3 rounded-2xl border px-3 py-3 lg:rounded-xl lg:py-2',
          row.isActive ? 'border-cream-300 bg-white' : 'border-stone-200 bg-stone-50',
        )}
      >
        <legend className="sr-only">{label}</legend>
        <p
          aria-hidden="true"
          className={cn(
            'col-span-2 self-center text-sm font-bold break-words lg:col-span-1',
            row.isActive ? 'text-cocoa-900' : 'text-stone-500 line-through',
          )}
        >
          {label}
        </p>
        {error('options') ? (
          <p className="col-span-2 text-xs font-medium text-red-600 lg:col-span-7 lg:row-start-2">{error('options')}</p>
        ) : null}
        <MoneyField
          label={t('adminProducts.fieldPrice')}
          wrapperClassName={cn(CELL, 'col-span-2 sm:col-span-1')}
          typed={row.price}
          value={row.price}
          maxValue={PRODUCT_PRICE_MAX}
          required
          disabled={disabled}
          error={error('price')}
          onChange={(event) => onChange(index, { price: event.target.value })}
        />
        <MoneyField
          label={t('adminProducts.fieldStock')}
          unit="count"
          wrapperClassName={CELL}
          typed={row.stock}
          value={row.stock}
          maxValue={PRODUCT_STOCK_MAX}
          required
          disabled={disabled}
          error={error('stock')}
          onChange={(event) => onChange(index, { stock: event.target.value })}
        />
        <TextField
          label={t('adminProducts.fieldSku')}
          wrapperClassName={CELL}
          value={row.sku}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          className="uppercase placeholder:normal-case"
          disabled={disabled}
          error={error('sku')}
          onChange={(event) => onChange(index, { sku: event.target.value })}
        />
        <MoneyField
          label={t('adminProducts.fieldWeight')}
          unit="count"
          wrapperClassName={CELL}
          typed={row.weight}
          value={row.weight}
          maxValue={MAX_VARIANT_WEIGHT_GRAMS}
          required
          disabled={disabled}
          error={error('weight')}
          onChange={(event) => onChange(index, { weight: event.target.value })}
        />
        <AdminVariantPhoto
          label={label}
          gallery={gallery}
          value={row.imageKey}
          disabled={disabled}
          onChange={(imageKey) => onChange(index, { imageKey })}
        />
        <AdminOnSaleSwitch
          checked={row.isActive}
          disabled={disabled}
          onChange={(isActive) => onChange(index, { isActive })}
        />
        <AdminSaleFields
          className="col-span-2 lg:col-span-7"
          sale={row}
          errors={{ salePrice: error('salePrice'), saleStarts: error('saleStarts'), saleEnds: error('saleEnds') }}
          disabled={disabled}
          onChange={(patch) => onChange(index, patch)}
        />
        <AdminWholesaleFields
          className="col-span-2 lg:col-span-7"
          tiers={row.wholesale}
          error={error}
          disabled={disabled}
          onChange={(wholesale) => onChange(index, { wholesale })}
        />
      </fieldset>
    </li>
  );
});
