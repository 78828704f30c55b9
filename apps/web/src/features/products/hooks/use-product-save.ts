import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { LOW_STOCK_THRESHOLD_DEFAULT, ProductBody, type AdminProductDetail } from '@boneka/shared';
import type { Flash } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/i18n';
import { refreshProduct, refreshProducts } from '../api/product-cache';
import { saveFailure, translated } from '../components/admin-product-errors';
import {
  apiCalls,
  saveProduct,
  SaveError,
  variantsRequest,
  type FieldErrors,
  type SaveProgress,
} from '../components/admin-product-save';
import { useFocusFirstError } from './use-focus-first-error';
import type { ProductDraftState } from './use-product-draft';

/** After a save the form shows its success message this long, then goes to the product list. */
export const REDIRECT_AFTER_SAVE_MS = 1500;

/** The product's own fields; price and stock are the variants'. */
const DetailsBody = ProductBody.pick({ name: true, description: true, low_stock_threshold: true });

/**
 * The product's own fields and "Simpan": everything is checked at once, then saved in steps (admin-product-save.ts);
 * a failed step is said with what was saved and what was not, and the first field to fix gets the focus. After a
 * save the product list opens.
 */
export function useProductSave(product: AdminProductDetail | undefined, draft: ProductDraftState) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<Flash>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const { formRef, focusFirstError } = useFocusFirstError();
  const form = useForm({
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

  const { options, rows, gallery, removedImageIds, categories, server, setErrors } = draft;
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    focusFirstError();
  };

  // The name is checked by the form library, the rest here: both say what is wrong at once.
  const checkVariants = () => variantsRequest(options, rows, () => null).errors;
  const submit = form.handleSubmit(
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
      try {
        const filled = {
          name,
          description: description ?? '',
          options,
          rows,
          gallery,
          removedImageIds,
          ...categories,
          lowStockThreshold: low_stock_threshold,
        };
        const done = await saveProduct(filled, progress, apiCalls, draft.follow);
        if (done.product) refreshProduct(queryClient, done.product);
        else refreshProducts(queryClient);
        setSaved(true);
        setMessage({ tone: 'success', text: product ? t('adminProducts.updated') : t('adminProducts.added') });
      } catch (error) {
        refreshProducts(queryClient);
        if (!(error instanceof SaveError)) throw error;
        const failure = saveFailure(t, error, rows, (field, text) =>
          form.setError(field, { type: 'server', message: text }),
        );
        showErrors(failure.found);
        setMessage({ tone: 'error', text: failure.text });
      } finally {
        setSaving(false);
      }
    },
    () => setErrors(translated(t, checkVariants())),
  );

  return { form, formRef, submit, message, saving, saved };
}

export type ProductDetailsForm = ReturnType<typeof useProductSave>['form'];
