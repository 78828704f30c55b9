import { variantLabel } from '@boneka/shared';
import type { Services } from '../../src/app.js';
import { productPartsRepo } from '../../src/modules/catalog/product-parts.repo.js';
import { makeProduct } from './catalog.js';

export interface VariantSpec {
  /** Its value of each option, in option order. */
  options: string[];
  sku?: string | null;
  price?: number;
  stock?: number;
  weight_grams?: number;
  length_cm?: number | null;
  width_cm?: number | null;
  height_cm?: number | null;
  is_active?: boolean;
}

export interface MadeVariant {
  variant_id: number;
  label: string;
  sku: string | null;
  price: number;
  stock: number;
  weight_grams: number;
}

/**
 * Gives a product these options and variants, as the owner's variants editor would leave them, straight in the
 * database (the same rows and product totals: price = cheapest switched-on variant, price_max = dearest, stock =
 * their sum). Its variants so far are replaced (and with them any cart or wishlist line of theirs).
 */
export async function setVariants(
  services: Services,
  productId: number,
  options: { name: string; values: string[] }[],
  variants: VariantSpec[],
): Promise<MadeVariant[]> {
  const now = services.clock.now().toISOString();
  const parts = productPartsRepo(services.database.db, services.database.dialect);
  return services.database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('product_variants').where('product_id', '=', productId).execute();
    await parts.replaceOptions(productId, options, trx);
    const made: MadeVariant[] = [];
    for (const [position, v] of variants.entries()) {
      const row = {
        product_id: productId,
        position,
        option1: v.options[0] ?? '',
        option2: v.options[1] ?? '',
        option3: v.options[2] ?? '',
        sku: v.sku ?? null,
        price: v.price ?? 100_000,
        stock: v.stock ?? 10,
        weight_grams: v.weight_grams ?? 1000,
        length_cm: v.length_cm ?? null,
        width_cm: v.width_cm ?? null,
        height_cm: v.height_cm ?? null,
        is_active: v.is_active ?? true,
        created_at: now,
        updated_at: now,
      };
      const id = await parts.insertVariant(row, trx);
      made.push({
        variant_id: id,
        label: variantLabel(v.options),
        sku: row.sku,
        price: row.price,
        stock: row.stock,
        weight_grams: row.weight_grams,
      });
    }
    const on = variants.map((v, i) => ({ ...made[i]!, on: v.is_active ?? true })).filter((v) => v.on);
    const prices = on.map((v) => v.price);
    await trx
      .updateTable('products')
      .set({
        price: prices.length > 0 ? Math.min(...prices) : 0,
        price_max: prices.length > 0 ? Math.max(...prices) : 0,
        stock: on.reduce((sum, v) => sum + v.stock, 0),
        variant_count: on.length,
        updated_at: now,
      })
      .where('id', '=', productId)
      .execute();
    return made;
  });
}

/** A doll in sizes and colours: a product with these options and variants. */
export async function makeProductWithVariants(
  services: Services,
  options: { name: string; values: string[] }[],
  variants: VariantSpec[],
  overrides: { name?: string } = {},
) {
  const product = await makeProduct(services, overrides);
  const made = await setVariants(services, product.product_id, options, variants);
  return { product_id: product.product_id, name: product.name, variants: made };
}

/** A variant's row as stored now. */
export function variantRow(services: Services, variantId: number) {
  return services.database.db
    .selectFrom('product_variants')
    .selectAll()
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
}

/** The product's stored totals. */
export function productTotals(services: Services, productId: number) {
  return services.database.db
    .selectFrom('products')
    .select(['price', 'price_max', 'stock', 'sold_count'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
}
