import { useT } from '@/lib/i18n/i18n';
import type { ProductDraftState } from '../hooks/use-product-draft';
import { AdminOptionsEditor } from './admin-options-editor';
import { productFormSection } from './admin-product-section';
import { AdminSingleVariantFields } from './admin-single-variant-fields';
import { usableOptions } from './admin-variant-rows';
import { AdminVariantsTable } from './admin-variants-table';

/** The product's options, then its variants: a table of every combination, or the one variant's fields. */
export function AdminProductVariantsSection({ draft, locked }: { draft: ProductDraftState; locked: boolean }) {
  const t = useT();
  const { options, rows, errors } = draft;
  const hasOptions = usableOptions(options).length > 0;
  return (
    <section aria-labelledby="product-form-variants" className={`${productFormSection} lg:col-span-2`}>
      <div>
        <h2 id="product-form-variants" className="text-lg font-bold">
          {t('adminProducts.variantsTitle')}
        </h2>
        <p className="mt-1 text-sm text-stone-500">{t('adminProducts.variantsHelp')}</p>
      </div>
      <AdminOptionsEditor options={options} onChange={draft.changeOptions} errors={errors} disabled={locked} />
      {hasOptions ? (
        <AdminVariantsTable
          options={usableOptions(options)}
          rows={rows}
          onChange={draft.setRows}
          onRowChange={draft.changeRow}
          gallery={draft.gallery}
          errors={errors}
          disabled={locked}
        />
      ) : (
        <AdminSingleVariantFields
          variant={rows[0]!}
          errors={errors}
          disabled={locked}
          onChange={(patch) => draft.changeRow(0, patch)}
        />
      )}
    </section>
  );
}
