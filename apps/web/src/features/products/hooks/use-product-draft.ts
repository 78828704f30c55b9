import { useCallback, useState } from 'react';
import { MAX_VARIANTS, type AdminProductDetail } from '@boneka/shared';
import { useT } from '@/lib/i18n/i18n';
import type { CategoryChoice } from '../components/admin-category-picker';
import {
  galleryOf,
  savedImageKey,
  serverStateOf,
  variantsRequest,
  type FieldErrors,
  type GalleryItem,
  type SaveProgress,
} from '../components/admin-product-save';
import {
  draftsOf,
  emptyRow,
  syncRows,
  usableOptions,
  type OptionDraft,
  type VariantDraft,
} from '../components/admin-variant-rows';

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

/**
 * What the owner has put in the product form beyond its own fields: options and variants, photos (and those removed),
 * categories, what the server holds so far, and the messages on each field.
 */
export function useProductDraft(product: AdminProductDetail | undefined) {
  const t = useT();
  const [start] = useState(() => startOf(product));
  const [options, setOptions] = useState<OptionDraft[]>(start.options);
  const [rows, setRows] = useState<VariantDraft[]>(start.rows);
  const [gallery, setGallery] = useState<GalleryItem[]>(start.gallery);
  const [removedImageIds, setRemovedImageIds] = useState<number[]>([]);
  const [categories, setCategories] = useState<CategoryChoice>(start.categories);
  const [server, setServer] = useState(start.server);
  const [errors, setErrors] = useState<FieldErrors>({});

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
  const removePhoto = (item: GalleryItem) => {
    setGallery((items) => items.filter((i) => i.key !== item.key));
    if (item.imageId !== null) setRemovedImageIds((ids) => [...ids, item.imageId!]);
    setRows((list) => list.map((row) => (row.imageKey === item.key ? { ...row, imageKey: null } : row)));
  };
  /** The form follows the save: each step saved moves what the server holds on, so "Simpan" again resumes. */
  const follow = (step: SaveProgress) => {
    setServer(step.server);
    setGallery(step.gallery);
    setRemovedImageIds(step.removedImageIds);
    setRows(step.rows);
  };

  return {
    options,
    changeOptions,
    rows,
    setRows,
    changeRow,
    gallery,
    setGallery,
    removePhoto,
    removedImageIds,
    categories,
    setCategories,
    server,
    follow,
    errors,
    setErrors,
  };
}

export type ProductDraftState = ReturnType<typeof useProductDraft>;
