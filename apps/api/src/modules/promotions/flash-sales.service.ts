import { variantLabel, type AdminFlashSale, type FlashSaleInput, type FlashSaleStatus } from '@boneka/shared';
import { toBool, type Db, type Executor } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, conflict } from '../../lib/errors.js';
import type { AuditService } from '../audit/audit.service.js';
import type { FlashSaleItemRow, FlashSalesRepo } from './flash-sales.repo.js';

type SaleRow = NonNullable<Awaited<ReturnType<FlashSalesRepo['find']>>>;

const notFound = () => new AppError(404, 'NOT_FOUND', 'Flash sale tidak ditemukan.');
const started = (name: string) =>
  conflict('FLASH_SALE_STARTED', `Flash sale ${name} sudah dimulai: hanya bisa diakhiri, tidak bisa diubah.`, {});
const invalid = (path: string, message: string) =>
  new AppError(422, 'VALIDATION_ERROR', message, { details: [{ path, message }] });

export function flashSaleStatus(sale: Pick<SaleRow, 'starts_at' | 'ends_at' | 'ended_early_at'>, now: Date) {
  const t = now.getTime();
  const status: FlashSaleStatus =
    sale.ended_early_at !== null || Date.parse(sale.ends_at) <= t
      ? 'ended'
      : Date.parse(sale.starts_at) > t
        ? 'scheduled'
        : 'running';
  return status;
}

/**
 * Flash sales (issue 44, decision 062): the owner sets a price for the first N units of chosen variants between a
 * start and an end. A sale may change or be deleted only before it starts; it may be ended early any time. A
 * variant is in at most one sale at a time, so a line's flash price is never ambiguous. Every change is audited
 * and marks the products changed, so their pages are made again.
 */
