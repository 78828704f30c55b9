import { TRUE, type Db, type Executor } from '../../db/database.js';
import { VARIANT_LINE_COLUMNS } from '../variants/variant-columns.js';

/** What a line shows of its product and of its variant (the variant's photo, else the product's cover). */
const LINE_COLUMNS = [
  'products.name',
  'products.description',
  'products.thumbnail',
  'products.category_name',
  ...VARIANT_LINE_COLUMNS,
] as const;

export function cartRepo(db: Db) {
  return {
    /** The customer's lines of listed products; a switched-off variant's line stays, shown as unavailable. */
    listCart(userId: number) {
      return db
        .selectFrom('cart_items')
        .innerJoin('products', 'products.id', 'cart_items.product_id')
        .innerJoin('product_variants as v', 'v.id', 'cart_items.variant_id')
        .leftJoin('product_images as vi', 'vi.id', 'v.image_id')
        .select([
          'cart_items.id',
          'cart_items.product_id',
          'cart_items.variant_id',
          'cart_items.quantity',
          ...LINE_COLUMNS,
        ])
        .where('products.is_active', '=', TRUE)
        .where('cart_items.user_id', '=', userId)
        .orderBy('cart_items.id')
        .execute();
    },
    findCartItem(userId: number, id: number, ex: Executor = db) {
      return ex
        .selectFrom('cart_items')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    /**
     * Adds `quantity` to the customer's line of the variant, creating it, in one statement: parallel adds neither
     * collide on the unique line nor lose each other's units. Nothing changes, and undefined comes back, when the
     * line would pass `max`.
     */
    async addToLine(
      userId: number,
      line: { product_id: number; variant_id: number },
      quantity: number,
      max: number,
      at: string,
      ex: Executor = db,
    ): Promise<number | undefined> {
      if (quantity > max) return undefined;
      const row = await ex
        .insertInto('cart_items')
        .values({
          user_id: userId,
          product_id: line.product_id,
          variant_id: line.variant_id,
          quantity,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'variant_id'])
            .doUpdateSet((eb) => ({
              quantity: eb('cart_items.quantity', '+', eb.ref('excluded.quantity')),
              updated_at: eb.ref('excluded.updated_at'),
            }))
            .where((eb) => eb(eb('cart_items.quantity', '+', eb.ref('excluded.quantity')), '<=', max)),
        )
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },
    /** The owner is named too: the write then says whose cart it changed (the read cache drops only that one). */
    async setQuantity(userId: number, id: number, quantity: number, at: string, ex: Executor = db) {
      await ex
        .updateTable('cart_items')
        .set({ quantity, updated_at: at })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    },
    async removeCartItem(userId: number, id: number, ex: Executor = db): Promise<boolean> {
      const result = await ex
        .deleteFrom('cart_items')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    async removeVariants(userId: number, variantIds: number[], ex: Executor) {
      if (variantIds.length)
        await ex.deleteFrom('cart_items').where('user_id', '=', userId).where('variant_id', 'in', variantIds).execute();
    },
    async clearCart(userId: number) {
      await db.deleteFrom('cart_items').where('user_id', '=', userId).execute();
    },
    async cartCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('cart_items')
        .innerJoin('products', 'products.id', 'cart_items.product_id')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('cart_items.quantity'), eb.lit(0)).as('n'))
        .where('cart_items.user_id', '=', userId)
        .where('products.is_active', '=', TRUE)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    listWishlist(userId: number) {
      return db
        .selectFrom('wishlist_items')
        .innerJoin('products', 'products.id', 'wishlist_items.product_id')
        .innerJoin('product_variants as v', 'v.id', 'wishlist_items.variant_id')
        .leftJoin('product_images as vi', 'vi.id', 'v.image_id')
        .select([
          'wishlist_items.id',
          'wishlist_items.product_id',
          'wishlist_items.variant_id',
          'wishlist_items.created_at',
          ...LINE_COLUMNS,
        ])
        .where('products.is_active', '=', TRUE)
        .where('wishlist_items.user_id', '=', userId)
        .orderBy('wishlist_items.id', 'desc')
        .execute();
    },
    /** The customer's wishlist lines of the product (of one variant, when named), oldest first. */
    findWishlistItems(userId: number, productId: number, variantId?: number, ex: Executor = db) {
      return ex
        .selectFrom('wishlist_items')
        .selectAll()
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .$if(variantId !== undefined, (qb) => qb.where('variant_id', '=', variantId!))
        .orderBy('id')
        .execute();
    },
    async insertWishlistItem(
      userId: number,
      line: { product_id: number; variant_id: number },
      at: string,
      ex: Executor = db,
    ) {
      await ex
        .insertInto('wishlist_items')
        .values({ user_id: userId, product_id: line.product_id, variant_id: line.variant_id, created_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'variant_id']).doNothing())
        .execute();
    },
    /** Removes the customer's wishlist lines of the product (of one variant, when named); how many there were. */
    async removeWishlistItems(userId: number, productId: number, variantId?: number, ex: Executor = db) {
      const result = await ex
        .deleteFrom('wishlist_items')
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .$if(variantId !== undefined, (qb) => qb.where('variant_id', '=', variantId!))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type CartRepo = ReturnType<typeof cartRepo>;
