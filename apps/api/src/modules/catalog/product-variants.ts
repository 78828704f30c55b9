import type { z } from 'zod';
import { normalizeSku } from '@boneka/shared';
import type { AdminProductDetail, Variant, VariantPatchBody, VariantsBody } from '@boneka/shared';
import { isUniqueViolation, type Executor } from '../../db/database.js';
import type { VariantRow } from '../../db/schema.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, notFound } from '../../lib/errors.js';
import { unprocessable } from './catalog.errors.js';
import type { CatalogParts } from './catalog-parts.js';
import type { LockedProduct } from './product-parts.repo.js';

export type VariantsInput = z.output<typeof VariantsBody>;
type VariantInput = VariantsInput['variants'][number];
type PatchInput = z.output<typeof VariantPatchBody>;
type Combination = [string, string, string];

/** A variant's option values as its three columns ('' where the product has fewer options). */
const combinationOf = (values: readonly string[]): Combination => [values[0] ?? '', values[1] ?? '', values[2] ?? ''];
const keyOf = (c: readonly string[]) => c.join('\u0000');
const rowKey = (v: Pick<VariantRow, 'option1' | 'option2' | 'option3'>) => keyOf([v.option1, v.option2, v.option3]);
/** An SKU as the shop keeps it (upper case), or none for a blank one. */
const skuOf = (sku: string | null | undefined) => (sku ? normalizeSku(sku) || null : null);

const skuTaken = (sku: string) =>
  new AppError(409, 'SKU_TAKEN', `SKU ${sku} sudah dipakai varian lain.`, { body: { sku } });
const VARIANT_NOT_FOUND = () => new AppError(404, 'VARIANT_NOT_FOUND', 'Varian tidak ditemukan.');

/** A product's variants as the audit trail keeps them: how many, their prices, stock and sales. */
const variantsSummary = (
  product: Pick<LockedProduct, 'name' | 'price' | 'price_max' | 'stock' | 'variant_count' | 'sales'>,
) => ({
  name: product.name,
  price: product.price,
  price_max: product.price_max,
  stock: product.stock,
  variant_count: product.variant_count,
  sales: product.sales ? (JSON.parse(product.sales) as unknown[]) : [],
});

/** One variant of the body, with the id it will keep (or none for a new one). */
interface Planned {
  id: number | undefined;
  position: number;
  combination: Combination;
  sku: string | null;
  input: VariantInput;
}

/** The body's variants in its order, and its SKUs; 409 for an SKU the body names twice. */
export function planOf(input: VariantsInput): { planned: Planned[]; skus: string[] } {
  const planned: Planned[] = input.variants.map((v, position) => ({
    id: v.variant_id,
    position,
    combination: combinationOf(v.options),
    sku: skuOf(v.sku),
    input: v,
  }));
  const skus = planned.map((p) => p.sku).filter((sku): sku is string => sku !== null);
  const twice = skus.find((sku, i) => skus.indexOf(sku) !== i);
  if (twice) throw skuTaken(twice);
  return { planned, skus };
}

/** The ids the body names, each one of the product's variants and named once (422 otherwise). */
export function claimedIds(planned: readonly Planned[], byId: ReadonlyMap<number, VariantRow>): Set<number> {
  const claimed = new Set<number>();
  planned.forEach((p, i) => {
    if (p.id === undefined) return;
    if (!byId.has(p.id) || claimed.has(p.id)) {
      throw unprocessable('UNKNOWN_VARIANT', `Varian #${p.id} bukan varian produk ini.`, {
        details: [{ path: `variants.${i}.variant_id`, message: 'Not a variant of this product' }],
      });
    }
    claimed.add(p.id);
  });
  return claimed;
}

/** 422 for a variant's photo that is not one of the product's. */
function checkPhotos(planned: readonly Planned[], photos: ReadonlySet<number>) {
  planned.forEach((p, i) => {
    const imageId = p.input.image_id;
    if (imageId !== null && imageId !== undefined && !photos.has(imageId)) {
      throw unprocessable('IMAGE_NOT_IN_GALLERY', 'Foto varian harus salah satu foto produk ini.', {
        details: [{ path: `variants.${i}.image_id`, message: 'Not a photo of this product' }],
      });
    }
  });
}

/** Gives the body's variants without an id the ids they keep (see `saveVariants`), claiming them. */
export function keepIdsByValues(planned: readonly Planned[], existing: readonly VariantRow[], claimed: Set<number>) {
  // A variant sent again without its id (a table built anew) keeps the id of the one with its values.
  const leftByValues = new Map(existing.filter((v) => !claimed.has(v.id)).map((v) => [rowKey(v), v]));
  for (const p of planned) {
    const same = p.id === undefined ? leftByValues.get(keyOf(p.combination)) : undefined;
    if (same) {
      p.id = same.id;
      claimed.add(same.id);
      leftByValues.delete(keyOf(p.combination));
    }
  }
  // A product's first options: its default variant becomes the first new one (carts and orders keep it).
  const lone = existing.length === 1 && rowKey(existing[0]!) === keyOf(['', '', '']) ? existing[0] : undefined;
  const first = planned.find((p) => p.id === undefined);
  if (lone && first && !claimed.has(lone.id)) {
    first.id = lone.id;
    claimed.add(lone.id);
  }
}

