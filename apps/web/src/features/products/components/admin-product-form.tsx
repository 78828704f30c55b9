import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  LOW_STOCK_THRESHOLD_DEFAULT,
  MAX_VARIANT_WEIGHT_GRAMS,
  MAX_VARIANTS,
  normalizeSku,
  PRODUCT_PRICE_MAX,
  PRODUCT_STOCK_MAX,
  ProductBody,
  type AdminProductDetail,
} from '@boneka/shared';
import { Alert, type Flash } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { MoneyField } from '@/components/ui/money-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useT, type MessageKey, type Translate } from '@/lib/i18n/i18n';
import { refreshProduct, refreshProducts } from '../api/product-cache';
import { AdminCategoryPicker, type CategoryChoice } from './admin-category-picker';
import { AdminGalleryManager } from './admin-gallery-manager';
import { AdminOptionsEditor } from './admin-options-editor';
import {
  apiCalls,
  galleryOf,
  SAVE_STEPS,
  saveProduct,
  SaveError,
  savedImageKey,
  serverStateOf,
  variantsRequest,
  type FieldErrors,
  type GalleryItem,
  type SaveProgress,
  type SaveStep,
  saleFieldPath,
} from './admin-product-save';
import { draftsOf, emptyRow, syncRows, usableOptions, type OptionDraft, type VariantDraft } from './admin-variant-rows';
import { AdminSaleFields } from './admin-sale-fields';
import { AdminVariantsTable } from './admin-variants-table';

/** After a save the form shows its success message this long, then goes to the product list. */
export const REDIRECT_AFTER_SAVE_MS = 1500;

/** The product's own fields; price and stock are the variants'. */
const DetailsBody = ProductBody.pick({ name: true, description: true, low_stock_threshold: true });
const DETAIL_FIELDS = ['name', 'description'] as const;

/**
 * Messages of the shared schemas and of the form's own checks, in the page's language. The price, stock and weight
 * fields say themselves why they cannot read what was typed (MoneyField); anything else is shown as sent.
 */
const FIELD_TEXT: Readonly<Record<string, MessageKey>> = {
  'Harga wajib diisi': 'adminProducts.priceRequired',
  'Stok wajib diisi': 'adminProducts.stockRequired',
  'Berat minimal 1 gram': 'adminProducts.weightRequired',
  'Berat maksimal 50 kg': 'adminProducts.weightTooLarge',
  'Nama pilihan tidak boleh kembar': 'adminProducts.optionNamesTwice',
  [`Maksimal ${MAX_VARIANTS} varian per produk`]: 'adminProducts.tooManyVariants',
  optionNameMissing: 'adminProducts.optionNameMissing',
  optionValuesMissing: 'adminProducts.optionValuesMissing',
  weightMissing: 'adminProducts.weightRequired',
  weightUnreadable: 'adminProducts.weightRequired',
  skuTwice: 'adminProducts.skuTwice',
};

const STEP_NAME: Record<SaveStep, MessageKey> = {
  details: 'adminProducts.stepDetails',
  photos: 'adminProducts.stepPhotos',
  variants: 'adminProducts.stepVariants',
  categories: 'adminProducts.stepCategories',
};

const translated = (t: Translate, errors: FieldErrors): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([path, message]) => {
      const key = FIELD_TEXT[message];
      return [path, key ? t(key, { max: MAX_VARIANTS }) : message];
    }),
  );

function fieldMessage(
  t: Translate,
  field: (typeof DETAIL_FIELDS)[number],
  error?: { type?: unknown; message?: string },
) {
  if (!error) return undefined;
  if (error.type === 'too_big')
    return t(field === 'name' ? 'adminProducts.nameTooLong' : 'adminProducts.descriptionTooLong');
  return error.message;
}

