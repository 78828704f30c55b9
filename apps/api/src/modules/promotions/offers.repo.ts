import { TRUE, type Db, type Executor } from '../../db/database.js';

/** A flash sale item as offers read it: the item, its sale's times and the variant's normal price. */
export interface FlashOfferRow {
  flash_sale_item_id: number;
  variant_id: number;
  price: number;
  quota: number;
  sold: number;
  starts_at: string;
  ends_at: string;
  normal_price: number;
}

/** What the shop offers on variants beside their price (harga grosir, flash sales), and the quotas orders hold. */
export function offersRepo(db: Db) {
  return {
    /** The grosir tiers of these variants, lowest minimum first. */
    wholesaleOf(variantIds: readonly number[], ex: Executor = db) {
      if (variantIds.length === 0) return Promise.resolve([]);
      return ex
        .selectFrom('variant_wholesale_prices')
        .select(['variant_id', 'min_quantity', 'price'])
        .where('variant_id', 'in', variantIds)
        .orderBy('variant_id')
        .orderBy('min_quantity')
        .execute();
    },

    /** Every category each of these products is in: what a voucher limited to some categories covers. */
    async categoriesOf(productIds: readonly number[], ex: Executor = db): Promise<Map<number, number[]>> {
      const found = new Map<number, number[]>();
      if (productIds.length === 0) return found;
      const rows = await ex
        .selectFrom('product_categories')
        .select(['product_id', 'category_id'])
        .where('product_id', 'in', [...new Set(productIds)])
        .orderBy('product_id')
        .orderBy('category_id')
        .execute();
      for (const row of rows) found.set(row.product_id, [...(found.get(row.product_id) ?? []), row.category_id]);
      return found;
    },

    /** Replaces one variant's grosir tiers (the owner's variant editor saves them whole). */
    async setWholesale(
      variantId: number,
      tiers: readonly { min_quantity: number; price: number }[],
      ex: Executor,
    ): Promise<void> {
      await ex.deleteFrom('variant_wholesale_prices').where('variant_id', '=', variantId).execute();
      if (tiers.length > 0)
        await ex
          .insertInto('variant_wholesale_prices')
          .values(tiers.map((t) => ({ variant_id: variantId, min_quantity: t.min_quantity, price: t.price })))
          .execute();
    },

    /**
     * The flash sale items of these variants whose sale has not ended at `now` (running, or still to start), the
     * soonest first: a variant is in at most one sale at a time (flash-sales.service.ts refuses overlaps).
     */
    flashOf(variantIds: readonly number[], now: string, ex: Executor = db): Promise<FlashOfferRow[]> {
      if (variantIds.length === 0) return Promise.resolve([]);
      return ex
        .selectFrom('flash_sale_items as fi')
        .innerJoin('flash_sales as fs', 'fs.id', 'fi.flash_sale_id')
        .innerJoin('product_variants as v', 'v.id', 'fi.variant_id')
        .select([
          'fi.id as flash_sale_item_id',
          'fi.variant_id',
          'fi.price',
          'fi.quota',
          'fi.sold',
          'fs.starts_at',
          'fs.ends_at',
          'v.price as normal_price',
        ])
        .where('fi.variant_id', 'in', variantIds)
        .where('fs.ended_early_at', 'is', null)
        .where('fs.ends_at', '>', now)
        .orderBy('fs.starts_at')
        .orderBy('fi.id')
        .execute();
    },

    /**
     * Takes `quantity` of a flash sale item's quota for an order being placed, inside its transaction: one
     * conditional update, so parallel orders never hold more than the quota (decision 062). False when the quota
     * left is smaller, or the sale is not running at `now` (ended, ended early, not started).
     */
    async takeQuota(itemId: number, quantity: number, now: string, ex: Executor): Promise<boolean> {
      const result = await ex
        .updateTable('flash_sale_items')
        .set((eb) => ({ sold: eb('sold', '+', quantity) }))
        .where('id', '=', itemId)
        .where((eb) => eb(eb('sold', '+', quantity), '<=', eb.ref('quota')))
        .where((eb) =>
          eb(
            'flash_sale_id',
            'in',
            eb
              .selectFrom('flash_sales')
              .select('id')
              .where('starts_at', '<=', now)
              .where('ends_at', '>', now)
              .where('ended_early_at', 'is', null),
          ),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A listed product's variants that are switched on (404 for none: no such product, or hidden). */
    async variantIdsOf(productId: number, ex: Executor = db): Promise<number[]> {
      const rows = await ex
        .selectFrom('product_variants as v')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .select('v.id')
        .where('v.product_id', '=', productId)
        .where('p.is_active', '=', TRUE)
        .where('v.is_active', '=', TRUE)
        .orderBy('v.position')
        .execute();
      return rows.map((r) => r.id);
    },

    /** What one item has left now (for the refusal's facts). */
    async remaining(itemId: number, ex: Executor = db): Promise<number> {
      const row = await ex
        .selectFrom('flash_sale_items')
        .select(['quota', 'sold'])
        .where('id', '=', itemId)
        .executeTakeFirst();
      return row ? Math.max(0, row.quota - row.sold) : 0;
    },

    /**
     * A cancelled or expired order's flash units go back to their quotas (once: the caller moves the order out of
     * its open state in the same transaction), so `sold` is always the units live orders hold at the flash price.
     */
    async giveBack(orderId: number, ex: Executor): Promise<void> {
      const lines = await ex
        .selectFrom('order_items')
        .select(['flash_sale_item_id', 'quantity'])
        .where('order_id', '=', orderId)
        .where('flash_sale_item_id', 'is not', null)
        .orderBy('flash_sale_item_id')
        .execute();
      for (const line of lines) {
        await ex
          .updateTable('flash_sale_items')
          .set((eb) => ({ sold: eb('sold', '-', line.quantity) }))
          .where('id', '=', line.flash_sale_item_id!)
          .where('sold', '>=', line.quantity)
          .execute();
      }
    },
  };
}
export type OffersRepo = ReturnType<typeof offersRepo>;
