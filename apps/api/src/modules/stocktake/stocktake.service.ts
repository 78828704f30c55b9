import {
  variantLabel,
  type StockImportApplied,
  type StockImportPreview,
  type StockSheetChange,
  type StockSheetMoved,
  type StockSheetProblem,
} from '@boneka/shared';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { ExportsService } from '../exports/exports.service.js';
import { readStockSheet, type SheetVariant } from './stock-sheet-reader.js';
import type { StocktakeRepo } from './stocktake.repo.js';

export interface StocktakeDeps {
  db: Db;
  repo: StocktakeRepo;
  catalog: Pick<CatalogService, 'applySheetEdits'>;
  /** The products export: an imported sheet is checked against the rows it writes (the round trip). */
  sheet: Pick<ExportsService, 'productSheetRows'>;
  audit: AuditService;
  clock: Clock;
}

/**
 * The owner's stock-take (issue 30, decision 044): a stock sheet, edited from the products export, previewed then
 * applied.
 */
export function stocktakeService({ db, repo, catalog, sheet, audit, clock }: StocktakeDeps) {
  const sheetVariants = async (): Promise<SheetVariant[]> =>
    (await sheet.productSheetRows()).map((v) => ({
      product_id: v.product_id,
      variant_id: v.variant_id,
      sku: v.sku,
      name: v.name,
      label: variantLabel([v.option1, v.option2, v.option3]),
      price: v.price,
      stock: v.stock,
      low_stock_threshold: v.low_stock_threshold,
    }));

  function toPreview(row: NonNullable<Awaited<ReturnType<StocktakeRepo['findImport']>>>): StockImportPreview {
    const changes = JSON.parse(row.changes) as StockSheetChange[];
    const problems = JSON.parse(row.problems) as StockSheetProblem[];
    return {
      import_id: row.id,
      file_name: row.file_name,
      status: row.status,
      rows: row.row_count,
      unchanged: row.unchanged_count,
      changes,
      problems,
      can_apply: row.status === 'previewed' && problems.length === 0 && changes.length > 0,
      created_at: row.created_at,
      applied_at: row.applied_at,
    };
  }

  return {
    /** Reads a sheet and stores what it would change and which rows are wrong; changes nothing in the catalogue. */
    async preview(bytes: Buffer, fileName: string, actor: Actor): Promise<StockImportPreview> {
      const reading = readStockSheet(bytes, await sheetVariants());
      const id = await repo.insertImport({
        created_by: actor.userId,
        file_name: fileName.slice(0, 200),
        status: 'previewed',
        row_count: reading.rows,
        unchanged_count: reading.unchanged,
        changes: JSON.stringify(reading.changes),
        problems: JSON.stringify(reading.problems),
        created_at: clock.now().toISOString(),
      });
      return toPreview((await repo.findImport(id))!);
    },

    async getPreview(id: number): Promise<StockImportPreview> {
      const row = await repo.findImport(id);
      if (!row) throw notFound('Stock import');
      return toPreview(row);
    },

    /**
     * Applies exactly the previewed changes, in one transaction, once: only a preview without wrong rows, and only
     * while every value is still the one previewed (else 409 with what moved, and nothing applied).
     */
    async apply(id: number, actor: Actor): Promise<StockImportApplied> {
      const row = await repo.findImport(id);
      if (!row) throw notFound('Stock import');
      const preview = toPreview(row);
      if (preview.status === 'applied') {
        throw new AppError(409, 'ALREADY_APPLIED', 'Impor ini sudah diterapkan.');
      }
      if (preview.problems.length > 0) {
        throw new AppError(
          422,
          'PREVIEW_HAS_PROBLEMS',
          `Ada ${preview.problems.length} baris yang salah: perbaiki berkasnya lalu unggah lagi.`,
        );
      }
      if (preview.changes.length === 0) {
        throw new AppError(422, 'NOTHING_TO_APPLY', 'Berkas ini tidak mengubah apa pun.');
      }
      const byProduct = new Map<number, StockSheetChange[]>();
      for (const change of preview.changes) {
        byProduct.set(change.product_id, [...(byProduct.get(change.product_id) ?? []), change]);
      }
      const now = clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        if (!(await repo.markApplied(id, actor.userId, now, trx))) {
          throw new AppError(409, 'ALREADY_APPLIED', 'Impor ini sudah diterapkan.');
        }
        const moved: StockSheetMoved[] = [];
        // Products in id order: two writers of several products lock them in the same order.
        for (const productId of [...byProduct.keys()].sort((a, b) => a - b)) {
          const changes = byProduct.get(productId)!;
          const moves = await catalog.applySheetEdits(
            productId,
            changes.map((c) => ({ variantId: c.variant_id, field: c.field, expected: c.old, value: c.new })),
            trx,
          );
          for (const move of moves) {
            const change = changes.find((c) => c.variant_id === move.variantId && c.field === move.field)!;
            moved.push({
              row: change.row,
              sku: change.sku,
              product_name: change.product_name,
              field: change.field,
              expected: change.old,
              current: move.current,
            });
          }
        }
        if (moved.length > 0) {
          throw new AppError(
            409,
            'STALE_PREVIEW',
            `${moved.length} nilai sudah berubah sejak pratinjau: tidak ada yang diterapkan. Unggah berkasnya lagi.`,
            { body: { moved } },
          );
        }
        const count = (field: string) => preview.changes.filter((c) => c.field === field).length;
        await audit.record(
          {
            actorUserId: actor.userId,
            action: 'stock.import_applied',
            target: null,
            details: {
              import_id: id,
              file_name: preview.file_name,
              changes: preview.changes.length,
              products: byProduct.size,
              price: count('price'),
              stock: count('stock'),
              low_stock_threshold: count('low_stock_threshold'),
            },
            ip: actor.ip,
            requestId: actor.requestId,
          },
          trx,
        );
      });
      return { import_id: id, applied: preview.changes.length, products: byProduct.size, applied_at: now };
    },
  };
}
export type StocktakeService = ReturnType<typeof stocktakeService>;
