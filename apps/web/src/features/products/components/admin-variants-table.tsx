import { cn } from '@/components/ui/cn';
import { useT } from '@/lib/i18n/i18n';
import type { GalleryItem } from './admin-product-save';
import { AdminSetAll } from './admin-set-all';
import { ROW_GRID } from './admin-variant-grid';
import { AdminVariantRow } from './admin-variant-row';
import { rowLabel, type OptionDraft, type VariantDraft } from './admin-variant-rows';

type AdminVariantsTableProps = {
  options: OptionDraft[];
  rows: VariantDraft[];
  /** Every row at once ("Atur semua"). */
  onChange: (rows: VariantDraft[]) => void;
  /** One row's change; stable, so the other rows do not render again. */
  onRowChange: (index: number, patch: Partial<VariantDraft>) => void;
  gallery: GalleryItem[];
  /** Messages by path (`rows.2.price`, `variants`), already in the page's language. */
  errors: Record<string, string>;
  disabled?: boolean;
};

/**
 * "Daftar varian": every combination of the options with its price, stock, SKU, weight, photo and whether it is on
 * sale, and an "Atur semua" line that sets one price, stock or weight for all of them.
 */
export function AdminVariantsTable({
  options,
  rows,
  onChange,
  onRowChange,
  gallery,
  errors,
  disabled = false,
}: AdminVariantsTableProps) {
  const t = useT();
  const onSale = rows.filter((row) => row.isActive).length;

  return (
    <div className="space-y-3">
      <AdminSetAll rows={rows} onChange={onChange} disabled={disabled} />
      <p className="text-xs text-stone-500" aria-live="polite">
        {t('adminProducts.variantCount', { count: rows.length, active: onSale })}
      </p>
      {errors.variants ? <p className="text-xs font-medium text-red-600">{errors.variants}</p> : null}
      <div
        aria-hidden="true"
        className={cn(
          ROW_GRID,
          'hidden rounded-xl bg-cream-100 px-3 py-2 text-xs font-bold tracking-wide text-cocoa-700 uppercase',
        )}
      >
        <span>{t('adminProducts.colVariant')}</span>
        <span>{t('adminProducts.fieldPrice')}</span>
        <span>{t('adminProducts.fieldStock')}</span>
        <span>{t('adminProducts.fieldSku')}</span>
        <span>{t('adminProducts.colWeight')}</span>
        <span>{t('adminProducts.colPhoto')}</span>
        <span>{t('adminProducts.colOnSale')}</span>
      </div>
      <ul className="space-y-3 lg:space-y-1.5">
        {rows.map((row, index) => (
          <AdminVariantRow
            key={Object.values(row.values).join('\u0000') || 'single'}
            index={index}
            row={row}
            label={rowLabel(options, row)}
            gallery={gallery}
            errors={errors}
            disabled={disabled}
            onChange={onRowChange}
          />
        ))}
      </ul>
    </div>
  );
}
