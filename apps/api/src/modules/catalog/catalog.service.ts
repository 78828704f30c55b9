import type { z } from 'zod';
import { LOW_STOCK_THRESHOLD_DEFAULT } from '@boneka/shared';
import type {
  AdminProduct,
  AdminProductDetail,
  AdminProductListQuery,
  Product,
  ProductBody,
  ProductDetail,
  ProductListQuery,
} from '@boneka/shared';
import type { Db, Executor } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { encodeProductImage } from '../../lib/images.js';
import { putTogether, type Storage } from '../../lib/storage.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CatalogRepo, ProductCardRow, ProductFilter } from './catalog.repo.js';
import { catalogShows } from './catalog.cache.js';
import type { CatalogParts, VariantOffersPort } from './catalog-parts.js';
import { unprocessable } from './catalog.errors.js';
import { EVERYTHING } from '../../db/change-tags.js';
import { productGallery } from './product-gallery.js';
import { SaleHorizon, toDetail, toProduct, variantSalesOf } from './product-presenter.js';
import { productVariants } from './product-variants.js';
import { productStockSheet } from './stock-sheet.js';
import { productSheetWrites } from './product-sheet-writes.js';
import { searchTokens } from './search-terms.js';

export { publicUrl, SaleHorizon, toProduct } from './product-presenter.js';

type ProductInput = z.output<typeof ProductBody>;
type ListQuery = z.output<typeof ProductListQuery>;
type AdminListQuery = z.output<typeof AdminProductListQuery>;

/**
 * "Best Seller" (docs/design.md §5): the top tenth of the listed products by units sold in orders of the last 30 days
 * that were not cancelled, and only with a handful of sales — a shop with little trade has none.
 */
const BEST_SELLER_WINDOW_DAYS = 30;
const BEST_SELLER_SHARE = 0.1;
const BEST_SELLER_MIN_UNITS = 5;
/** The best sellers are read at most this often, and this soon after a sale by themselves (`noticeWrite`). */
const BEST_SELLER_REFRESH_MS = 1000;
/** With no sale meanwhile, the window's sliding is taken in after this long. */
const BEST_SELLER_MAX_AGE_MS = 60_000;

/** The catalogue: public reads, and the admin's writes (each audit-logged). */
export interface CatalogServiceOptions {
  /** The best sellers were read again and are not the list read before: pages showing them are out of date. */
  bestSellersChanged?: (before: readonly number[], after: readonly number[]) => void;
  /** Harga grosir and flash sales on the variants (modules/promotions): product pages show them. */
  offers?: VariantOffersPort;
}

