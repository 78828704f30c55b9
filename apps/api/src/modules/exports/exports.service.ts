import { ORDERS_EXPORT_MAX_DAYS, variantLabel, type OrdersExportQuery } from '@boneka/shared';
import type { z } from 'zod';
import { toBool } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import { wibDay, wibDayStart } from '../../lib/wib.js';
import type { AuditService } from '../audit/audit.service.js';
import { csvChunk, type Cell } from './csv-cells.js';
import type { ExportsRepo, OrdersPick } from './exports.repo.js';
import { ORDER_HEADER, orderRows } from './order-rows.js';

// The stock-take reads a sheet back by taking off the apostrophe the export put before a formula (decision 044).
export { unneutralise } from './csv-cells.js';

type ExportQuery = z.output<typeof OrdersExportQuery>;
export type ProductSheetRow = Awaited<ReturnType<ExportsRepo['variantsWithProducts']>>[number];

const DAY_MS = 24 * 3600_000;

/** The products export's header: the stock sheet reads the same names back (stocktake/stock-sheet-reader.ts). */
const PRODUCT_HEADER = [
  'ID Produk',
  'ID Varian',
  'SKU',
  'Nama Produk',
  'Varian',
  'Harga',
  'Stok',
  'Batas Stok Menipis',
  'Varian Aktif',
  'Produk Tampil',
];

const yesNo = (flag: boolean | number) => (toBool(flag) ? 'Ya' : 'Tidak');

/** The moments of the WIB days from `from` to `to`, refused when backwards or longer than ORDERS_EXPORT_MAX_DAYS. */
function exportRange(query: ExportQuery & { from: string; to: string }) {
  const start = wibDayStart(query.from);
  const end = new Date(wibDayStart(query.to).getTime() + DAY_MS);
  if (start > wibDayStart(query.to)) {
    throw badRequest('INVALID_DATE_RANGE', 'Tanggal awal tidak boleh setelah tanggal akhir.', [
      { path: 'from', message: 'Must not be after to' },
    ]);
  }
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  if (days > ORDERS_EXPORT_MAX_DAYS) {
    throw badRequest(
      'DATE_RANGE_TOO_LONG',
      `Satu ekspor paling banyak ${ORDERS_EXPORT_MAX_DAYS} hari; pilih rentang yang lebih pendek.`,
      [{ path: 'to', message: `At most ${ORDERS_EXPORT_MAX_DAYS} days` }],
    );
  }
  return { start: start.toISOString(), end: end.toISOString(), status: query.status };
}

export interface ExportsDeps {
  repo: ExportsRepo;
  audit: AuditService;
  clock: Clock;
}

/**
 * The owner's CSV exports (issue 30, decision 044): the orders of a range of WIB days and the products sheet, written
 * for Excel (csv-cells.ts).
 */
export function exportsService({ repo, audit, clock }: ExportsDeps) {
  return {
    /**
     * The orders placed on the WIB days from `from` to `to`, one CSV row per line with the order's fields repeated,
     * written a page of orders at a time.
     */
    ordersCsv(query: ExportQuery, actor: Actor): { fileName: string; chunks: AsyncIterable<string> } {
      const ids = query.ids?.split(',').map(Number);
      const range: OrdersPick = ids
        ? { ids: [...new Set(ids)] }
        : exportRange({ ...query, from: query.from!, to: query.to! });
      async function* chunks() {
        yield csvChunk([ORDER_HEADER], true);
        let afterId = 0;
        let orders = 0;
        for (;;) {
          const page = await repo.ordersPage(range, afterId);
          if (page.orders.length === 0) break;
          orders += page.orders.length;
          afterId = page.orders.at(-1)!.id;
          yield csvChunk(orderRows(page), false);
        }
        await audit.record({
          actorUserId: actor.userId,
          action: 'orders.exported',
          target: null,
          details: ids
            ? { ids: ids.length, orders }
            : { from: query.from, to: query.to, status: query.status ?? null, orders },
          ip: actor.ip,
          requestId: actor.requestId,
        });
      }
      const status = query.status ? `-${query.status}` : '';
      const fileName = ids
        ? `Pesanan-${wibDay(clock.now())}-${ids.length}-pesanan.csv`
        : `Pesanan-${query.from}-sd-${query.to}${status}.csv`;
      return { fileName, chunks: chunks() };
    },

    /** Every variant of every product, listed or hidden: the sheet the owner edits and imports again. */
    async productsCsv(): Promise<{ fileName: string; csv: string }> {
      const rows: Cell[][] = (await repo.variantsWithProducts()).map((v) => [
        v.product_id,
        v.variant_id,
        v.sku,
        v.name,
        variantLabel([v.option1, v.option2, v.option3]),
        v.price,
        v.stock,
        v.low_stock_threshold,
        yesNo(v.is_active),
        yesNo(v.product_active),
      ]);
      return {
        fileName: `Produk-Stok-${wibDay(clock.now())}.csv`,
        csv: csvChunk([PRODUCT_HEADER], true) + csvChunk(rows, false),
      };
    },

    /** The rows of the products sheet as it stands: what an imported sheet is checked against (the stock-take). */
    productSheetRows: (): Promise<ProductSheetRow[]> => repo.variantsWithProducts(),
  };
}
export type ExportsService = ReturnType<typeof exportsService>;
