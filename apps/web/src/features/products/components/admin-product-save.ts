import {
  DEFAULT_VARIANT_WEIGHT_GRAMS,
  LOW_STOCK_THRESHOLD_DEFAULT,
  normalizeSku,
  PRODUCT_PRICE_MAX,
  PRODUCT_STOCK_MAX,
  VariantsBody,
  wholesaleProblem,
  type AdminProductDetail,
  type WholesaleTier,
  type ProductImage,
  type VariantsBody as VariantsInput,
} from '@boneka/shared';
import { readTyped } from '@/components/ui/money-field';
import { fromWibInput } from '@/lib/wib-field';
import { createProduct, type ProductInput } from '../api/create-product';
import { deleteProductImage, reorderProductImages, uploadProductImages } from '../api/product-images';
import { saveProductCategories } from '../api/save-product-categories';
import { saveVariants } from '../api/save-variants';
import { updateProduct } from '../api/update-product';
import { rowKey, usableOptions, type OptionDraft, type VariantDraft } from './admin-variant-rows';

/** A photo of the form's gallery: saved (with its id) or picked and waiting for the save to upload it. */
export type GalleryItem = { key: string; imageId: number | null; url: string; file: File | null };

export const savedImageKey = (imageId: number) => `image-${imageId}`;
export const galleryOf = (images: readonly ProductImage[]): GalleryItem[] =>
  images.map((image) => ({
    key: savedImageKey(image.image_id),
    imageId: image.image_id,
    url: image.image_url,
    file: null,
  }));

/** Everything the owner filled in. */
export type ProductDraft = {
  name: string;
  description: string;
  options: OptionDraft[];
  rows: VariantDraft[];
  gallery: GalleryItem[];
  /** Saved photos the owner removed, deleted when the form is saved. */
  removedImageIds: number[];
  categoryIds: number[];
  mainCategoryId: number | null;
  /** The low-stock threshold typed (issue 30); undefined: left as it is. */
  lowStockThreshold?: number;
};

/** What the server holds as far as the form knows: it moves on with each step saved, so "Simpan" again resumes. */
export type ServerState = {
  productId: number | null;
  name: string;
  description: string;
  /** The product's totals, which a product with several variants must send back unchanged. */
  price: number;
  stock: number;
  /** Whether the saved product has options (several variants): its price and stock are then its variants'. */
  hasOptions: boolean;
  imageIds: number[];
  /** The saved options and variants as the body that would save them again: unchanged, they are not sent. */
  variants: string;
  categoryIds: number[];
  mainCategoryId: number | null;
  lowStockThreshold?: number;
};

export const SAVE_STEPS = ['details', 'photos', 'variants', 'categories'] as const;
export type SaveStep = (typeof SAVE_STEPS)[number];

/** A step of the save failed: the steps before it are saved, it and those after it are not. */
export class SaveError extends Error {
  constructor(
    readonly step: SaveStep,
    readonly done: SaveStep[],
    /** The refusal of the request that failed. */
    override readonly cause: unknown,
  ) {
    super(`Saving the product stopped at ${step}`);
    this.name = 'SaveError';
  }
}

/** Field errors by path: `name`, `rows.2.price`, `options.1.values`, `gallery`, `categories`. */
export type FieldErrors = Record<string, string>;

/**
 * The API's name of a sale or grosir field (`rows.0.sale_price`, `rows.0.wholesale.1.min_quantity`) as the form's row
 * names it (`rows.0.salePrice`, `rows.0.wholesale.1.minQuantity`).
 */
export const saleFieldPath = (path: string) =>
  path
    .replace(/\.sale_price$/, '.salePrice')
    .replace(/\.sale_starts_at$/, '.saleStarts')
    .replace(/\.sale_ends_at$/, '.saleEnds')
    .replace(/(\.wholesale\.\d+)\.min_quantity$/, '$1.minQuantity');

const typed = (text: string, unit: 'rupiah' | 'count', max: number) => {
  const reading = readTyped(text, unit, max);
  return reading.ok ? reading.value : null;
};

/**
 * The options and variants as `PUT /api/products/:id/variants` takes them, and the errors the form finds first (the
 * shared schema's, by the same paths as the server's). Weight is read here, the Indonesian way ("1.000" gram);
 * price and stock go as typed and the schema reads them.
 */
