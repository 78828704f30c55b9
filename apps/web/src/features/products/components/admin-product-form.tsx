import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { PRODUCT_PRICE_MAX, PRODUCT_STOCK_MAX, ProductBody, type Product } from '@boneka/shared';
import { Alert, type Flash } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { MoneyField } from '@/components/ui/money-field';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useT, type MessageKey, type Translate } from '@/lib/i18n/i18n';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import { ProductImageField, type ImageChoice } from './product-image-field';

/** After a save the form shows its success message this long, then goes to the product list. */
export const REDIRECT_AFTER_SAVE_MS = 1500;

const FIELDS = ['name', 'description', 'price', 'stock'] as const;

/**
 * The shared schema says nothing of the lengths in the page's language: they get a message of their own. The price
 * and stock fields say in the page's language why they cannot read what was typed (MoneyField).
 */
const rangeMessages: Partial<Record<(typeof FIELDS)[number], { too_big: MessageKey }>> = {
  name: { too_big: 'adminProducts.nameTooLong' },
  description: { too_big: 'adminProducts.descriptionTooLong' },
};

function fieldMessage(
  t: Translate,
  field: (typeof FIELDS)[number],
  error: { type?: unknown; message?: string } | undefined,
): string | undefined {
  if (!error) return undefined;
  const key = error.type === 'too_big' ? rangeMessages[field]?.too_big : undefined;
  return key ? t(key) : error.message;
}

type AdminProductFormProps = {
  /** The product being edited; without it the form adds a new one. */
  product?: Product;
};

/** 'Tambah Produk' (/admin/add-product) and 'Edit Produk' (/admin/products/edit/{id}): one form for both. */
export function AdminProductForm({ product }: AdminProductFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const editing = product !== undefined;
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [image, setImage] = useState<ImageChoice>({ file: null, removeCurrent: false });
  const [message, setMessage] = useState<Flash>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ProductBody),
    defaultValues: {
      name: product?.name ?? '',
      description: product?.description ?? '',
      price: product ? String(product.price) : '',
      stock: product ? String(product.stock) : '',
    },
  });

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => void navigate(paths.admin.products.href()), REDIRECT_AFTER_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  const submit = handleSubmit(async ({ name, description, price, stock }) => {
    setMessage(null);
    const input = { name, description, price, stock };
    try {
      if (product) {
        await update.mutateAsync({
          productId: product.product_id,
          input,
          image: image.file,
          removeImage: image.removeCurrent,
        });
      } else {
        await create.mutateAsync({ input, image: image.file });
      }
      setSaved(true);
      setMessage({ tone: 'success', text: editing ? t('adminProducts.updated') : t('adminProducts.added') });
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      const fallback = editing ? t('adminProducts.updateFailed') : t('adminProducts.addFailed');
      setMessage({ tone: 'error', text: errorText(error, t, fallback) });
    }
  });

  const busy = create.isPending || update.isPending;
  const locked = busy || saved;
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

      <form onSubmit={submit} noValidate aria-busy={busy || undefined}>
        <fieldset disabled={locked} className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section
            aria-labelledby="product-form-details"
            className="space-y-4 rounded-3xl border border-rose-100 bg-white p-5 shadow-soft sm:p-8"
          >
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
            <div className="grid gap-4 sm:grid-cols-2">
              <MoneyField
                label={t('adminProducts.fieldPrice')}
                typed={String(watch('price') ?? '')}
                maxValue={PRODUCT_PRICE_MAX}
                required
                hint={t('adminProducts.fieldPriceHint')}
                error={fieldMessage(t, 'price', errors.price)}
                {...register('price')}
              />
              <MoneyField
                label={t('adminProducts.fieldStock')}
                unit="count"
                typed={String(watch('stock') ?? '')}
                maxValue={PRODUCT_STOCK_MAX}
                required
                hint={t('adminProducts.fieldStockHint')}
                error={fieldMessage(t, 'stock', errors.stock)}
                {...register('stock')}
              />
            </div>
            <TextAreaField
              label={t('adminProducts.fieldDescription')}
              optionalText={t('common.optional')}
              placeholder={t('adminProducts.fieldDescriptionPlaceholder')}
              rows={6}
              maxLength={2000}
              error={fieldMessage(t, 'description', errors.description)}
              {...register('description')}
            />
          </section>

          <section className="rounded-3xl border border-rose-100 bg-white p-5 shadow-soft sm:p-6">
            <ProductImageField
              currentUrl={product?.image_url ?? null}
              value={image}
              onChange={setImage}
              disabled={locked}
            />
          </section>

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
                {busy ? t('adminProducts.saving') : editing ? t('adminProducts.saveEdit') : t('adminProducts.saveAdd')}
              </Button>
            </div>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
