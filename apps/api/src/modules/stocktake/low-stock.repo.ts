import { TRUE, type Db, type Executor } from '../../db/database.js';

/**
 * The SQL of the low-stock rule (issue 30, decision 044): the one query that says which variants are low, and the
 * daily runs of its mail. The dashboard, the report PDF and the mail all read it through low-stock.service.ts.
 */
export function lowStockRepo(db: Db) {
  return {
    /**
     * Stock is counted per variant: the switched-on variants of listed products at or below their product's own
     * low-stock threshold (a column every product holds, LOW_STOCK_THRESHOLD_DEFAULT unless the owner set another),
     * fewest first, then by product and the variant's place in its table. At most `limit`; every one when null.
     */
    lowStock(limit: number | null, ex: Executor = db) {
      return ex
        .selectFrom('product_variants as v')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .select([
          'p.id as product_id',
          'p.name',
          'v.id as variant_id',
          'v.option1',
          'v.option2',
          'v.option3',
          'v.sku',
          'v.stock',
          'p.low_stock_threshold',
        ])
        .where('p.is_active', '=', TRUE)
        .where('v.is_active', '=', TRUE)
        .whereRef('v.stock', '<=', 'p.low_stock_threshold')
        .orderBy('v.stock')
        .orderBy('p.id')
        .orderBy('v.position')
        .orderBy('v.id')
        .$if(limit !== null, (qb) => qb.limit(limit!))
        .execute();
    },

    async firstAdminEmail(ex: Executor = db): Promise<string | undefined> {
      const row = await ex
        .selectFrom('users')
        .select('email')
        .where('type', '=', 'admin')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row?.email;
    },

    /** Whether the job already ran on this WIB day (a cheap look before the transaction that decides). */
    async ranOn(job: string, wibDay: string): Promise<boolean> {
      const row = await db
        .selectFrom('daily_runs')
        .select('job')
        .where('job', '=', job)
        .where('wib_day', '=', wibDay)
        .executeTakeFirst();
      return row !== undefined;
    },
    /**
     * Claims the job's run of this WIB day in `ex`: true for the one caller that inserts the row. Another instance's
     * insert of the same key waits for that transaction and then does nothing.
     */
    async claimDay(job: string, wibDay: string, at: string, outcome: string, ex: Executor): Promise<boolean> {
      const rows = await ex
        .insertInto('daily_runs')
        .values({ job, wib_day: wibDay, ran_at: at, outcome })
        .onConflict((oc) => oc.columns(['job', 'wib_day']).doNothing())
        .returning('job')
        .execute();
      return rows.length === 1;
    },
    async setOutcome(job: string, wibDay: string, outcome: string, ex: Executor) {
      await ex
        .updateTable('daily_runs')
        .set({ outcome })
        .where('job', '=', job)
        .where('wib_day', '=', wibDay)
        .execute();
    },
  };
}
export type LowStockRepo = ReturnType<typeof lowStockRepo>;
export type LowStockVariant = Awaited<ReturnType<LowStockRepo['lowStock']>>[number];
