import { PRODUCT_PRICE_MAX } from '@boneka/shared';
import { cn } from '@/components/ui/cn';
import { TextField } from '@/components/ui/form-field';
import { MoneyField } from '@/components/ui/money-field';
import { useT } from '@/lib/i18n/i18n';
import type { VariantDraft } from './admin-variant-rows';

type SaleDraft = Pick<VariantDraft, 'salePrice' | 'saleStarts' | 'saleEnds'>;

/**
 * Harga coret of one variant (decision 046): the sale price typed the Indonesian way, from when (empty: from the
 * save) and until when, both in WIB. All three empty: no sale.
 */
export function AdminSaleFields({
  sale,
  errors,
  disabled,
  onChange,
  className,
}: {
  sale: SaleDraft;
  /** Messages by field (`salePrice`, `saleStarts`, `saleEnds`). */
  errors: Partial<Record<keyof SaleDraft, string>>;
  disabled: boolean;
  onChange: (patch: Partial<SaleDraft>) => void;
  className?: string;
}) {
  const t = useT();
  return (
    <div className={cn('grid gap-3 sm:grid-cols-3', className)}>
      <MoneyField
        label={t('adminProducts.salePrice')}
        optionalText={t('common.optional')}
        typed={sale.salePrice}
        value={sale.salePrice}
        maxValue={PRODUCT_PRICE_MAX}
        disabled={disabled}
        error={errors.salePrice}
        onChange={(event) => onChange({ salePrice: event.target.value })}
      />
      <TextField
        type="datetime-local"
        label={t('adminProducts.saleStarts')}
        value={sale.saleStarts}
        disabled={disabled}
        hint={t('adminProducts.saleStartsHint')}
        error={errors.saleStarts}
        onChange={(event) => onChange({ saleStarts: event.target.value })}
      />
      <TextField
        type="datetime-local"
        label={t('adminProducts.saleEnds')}
        value={sale.saleEnds}
        disabled={disabled}
        error={errors.saleEnds}
        onChange={(event) => onChange({ saleEnds: event.target.value })}
      />
    </div>
  );
}