export function variantsRequest(
  options: readonly OptionDraft[],
  rows: readonly VariantDraft[],
  imageIdOf: (key: string | null) => number | null,
): { body: VariantsInput; errors: FieldErrors; parsed: ReturnType<typeof VariantsBody.safeParse> } {
  const used = usableOptions(options);
  const errors: FieldErrors = {};
  options.forEach((option, i) => {
    if (option.name.trim() === '' && option.values.length > 0) errors[`options.${i}.name`] = 'optionNameMissing';
    if (option.name.trim() !== '' && option.values.length === 0) errors[`options.${i}.values`] = 'optionValuesMissing';
  });
  const body: VariantsInput = {
    options: used.map((o) => ({ name: o.name.trim(), values: o.values })),
    variants: rows.map((row, i) => {
      const weight = row.weight.trim() === '' ? null : typed(row.weight, 'count', Number.MAX_SAFE_INTEGER);
      if (weight === null) errors[`rows.${i}.weight`] = row.weight.trim() === '' ? 'weightMissing' : 'weightUnreadable';
      return {
        ...(row.variantId ? { variant_id: row.variantId } : {}),
        options: used.map((o) => row.values[o.key] ?? ''),
        sku: row.sku.trim() === '' ? null : normalizeSku(row.sku),
        price: row.price,
        stock: row.stock,
        weight_grams: weight ?? DEFAULT_VARIANT_WEIGHT_GRAMS,
        image_id: imageIdOf(row.imageKey),
        is_active: row.isActive,
        sale_price: row.salePrice.trim() === '' ? null : row.salePrice,
        sale_starts_at: fromWibInput(row.saleStarts),
        sale_ends_at: fromWibInput(row.saleEnds),
        wholesale: row.wholesale.map((tier) => ({ min_quantity: tier.minQuantity, price: tier.price })),
      };
    }),
  };
  const parsed = VariantsBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path
        .join('.')
        .replace(/^variants\./, 'rows.')
        .replace(/^rows\.(\d+)\.weight_grams$/, 'rows.$1.weight');
      errors[saleFieldPath(path)] ??= issue.message;
    }
  }
  // The grosir rules (wholesaleProblem) of each row whose tiers and price read, whatever else the schema refused.
  rows.forEach((row, i) => {
    const price = typed(row.price, 'rupiah', PRODUCT_PRICE_MAX);
    const tiers: WholesaleTier[] = [];
    for (const tier of row.wholesale) {
      const minQuantity = typed(tier.minQuantity, 'count', PRODUCT_STOCK_MAX);
      const tierPrice = typed(tier.price, 'rupiah', PRODUCT_PRICE_MAX);
      if (minQuantity === null || tierPrice === null) return;
      tiers.push({ min_quantity: minQuantity, price: tierPrice });
    }
    const problem = price === null ? null : wholesaleProblem(tiers, price);
    if (problem) errors[`rows.${i}.wholesale`] ??= problem;
  });
  // Two rows with one SKU would be refused by the server one at a time; say it of both at once.
  const bySku = new Map<string, number[]>();
  rows.forEach((row, i) => {
    if (row.sku.trim()) bySku.set(normalizeSku(row.sku), [...(bySku.get(normalizeSku(row.sku)) ?? []), i]);
  });
  for (const indexes of bySku.values())
    if (indexes.length > 1) for (const i of indexes) errors[`rows.${i}.sku`] = 'skuTwice';
  return { body, errors, parsed };
}

/**
 * What of the options and variants a save would change. A product without options gets its price and stock with
 * the product itself (the first step), so its one variant differs only by SKU, weight, photo or being on sale.
 */
export function variantsFingerprint(body: VariantsInput): string {
  if (body.options.length > 0 || body.variants.length !== 1) return JSON.stringify(body);
  const { sku, weight_grams, image_id, is_active, sale_price, sale_starts_at, sale_ends_at, wholesale } =
    body.variants[0]!;
  return JSON.stringify({
    sku: sku ?? null,
    weight_grams,
    image_id: image_id ?? null,
    is_active: is_active ?? true,
    sale: [sale_price ?? '', sale_starts_at ?? null, sale_ends_at ?? null],
    wholesale: wholesale ?? [],
  });
}

