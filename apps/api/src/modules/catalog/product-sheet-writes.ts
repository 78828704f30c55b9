import type { Executor } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { unprocessable } from './catalog.errors.js';
import type { CatalogParts } from './catalog-parts.js';
import {
  claimedIds,
  deleteLeftOut,
  keepIdsByValues,
  planOf,
  switchOff,
  writePlanned,
  type VariantsInput,
} from './product-variants.js';

/** A photo a products sheet keeps (by id) or adds (files stored before the transaction). */
export type SheetPhotoWrite = { imageId: number } | { stored: { image: string; thumbnail: string } };

/** One product as a products sheet (issue 44, decision 065) writes it whole. */
export interface SheetProductWrite {
  /** Null: a new product. */
  productId: number | null;
  name: string;
  description: string | null;
  /** Null: the default category for a new product, unchanged for an old one. */
  categoryId: number | null;
  options: { name: string; values: string[] }[];
  variants: {
    variantId: number | undefined;
    options: string[];
    sku: string | null;
    price: number;
    stock: number;
    weight_grams: number;
    is_active: boolean;
  }[];
  photos: SheetPhotoWrite[];
}

const combination = (values: readonly string[]) => [values[0] ?? '', values[1] ?? '', values[2] ?? ''].join('\u0000');

/**
 * A products sheet's writes, one product at a time in the caller's transaction, in the catalogue's order (decision
 * 033): the product row locked first, then its gallery, categories, options and variants, then its totals. Variants
 * are saved whole by the same steps as the owner's variant editor (product-variants.ts): a variant keeps its id by
 * its SKU or its values, what the sheet does not say of it (sizes, photo, sale) is kept, one left out is deleted or,
 * when ordered, switched off.
 */
export function productSheetWrites({ repo, clock }: Pick<CatalogParts, 'repo' | 'clock'>) {
  async function writeVariants(productId: number, write: SheetProductWrite, now: string, trx: Executor) {
    const existing = await repo.variantsOf(productId, trx);
    const taken = new Set(write.variants.map((v) => v.variantId).filter((id) => id !== undefined));
    const byValues = new Map(
      existing.filter((v) => !taken.has(v.id)).map((v) => [combination([v.option1, v.option2, v.option3]), v]),
    );
    const input: VariantsInput = {
      options: write.options,
      variants: write.variants.map((v) => {
        const same = v.variantId ?? byValues.get(combination(v.options))?.id;
        if (v.variantId === undefined && same !== undefined) byValues.delete(combination(v.options));
        const was = existing.find((e) => e.id === same);
        return {
          variant_id: same,
          options: v.options,
          sku: v.sku,
          price: v.price,
          stock: v.stock,
          weight_grams: v.weight_grams,
          is_active: v.is_active,
          length_cm: was?.length_cm ?? null,
          width_cm: was?.width_cm ?? null,
          height_cm: was?.height_cm ?? null,
          image_id: was?.image_id ?? null,
          sale_price: was?.sale_price ?? null,
          sale_starts_at: was?.sale_starts_at ?? null,
          sale_ends_at: was?.sale_ends_at ?? null,
        };
      }),
    };
    const { planned, skus } = planOf(input);
    const byId = new Map(existing.map((v) => [v.id, v]));
    const claimed = claimedIds(planned, byId);
    keepIdsByValues(planned, existing, claimed);
    const kept = await deleteLeftOut(repo, planned, existing, claimed, trx);
    await switchOff(repo, kept, planned.length, skus, now, trx);
    await writePlanned(repo, productId, planned, byId, now, trx);
    await repo.replaceOptions(productId, input.options, trx);
  }

  /** The gallery in the sheet's order: photos left out deleted (their files returned), new ones added. */
  async function writePhotos(productId: number, photos: readonly SheetPhotoWrite[], now: string, trx: Executor) {
    const current = await repo.imagesOf(productId, trx);
    const keep = new Set(photos.flatMap((p) => ('imageId' in p ? [p.imageId] : [])));
    const dropped: string[] = [];
    for (const image of current.filter((i) => !keep.has(i.id))) {
      await repo.deleteImage(image.id, trx);
      dropped.push(image.image, ...(image.thumbnail ? [image.thumbnail] : []));
    }
    const next = (current.at(-1)?.position ?? -1) + 1;
    const added = await repo.insertImages(
      productId,
      photos.flatMap((p) => ('stored' in p ? [p.stored] : [])),
      next,
      now,
      trx,
    );
    let addedAt = 0;
    const order = photos.map((p) => ('imageId' in p ? p.imageId : added[addedAt++]!));
    const positions = new Map(current.map((i) => [i.id, i.position]));
    for (const [position, id] of order.entries()) {
      if (positions.get(id) !== position) await repo.setImagePosition(id, position, trx);
    }
    return dropped;
  }

  async function categoryOf(categoryId: number | null, now: string, trx: Executor) {
    const category = categoryId === null ? await repo.defaultCategory(now, trx) : await repo.category(categoryId, trx);
    if (!category) throw unprocessable('CATEGORY_NOT_FOUND', 'Kategori tidak ditemukan.');
    return category;
  }

  return {
    /**
     * Writes one product of a products sheet in the caller's transaction; `check` runs once the product is locked
     * (the sheet's apply compares it with the preview there). Answers the product's id and the files of the photos
     * it dropped, to be removed once the transaction is committed.
     */
    async writeSheetProduct(
      write: SheetProductWrite,
      trx: Executor,
      check: () => Promise<void> = async () => undefined,
    ): Promise<{ productId: number; droppedFiles: string[] }> {
      const now = clock.now().toISOString();
      if (write.productId === null) {
        const category = await categoryOf(write.categoryId, now, trx);
        const first = write.variants[0]!;
        const productId = await repo.insert(
          {
            name: write.name,
            description: write.description,
            price: first.price,
            price_max: first.price,
            stock: first.stock,
            variant_count: 1,
            image: null,
            thumbnail: null,
            category_id: category.id,
            category_name: category.name_id,
            created_at: now,
            updated_at: now,
          },
          trx,
        );
        await writePhotos(productId, write.photos, now, trx);
        await repo.addCategory(productId, category.id, trx);
        await writeVariants(productId, write, now, trx);
        await repo.refreshTotals(productId, trx, { updated_at: now });
        return { productId, droppedFiles: [] };
      }

      const productId = write.productId;
      const locked = await repo.lockProduct(productId, trx);
      if (!locked?.active) throw notFound('Product');
      await check();
      const droppedFiles = await writePhotos(productId, write.photos, now, trx);
      const mainNow = await repo.mainCategory(productId, trx);
      let categoryChange = {};
      if (write.categoryId !== null && write.categoryId !== mainNow) {
        const category = await categoryOf(write.categoryId, now, trx);
        if (mainNow !== null) await repo.removeCategory(productId, mainNow, trx);
        await repo.addCategory(productId, category.id, trx);
        categoryChange = { category_id: category.id, category_name: category.name_id };
      }
      await writeVariants(productId, write, now, trx);
      await repo.refreshTotals(productId, trx, {
        ...(locked.name !== write.name ? { name: write.name } : {}),
        ...(locked.description !== write.description ? { description: write.description } : {}),
        ...categoryChange,
        updated_at: now,
      });
      return { productId, droppedFiles };
    },
  };
}
