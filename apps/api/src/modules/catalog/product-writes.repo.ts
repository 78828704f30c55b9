import type { Insertable, Updateable } from 'kysely';
import type { Db, Executor } from '../../db/database.js';
import { FALSE, TRUE } from '../../db/database.js';
import type { ProductsTable } from '../../db/schema.js';

/** The product row's writes: the owner's edits, and the stock and rating totals orders and reviews move. */
export function productWritesRepo(db: Db) {
  return {
    async insert(row: Insertable<ProductsTable>, ex: Executor = db): Promise<number> {
      return (await ex.insertInto('products').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
    /**
     * `priceWas`: the price the change expects to replace. The update then holds only while it is still so, and
     * names the price bands it moves between instead of every price (db/change-tags.ts).
     */
    async update(
      id: number,
      changes: Updateable<ProductsTable>,
      ex: Executor = db,
      priceWas?: number,
    ): Promise<boolean> {
      const result = await ex
        .updateTable('products')
        .set(changes)
        .where('id', '=', id)
        .where('is_active', '=', TRUE)
        .$if(priceWas !== undefined && changes.price !== undefined, (qb) => qb.where('price', '=', priceWas!))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Lists a hidden product again, as it was; false when it is not hidden (or gone). */
    async showAgain(id: number, updatedAt: string, ex: Executor = db): Promise<boolean> {
      const result = await ex
        .updateTable('products')
        .set({ is_active: true, updated_at: updatedAt })
        .where('id', '=', id)
        .where('is_active', '=', FALSE)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async remove(id: number, ex: Executor = db) {
      await ex.deleteFrom('products').where('id', '=', id).execute();
    },
    /** Adds or removes one review's rating from the product's running totals (same transaction as the review). */
    async adjustRating(id: number, ratingDelta: number, countDelta: number, ex: Executor) {
      await ex
        .updateTable('products')
        .set((eb) => ({
          rating_sum: eb('rating_sum', '+', ratingDelta),
          review_count: eb('review_count', '+', countDelta),
        }))
        .where('id', '=', id)
        .execute();
    },
    /** One conditional decrement: it cannot take stock below zero, whatever runs at the same time. */
    async takeStock(id: number, quantity: number, ex: Executor): Promise<boolean> {
      const result = await ex
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '-', quantity), sold_count: eb('sold_count', '+', quantity) }))
        .where('id', '=', id)
        .where('is_active', '=', TRUE)
        .where('stock', '>=', quantity)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async returnStock(id: number, quantity: number, ex: Executor) {
      await ex
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '+', quantity), sold_count: eb('sold_count', '-', quantity) }))
        .where('id', '=', id)
        .execute();
    },
  };
}
