import { PRODUCT_SHEET_COLUMNS, type ProductSheetApplied, type ProductSheetPreview } from '@boneka/shared';
import { isUniqueViolation, type Db } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { putTogether, type Storage } from '../../lib/storage.js';
import { wibDay } from '../../lib/wib.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { SheetPhotoWrite } from '../catalog/product-sheet-writes.js';
import type { Cell } from '../exports/csv-cells.js';
import { readPhotoZip } from './photo-zip.js';
import { readProductSheet, type SheetPlan, type SheetReading } from './product-sheet-reader.js';
import type { ProductSheetRepo, SheetProductRow } from './product-sheet.repo.js';
import { sheetCsv, sheetRecords, sheetXlsx } from './sheet-files.js';
import { canonicalOf, partsChanged } from './sheet-product.js';

/** What the owner uploads: the sheet, and the photos' ZIP when the sheet names new photos. */
export interface SheetUpload {
  sheet: Buffer;
  fileName: string;
  photos?: Buffer;
}

export interface ProductSheetDeps {
  db: Db;
  repo: ProductSheetRepo;
  catalog: Pick<CatalogService, 'writeSheetProduct' | 'encodePhoto'>;
  storage: Storage;
  audit: AuditService;
  clock: Clock;
}

const HEADER = PRODUCT_SHEET_COLUMNS.map((c) => c.header);
const yesNo = (flag: boolean) => (flag ? 'Ya' : 'Tidak');

/** A product's rows in the sheet: its cells on the first row, the variant's on every row (decision 065). */
function productRows(p: SheetProductRow, slugOf: ReadonlyMap<number, string>): Cell[][] {
  return p.variants.map((v, i) => {
    const first = i === 0;
    const values = [v.option1, v.option2, v.option3];
    const option = (n: number): Cell[] => [
      first ? (p.options[n]?.name ?? null) : null,
      n < p.options.length ? values[n] : null,
    ];
    return [
      p.id,
      null,
      first ? p.name : null,
      first ? p.description : null,
      first && p.category_id !== null ? (slugOf.get(p.category_id) ?? null) : null,
      ...option(0),
      ...option(1),
      ...option(2),
      v.sku,
      v.price,
      v.stock,
      v.weight_grams,
      yesNo(v.is_active),
      first ? p.photos.map((photo) => `/uploads/${photo.image}`).join(' | ') : null,
    ];
  });
}

const staleSheet = () =>
  new AppError(
    409,
    'STALE_SHEET',
    'Sebagian produk berubah sejak berkas dibaca: tidak ada yang diterapkan. Unggah berkasnya lagi.',
  );

/**
 * The products sheet (issue 44, decision 065): the listed products exported as CSV or XLSX, and a sheet of the same
 * columns previewed with every wrong row named, then applied whole in one transaction or not at all.
 */
