import { MAX_VARIANT_WEIGHT_GRAMS, PRODUCT_PRICE_MAX, PRODUCT_STOCK_MAX } from '@boneka/shared';
import { TextField } from '@/components/ui/form-field';
import { MoneyField } from '@/components/ui/money-field';
import { useT } from '@/lib/i18n/i18n';
import type { FieldErrors } from './admin-product-save';
import { AdminSaleFields } from './admin-sale-fields';
import { AdminWholesaleFields } from './admin-wholesale-fields';
import type { VariantDraft } from './admin-variant-rows';

type AdminSingleVariantFieldsProps = {
  /** The product's one variant. */
  variant: VariantDraft;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (patch: Partial<VariantDraft>) => void;
};

/** A product without options: its price, stock, weight, SKU and sale, which are its one variant's. */
export function AdminSingleVariantFields({ variant, errors, disabled, onChange }: AdminSingleVariantFieldsProps) {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <MoneyField
        label={t('adminProducts.fieldPrice')}
        typed={variant.price}
        value={variant.price}
        maxValue={PRODUCT_PRICE_MAX}
        required
        hint={t('adminProducts.fieldPriceHint')}
        error={errors['rows.0.price']}
        onChange={(event) => onChange({ price: event.target.value })}
      />
      <MoneyField
        label={t('adminProducts.fieldStock')}
        unit="count"
        typed={variant.stock}
        value={variant.stock}
        maxValue={PRODUCT_STOCK_MAX}
        required
        hint={t('adminProducts.fieldStockHint')}
        error={errors['rows.0.stock']}
        onChange={(event) => onChange({ stock: event.target.value })}
      />
      <MoneyField
        label={t('adminProducts.fieldWeight')}
        unit="count"
        typed={variant.weight}
        value={variant.weight}
        maxValue={MAX_VARIANT_WEIGHT_GRAMS}
        required
        hint={t('adminProducts.fieldWeightHint')}
        error={errors['rows.0.weight']}
        onChange={(event) => onChange({ weight: event.target.value })}
      />
      <TextField
        label={t('adminProducts.fieldSku')}
        optionalText={t('common.optional')}
        value={variant.sku}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        className="uppercase placeholder:normal-case"
        hint={t('adminProducts.fieldSkuHint')}
        error={errors['rows.0.sku']}
        onChange={(event) => onChange({ sku: event.target.value })}
      />
      <fieldset className="space-y-2 sm:col-span-2">
        <legend className="text-sm font-bold text-cocoa-900">{t('adminProducts.saleTitle')}</legend>
        <p className="text-xs text-stone-500">{t('adminProducts.saleHelp')}</p>
        <AdminSaleFields
          sale={variant}
          errors={{
            salePrice: errors['rows.0.salePrice'],
            saleStarts: errors['rows.0.saleStarts'],
            saleEnds: errors['rows.0.saleEnds'],
          }}
          disabled={disabled}
          onChange={onChange}
        />
      </fieldset>
      <AdminWholesaleFields
        className="sm:col-span-2"
        tiers={variant.wholesale}
        error={(field) => errors[`rows.0.${field}`]}
        disabled={disabled}
        onChange={(wholesale) => onChange({ wholesale })}
      />
    </div>
  );
}
