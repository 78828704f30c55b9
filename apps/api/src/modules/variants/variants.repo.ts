import { TRUE, type Db, type Executor } from '../../db/database.js';
import { prepared, slot } from '../../db/prepared.js';
import { VARIANT_LINE_COLUMNS } from './variant-columns.js';

/** What a cart, wishlist or order line reads of its product and of each of the product's variants. */
const LINE_COLUMNS = [
  'products.id as product_id',
  'products.name',
  'products.description',
  'products.category_name',
  'products.thumbnail',
  'products.is_active as product_active',
  'v.id as variant_id',
  ...VARIANT_LINE_COLUMNS,
] as const;

/**
 * The variants' SQL: which variant a line means, and the stock that moves with an order. A variant's stock and the
 * product's total (`products.stock`, the sum over its switched-on variants, decision 033) change in one
 * transaction, each with a builder statement that pins the product's row: the read cache then drops exactly what
 * shows that product (db/change-tags.ts), as it did when stock was the product's.
 */
export function variantsRepo(db: Db) {
  const productVariants = (ex: Executor) =>
    ex
      .selectFrom('products')
      .innerJoin('product_variants as v', 'v.product_id', 'products.id')
      .leftJoin('product_images as vi', 'vi.id', 'v.image_id')
      .select(LINE_COLUMNS)
      .orderBy('v.position')
      .orderBy('v.id');
  /** Every cart add reads this: compiled once. */
  const variantsOf = prepared(db, productVariants(db).where('products.id', '=', slot(0)));

  return {
    /** The product with each of its variants (switched off too), in the owner's order; [] when there is no product. */
    variantsOf(productId: number, ex: Executor = db) {
      if (ex === db) return variantsOf(productId);
      return productVariants(ex).where('products.id', '=', productId).execute();
    },
    /**
     * Takes `quantity` of the variant for an order, inside its transaction: one conditional decrement each for the
     * product's total (still listed, enough in all) and the variant (switched on, enough stock). False when either
     * refused; the caller then throws, which rolls the other back. The product's row is locked before its variant's,
     * here and when stock comes back: with the lines taken in product and variant order, two orders (or an order
     * and a cancel) wait for each other instead of deadlocking.
     */
    async take(variantId: number, productId: number, quantity: number, ex: Executor): Promise<boolean> {
      const product = await ex
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '-', quantity), sold_count: eb('sold_count', '+', quantity) }))
        .where('id', '=', productId)
        .where('is_active', '=', TRUE)
        .where('stock', '>=', quantity)
        .executeTakeFirst();
      if (Number(product.numUpdatedRows) !== 1) return false;
      const variant = await ex
        .updateTable('product_variants')
        .set((eb) => ({ stock: eb('stock', '-', quantity) }))
        .where('id', '=', variantId)
        .where('product_id', '=', productId)
        .where('is_active', '=', TRUE)
        .where('stock', '>=', quantity)
        .executeTakeFirst();
      return Number(variant.numUpdatedRows) === 1;
    },
    /**
     * Gives `quantity` back to the variant (a cancelled order), inside the move's transaction. The product's total
     * counts only switched-on variants, so it grows only when this one is on; its units sold shrink either way.
     * False when the variant is not the product's (any more).
     */
    async giveBack(variantId: number, productId: number, quantity: number, ex: Executor): Promise<boolean> {
      await ex
        .updateTable('products')
        .set((eb) => ({ sold_count: eb('sold_count', '-', quantity) }))
        .where('id', '=', productId)
        .execute();
      const variant = await ex
        .updateTable('product_variants')
        .set((eb) => ({ stock: eb('stock', '+', quantity) }))
        .where('id', '=', variantId)
        .where('product_id', '=', productId)
        .returning('is_active')
        .executeTakeFirst();
      if (!variant) return false;
      if (variant.is_active === true || variant.is_active === 1)
        await ex
          .updateTable('products')
          .set((eb) => ({ stock: eb('stock', '+', quantity) }))
          .where('id', '=', productId)
          .execute();
      return true;
    },
  };
}
export type VariantsRepo = ReturnType<typeof variantsRepo>;
export type VariantLineRow = Awaited<ReturnType<VariantsRepo['variantsOf']>>[number];