export function catalogService(
  db: Db,
  repo: CatalogRepo,
  storage: Storage,
  audit: AuditService,
  clock: Clock,
  options: CatalogServiceOptions = {},
) {
  /**
   * The best sellers as last read (docs/design.md §5's badge), and when by the shop's clock. Summing 30 days of sales is the
   * costliest read of a product page; each sale used to make every page that was being rendered read it again.
   * Now it is read at most once a BEST_SELLER_REFRESH_MS, by one request for all that want it at that moment, and
   * kept until a sale or a listing change may have moved it (`noticeWrite`, which also reads it again a moment
   * later by itself) or the window has slid for a minute. A badge is neither a price nor a stock: a second late is
   * what docs/design.md §7 allows a ranking (decision 014).
   */
  let bestSellersHeld: { ids: number[]; key: string; at: number } | undefined;
  let bestSellersMoved = false;
  let bestSellersReading: Promise<number[]> | undefined;
  /** A read of the best sellers due after a sale (`noticeWrite`). */
  let bestSellersDue: ReturnType<typeof setTimeout> | undefined;
  const bestSellerInputs = new Set(catalogShows.bestSellers());
  function readBestSellersNow(): Promise<number[]> {
    bestSellersReading ??= (async () => {
      bestSellersMoved = false;
      const now = clock.now().getTime();
      const since = new Date(now - BEST_SELLER_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString();
      const listed = Math.ceil((await repo.countListed()) * BEST_SELLER_SHARE);
      const ids = (await repo.unitsSoldSince(since, BEST_SELLER_MIN_UNITS, listed)).map((r) => r.product_id);
      const key = ids.join(',');
      if (bestSellersHeld && key !== bestSellersHeld.key) options.bestSellersChanged?.(bestSellersHeld.ids, ids);
      bestSellersHeld = { ids, key, at: now };
      return ids;
    })().finally(() => (bestSellersReading = undefined));
    return bestSellersReading;
  }
  function readBestSellersLater() {
    if (bestSellersDue) return;
    bestSellersDue = setTimeout(() => {
      void readBestSellersNow()
        .catch(() => undefined)
        .finally(() => (bestSellersDue = undefined));
    }, BEST_SELLER_REFRESH_MS);
    bestSellersDue.unref();
  }
  async function readBestSellers(): Promise<number[]> {
    const held = bestSellersHeld;
    const age = held ? clock.now().getTime() - held.at : Number.POSITIVE_INFINITY;
    if (held && age < BEST_SELLER_REFRESH_MS) {
      if (bestSellersMoved) readBestSellersLater();
      return held.ids;
    }
    if (held && !bestSellersMoved && age < BEST_SELLER_MAX_AGE_MS) return held.ids;
    return readBestSellersNow();
  }
  async function storeImage(data: Buffer) {
    const { image, thumbnail } = await encodeProductImage(data);
    const [imageKey, thumbnailKey] = await putTogether(storage, 'products', [image, thumbnail]);
    return { image: imageKey!, thumbnail: thumbnailKey! };
  }
  async function dropFiles(keys: readonly (string | null | undefined)[]) {
    for (const key of new Set(keys)) if (key) await storage.remove(key);
  }
  async function load(id: number): Promise<ProductCardRow> {
    const row = await repo.findActive(id);
    if (!row) throw notFound('Product');
    return row;
  }
  async function loadDetail(id: number, hidden = false, horizon?: SaleHorizon): Promise<ProductDetail> {
    const row = await repo.detail(id, hidden);
    if (!row) throw notFound('Product');
    const at = clock.now();
    const offers = await options.offers?.of(
      row.variants.map((v) => v.id),
      at,
    );
    return toDetail(row, at, horizon, offers);
  }
  /** Products as cards show them now; `horizon` learns when one of their sales starts or ends. */
  const cards = (rows: readonly ProductCardRow[], horizon?: SaleHorizon) => {
    const at = clock.now();
    return rows.map((row) => toProduct(row, at, horizon));
  };
  const track = (actor: Actor, action: string, productId: number, details: Record<string, unknown>) =>
    audit.record({
      actorUserId: actor.userId,
      action,
      target: `product:${productId}`,
      details,
      ip: actor.ip,
      requestId: actor.requestId,
    });
  const summary = (row: Pick<ProductCardRow, 'name' | 'price' | 'stock' | 'description'>) => ({
    name: row.name,
    price: row.price,
    stock: row.stock,
    description: row.description,
  });
  const loadAdminDetail = async (id: number): Promise<AdminProductDetail> => {
    const detail = await loadDetail(id, true);
    return { ...detail, low_stock_threshold: (await repo.lowStockThreshold(id, db)) ?? LOW_STOCK_THRESHOLD_DEFAULT };
  };
  const parts: CatalogParts = {
    db,
    repo,
    storage,
    clock,
    track,
    loadDetail,
    loadAdminDetail,
    dropFiles,
    offers: options.offers,
  };

  return {
    ...productVariants(parts),
    ...productGallery(parts),
    ...productStockSheet(parts),
    ...productSheetWrites(parts),
    async list(query: ListQuery, horizon?: SaleHorizon): Promise<{ products: Product[]; total: number }> {
      if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
        throw badRequest('INVALID_PRICE_RANGE', 'Harga minimum tidak boleh lebih besar dari harga maksimum.', [
          { path: 'minPrice', message: 'Must not exceed maxPrice' },
        ]);
      }
      const filter: ProductFilter = {
        minPrice: query.minPrice,
        maxPrice: query.maxPrice,
        category: query.category || undefined,
        option: query.option ? query.option.toLowerCase() : undefined,
        inStock: query.in_stock || undefined,
      };
      if (query.search) {
        filter.tokens = searchTokens(query.search);
        if (filter.tokens.length === 0) return { products: [], total: 0 };
      }
      const { rows, total } = await repo.page(filter, query.sort, query.limit, (query.page - 1) * query.limit);
      return { products: cards(rows, horizon), total };
    },
    async search(text: string, limit: number, horizon?: SaleHorizon): Promise<Product[]> {
      const tokens = searchTokens(text);
      if (tokens.length === 0) return [];
      return cards(await repo.search(tokens, limit), horizon);
    },
    /** A listed product as lists show it (cart, orders, reviews, link previews). */
    async get(id: number): Promise<Product> {
      return toProduct(await load(id), clock.now());
    },
    /** A listed product's page: with its options, variants, gallery and categories. */
    detail: (id: number, horizon?: SaleHorizon): Promise<ProductDetail> => loadDetail(id, false, horizon),
    /** The owner's view of a product, listed or hidden, with its low-stock threshold. */
    adminDetail: loadAdminDetail,
    /**
     * A write was committed (here or, through Redis, elsewhere): when it may have moved the best sellers, they are
     * read again within BEST_SELLER_REFRESH_MS, so that the pages showing them are dropped if they did move even
     * when nothing asks for the list meanwhile (every cached page shows it).
     */
    noticeWrite(tags: readonly string[]) {
      if (!tags.some((tag) => tag === EVERYTHING || bestSellerInputs.has(tag))) return;
      bestSellersMoved = true;
      if (bestSellersHeld) readBestSellersLater();
    },
    /** Stops the read `noticeWrite` put off (the app is closing). */
    close() {
      clearTimeout(bestSellersDue);
    },
    bestSellers: readBestSellers,
    /** Every product a shopper can open, with when it last changed; hidden products are left out. */
    listedProducts: () => repo.listedIds(),
    /** Reserves stock inside the order's transaction; false when there is not enough. */
    takeStock: (productId: number, quantity: number, ex: Executor) => repo.takeStock(productId, quantity, ex),
    /** Gives reserved stock back (cancel, expiry) inside the same transaction as the state change. */
    returnStock: (productId: number, quantity: number, ex: Executor) => repo.returnStock(productId, quantity, ex),
    /**
     * Brings the product's price, price_max, stock, variant_count, search words and picture in line with its
     * variants and gallery. Every write of a product's variants calls it in its own transaction (decision 033).
     */
    refreshTotals: (productId: number, ex: Executor) => repo.refreshTotals(productId, ex),
    /** Keeps the product's rating totals in step with its reviews; call inside the review's transaction. */
    adjustRating(productId: number, ratingDelta: number, countDelta: number, ex: Executor) {
      return repo.adjustRating(productId, ratingDelta, countDelta, ex);
    },
    /**
     * A product with its one default variant (its price and stock, the default weight) and its picture as the
     * gallery's cover, in the category named or the default one.
     */
    async create(input: ProductInput, image: Buffer | undefined, actor: Actor | null): Promise<Product> {
      const stored = image ? await storeImage(image) : undefined;
      const now = clock.now().toISOString();
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          const category =
            input.category_id === undefined
              ? await repo.defaultCategory(now, trx)
              : await repo.category(input.category_id, trx);
          if (!category) {
            throw unprocessable('CATEGORY_NOT_FOUND', 'Kategori tidak ditemukan.', {
              details: [{ path: 'category_id', message: 'Unknown category' }],
            });
          }
          const productId = await repo.insert(
            {
              name: input.name,
              description: input.description,
              price: input.price,
              price_max: input.price,
              stock: input.stock,
              variant_count: 1,
              ...(input.low_stock_threshold !== undefined ? { low_stock_threshold: input.low_stock_threshold } : {}),
              image: stored?.image ?? null,
              thumbnail: stored?.thumbnail ?? null,
              category_id: category.id,
              category_name: category.name_id,
              created_at: now,
              updated_at: now,
            },
            trx,
          );
          await repo.insertVariant(
            { product_id: productId, price: input.price, stock: input.stock, created_at: now, updated_at: now },
            trx,
          );
          if (stored) await repo.insertImages(productId, [stored], 0, now, trx);
          await repo.addCategory(productId, category.id, trx);
          return productId;
        });
      } catch (error) {
        if (stored) await dropFiles([stored.image, stored.thumbnail]);
        throw error;
      }
      const row = await load(id);
      if (actor) await track(actor, 'product.create', id, { after: summary(row) });
      return toProduct(row, clock.now());
    },
    /**
     * The owner's edit of the product's fields. Price and stock belong to its variant when it has one; with
     * several, each has its own (PUT /:id/variants), and a price or stock other than the totals is refused.
     * `image` replaces the cover photo; `removeImage` drops it (the next photo becomes the cover); neither keeps it.
     */
    async update(
      id: number,
      input: ProductInput,
      change: { image?: Buffer; removeImage?: boolean },
      actor: Actor,
    ): Promise<Product> {
      const stored = change.image ? await storeImage(change.image) : undefined;
      const now = clock.now().toISOString();
      let result: { before: ProductCardRow; replaced: (string | null)[] };
      try {
        result = await db.transaction().execute(async (trx) => {
          const locked = await repo.lockProduct(id, trx);
          const before = locked?.active ? await repo.findActive(id, trx) : undefined;
          if (!before) throw notFound('Product');
          const variants = await repo.variantsOf(id, trx);
          if (variants.length === 1) {
            // Only what the owner changed is written: a stock edit must not drop every page sorted or filtered by
            // price from the read cache (db/change-tags.ts names the columns an update sets).
            const [variant] = variants;
            const changes = {
              ...(variant!.price !== input.price ? { price: input.price } : {}),
              ...(variant!.stock !== input.stock ? { stock: input.stock } : {}),
            };
            if (Object.keys(changes).length > 0)
              await repo.updateVariant(variant!.id, { ...changes, updated_at: now }, trx);
          } else if (input.price !== before.price || input.stock !== before.stock) {
            throw unprocessable('HAS_VARIANTS', 'Harga dan stok produk ini diatur per varian.', {
              details: [
                ...(input.price !== before.price ? [{ path: 'price', message: 'Set per variant' }] : []),
                ...(input.stock !== before.stock ? [{ path: 'stock', message: 'Set per variant' }] : []),
              ],
            });
          }
          const replaced: (string | null)[] = [];
          if (stored || change.removeImage) {
            const [cover] = await repo.imagesOf(id, trx);
            if (cover) replaced.push(cover.image, cover.thumbnail);
            if (stored && cover) await repo.replaceImageFiles(cover.id, stored, trx);
            else if (stored) await repo.insertImages(id, [stored], 0, now, trx);
            else if (cover) await repo.deleteImage(cover.id, trx);
            if (cover && !stored) await repo.renumberImages(id, trx);
          }
          await repo.refreshTotals(id, trx, {
            ...(before.name !== input.name ? { name: input.name } : {}),
            ...(before.description !== input.description ? { description: input.description } : {}),
            ...(input.low_stock_threshold !== undefined ? { low_stock_threshold: input.low_stock_threshold } : {}),
            updated_at: now,
          });
          return { before, replaced };
        });
      } catch (error) {
        if (stored) await dropFiles([stored.image, stored.thumbnail]);
        throw error;
      }
      await dropFiles(result.replaced);
      const after = await load(id);
      await track(actor, 'product.update', id, { before: summary(result.before), after: summary(after) });
      return toProduct(after, clock.now());
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
      const now = clock.now();
      return {
        products: rows.map((row) => ({
          ...toProduct(row, now),
          hidden,
          updated_at: row.updated_at,
          low_stock_threshold: Number(row.low_stock_threshold),
          variant_sales: variantSalesOf(row, now),
        })),
        total,
      };
    },
    /**
     * "Tampilkan lagi": a hidden product is listed again with everything it had (its reviews and orders never left);
     * 404 when it is not hidden.
     */
    async showAgain(id: number, actor: Actor): Promise<Product> {
      if (!(await repo.showAgain(id, clock.now().toISOString()))) throw notFound('Hidden product');
      const row = await load(id);
      await track(actor, 'product.show', id, { after: summary(row) });
      return toProduct(row, clock.now());
    },
    /**
     * A product that was ever ordered is hidden (order history keeps pointing at it); otherwise it is destroyed
     * with its variants and its gallery.
     */
    async remove(id: number, actor: Actor): Promise<{ hidden: boolean }> {
      const before = await load(id);
      const { hidden, files } = await db.transaction().execute(async (trx) => {
        if (await repo.everOrdered(id, trx)) {
          await repo.update(id, { is_active: false, updated_at: clock.now().toISOString() }, trx);
          return { hidden: true, files: [] };
        }
        const gallery = await repo.galleryFiles(id, trx);
        await repo.remove(id, trx);
        return { hidden: false, files: gallery };
      });
      if (!hidden) await dropFiles([...files, before.image, before.thumbnail]);
      await track(actor, hidden ? 'product.hide' : 'product.delete', id, { before: summary(before) });
      return { hidden };
    },
  };
}
export type CatalogService = ReturnType<typeof catalogService>;