/** The columns a planned variant writes. */
const rowOf = (p: Planned) => ({
  position: p.position,
  option1: p.combination[0],
  option2: p.combination[1],
  option3: p.combination[2],
  sku: p.sku,
  price: p.input.price,
  stock: p.input.stock,
  weight_grams: p.input.weight_grams,
  length_cm: p.input.length_cm ?? null,
  width_cm: p.input.width_cm ?? null,
  height_cm: p.input.height_cm ?? null,
  image_id: p.input.image_id ?? null,
  is_active: p.input.is_active,
  sale_price: p.input.sale_price ?? null,
  sale_starts_at: p.input.sale_price == null ? null : (p.input.sale_starts_at ?? null),
  sale_ends_at: p.input.sale_price == null ? null : (p.input.sale_ends_at ?? null),
});

type Repo = CatalogParts['repo'];

/**
 * Deletes the variants the body leaves out, but those an order line names and no variant of the body takes the
 * values of: those are returned, to be kept switched off.
 */
export async function deleteLeftOut(
  repo: Repo,
  planned: readonly Planned[],
  existing: readonly VariantRow[],
  claimed: ReadonlySet<number>,
  trx: Executor,
): Promise<VariantRow[]> {
  const left = existing.filter((v) => !claimed.has(v.id));
  const taken = new Set(planned.map((p) => keyOf(p.combination)));
  const ordered = await repo.orderedVariants(
    left.map((v) => v.id),
    trx,
  );
  const kept = left.filter((v) => ordered.has(v.id) && !taken.has(rowKey(v)));
  await repo.deleteVariants(
    left.filter((v) => !kept.includes(v)).map((v) => v.id),
    trx,
  );
  return kept;
}

/** The kept variants switched off, after the body's, giving up an SKU the body gives another. */
export async function switchOff(
  repo: Repo,
  kept: readonly VariantRow[],
  after: number,
  skus: string[],
  now: string,
  trx: Executor,
) {
  for (const [i, v] of kept.entries()) {
    await repo.updateVariant(
      v.id,
      {
        is_active: false,
        position: after + i,
        ...(v.sku !== null && skus.includes(v.sku) ? { sku: null } : {}),
        updated_at: now,
      },
      trx,
    );
  }
}

/** Inserts the body's new variants and writes what changed of the others. */
export async function writePlanned(
  repo: Repo,
  productId: number,
  planned: readonly Planned[],
  byId: ReadonlyMap<number, VariantRow>,
  now: string,
  trx: Executor,
) {
  // Values and SKUs may move from one variant to another (two colours swapped): the variants that change
  // either step aside first, so that no unique key sees two holders in between.
  const moving = planned.filter((p) => {
    const was = p.id === undefined ? undefined : byId.get(p.id);
    return was !== undefined && (rowKey(was) !== keyOf(p.combination) || was.sku !== p.sku);
  });
  for (const p of moving) await repo.updateVariant(p.id!, { option1: `\u0001${p.id}`, sku: null }, trx);
  for (const p of planned) {
    const row = rowOf(p);
    if (p.id === undefined) {
      await repo.insertVariant({ product_id: productId, ...row, created_at: now, updated_at: now }, trx);
      continue;
    }
    const was = byId.get(p.id)!;
    const stepped = moving.includes(p);
    const changes = Object.fromEntries(
      Object.entries(row).filter(([column, value]) => {
        if (stepped && (column.startsWith('option') || column === 'sku')) return true;
        const current = was[column as keyof typeof row];
        return column === 'is_active' ? Boolean(current) !== value : current !== value;
      }),
    );
    if (Object.keys(changes).length > 0) await repo.updateVariant(p.id, { ...changes, updated_at: now }, trx);
  }
}

/**
 * The owner's options and variants (issue 27, decision 033): saved whole, ids kept, SKUs unique, every write in one
 * transaction that ends with the product's totals.
 */