/** A product the first step has just made: one variant, no SKU, the default weight, no photo of its own, on sale. */
const NEW_PRODUCT_VARIANTS = variantsFingerprint({
  options: [],
  variants: [
    { options: [], sku: null, price: 0, stock: 0, weight_grams: DEFAULT_VARIANT_WEIGHT_GRAMS, image_id: null },
  ],
});

/** The saved product as the server state the form starts from. */
export function serverStateOf(product: AdminProductDetail | undefined, savedBody: VariantsInput | null): ServerState {
  const main = product?.categories[0]?.category_id ?? null;
  return {
    productId: product?.product_id ?? null,
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product?.price ?? 0,
    stock: product?.stock ?? 0,
    hasOptions: (product?.options.length ?? 0) > 0,
    imageIds: product?.images.map((image) => image.image_id) ?? [],
    variants: savedBody ? variantsFingerprint(savedBody) : NEW_PRODUCT_VARIANTS,
    categoryIds: product?.categories.map((c) => c.category_id) ?? [],
    mainCategoryId: main,
    lowStockThreshold: product?.low_stock_threshold,
  };
}

/** The calls a save makes (the API's fetchers; tests and the form pass them). */
export const apiCalls = {
  createProduct,
  updateProduct,
  uploadProductImages,
  reorderProductImages,
  deleteProductImage,
  saveVariants,
  saveProductCategories,
};
export type SaveCalls = typeof apiCalls;

export type SaveProgress = {
  server: ServerState;
  gallery: GalleryItem[];
  removedImageIds: number[];
  rows: VariantDraft[];
  done: SaveStep[];
  product?: AdminProductDetail;
};

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** The product itself: created when new, or updated when its name, description, totals or threshold changed. */
async function detailsStep(
  draft: ProductDraft,
  server: ServerState,
  calls: SaveCalls,
): Promise<Partial<SaveProgress> | void> {
  const hasOptions = usableOptions(draft.options).length > 0;
  const single = draft.rows[0];
  // A product without options keeps its price and stock on the product (as spec clients send them); one with
  // options sends the totals back unchanged, and its variants carry the rest.
  const keepsTotals = hasOptions || server.hasOptions;
  // The threshold is sent only when the owner changed it (a new product's field starts at the default).
  const savedThreshold = server.lowStockThreshold ?? LOW_STOCK_THRESHOLD_DEFAULT;
  const threshold = draft.lowStockThreshold !== savedThreshold ? draft.lowStockThreshold : undefined;
  const input: ProductInput = {
    name: draft.name,
    description: draft.description,
    price: keepsTotals ? server.price : (typed(single!.price, 'rupiah', PRODUCT_PRICE_MAX) ?? 0),
    stock: keepsTotals ? server.stock : (typed(single!.stock, 'count', PRODUCT_STOCK_MAX) ?? 0),
    ...(threshold !== undefined ? { low_stock_threshold: threshold } : {}),
  };
  if (server.productId === null) {
    // A new product with options is created out of stock: no one buys it before its variants are saved.
    const firstPrice = typed(draft.rows.find((r) => r.isActive)?.price ?? single!.price, 'rupiah', PRODUCT_PRICE_MAX);
    const created = await calls.createProduct(hasOptions ? { ...input, price: firstPrice ?? 0, stock: 0 } : input);
    return {
      server: {
        ...server,
        productId: created.product_id,
        name: created.name,
        description: created.description ?? '',
        price: created.price,
        stock: created.stock,
        hasOptions: false,
        categoryIds: [],
        mainCategoryId: null,
        lowStockThreshold: threshold ?? savedThreshold,
      },
    };
  }
  const changed =
    draft.name !== server.name ||
    draft.description !== server.description ||
    input.price !== server.price ||
    input.stock !== server.stock ||
    threshold !== undefined;
  if (!changed) return;
  const updated = await calls.updateProduct(server.productId, input);
  return {
    server: {
      ...server,
      name: updated.name,
      description: updated.description ?? '',
      price: updated.price,
      stock: updated.stock,
      lowStockThreshold: threshold ?? server.lowStockThreshold,
    },
  };
}

