import type { VoucherScope } from '@boneka/shared';
import type { Db, Executor } from '../../db/database.js';

/** A voucher's products and categories with their names, as the owner's list shows them. */
export interface VoucherTargets {
  products: { product_id: number; name: string }[];
  categories: { category_id: number; name: string }[];
}

export const scopeOf = (targets: VoucherTargets | undefined): VoucherScope | null =>
  targets && (targets.products.length > 0 || targets.categories.length > 0)
    ? {
        product_ids: targets.products.map((p) => p.product_id),
        category_ids: targets.categories.map((c) => c.category_id),
      }
    : null;

/** The products or categories a voucher is limited to (migration 032, decision 061). */
export function voucherTargetsRepo(db: Db) {
  return {
    /** Every target of these vouchers, by voucher id (a voucher with none is for every product). */
    async of(voucherIds: readonly number[], ex: Executor = db): Promise<Map<number, VoucherTargets>> {
      const found = new Map<number, VoucherTargets>();
      if (voucherIds.length === 0) return found;
      const rows = await ex
        .selectFrom('voucher_targets as t')
        .leftJoin('products as p', 'p.id', 't.product_id')
        .leftJoin('categories as c', 'c.id', 't.category_id')
        .select([
          't.voucher_id',
          't.product_id',
          't.category_id',
          'p.name as product_name',
          'c.name_id as category_name',
        ])
        .where('t.voucher_id', 'in', [...new Set(voucherIds)])
        .orderBy('t.id')
        .execute();
      for (const row of rows) {
        let targets = found.get(row.voucher_id);
        if (!targets) found.set(row.voucher_id, (targets = { products: [], categories: [] }));
        if (row.product_id !== null)
          targets.products.push({ product_id: row.product_id, name: row.product_name ?? '' });
        if (row.category_id !== null)
          targets.categories.push({ category_id: row.category_id, name: row.category_name ?? '' });
      }
      return found;
    },

    /** Which of these ids are products, and which categories, that exist. */
    async existing(productIds: readonly number[], categoryIds: readonly number[], ex: Executor = db) {
      const products =
        productIds.length === 0
          ? []
          : await ex.selectFrom('products').select('id').where('id', 'in', productIds).execute();
      const categories =
        categoryIds.length === 0
          ? []
          : await ex.selectFrom('categories').select('id').where('id', 'in', categoryIds).execute();
      return { products: new Set(products.map((r) => r.id)), categories: new Set(categories.map((r) => r.id)) };
    },

    /** Replaces a voucher's targets (the owner's form saves the voucher whole). */
    async set(voucherId: number, scope: VoucherScope, ex: Executor): Promise<void> {
      await ex.deleteFrom('voucher_targets').where('voucher_id', '=', voucherId).execute();
      const rows = [
        ...scope.product_ids.map((id) => ({ voucher_id: voucherId, product_id: id, category_id: null })),
        ...scope.category_ids.map((id) => ({ voucher_id: voucherId, product_id: null, category_id: id })),
      ];
      if (rows.length > 0) await ex.insertInto('voucher_targets').values(rows).execute();
    },
  };
}
export type VoucherTargetsRepo = ReturnType<typeof voucherTargetsRepo>;