export function productVariants({ db, repo, clock, track, loadDetail, loadAdminDetail, offers }: CatalogParts) {
  /** The grosir tiers the body sends (a variant that sends none keeps its own), once every variant has its id. */
  async function saveWholesale(productId: number, planned: readonly Planned[], trx: Executor) {
    const sent = planned.filter((p) => p.input.wholesale !== undefined);
    if (sent.length === 0 || !offers) return;
    const idOf = new Map((await repo.variantsOf(productId, trx)).map((v) => [rowKey(v), v.id]));
    for (const p of sent) {
      const id = p.id ?? idOf.get(keyOf(p.combination));
      if (id !== undefined) await offers.setWholesale(id, p.input.wholesale!, trx);
    }
  }

  /** The product, listed and locked for this transaction, or 404. */
  async function lockListed(productId: number, trx: Executor): Promise<LockedProduct> {
    const product = await repo.lockProduct(productId, trx);
    if (!product?.active) throw notFound('Product');
    return product;
  }

  /** 409 for an SKU another variant holds (of any product; `except` are this write's own). */
  async function checkSkus(
    skus: string[],
    except: (holder: { id: number; product_id: number }) => boolean,
    trx: Executor,
  ) {
    for (const holder of await repo.skuHolders(skus, trx)) if (!except(holder)) throw skuTaken(holder.sku!);
  }

  /** A unique violation that raced the check above: another product took the SKU meanwhile. */
  async function raceOrRethrow(error: unknown, skus: string[]): Promise<never> {
    if (!isUniqueViolation(error)) throw error;
    const [holder] = await repo.skuHolders(skus, db);
    throw skuTaken(holder?.sku ?? skus[0] ?? '');
  }

  return {
    /**
     * Saves the options and variants whole. A variant with an id is that one changed (another product's id: 422);
     * one without an id takes the id of the left-out variant with the same values, if any, else it is new. A
     * variant left out is deleted, or — when an order line names it and no variant of the body takes its values —
     * switched off and kept. A variant's photo must be one of the product's.
     */
    async saveVariants(productId: number, input: VariantsInput, actor: Actor): Promise<AdminProductDetail> {
      const now = clock.now().toISOString();
      const { planned, skus } = planOf(input);
      let audit: Record<string, unknown>;
      try {
        audit = await db.transaction().execute(async (trx) => {
          const before = await lockListed(productId, trx);
          const existing = await repo.variantsOf(productId, trx);
          const photos = new Set((await repo.imagesOf(productId, trx)).map((i) => i.id));
          const byId = new Map(existing.map((v) => [v.id, v]));
          const claimed = claimedIds(planned, byId);
          checkPhotos(planned, photos);
          keepIdsByValues(planned, existing, claimed);
          const kept = await deleteLeftOut(repo, planned, existing, claimed, trx);
          const ours = new Set(existing.map((v) => v.id));
          await checkSkus(skus, (holder) => holder.product_id === productId && ours.has(holder.id), trx);
          await switchOff(repo, kept, planned.length, skus, now, trx);
          await writePlanned(repo, productId, planned, byId, now, trx);
          await saveWholesale(productId, planned, trx);
          await repo.replaceOptions(productId, input.options, trx);
          await repo.refreshTotals(productId, trx, { updated_at: now });
          const after = (await repo.lockProduct(productId, trx))!;
          return { before: variantsSummary(before), after: variantsSummary(after) };
        });
      } catch (error) {
        return raceOrRethrow(error, skus);
      }
      await track(actor, 'product.variants_saved', productId, audit);
      return loadAdminDetail(productId);
    },

    /** One variant's stock, price, SKU or switch, from the owner's table. */
    async patchVariant(productId: number, variantId: number, input: PatchInput, actor: Actor): Promise<Variant> {
      const now = clock.now().toISOString();
      const sku = input.sku === undefined ? undefined : skuOf(input.sku);
      let audit: Record<string, unknown>;
      try {
        audit = await db.transaction().execute(async (trx) => {
          const product = await lockListed(productId, trx);
          const variant = (await repo.variantsOf(productId, trx)).find((v) => v.id === variantId);
          if (!variant) throw VARIANT_NOT_FOUND();
          const changes = {
            ...(input.stock !== undefined && input.stock !== variant.stock ? { stock: input.stock } : {}),
            ...(input.price !== undefined && input.price !== variant.price ? { price: input.price } : {}),
            ...(input.is_active !== undefined && input.is_active !== Boolean(variant.is_active)
              ? { is_active: input.is_active }
              : {}),
            ...(sku !== undefined && sku !== variant.sku ? { sku } : {}),
          };
          if (changes.sku) await checkSkus([changes.sku], (holder) => holder.id === variantId, trx);
          if (Object.keys(changes).length > 0)
            await repo.updateVariant(variantId, { ...changes, updated_at: now }, trx);
          await repo.refreshTotals(productId, trx, { updated_at: now });
          return {
            variant_id: variantId,
            before: {
              name: product.name,
              price: variant.price,
              stock: variant.stock,
              sku: variant.sku,
              is_active: Boolean(variant.is_active),
            },
            after: changes,
          };
        });
      } catch (error) {
        return raceOrRethrow(error, sku ? [sku] : []);
      }
      await track(actor, 'product.variant_updated', productId, audit);
      const detail = await loadDetail(productId, true);
      return detail.variants.find((v) => v.variant_id === variantId)!;
    },
  };
}
