import type { Insertable } from 'kysely';
import type { Db, Executor } from '../../db/database.js';
import type { StockImportsTable } from '../../db/schema.js';

/**
 * The SQL of the stock-take (issue 30): the stored previews of stock sheets and their one apply. Writes to the
 * catalogue go through the catalogue's service; the shop's variants are read through the products export.
 */
export function stocktakeRepo(db: Db) {
  return {
    async insertImport(row: Insertable<StockImportsTable>): Promise<number> {
      return (await db.insertInto('stock_imports').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
    findImport(id: number, ex: Executor = db) {
      return ex.selectFrom('stock_imports').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Marks a preview applied, once: false when it was applied already (by this or another instance). */
    async markApplied(id: number, by: number | null, at: string, ex: Executor): Promise<boolean> {
      const result = await ex
        .updateTable('stock_imports')
        .set({ status: 'applied', applied_at: at, applied_by: by })
        .where('id', '=', id)
        .where('status', '=', 'previewed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type StocktakeRepo = ReturnType<typeof stocktakeRepo>;
