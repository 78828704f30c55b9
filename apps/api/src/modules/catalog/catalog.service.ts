import type { z } from 'zod';
import { PRODUCT_IMAGE_PX, PRODUCT_THUMBNAIL_PX } from '@boneka/shared';
import type { AdminProduct, AdminProductListQuery, Product, ProductBody, ProductListQuery } from '@boneka/shared';
import type { Db, Executor } from '../../db/database.js';
import type { ProductRow } from '../../db/schema.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { reencodeImageSizes } from '../../lib/images.js';
import type { Storage } from '../../lib/storage.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CatalogRepo, ProductCardRow, ProductFilter } from './catalog.repo.js';
import { searchTokens } from './search-terms.js';

type ProductInput = z.output<typeof ProductBody>;
type ListQuery = z.output<typeof ProductListQuery>;
type AdminListQuery = z.output<typeof AdminProductListQuery>;

export const publicUrl = (key: string | null) => (key ? `/uploads/${key}` : null);

export function toProduct(row: ProductCardRow): Product {
  return {
    product_id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    stock: row.stock,
    image_url: publicUrl(row.image),
    thumbnail_url: publicUrl(row.thumbnail),
    category: { name: row.category_name },
    average_rating: row.review_count > 0 ? Math.round((row.rating_sum / row.review_count) * 10) / 10 : 0,
    review_count: row.review_count,
    sold_count: row.sold_count,
    created_at: row.created_at,
  };
}

/**
 * "Best Seller" (DESIGN §5): the top tenth of the listed products by units sold in orders of the last 30 days
 * that were not cancelled, and only with a handful of sales — a shop with little trade has none.
 */
const BEST_SELLER_WINDOW_DAYS = 30;
const BEST_SELLER_SHARE = 0.1;
const BEST_SELLER_MIN_UNITS = 5;

