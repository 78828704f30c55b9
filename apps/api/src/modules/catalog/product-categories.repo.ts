import type { Db, Executor } from '../../db/database.js';

/** A product's main category as a products sheet moves it (issue 44): read it, and drop the old one's link. */
export function productCategoriesRepo(db: Db) {
  return {
    async mainCategory(productId: number, ex: Executor = db): Promise<number | null> {
      const row = await ex.selectFrom('products').select('category_id').where('id', '=', productId).executeTakeFirst();
      return row?.category_id ?? null;
    },
    async removeCategory(productId: number, categoryId: number, ex: Executor) {
      await ex
        .deleteFrom('product_categories')
        .where('product_id', '=', productId)
        .where('category_id', '=', categoryId)
        .execute();
    },
  };
}
