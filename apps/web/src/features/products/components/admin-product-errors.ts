import { MAX_VARIANTS, normalizeSku, WHOLESALE_TIERS_MAX } from '@boneka/shared';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import type { MessageKey, Translate } from '@/lib/i18n/i18n';
import { SAVE_STEPS, saleFieldPath, type FieldErrors, type SaveError, type SaveStep } from './admin-product-save';
import type { VariantDraft } from './admin-variant-rows';

/** The product's own fields the form library checks; a refusal of one shows under it. */
export const DETAIL_FIELDS = ['name', 'description'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

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
  [`Paling banyak ${WHOLESALE_TIERS_MAX} tingkat harga grosir.`]: 'adminProducts.wholesaleMax',
  'Harga grosir berlaku mulai 2 pcs.': 'adminProducts.wholesaleFromTwo',
  'Harga grosir minimal Rp 1.': 'adminProducts.wholesalePriceMin',
  'Harga grosir harus lebih murah dari harga normal.': 'adminProducts.wholesaleBelowNormal',
  'Jumlah minimum tiap tingkat grosir harus lebih besar dari tingkat sebelumnya.': 'adminProducts.wholesaleMinRising',
  'Harga tiap tingkat grosir harus lebih murah dari tingkat sebelumnya.': 'adminProducts.wholesalePriceFalling',
  'Jumlah minimum wajib diisi': 'adminProducts.wholesaleMinRequired',
  'Harga grosir wajib diisi': 'adminProducts.wholesalePriceRequired',
};

const STEP_NAME: Record<SaveStep, MessageKey> = {
  details: 'adminProducts.stepDetails',
  photos: 'adminProducts.stepPhotos',
  variants: 'adminProducts.stepVariants',
  categories: 'adminProducts.stepCategories',
};

export const translated = (t: Translate, errors: FieldErrors): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([path, message]) => {
      const key = FIELD_TEXT[message];
      const max = key === 'adminProducts.wholesaleMax' ? WHOLESALE_TIERS_MAX : MAX_VARIANTS;
      return [path, key ? t(key, { max }) : message];
    }),
  );

export function fieldMessage(t: Translate, field: DetailField, error?: { type?: unknown; message?: string }) {
  if (!error) return undefined;
  if (error.type === 'too_big')
    return t(field === 'name' ? 'adminProducts.nameTooLong' : 'adminProducts.descriptionTooLong');
  return error.message;
}

type SaveFailure = {
  /** The messages for the fields the refusal names, in the page's language. */
  found: FieldErrors;
  /** One sentence for the whole save: what was saved, what was not, and why. */
  text: string;
};

/**
 * The refusal of the step that failed, on the fields it names (a product field's through `onDetailError`), and one
 * sentence for the whole save.
 */
export function saveFailure(
  t: Translate,
  error: SaveError,
  rows: readonly VariantDraft[],
  onDetailError: (field: DetailField, message: string) => void,
): SaveFailure {
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
      if ((DETAIL_FIELDS as readonly string[]).includes(path)) onDetailError(path as DetailField, detail.message);
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
  const list = (steps: readonly SaveStep[]) => steps.map((step) => t(STEP_NAME[step])).join(', ');
  const text =
    error.done.length === 0
      ? t('adminProducts.saveFailedNothing', { reason })
      : t('adminProducts.saveFailedPartly', {
          saved: list(error.done),
          failed: list(SAVE_STEPS.filter((step) => !error.done.includes(step))),
          reason,
        });
  return { found: translated(t, found), text };
}