/** The product's categories and its main one, when they changed (the first chosen is main when none is). */
async function categoriesStep(
  draft: ProductDraft,
  server: ServerState,
  calls: SaveCalls,
): Promise<Partial<SaveProgress> | void> {
  const productId = server.productId!;
  const main = draft.mainCategoryId ?? draft.categoryIds[0];
  if (draft.categoryIds.length === 0 || main === undefined) return;
  const same =
    draft.categoryIds.length === server.categoryIds.length &&
    draft.categoryIds.every((id) => server.categoryIds.includes(id));
  if (same && main === server.mainCategoryId) return;
  const saved = await calls.saveProductCategories(productId, {
    category_ids: draft.categoryIds,
    main_category_id: main,
  });
  return {
    product: saved,
    server: { ...server, categoryIds: draft.categoryIds, mainCategoryId: main },
  };
}

/**
 * Saves the form in steps, each only when something in it changed: the product itself (created first when new),
 * then its photos (deleted, uploaded, ordered), its options and variants (linked to the photos' ids), and its
 * categories. `onStep` hears the server state after each step, so a failed save is resumed, not repeated.
 */
export async function saveProduct(
  draft: ProductDraft,
  start: SaveProgress,
  calls: SaveCalls,
  onStep: (progress: SaveProgress) => void,
): Promise<SaveProgress> {
  let progress: SaveProgress = { ...start, done: [] };
  const step = async (name: SaveStep, run: () => Promise<Partial<SaveProgress> | void>) => {
    try {
      const changes = await run();
      progress = { ...progress, ...changes, done: [...progress.done, name] };
      onStep(progress);
    } catch (cause) {
      throw new SaveError(name, progress.done, cause);
    }
  };
  await step('details', () => detailsStep(draft, progress.server, calls));

  const productId = progress.server.productId!;
  // Each photo request changes the gallery at once: the progress follows every one, so a retry does not repeat it.
  const galleryNow = (images: readonly ProductImage[], changes: Partial<SaveProgress> = {}) => {
    progress = { ...progress, ...changes, server: { ...progress.server, imageIds: images.map((i) => i.image_id) } };
    onStep(progress);
  };
  await step('photos', async () => {
    for (const imageId of progress.removedImageIds) {
      const rest = progress.removedImageIds.filter((id) => id !== imageId);
      if (!progress.server.imageIds.includes(imageId)) progress = { ...progress, removedImageIds: rest };
      else galleryNow(await calls.deleteProductImage(productId, imageId), { removedImageIds: rest });
    }
    const waiting = progress.gallery.filter((item) => item.file !== null);
    if (waiting.length > 0) {
      const before = new Set(progress.server.imageIds);
      const images = await calls.uploadProductImages(
        productId,
        waiting.map((item) => item.file!),
      );
      // The new photos come last, in the order they were sent.
      const added = images.filter((image) => !before.has(image.image_id));
      const uploaded = new Map(waiting.map((item, i) => [item.key, added[i]]));
      const gallery = progress.gallery.map((item) => {
        const image = uploaded.get(item.key);
        return image ? { ...item, imageId: image.image_id, url: image.image_url, file: null } : item;
      });
      galleryNow(images, { gallery });
    }
    const wanted = progress.gallery.flatMap((item) => (item.imageId === null ? [] : [item.imageId]));
    if (wanted.length > 0 && !sameIds(wanted, progress.server.imageIds)) {
      galleryNow(await calls.reorderProductImages(productId, wanted));
    }
  });

  const imageIdOf = (key: string | null) => progress.gallery.find((item) => item.key === key)?.imageId ?? null;
  const { body } = variantsRequest(draft.options, progress.rows, imageIdOf);
  await step('variants', async () => {
    if (variantsFingerprint(body) === progress.server.variants) return;
    const saved = await calls.saveVariants(productId, body);
    // The new rows learn their ids, so saving again changes them rather than making them anew.
    const used = usableOptions(draft.options);
    const idOf = new Map(
      saved.variants.map((v) => [v.options.map((value) => value.toLowerCase()).join('\u0000'), v.variant_id]),
    );
    const rows = progress.rows.map((row) => ({ ...row, variantId: idOf.get(rowKey(used, row.values)) }));
    const { body: savedBody } = variantsRequest(draft.options, rows, imageIdOf);
    return {
      rows,
      product: saved,
      server: {
        ...progress.server,
        price: saved.price,
        stock: saved.stock,
        hasOptions: saved.options.length > 0,
        variants: variantsFingerprint(savedBody),
      },
    };
  });

  await step('categories', () => categoriesStep(draft, progress.server, calls));
  return progress;
}
