import type { StockSheetField } from '@boneka/shared';
import type { Executor } from '../../db/database.js';
import type { CatalogParts } from './catalog-parts.js';

/** One value a stock sheet sets, with the value it was previewed against. */
export interface SheetEdit {
  variantId: number;
  field: StockSheetField;
  expected: number;
  value: number;
}

/** A value that is no longer what the sheet was previewed against (null: the variant or product is gone). */
export interface SheetMove {
  variantId: number;
  field: StockSheetField;
  current: number | null;
}

/**
 * A stock sheet's writes to one product (issue 30, decision 044), in the caller's transaction and in the catalogue's
 * order: the product row locked first, then its variants, then its totals (decision 033). Written only when every
 * value is still the one previewed; otherwise nothing is written and the moved values are returned. Only the columns
 * that change are set, so the read cache drops what can show them and nothing else (db/change-tags.ts).
 */
export function productStockSheet({ repo, clock }: Pick<CatalogParts, 'repo' | 'clock'>) {
  return {
    async applySheetEdits(productId: number, edits: readonly SheetEdit[], trx: Executor): Promise<SheetMove[]> {
      const product = await repo.lockProduct(productId, trx);
      const variants = product ? await repo.variantsOf(productId, trx) : [];
      const threshold = product ? ((await repo.lowStockThreshold(productId, trx)) ?? null) : null;
      const currentOf = (edit: SheetEdit): number | null => {
        if (edit.field === 'low_stock_threshold') return threshold;
        const variant = variants.find((v) => v.id === edit.variantId);
        return variant ? variant[edit.field] : null;
      };
      const moved = edits
        .map((edit) => ({ variantId: edit.variantId, field: edit.field, current: currentOf(edit) }))
        .filter((move, i) => move.current !== edits[i]!.expected);
      if (moved.length > 0) return moved;

      const now = clock.now().toISOString();
      const byVariant = new Map<number, { price?: number; stock?: number }>();
      let newThreshold: number | undefined;
      for (const edit of edits) {
        if (edit.field === 'low_stock_threshold') newThreshold = edit.value;
        else byVariant.set(edit.variantId, { ...byVariant.get(edit.variantId), [edit.field]: edit.value });
      }
      for (const [variantId, changes] of byVariant) {
        await repo.updateVariant(variantId, { ...changes, updated_at: now }, trx);
      }
      await repo.refreshTotals(productId, trx, {
        ...(newThreshold !== undefined ? { low_stock_threshold: newThreshold } : {}),
        updated_at: now,
      });
      return [];
    },
  };
}