export function flashSalesService(deps: { db: Db; repo: FlashSalesRepo; audit: AuditService; clock: Clock }) {
  const { db, repo, audit, clock } = deps;

  const itemOf = (row: FlashSaleItemRow) => ({
    flash_sale_item_id: row.id,
    variant_id: row.variant_id,
    product_id: row.product_id,
    product_name: row.product_name,
    variant_label: variantLabel([row.option1, row.option2, row.option3]),
    normal_price: row.normal_price,
    price: row.price,
    quota: row.quota,
    sold: row.sold,
  });

  async function present(rows: readonly SaleRow[], ex: Executor = db): Promise<AdminFlashSale[]> {
    const items = await repo.itemsOf(
      rows.map((r) => r.id),
      ex,
    );
    const now = clock.now();
    return rows.map((sale) => ({
      flash_sale_id: sale.id,
      name: sale.name,
      starts_at: sale.starts_at,
      // Ended early: the end is when the owner ended it.
      ends_at: sale.ended_early_at ?? sale.ends_at,
      status: flashSaleStatus(sale, now),
      items: items.filter((i) => i.flash_sale_id === sale.id).map(itemOf),
      created_at: sale.created_at,
      updated_at: sale.updated_at,
    }));
  }

  async function load(id: number, ex: Executor = db): Promise<SaleRow> {
    const sale = await repo.find(id, ex);
    if (!sale) throw notFound();
    return sale;
  }
  const one = async (id: number, ex: Executor = db) => (await present([await load(id, ex)], ex))[0]!;

  /** The body's variants exist and can be sold, each price under its normal price, no variant in another sale. */
  async function check(input: FlashSaleInput, except: number | null, ex: Executor) {
    if (Date.parse(input.ends_at) <= clock.now().getTime())
      throw invalid('ends_at', 'Waktu berakhir sudah lewat. Pilih waktu yang akan datang.');
    const variants = new Map(
      (
        await repo.variants(
          input.items.map((i) => i.variant_id),
          ex,
        )
      ).map((v) => [v.id, v]),
    );
    input.items.forEach((item, i) => {
      const variant = variants.get(item.variant_id);
      if (!variant || !toBool(variant.is_active) || !toBool(variant.product_active))
        throw invalid(`items.${i}.variant_id`, 'Varian tidak ditemukan atau sedang tidak dijual.');
      if (item.price >= variant.price)
        throw invalid(`items.${i}.price`, 'Harga flash sale harus lebih murah dari harga normal.');
    });
    const clash = await repo.overlapping(
      input.items.map((i) => i.variant_id),
      input.starts_at,
      input.ends_at,
      except,
      ex,
    );
    if (clash !== undefined)
      throw conflict('FLASH_SALE_OVERLAP', 'Varian ini sudah ada di flash sale lain pada waktu yang sama.', {
        variant_id: clash,
      });
    return [...variants.values()].map((v) => v.product_id);
  }

  const track = (actor: Actor, action: string, id: number, details: Record<string, unknown>, ex: Executor) =>
    audit.record(
      {
        actorUserId: actor.userId,
        action,
        target: `flash_sale:${id}`,
        details,
        ip: actor.ip,
        requestId: actor.requestId,
      },
      ex,
    );
  const summary = (input: FlashSaleInput) => ({
    name: input.name,
    starts_at: input.starts_at,
    ends_at: input.ends_at,
    items: input.items,
  });
  const productsOf = async (id: number, ex: Executor) => (await repo.itemsOf([id], ex)).map((i) => i.product_id);

  return {
    async list(): Promise<AdminFlashSale[]> {
      return present(await repo.list());
    },
    get: (id: number) => one(id),

    async create(input: FlashSaleInput, actor: Actor): Promise<AdminFlashSale> {
      return db.transaction().execute(async (trx) => {
        const products = await check(input, null, trx);
        const now = clock.now().toISOString();
        const id = await repo.insert(
          { name: input.name, starts_at: input.starts_at, ends_at: input.ends_at, created_at: now, updated_at: now },
          trx,
        );
        await repo.replaceItems(id, input.items, trx);
        await repo.touchProducts(products, now, trx);
        await track(actor, 'flash_sale.create', id, { after: summary(input) }, trx);
        return one(id, trx);
      });
    },

    async update(id: number, input: FlashSaleInput, actor: Actor): Promise<AdminFlashSale> {
      return db.transaction().execute(async (trx) => {
        const before = await load(id, trx);
        const now = clock.now();
        if (flashSaleStatus(before, now) !== 'scheduled') throw started(before.name);
        const products = [...(await productsOf(id, trx)), ...(await check(input, id, trx))];
        const at = now.toISOString();
        const sale = { name: input.name, starts_at: input.starts_at, ends_at: input.ends_at, updated_at: at };
        if (!(await repo.update(id, sale, at, trx))) throw started(before.name);
        await repo.replaceItems(id, input.items, trx);
        await repo.touchProducts(products, at, trx);
        await track(actor, 'flash_sale.update', id, { before: { name: before.name }, after: summary(input) }, trx);
        return one(id, trx);
      });
    },

    /** "Akhiri sekarang": the normal prices are back at once; orders placed keep their flash price. */
    async end(id: number, actor: Actor): Promise<AdminFlashSale> {
      return db.transaction().execute(async (trx) => {
        const before = await load(id, trx);
        const now = clock.now().toISOString();
        if (!(await repo.end(id, now, trx)))
          throw conflict('FLASH_SALE_STARTED', `Flash sale ${before.name} sudah berakhir.`, {});
        await repo.touchProducts(await productsOf(id, trx), now, trx);
        await track(actor, 'flash_sale.end', id, { name: before.name }, trx);
        return one(id, trx);
      });
    },

    async remove(id: number, actor: Actor): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await load(id, trx);
        const now = clock.now().toISOString();
        const products = await productsOf(id, trx);
        if (!(await repo.remove(id, now, trx))) throw started(before.name);
        await repo.touchProducts(products, now, trx);
        await track(actor, 'flash_sale.delete', id, { name: before.name }, trx);
      });
    },
  };
}
export type FlashSalesService = ReturnType<typeof flashSalesService>;
