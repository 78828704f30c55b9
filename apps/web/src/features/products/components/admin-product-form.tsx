import { Link } from 'react-router';
import type { AdminProductDetail } from '@boneka/shared';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/i18n';
import { useProductDraft } from '../hooks/use-product-draft';
import { useProductSave } from '../hooks/use-product-save';
import { AdminCategoryPicker } from './admin-category-picker';
import { AdminGalleryManager } from './admin-gallery-manager';
import { AdminProductDetailsSection } from './admin-product-details-section';
import { productFormSection as section } from './admin-product-section';
import { AdminProductVariantsSection } from './admin-product-variants-section';

type AdminProductFormProps = {
  /** The product being edited; without it the form adds a new one. */
  product?: AdminProductDetail;
};

/**
 * 'Tambah Produk' (/admin/add-product) and 'Ubah Produk' (/admin/products/edit/{id}): one form for both. Name,
 * description, categories, photos, options and variants are saved in steps (admin-product-save.ts); when one fails
 * the form says what was saved and what was not, and "Simpan" again goes on from there.
 */
export function AdminProductForm({ product }: AdminProductFormProps) {
  const t = useT();
  const editing = product !== undefined;
  const draft = useProductDraft(product);
  const { form, formRef, submit, message, saving, saved } = useProductSave(product, draft);
  const { errors, rows } = draft;

  const locked = saving || saved;
  const cancelHref = product ? paths.admin.productDetail.href(product.product_id) : paths.admin.products.href();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">
          {editing ? t('page.adminEditProduct') : t('page.adminAddProduct')}
        </h1>
        <p className="mt-1 text-sm text-stone-500">
          {editing ? t('adminProducts.editSubtitle') : t('adminProducts.addSubtitle')}
        </p>
      </div>

      <form ref={formRef} onSubmit={submit} noValidate aria-busy={saving || undefined}>
        <fieldset disabled={locked} className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <AdminProductDetailsSection form={form} />

          <section aria-labelledby="product-form-categories" className={section}>
            <h2 id="product-form-categories" className="text-lg font-bold">
              {t('adminProducts.categoriesTitle')}
            </h2>
            <AdminCategoryPicker
              value={draft.categories}
              onChange={draft.setCategories}
              isNew={draft.server.productId === null}
              error={errors.categories}
              disabled={locked}
            />
          </section>

          <section aria-labelledby="product-form-photos" className={`${section} lg:col-span-2`}>
            <h2 id="product-form-photos" className="text-lg font-bold">
              {t('adminProducts.photosTitle')}
            </h2>
            <AdminGalleryManager
              items={draft.gallery}
              onChange={draft.setGallery}
              onRemove={draft.removePhoto}
              usedBy={(key) => rows.filter((row) => row.imageKey === key).length}
              error={errors.gallery}
              disabled={locked}
            />
          </section>

          <AdminProductVariantsSection draft={draft} locked={locked} />

          <div className="space-y-4 lg:col-span-2">
            {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Link
                to={cancelHref}
                aria-disabled={locked || undefined}
                tabIndex={locked ? -1 : undefined}
                className={buttonClass('outline', 'md', locked ? 'pointer-events-none opacity-55' : undefined)}
              >
                {t('adminProducts.cancel')}
              </Link>
              <Button type="submit">
                {saving
                  ? t('adminProducts.saving')
                  : editing
                    ? t('adminProducts.saveEdit')
                    : t('adminProducts.saveAdd')}
              </Button>
            </div>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
