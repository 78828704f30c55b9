import { TextAreaField, TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/i18n';
import type { ProductDetailsForm } from '../hooks/use-product-save';
import { fieldMessage } from './admin-product-errors';
import { productFormSection } from './admin-product-section';

/** The product's name, description and low-stock threshold. */
export function AdminProductDetailsSection({ form }: { form: ProductDetailsForm }) {
  const t = useT();
  const { register } = form;
  const { errors } = form.formState;
  return (
    <section aria-labelledby="product-form-details" className={productFormSection}>
      <h2 id="product-form-details" className="text-lg font-bold">
        {t('adminProducts.detailsTitle')}
      </h2>
      <TextField
        label={t('adminProducts.fieldName')}
        placeholder={t('adminProducts.fieldNamePlaceholder')}
        autoComplete="off"
        maxLength={120}
        required
        error={fieldMessage(t, 'name', errors.name)}
        {...register('name')}
      />
      <TextAreaField
        label={t('adminProducts.fieldDescription')}
        optionalText={t('common.optional')}
        placeholder={t('adminProducts.fieldDescriptionPlaceholder')}
        rows={6}
        maxLength={2000}
        error={fieldMessage(t, 'description', errors.description)}
        {...register('description')}
      />
      <TextField
        label={t('stocktake.fieldThreshold')}
        hint={t('stocktake.fieldThresholdHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        error={errors.low_stock_threshold?.message}
        {...register('low_stock_threshold')}
      />
    </section>
  );
}