/** Where the form starts: the saved product, or an empty product without options. */
function startOf(product: AdminProductDetail | undefined) {
  const gallery = product ? galleryOf(product.images) : [];
  const { options, rows } = product ? draftsOf(product, savedImageKey) : { options: [], rows: [emptyRow()] };
  const imageIdOf = (key: string | null) => gallery.find((item) => item.key === key)?.imageId ?? null;
  const savedBody = product ? variantsRequest(options, rows, imageIdOf).body : null;
  const categories: CategoryChoice = {
    categoryIds: product?.categories.map((c) => c.category_id) ?? [],
    mainCategoryId: product?.categories[0]?.category_id ?? null,
  };
  return { gallery, options, rows, categories, server: serverStateOf(product, savedBody) };
}

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editing = product !== undefined;
  const [start] = useState(() => startOf(product));
  const [options, setOptions] = useState<OptionDraft[]>(start.options);
  const [rows, setRows] = useState<VariantDraft[]>(start.rows);
  const [gallery, setGallery] = useState<GalleryItem[]>(start.gallery);
  const [removedImageIds, setRemovedImageIds] = useState<number[]>([]);
  const [categories, setCategories] = useState<CategoryChoice>(start.categories);
  const [server, setServer] = useState(start.server);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<Flash>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors: detailErrors },
  } = useForm({
    resolver: zodResolver(DetailsBody),
    defaultValues: {
      name: product?.name ?? '',
      description: product?.description ?? '',
      low_stock_threshold: String(product?.low_stock_threshold ?? LOW_STOCK_THRESHOLD_DEFAULT),
    },
  });

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => void navigate(paths.admin.products.href()), REDIRECT_AFTER_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  const hasOptions = usableOptions(options).length > 0;
  const single = rows[0]!;

  const changeOptions = (next: OptionDraft[]) => {
    const count = usableOptions(next).reduce((n, option) => n * option.values.length, 1);
    if (count > MAX_VARIANTS && count > rows.length) {
      // Refused before thousands of rows are drawn: 3 options of 20 values would make 8000.
      setErrors((old) => ({ ...old, options: t('adminProducts.tooManyVariants', { max: MAX_VARIANTS }) }));
      return;
    }
    setRows(syncRows({ options, rows }, next));
    setOptions(next);
    // The rows' places changed: their old messages would point at other rows.
    setErrors((old) => Object.fromEntries(Object.entries(old).filter(([path]) => !/^(rows|options)\b/.test(path))));
  };
  const changeRow = useCallback((index: number, patch: Partial<VariantDraft>) => {
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    // A field typed again answers for itself (MoneyField reads it as typed): the last save's refusal of it goes.
    const changed = Object.keys(patch).map((key) => `rows.${index}.${key}`);
    setErrors((old) => {
      const kept = Object.entries(old).filter(([path]) => !changed.includes(path));
      return kept.length === Object.keys(old).length ? old : Object.fromEntries(kept);
    });
  }, []);
  const changeSingle = (patch: Partial<VariantDraft>) => changeRow(0, patch);
  const removePhoto = (item: GalleryItem) => {
    setGallery((items) => items.filter((i) => i.key !== item.key));
    if (item.imageId !== null) setRemovedImageIds((ids) => [...ids, item.imageId!]);
    setRows((list) => list.map((row) => (row.imageKey === item.key ? { ...row, imageKey: null } : row)));
  };

  // The first field to fix gets the focus once it shows its message.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])')?.focus();
  }, [focusRequest]);
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    setFocusRequest((n) => n + 1);
  };

  /** The refusal of the step that failed, on the fields it names, and one sentence for the whole save. */
  const explain = (error: SaveError): string => {
    const { cause } = error;
    const found: FieldErrors = {};
    let reason = errorText(cause, t, t('adminProducts.saveFailedReason'));
    if (isApiError(cause) && cause.code === 'SKU_TAKEN') {
      const sku = String(cause.body?.sku ?? '');
      reason = t('adminProducts.skuTaken', { sku });
      rows.forEach((row, i) => {
        if (row.sku.trim() && normalizeSku(row.sku) === normalizeSku(sku)) found[`rows.${i}.sku`] = reason;
      });
    } else if (isApiError(cause) && cause.code === 'HAS_VARIANTS') {
      reason = t('adminProducts.hasVariants');
    } else if (isApiError(cause) && cause.details.length > 0) {
      // VALIDATION_ERROR, or the variants' own rules (422 INVALID_VARIANTS): each message on the field it names.
      reason = t('adminProducts.checkFields');
      for (const detail of cause.details) {
        const path = saleFieldPath(detail.path.replace(/^variants\./, 'rows.').replace(/\.weight_grams$/, '.weight'));
        if ((DETAIL_FIELDS as readonly string[]).includes(path))
          setError(path as (typeof DETAIL_FIELDS)[number], { type: 'server', message: detail.message });
        else if (error.step === 'details' && (path === 'price' || path === 'stock'))
          found[`rows.0.${path}`] = detail.message;
        else if (error.step === 'categories') found.categories = detail.message;
        else if (error.step === 'photos') found.gallery = detail.message;
        else found[path] = detail.message;
      }
    } else if (error.step === 'photos') {
      reason =
        isApiError(cause) && cause.code === 'TOO_MANY_IMAGES'
          ? t('adminProducts.photosRoom', {
              max: Number(cause.body?.max ?? 10),
              remaining: Number(cause.body?.remaining ?? 0),
            })
          : errorText(cause, t, t('adminProducts.photosFailed'));
      found.gallery = reason;
    } else if (error.step === 'categories') {
      found.categories = reason;
    }
    showErrors(translated(t, found));
    const list = (steps: readonly SaveStep[]) => steps.map((step) => t(STEP_NAME[step])).join(', ');
    if (error.done.length === 0) return t('adminProducts.saveFailedNothing', { reason });
    return t('adminProducts.saveFailedPartly', {
      saved: list(error.done),
      failed: list(SAVE_STEPS.filter((step) => !error.done.includes(step))),
      reason,
    });
  };

  // The name is checked by the form library, the rest here: both say what is wrong at once.
  const checkVariants = () => variantsRequest(options, rows, () => null).errors;
  const submit = handleSubmit(
    async ({ name, description, low_stock_threshold }) => {
      setMessage(null);
      const found = checkVariants();
      if (Object.keys(found).length > 0) {
        showErrors(translated(t, found));
        setMessage({ tone: 'error', text: t('adminProducts.checkFields') });
        return;
      }
      setErrors({});
      setSaving(true);
      const progress: SaveProgress = { server, gallery, removedImageIds, rows, done: [] };
      const follow = (step: SaveProgress) => {
        setServer(step.server);
        setGallery(step.gallery);
        setRemovedImageIds(step.removedImageIds);
        setRows(step.rows);
      };
      try {
        const draft = {
          name,
          description: description ?? '',
          options,
          rows,
          gallery,
          removedImageIds,
          ...categories,
          lowStockThreshold: low_stock_threshold,
        };
        const done = await saveProduct(draft, progress, apiCalls, follow);
        if (done.product) refreshProduct(queryClient, done.product);
        else refreshProducts(queryClient);
        setSaved(true);
        setMessage({ tone: 'success', text: editing ? t('adminProducts.updated') : t('adminProducts.added') });
      } catch (error) {
        refreshProducts(queryClient);
        if (!(error instanceof SaveError)) throw error;
        setMessage({ tone: 'error', text: explain(error) });
      } finally {
        setSaving(false);
      }
    },
    () => setErrors(translated(t, checkVariants())),
  );

  const locked = saving || saved;
  const cancelHref = product ? paths.admin.productDetail.href(product.product_id) : paths.admin.products.href();
  const section = 'min-w-0 space-y-4 rounded-3xl border border-rose-100 bg-white p-4 shadow-soft sm:p-8';

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
          <section aria-labelledby="product-form-details" className={section}>
            <h2 id="product-form-details" className="text-lg font-bold">
              {t('adminProducts.detailsTitle')}
            </h2>
            <TextField
              label={t('adminProducts.fieldName')}
              placeholder={t('adminProducts.fieldNamePlaceholder')}
              autoComplete="off"
              maxLength={120}
              required
              error={fieldMessage(t, 'name', detailErrors.name)}
              {...register('name')}
            />
            <TextAreaField
              label={t('adminProducts.fieldDescription')}
              optionalText={t('common.optional')}
              placeholder={t('adminProducts.fieldDescriptionPlaceholder')}
              rows={6}
              maxLength={2000}
              error={fieldMessage(t, 'description', detailErrors.description)}
              {...register('description')}
            />
            <TextField
              label={t('stocktake.fieldThreshold')}
              hint={t('stocktake.fieldThresholdHint')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              error={detailErrors.low_stock_threshold?.message}
              {...register('low_stock_threshold')}
            />
          </section>

          <section aria-labelledby="product-form-categories" className={section}>
            <h2 id="product-form-categories" className="text-lg font-bold">
              {t('adminProducts.categoriesTitle')}
            </h2>
            <AdminCategoryPicker
              value={categories}
              onChange={setCategories}
              isNew={server.productId === null}
              error={errors.categories}
              disabled={locked}
            />
          </section>

          <section aria-labelledby="product-form-photos" className={`${section} lg:col-span-2`}>
            <h2 id="product-form-photos" className="text-lg font-bold">
              {t('adminProducts.photosTitle')}
            </h2>
            <AdminGalleryManager
              items={gallery}
              onChange={setGallery}
              onRemove={removePhoto}
              usedBy={(key) => rows.filter((row) => row.imageKey === key).length}
              error={errors.gallery}
              disabled={locked}
            />
          </section>

          <section aria-labelledby="product-form-variants" className={`${section} lg:col-span-2`}>
            <div>
              <h2 id="product-form-variants" className="text-lg font-bold">
                {t('adminProducts.variantsTitle')}
              </h2>
              <p className="mt-1 text-sm text-stone-500">{t('adminProducts.variantsHelp')}</p>
            </div>
            <AdminOptionsEditor options={options} onChange={changeOptions} errors={errors} disabled={locked} />
            {hasOptions ? (
              <AdminVariantsTable
                options={usableOptions(options)}
                rows={rows}
                onChange={setRows}
                onRowChange={changeRow}
                gallery={gallery}
                errors={errors}
                disabled={locked}
              />
            ) : (
              <div className="grid gap-4 sm:grid-cols-2">
                <MoneyField
                  label={t('adminProducts.fieldPrice')}
                  typed={single.price}
                  value={single.price}
                  maxValue={PRODUCT_PRICE_MAX}
                  required
                  hint={t('adminProducts.fieldPriceHint')}
                  error={errors['rows.0.price']}
                  onChange={(event) => changeSingle({ price: event.target.value })}
                />
                <MoneyField
                  label={t('adminProducts.fieldStock')}
                  unit="count"
                  typed={single.stock}
                  value={single.stock}
                  maxValue={PRODUCT_STOCK_MAX}
                  required
                  hint={t('adminProducts.fieldStockHint')}
                  error={errors['rows.0.stock']}
                  onChange={(event) => changeSingle({ stock: event.target.value })}
                />
                <MoneyField
                  label={t('adminProducts.fieldWeight')}
                  unit="count"
                  typed={single.weight}
                  value={single.weight}
                  maxValue={MAX_VARIANT_WEIGHT_GRAMS}
                  required
                  hint={t('adminProducts.fieldWeightHint')}
                  error={errors['rows.0.weight']}
                  onChange={(event) => changeSingle({ weight: event.target.value })}
                />
                <TextField
                  label={t('adminProducts.fieldSku')}
                  optionalText={t('common.optional')}
                  value={single.sku}
                  maxLength={64}
                  autoComplete="off"
                  spellCheck={false}
                  className="uppercase placeholder:normal-case"
                  hint={t('adminProducts.fieldSkuHint')}
                  error={errors['rows.0.sku']}
                  onChange={(event) => changeSingle({ sku: event.target.value })}
                />
                <fieldset className="space-y-2 sm:col-span-2">
                  <legend className="text-sm font-bold text-cocoa-900">{t('adminProducts.saleTitle')}</legend>
                  <p className="text-xs text-stone-500">{t('adminProducts.saleHelp')}</p>
                  <AdminSaleFields
                    sale={single}
                    errors={{
                      salePrice: errors['rows.0.salePrice'],
                      saleStarts: errors['rows.0.saleStarts'],
                      saleEnds: errors['rows.0.saleEnds'],
                    }}
                    disabled={locked}
                    onChange={changeSingle}
                  />
                </fieldset>
              </div>
            )}
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
