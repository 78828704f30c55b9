import {
  priceInForce,
  saleNow,
  variantLabel,
  type LineVariant,
  type SaleNow,
  type VariantChoice,
  type VariantOffers,
} from '@boneka/shared';
import { toBool, type Executor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import type { VariantFields } from './variant-columns.js';
import type { VariantLineRow, VariantsRepo } from './variants.repo.js';

/** The product a line names, as lines show it. */
export interface LineProductInfo {
  product_id: number;
  name: string;
  description: string | null;
  category_name: string;
}

/** The variant a line names: what it costs, holds, weighs and looks like. */
export interface LineVariantInfo extends Omit<VariantFields, 'option1' | 'option2' | 'option3'> {
  variant_id: number;
  product_id: number;
  /** "50 cm / Pink"; '' for a product without options. */
  label: string;
  /** The stored picture a line shows: the variant's photo, else the product's cover (both as thumbnails). */
  thumbnail: string | null;
  /** Without a sale: what `price` (the price in force, what the line costs) is with a sale (decision 046). */
  normal_price: number;
  /** The sale in force when the line was read, if any. */
  sale: SaleNow | null;
}

export interface ResolvedLine {
  product: LineProductInfo;
  variant: LineVariantInfo;
}

/** "Boneka Beruang — 50 cm / Pink": the one form of a line's title is packages/shared's, which the pages use too. */
export { lineTitle } from '@boneka/shared/variants';

/** The `variant` of a cart or wishlist line; `listed`: whether its product is in the catalogue. */
export const lineVariantOf = (variant: LineVariantInfo, listed = true, offers?: VariantOffers): LineVariant => ({
  variant_id: variant.variant_id,
  label: variant.label,
  sku: variant.sku,
  available: listed && variant.is_active,
  weight_grams: variant.weight_grams,
  sale: variant.sale,
  wholesale: offers?.wholesale ?? [],
  flash: offers?.flash ?? null,
});

/** A row of lines' columns (here, the cart's, the wishlist's) as a variant, priced at `at`. */
export function variantOfRow(
  row: VariantFields<boolean | number> & {
    variant_id: number;
    product_id: number;
    variant_thumbnail: string | null;
    variant_image: string | null;
    thumbnail: string | null;
  },
  at: Date,
): LineVariantInfo {
  return {
    variant_id: row.variant_id,
    product_id: row.product_id,
    label: variantLabel([row.option1, row.option2, row.option3]),
    sku: row.sku,
    price: priceInForce(row, at),
    normal_price: row.price,
    sale: saleNow(row, at),
    sale_price: row.sale_price,
    sale_starts_at: row.sale_starts_at,
    sale_ends_at: row.sale_ends_at,
    stock: row.stock,
    weight_grams: row.weight_grams,
    length_cm: row.length_cm,
    width_cm: row.width_cm,
    height_cm: row.height_cm,
    is_active: toBool(row.is_active),
    thumbnail: row.variant_thumbnail ?? row.variant_image ?? row.thumbnail,
  };
}

const productOf = (row: VariantLineRow): LineProductInfo => ({
  product_id: row.product_id,
  name: row.name,
  description: row.description,
  category_name: row.category_name,
});

const choiceOf = (v: LineVariantInfo): VariantChoice => ({
  variant_id: v.variant_id,
  label: v.label,
  sku: v.sku,
  price: v.price,
  stock: v.stock,
});

/** 422: the product has several variants and the line named none; the body lists the ones to choose from. */
export const variantRequired = (product: LineProductInfo, variants: LineVariantInfo[]) =>
  new AppError(422, 'VARIANT_REQUIRED', `Pilih varian ${product.name} dulu.`, {
    body: { product_id: product.product_id, variants: variants.map(choiceOf) },
  });

const variantNotFound = (productId: number, variantId: number) =>
  new AppError(404, 'VARIANT_NOT_FOUND', 'Varian tidak ditemukan.', {
    body: { product_id: productId, variant_id: variantId },
  });

const variantUnavailable = (product: LineProductInfo, variant?: LineVariantInfo) =>
  conflict(
    'VARIANT_UNAVAILABLE',
    variant?.label ? `Varian ${variant.label} sedang tidak dijual.` : `${product.name} sedang tidak dijual.`,
    { product_id: product.product_id, ...(variant ? { variant_id: variant.variant_id } : {}) },
  );

/**
 * Which variant a cart, wishlist or order line means (decision 034), and the stock orders take and give back. A
 * product with one switched-on variant needs none named (a spec client's request); with several it does (422 with
 * the choices); a hidden product is not found, as it was before variants.
 */
export function variantsService(repo: VariantsRepo, clock: Clock) {
  /** The product and its variants at the prices in force now (decision 046). */
  async function load(productId: number, ex?: Executor) {
    const rows = await repo.variantsOf(productId, ex);
    const first = rows[0];
    if (!first || !toBool(first.product_active)) throw notFound('Product');
    const at = clock.now();
    return { product: productOf(first), variants: rows.map((row) => variantOfRow(row, at)) };
  }
  const named = (product: LineProductInfo, variants: LineVariantInfo[], variantId: number) => {
    const variant = variants.find((v) => v.variant_id === variantId);
    if (!variant) throw variantNotFound(product.product_id, variantId);
    return variant;
  };

  return {
    /**
     * The line's product and variant, when it can be bought: a named variant of this product that is switched on,
     * or with none named the product's only switched-on one.
     */
    async resolve(productId: number, variantId?: number, ex?: Executor): Promise<ResolvedLine> {
      const { product, variants } = await load(productId, ex);
      if (variantId !== undefined) {
        const variant = named(product, variants, variantId);
        if (!variant.is_active) throw variantUnavailable(product, variant);
        return { product, variant };
      }
      const on = variants.filter((v) => v.is_active);
      if (on.length === 0) throw variantUnavailable(product);
      if (on.length > 1) throw variantRequired(product, on);
      return { product, variant: on[0]! };
    },
    /**
     * A wishlist line's variant: the one named (switched on), or with none named — a heart on a catalogue card — the
     * product's first switched-on one.
     */
    async resolveForWishlist(productId: number, variantId?: number): Promise<ResolvedLine> {
      const { product, variants } = await load(productId);
      const variant = variantId !== undefined ? named(product, variants, variantId) : variants.find((v) => v.is_active);
      if (!variant?.is_active) throw variantUnavailable(product, variant);
      return { product, variant };
    },
    /** The product's variants (all of them, in the owner's order), or 404 when it is hidden or gone. */
    variantsOf: (productId: number) => load(productId),
    /** Reserves the line's stock inside the order's transaction; false when there is not enough (or it is off). */
    take: (variant: Pick<LineVariantInfo, 'variant_id' | 'product_id'>, quantity: number, trx: Executor) =>
      repo.take(variant.variant_id, variant.product_id, quantity, trx),
    /**
     * Gives an order's lines' stock back (cancel, expiry) in the move's transaction, in the order stock is taken;
     * a line whose variant was deleted since gives nothing back.
     */
    async giveBack(
      lines: readonly { product_id: number; variant_id: number | null; quantity: number }[],
      trx: Executor,
    ): Promise<void> {
      const sorted = lines
        .filter((l): l is typeof l & { variant_id: number } => l.variant_id !== null)
        .sort((a, b) => a.product_id - b.product_id || a.variant_id - b.variant_id);
      for (const line of sorted) await repo.giveBack(line.variant_id, line.product_id, line.quantity, trx);
    },
  };
}
export type VariantsService = ReturnType<typeof variantsService>;
