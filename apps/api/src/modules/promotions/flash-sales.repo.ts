import type { Db, Executor } from '../../db/database.js';

export interface FlashSaleItemRow {
  id: number;
  flash_sale_id: number;
  variant_id: number;
  product_id: number;
  product_name: string;
  option1: string;
  option2: string;
  option3: string;
  normal_price: number;
  price: number;
  quota: number;
  sold: number;
}

/** The owner's flash sales (migration 032, decision 062). */
export function flashSalesRepo(db: Db) {
  return {
    list(ex: Executor = db) {
      return ex
        .selectFrom('flash_sales')
        .selectAll()
        .orderBy('starts_at', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
    },
    find(id: number, ex: Executor = db) {
      return ex.selectFrom('flash_sales').selectAll().where('id', '=', id).executeTakeFirst();
    },
    itemsOf(saleIds: readonly number[], ex: Executor = db): Promise<FlashSaleItemRow[]> {
      if (saleIds.length === 0) return Promise.resolve([]);
      return ex
        .selectFrom('flash_sale_items as fi')
        .innerJoin('product_variants as v', 'v.id', 'fi.variant_id')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .select([
          'fi.id',
          'fi.flash_sale_id',
          'fi.variant_id',
          'v.product_id',
          'p.name as product_name',
          'v.option1',
          'v.option2',
          'v.option3',
          'v.price as normal_price',
          'fi.price',
          'fi.quota',
          'fi.sold',
        ])
        .where('fi.flash_sale_id', 'in', saleIds)
        .orderBy('fi.id')
        .execute();
    },
    /** The variants a sale may offer: each one's product, normal price and whether it can be bought. */
    variants(ids: readonly number[], ex: Executor = db) {
      if (ids.length === 0) return Promise.resolve([]);
      return ex
        .selectFrom('product_variants as v')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .select(['v.id', 'v.product_id', 'v.price', 'v.is_active', 'p.is_active as product_active'])
        .where('v.id', 'in', ids)
        .execute();
    },
    /** The first of these variants that another sale not ended offers between `starts` and `ends`, if any. */
    async overlapping(
      variantIds: readonly number[],
      starts: string,
      ends: string,
      except: number | null,
      ex: Executor = db,
    ): Promise<number | undefined> {
      let query = ex
        .selectFrom('flash_sale_items as fi')
        .innerJoin('flash_sales as fs', 'fs.id', 'fi.flash_sale_id')
        .select('fi.variant_id')
        .where('fi.variant_id', 'in', variantIds)
        .where('fs.ended_early_at', 'is', null)
        .where('fs.starts_at', '<', ends)
        .where('fs.ends_at', '>', starts);
      if (except !== null) query = query.where('fs.id', '<>', except);
      return (await query.orderBy('fi.variant_id').executeTakeFirst())?.variant_id;
    },
    async insert(
      sale: { name: string; starts_at: string; ends_at: string; created_at: string; updated_at: string },
      ex: Executor,
    ): Promise<number> {
      return (await ex.insertInto('flash_sales').values(sale).returning('id').executeTakeFirstOrThrow()).id;
    },
    /** Changes a sale still to start (false when it started meanwhile). */
    async update(
      id: number,
      sale: { name: string; starts_at: string; ends_at: string; updated_at: string },
      now: string,
      ex: Executor,
    ): Promise<boolean> {
      const result = await ex
        .updateTable('flash_sales')
        .set(sale)
        .where('id', '=', id)
        .where('starts_at', '>', now)
        .where('ended_early_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async replaceItems(
      saleId: number,
      items: readonly { variant_id: number; price: number; quota: number }[],
      ex: Executor,
    ): Promise<void> {
      await ex.deleteFrom('flash_sale_items').where('flash_sale_id', '=', saleId).execute();
      await ex
        .insertInto('flash_sale_items')
        .values(items.map((i) => ({ flash_sale_id: saleId, variant_id: i.variant_id, price: i.price, quota: i.quota })))
        .execute();
    },
    /** Ends a sale now (false when it had ended already). */
    async end(id: number, now: string, ex: Executor): Promise<boolean> {
      const result = await ex
        .updateTable('flash_sales')
        .set({ ended_early_at: now, updated_at: now })
        .where('id', '=', id)
        .where('ended_early_at', 'is', null)
        .where('ends_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Deletes a sale still to start (false when it started meanwhile). */
    async remove(id: number, now: string, ex: Executor): Promise<boolean> {
      const result = await ex
        .deleteFrom('flash_sales')
        .where('id', '=', id)
        .where('starts_at', '>', now)
        .where('ended_early_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    /**
     * Marks these products changed, so their stored pages and cached replies are made again (decision 056): what a
     * product page shows of a flash sale is read with it.
     */
    async touchProducts(productIds: readonly number[], now: string, ex: Executor): Promise<void> {
      const ids = [...new Set(productIds)].sort((a, b) => a - b);
      if (ids.length > 0) await ex.updateTable('products').set({ updated_at: now }).where('id', 'in', ids).execute();
    },
  };
}
export type FlashSalesRepo = ReturnType<typeof flashSalesRepo>;