/** The catalogue: public reads, and the admin's writes (each audit-logged). */
export function catalogService(db: Db, repo: CatalogRepo, storage: Storage, audit: AuditService, clock: Clock) {
  async function storeImage(data: Buffer) {
    const [main, thumb] = await reencodeImageSizes(data, [
      { width: PRODUCT_IMAGE_PX, height: PRODUCT_IMAGE_PX, fit: 'inside' },
      { width: PRODUCT_THUMBNAIL_PX, height: PRODUCT_THUMBNAIL_PX, fit: 'cover' },
    ]);
    return {
      image: await storage.put('products', main!, 'webp'),
      thumbnail: await storage.put('products', thumb!, 'webp'),
    };
  }
  async function dropImages(row: Pick<ProductRow, 'image' | 'thumbnail'>) {
    for (const key of [row.image, row.thumbnail]) if (key) await storage.remove(key);
  }
  async function load(id: number): Promise<ProductCardRow> {
    const row = await repo.findActive(id);
    if (!row) throw notFound('Product');
    return row;
  }
  const track = (actor: Actor, action: string, productId: number, details: Record<string, unknown>) =>
    audit.record({
      actorUserId: actor.userId,
      action,
      target: `product:${productId}`,
      details,
      ip: actor.ip,
      requestId: actor.requestId,
    });
  const summary = (row: ProductCardRow) => ({
    name: row.name,
    price: row.price,
    stock: row.stock,
    description: row.description,
  });

  return {
    async list(query: ListQuery): Promise<{ products: Product[]; total: number }> {
      if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
        throw badRequest('INVALID_PRICE_RANGE', 'Harga minimum tidak boleh lebih besar dari harga maksimum.', [
          { path: 'minPrice', message: 'Must not exceed maxPrice' },
        ]);
      }
      const filter: ProductFilter = { minPrice: query.minPrice, maxPrice: query.maxPrice };
      if (query.search) {
        filter.tokens = searchTokens(query.search);
        if (filter.tokens.length === 0) return { products: [], total: 0 };
      }
      const { rows, total } = await repo.page(filter, query.sort, query.limit, (query.page - 1) * query.limit);
      return { products: rows.map(toProduct), total };
    },
    async search(text: string, limit: number): Promise<Product[]> {
      const tokens = searchTokens(text);
      if (tokens.length === 0) return [];
      return (await repo.search(tokens, limit)).map(toProduct);
    },
    async get(id: number): Promise<Product> {
      return toProduct(await load(id));
    },
    async bestSellers(): Promise<number[]> {
      const since = new Date(clock.now().getTime() - BEST_SELLER_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString();
      const listed = Math.ceil((await repo.countListed()) * BEST_SELLER_SHARE);
      const rows = await repo.unitsSoldSince(since, BEST_SELLER_MIN_UNITS, listed);
      return rows.map((r) => r.product_id);
    },
    /** Every product a shopper can open, with when it last changed; hidden products are left out. */
    listedProducts: () => repo.listedIds(),
    /** Reserves stock inside the order's transaction; false when there is not enough. */
    takeStock: (productId: number, quantity: number, ex: Executor) => repo.takeStock(productId, quantity, ex),
    /** Gives reserved stock back (cancel, expiry) inside the same transaction as the state change. */
    returnStock: (productId: number, quantity: number, ex: Executor) => repo.returnStock(productId, quantity, ex),
    /** Keeps the product's rating totals in step with its reviews; call inside the review's transaction. */
    adjustRating(productId: number, ratingDelta: number, countDelta: number, ex: Executor) {
      return repo.adjustRating(productId, ratingDelta, countDelta, ex);
    },
    async create(input: ProductInput, image: Buffer | undefined, actor: Actor | null): Promise<Product> {
      const stored = image ? await storeImage(image) : { image: null, thumbnail: null };
      const now = clock.now().toISOString();
      const id = await repo.insert({
        name: input.name,
        description: input.description,
        price: input.price,
        stock: input.stock,
        image: stored.image,
        thumbnail: stored.thumbnail,
        created_at: now,
        updated_at: now,
      });
      const row = await load(id);
      if (actor) await track(actor, 'product.create', id, { after: summary(row) });
      return toProduct(row);
    },
    /** `image` replaces the picture; `removeImage` drops it; neither keeps it. */
    async update(
      id: number,
      input: ProductInput,
      change: { image?: Buffer; removeImage?: boolean },
      actor: Actor,
    ): Promise<Product> {
      let before = await load(id);
      const stored = change.image ? await storeImage(change.image) : undefined;
      const images = stored ?? (change.removeImage ? { image: null, thumbnail: null } : {});
      // Only what the owner changed is written: a stock edit must not drop every page sorted or filtered by price
      // or matched by words from the read cache (db/change-tags.ts names the columns an update sets). A price is
      // replaced only while it is the one read (then the cache drops only the price bands between the two); if
      // another edit changed it meanwhile, this one is applied again over that.
      const fields = { name: input.name, description: input.description, price: input.price, stock: input.stock };
      let updated = false;
      for (let attempt = 0; attempt < 3 && !updated; attempt++) {
        if (attempt > 0) {
          const again = await repo.findActive(id);
          if (!again) break;
          before = again;
        }
        const changed = Object.fromEntries(
          Object.entries(fields).filter(([column, value]) => before[column as keyof typeof fields] !== value),
        );
        const values = { ...changed, ...images, updated_at: clock.now().toISOString() };
        updated = await repo.update(id, values, db, before.price);
      }
      if (!updated) {
        if (stored) await dropImages(stored);
        throw notFound('Product');
      }
      if (stored || change.removeImage) await dropImages(before);
      const after = await load(id);
      await track(actor, 'product.update', id, { before: summary(before), after: summary(after) });
      return toProduct(after);
    },
    /** The owner's products by visibility: the listed ones, or those hidden because they were ever ordered. */
    async adminList(query: AdminListQuery): Promise<{ products: AdminProduct[]; total: number }> {
      const hidden = query.status === 'hidden';
      const { rows, total } = await repo.adminPage(
        hidden,
        query.search || undefined,
        query.limit,
        (query.page - 1) * query.limit,
      );
      return { products: rows.map((row) => ({ ...toProduct(row), hidden, updated_at: row.updated_at })), total };
    },
    /**
     * "Tampilkan lagi": a hidden product is listed again with everything it had (its reviews and orders never left);
     * 404 when it is not hidden.
     */
    async showAgain(id: number, actor: Actor): Promise<Product> {
      if (!(await repo.showAgain(id, clock.now().toISOString()))) throw notFound('Hidden product');
      const row = await load(id);
      await track(actor, 'product.show', id, { after: summary(row) });
      return toProduct(row);
    },
    /** A product that was ever ordered is hidden (order history keeps pointing at it); otherwise it is destroyed. */
    async remove(id: number, actor: Actor): Promise<{ hidden: boolean }> {
      const before = await load(id);
      const hidden = await db.transaction().execute(async (trx) => {
        if (await repo.everOrdered(id, trx)) {
          await repo.update(id, { is_active: false, updated_at: clock.now().toISOString() }, trx);
          return true;
        }
        await repo.remove(id, trx);
        return false;
      });
      if (!hidden) await dropImages(before);
      await track(actor, hidden ? 'product.hide' : 'product.delete', id, { before: summary(before) });
      return { hidden };
    },
  };
}
export type CatalogService = ReturnType<typeof catalogService>;
