import { formatAddress } from '@boneka/shared/address-format';
import {
  ORDERS_EXPORT_MAX_DAYS,
  statusAsRead,
  variantLabel,
  type OrdersExportQuery,
  type StockImportApplied,
  type StockImportPreview,
  type StockSheetChange,
  type StockSheetMoved,
  type StockSheetProblem,
} from '@boneka/shared';
import type { z } from 'zod';
import { toBool, type Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { wibDate, wibDay, wibDayStart, wibTimestamp } from '../../lib/wib.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { csvChunk, keptText, type Cell } from './csv-cells.js';
import { readStockSheet, type SheetVariant } from './stock-sheet-reader.js';
import type { StocktakeRepo } from './stocktake.repo.js';

type ExportQuery = z.output<typeof OrdersExportQuery>;

const DAY_MS = 24 * 3600_000;
/** The daily low-stock mail goes on the first tick at or after this hour (WIB). */
export const LOW_STOCK_MAIL_HOUR_WIB = 7;
export const LOW_STOCK_JOB = 'low_stock_mail';

const ORDER_HEADER = [
  'No. Pesanan',
  'Waktu Pesan (WIB)',
  'Status',
  'Status Pembayaran',
  'Metode Pembayaran',
  'Nama Pelanggan',
  'Email Pelanggan',
  'Telepon Pelanggan',
  'Penerima',
  'Telepon Penerima',
  'Alamat',
  'Kurir',
  'Layanan',
  'No. Resi',
  'Subtotal',
  'Ongkir',
  'Diskon',
  'Total',
  'Kode Unik',
  'Jumlah Transfer',
  'Dikembalikan',
  'Bersih',
  'Produk',
  'Varian',
  'SKU',
  'Jumlah',
  'Harga Satuan',
  'Total Baris',
];
/** The products export's header: the stock sheet reads the same names back (stock-sheet-reader.ts). */
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

/** The words of the web's `id` catalogue (apps/web/src/lib/i18n/messages/orders.ts): the export speaks Indonesian. */
const STATUS_WORDS: Record<string, string> = {
  pending: 'Menunggu Pembayaran',
  confirmed: 'Dikonfirmasi',
  processing: 'Diproses',
  shipped: 'Dikirim',
  delivered: 'Sampai',
  completed: 'Selesai',
  cancelled: 'Dibatalkan',
};
const PAYMENT_WORDS: Record<string, string> = {
  unpaid: 'Belum Bayar',
  paid: 'Sudah Bayar',
  failed: 'Pembayaran Ditolak',
  refunded: 'Dana Dikembalikan',
};

const yesNo = (flag: boolean | number) => (toBool(flag) ? 'Ya' : 'Tidak');
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface StocktakeDeps {
  db: Db;
  repo: StocktakeRepo;
  catalog: Pick<CatalogService, 'applySheetEdits'>;
  audit: AuditService;
  outbox: Pick<NotificationsService, 'enqueue' | 'kick'>;
  clock: Clock;
  /** Where the owner's mails go (SHOP_NOTIFY_EMAIL); else the first admin's address. */
  ownerEmail: string | undefined;
}

/**
 * The owner's stock tools (issue 30, decision 044): the orders and products exports, the stock sheet previewed then
 * applied, and the daily low-stock mail.
 */
export function stocktakeService({ db, repo, catalog, audit, outbox, clock, ownerEmail }: StocktakeDeps) {
  const sheetVariants = async (): Promise<SheetVariant[]> =>
    (await repo.variantsWithProducts()).map((v) => ({
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
    /**
     * The orders placed on the WIB days from `from` to `to`, one CSV row per line with the order's fields repeated,
     * written a page of orders at a time.
     */
    ordersCsv(query: ExportQuery, actor: Actor): { fileName: string; chunks: AsyncIterable<string> } {
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
      const range = { start: start.toISOString(), end: end.toISOString(), status: query.status };
      async function* chunks() {
        yield csvChunk([ORDER_HEADER], true);
        let afterId = 0;
        let orders = 0;
        for (;;) {
          const page = await repo.ordersPage(range, afterId);
          if (page.orders.length === 0) break;
          const rows: Cell[][] = [];
          for (const order of page.orders) {
            const status = statusAsRead(order.status, order.completed_at);
            // A payment that reads refunded was given back whole (a shop's cancel records no amount); else what
            // complaints and Midtrans gave back in part. The net is what the dashboard counts as revenue.
            const refunded = order.payment_status === 'refunded' ? order.total_amount : Number(order.refunded_amount);
            const fields: Cell[] = [
              order.order_number,
              wibTimestamp(order.created_at).slice(0, 16),
              STATUS_WORDS[status] ?? status,
              PAYMENT_WORDS[order.payment_status] ?? order.payment_status,
              order.payment_method,
              [order.first_name, order.last_name].filter(Boolean).join(' '),
              order.email,
              keptText(order.phone_number),
              order.ship_recipient,
              keptText(order.ship_phone),
              formatAddress({
                street_address: order.ship_street,
                district_name: order.ship_district,
                city_name: order.ship_city,
                province_name: order.ship_province,
                postal_code: order.ship_postal_code,
              }),
              order.courier,
              order.courier_service,
              order.tracking_number,
              order.subtotal,
              order.shipping_cost,
              order.voucher_discount,
              order.total_amount,
              order.unique_code,
              // The figure on the bank statement: the total and its kode unik (none for COD or online payment).
              order.transfer_amount === null ? null : Number(order.transfer_amount),
              refunded,
              order.total_amount - refunded,
            ];
            const lines = page.lines.filter((l) => l.order_id === order.id);
            if (lines.length === 0) rows.push(fields);
            for (const line of lines) {
              rows.push([
                ...fields,
                line.product_name,
                line.variant_label,
                line.sku,
                line.quantity,
                line.unit_price,
                line.subtotal,
              ]);
            }
          }
          orders += page.orders.length;
          afterId = page.orders.at(-1)!.id;
          yield csvChunk(rows, false);
        }
        await audit.record({
          actorUserId: actor.userId,
          action: 'orders.exported',
          target: null,
          details: { from: query.from, to: query.to, status: query.status ?? null, orders },
          ip: actor.ip,
          requestId: actor.requestId,
        });
      }
      const status = query.status ? `-${query.status}` : '';
      return { fileName: `Pesanan-${query.from}-sd-${query.to}${status}.csv`, chunks: chunks() };
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

    /**
     * The daily low-stock mail (decision 044): on the first call at or after LOW_STOCK_MAIL_HOUR_WIB of a WIB day,
     * one mail to the owner listing every switched-on variant of a listed product at or below its product's
     * threshold, queued in the outbox in the transaction that records the day's run. Of several instances calling
     * at once, one records the day and the others do nothing; with nothing low, the day is recorded and no mail goes.
     */
    async mailLowStockIfDue(): Promise<'not_yet' | 'done_already' | 'nothing_low' | 'queued'> {
      const now = clock.now();
      const hour = Number(wibTimestamp(now).slice(11, 13));
      if (hour < LOW_STOCK_MAIL_HOUR_WIB) return 'not_yet';
      const day = wibDay(now);
      if (await repo.ranOn(LOW_STOCK_JOB, day)) return 'done_already';
      const outcome = await db.transaction().execute(async (trx) => {
        if (!(await repo.claimDay(LOW_STOCK_JOB, day, now.toISOString(), 'nothing low', trx))) {
          return 'done_already' as const;
        }
        const low = await repo.lowStock(trx);
        const to = ownerEmail ?? (await repo.firstAdminEmail(trx));
        if (low.length === 0 || !to) return 'nothing_low' as const;
        const items = low.map((v) => {
          const label = variantLabel([v.option1, v.option2, v.option3]);
          return {
            title: label ? `${v.name} — ${label}` : v.name,
            sku: v.sku,
            stock: v.stock,
            threshold: v.low_stock_threshold,
          };
        });
        const date = wibDate(now);
        const subject = `Stok menipis: ${items.length} varian (${date})`;
        const intro = `Varian berikut stoknya di bawah atau sama dengan batas stok menipis produknya, per ${date} pukul ${wibTimestamp(now).slice(11, 16)} WIB:`;
        const text = [
          intro,
          '',
          ...items.map((i) => `- ${i.title}${i.sku ? ` (SKU ${i.sku})` : ''}: stok ${i.stock}, batas ${i.threshold}`),
          '',
          'Ubah stok di halaman Produk atau impor lembar stok di halaman Stok & CSV.',
        ].join('\n');
        const html = [
          `<p>${escapeHtml(intro)}</p>`,
          '<table cellpadding="6" style="border-collapse:collapse">',
          '<tr><th align="left">Produk</th><th align="left">SKU</th><th align="right">Stok</th><th align="right">Batas</th></tr>',
          ...items.map(
            (i) =>
              `<tr><td>${escapeHtml(i.title)}</td><td>${escapeHtml(i.sku ?? '')}</td><td align="right">${i.stock}</td><td align="right">${i.threshold}</td></tr>`,
          ),
          '</table>',
          '<p>Ubah stok di halaman Produk atau impor lembar stok di halaman Stok &amp; CSV.</p>',
        ].join('\n');
        await outbox.enqueue({ template: 'low_stock_daily', to, language: 'id', subject, text, html }, trx);
        await repo.setOutcome(LOW_STOCK_JOB, day, `mailed ${items.length} variants`, trx);
        return 'queued' as const;
      });
      if (outcome === 'queued') outbox.kick();
      return outcome;
    },
  };
}
export type StocktakeService = ReturnType<typeof stocktakeService>;