export function productSheetService({ db, repo, catalog, storage, audit, clock }: ProductSheetDeps) {
  async function read(upload: SheetUpload): Promise<SheetReading> {
    const records = await sheetRecords(upload.sheet);
    const photos = upload.photos ? readPhotoZip(upload.photos) : new Map<string, Buffer>();
    const [products, categories, skuOwners] = await Promise.all([
      repo.listedProducts(),
      repo.categories(),
      repo.skuOwners(),
    ]);
    return readProductSheet(records, { products, categories, skuOwners }, new Set(photos.keys()));
  }

  const previewOf = (reading: SheetReading, fileName: string): ProductSheetPreview => ({
    file_name: fileName.slice(0, 200),
    rows: reading.rows,
    products: reading.products,
    unchanged: reading.unchanged,
    changes: reading.plans.map((plan) => ({
      row: plan.row,
      action: plan.before ? 'update' : 'create',
      product_id: plan.before?.id ?? null,
      name: plan.name,
      parts: plan.before ? plan.parts : [],
      variants: plan.variants.length,
      new_photos: plan.photos.filter((p) => 'zipName' in p).length,
    })),
    problems: reading.problems,
    can_apply: reading.problems.length === 0 && reading.plans.length > 0,
  });

  /** The ZIP's photos the plans add, re-encoded by the upload pipeline and stored, one copy per product. */
  async function storePhotos(plans: readonly SheetPlan[], zip: Buffer | undefined, stored: string[]) {
    const files = zip ? readPhotoZip(zip) : new Map<string, Buffer>();
    const encoded = new Map<string, Awaited<ReturnType<typeof catalog.encodePhoto>>>();
    const photosOf: SheetPhotoWrite[][] = [];
    for (const plan of plans) {
      const writes: SheetPhotoWrite[] = [];
      for (const photo of plan.photos) {
        if ('imageId' in photo) {
          writes.push(photo);
          continue;
        }
        if (!encoded.has(photo.zipName))
          encoded.set(photo.zipName, await catalog.encodePhoto(files.get(photo.zipName)!));
        const { image, thumbnail } = encoded.get(photo.zipName)!;
        const [imageKey, thumbnailKey] = await putTogether(storage, 'products', [image, thumbnail]);
        stored.push(imageKey!, thumbnailKey!);
        writes.push({ stored: { image: imageKey!, thumbnail: thumbnailKey! } });
      }
      photosOf.push(writes);
    }
    return photosOf;
  }

  return {
    /** Reads the sheet (and the ZIP) against the shop and says what applying it would do; writes nothing. */
    async preview(upload: SheetUpload): Promise<ProductSheetPreview> {
      return previewOf(await read(upload), upload.fileName);
    },

    /**
     * Reads the sheet again and applies it whole, in one transaction: every product it creates or changes, or — a
     * wrong row, a product changed meanwhile, an SKU taken meanwhile — nothing. One audit entry says how many.
     */
    async apply(upload: SheetUpload, actor: Actor): Promise<ProductSheetApplied> {
      const reading = await read(upload);
      if (reading.problems.length > 0) {
        throw new AppError(
          422,
          'SHEET_HAS_PROBLEMS',
          `Ada ${reading.problems.length} kesalahan di berkas: perbaiki lalu unggah lagi. Tidak ada yang diterapkan.`,
          { body: { problems: reading.problems } },
        );
      }
      if (reading.plans.length === 0) throw new AppError(422, 'NOTHING_TO_APPLY', 'Berkas ini tidak mengubah apa pun.');
      // Old products in id order, then the new ones: two writers of several products lock them in the same order.
      const plans = [...reading.plans].sort(
        (a, b) => (a.before?.id ?? Number.MAX_SAFE_INTEGER) - (b.before?.id ?? Number.MAX_SAFE_INTEGER),
      );
      const stored: string[] = [];
      const dropped: string[] = [];
      const applied: ProductSheetApplied = {
        created: plans.filter((p) => !p.before).length,
        updated: plans.filter((p) => p.before).length,
        unchanged: reading.unchanged,
        photos: 0,
      };
      try {
        const photosOf = await storePhotos(plans, upload.photos, stored);
        applied.photos = stored.length / 2;
        await db.transaction().execute(async (trx) => {
          for (const [i, plan] of plans.entries()) {
            const before = plan.before;
            const check = async () => {
              const [now] = before ? await repo.productsNow([before.id], trx) : [];
              if (before && (!now || partsChanged(canonicalOf(now), canonicalOf(before)).length > 0))
                throw staleSheet();
            };
            const written = await catalog.writeSheetProduct(
              { ...plan, productId: before?.id ?? null, photos: photosOf[i]! },
              trx,
              check,
            );
            dropped.push(...written.droppedFiles);
          }
          await audit.record(
            {
              actorUserId: actor.userId,
              action: 'product.sheet_applied',
              target: null,
              details: { file_name: upload.fileName.slice(0, 200), ...applied, rows: reading.rows },
              ip: actor.ip,
              requestId: actor.requestId,
            },
            trx,
          );
        });
      } catch (error) {
        for (const key of stored) await storage.remove(key).catch(() => undefined);
        if (isUniqueViolation(error)) throw staleSheet();
        throw error;
      }
      for (const key of dropped) await storage.remove(key).catch(() => undefined);
      return applied;
    },

    /** Every listed product, one row per variant, in the columns the import reads. */
    async exportSheet(format: 'csv' | 'xlsx'): Promise<{ fileName: string; body: string | Buffer }> {
      const [products, categories] = await Promise.all([repo.listedProducts(), repo.categories()]);
      const slugOf = new Map(categories.map((c) => [c.id, c.slug]));
      const rows = products.flatMap((p) => productRows(p, slugOf));
      const fileName = `Produk-${wibDay(clock.now())}.${format}`;
      return { fileName, body: format === 'csv' ? sheetCsv(HEADER, rows) : await sheetXlsx(HEADER, rows) };
    },
  };
}
export type ProductSheetService = ReturnType<typeof productSheetService>;
