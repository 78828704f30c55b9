import type { AdminProductDetail, ProductDetail, VariantOffers, WholesaleTier } from '@boneka/shared';
import type { Db, Executor } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import type { Storage } from '../../lib/storage.js';
import type { CatalogRepo } from './catalog.repo.js';

/** Harga grosir and flash sales beside a variant's price (modules/promotions), as the catalogue reads and saves them. */
export interface VariantOffersPort {
  of(variantIds: readonly number[], at: Date): Promise<ReadonlyMap<number, VariantOffers>>;
  setWholesale(variantId: number, tiers: readonly WholesaleTier[], trx: Executor): Promise<void>;
}

/**
 * What the catalogue's rules for variants, photos and stock sheets (product-variants.ts, product-gallery.ts,
 * stock-sheet.ts) work with, handed to them by `catalogService`. Kept apart from catalog.service.ts, which composes
 * them: each would otherwise import the file that imports it.
 */
export interface CatalogParts {
  db: Db;
  repo: CatalogRepo;
  storage: Storage;
  clock: Clock;
  track(actor: Actor, action: string, productId: number, details: Record<string, unknown>): Promise<unknown>;
  loadDetail(id: number, hidden?: boolean): Promise<ProductDetail>;
  /** The owner's view: listed or hidden, with the product's low-stock threshold (what the owner's saves answer). */
  loadAdminDetail(id: number): Promise<AdminProductDetail>;
  dropFiles(keys: readonly (string | null | undefined)[]): Promise<void>;
  offers?: VariantOffersPort;
}
