import { flashRunning, formatRupiah, type FlashOffer, type VariantOffers } from '@boneka/shared';
import type { Executor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { FlashOfferRow, OffersRepo } from './offers.repo.js';

export const flashOfferOf = (row: FlashOfferRow): FlashOffer => ({
  flash_sale_item_id: row.flash_sale_item_id,
  price: row.price,
  normal_price: row.normal_price,
  quota: row.quota,
  remaining: Math.max(0, row.quota - row.sold),
  starts_at: row.starts_at,
  ends_at: row.ends_at,
});

/** 409: the flash price's quota ran out (or the sale ended) between the shopper's look and the order. */
export const flashSoldOut = (
  title: string,
  facts: { product_id: number; variant_id: number; remaining: number; price: number },
) =>
  conflict(
    'FLASH_SALE_SOLD_OUT',
    facts.remaining > 0
      ? `Kuota flash sale ${title} tinggal ${facts.remaining}. Kurangi jumlahnya atau beli dengan harga normal.`
      : `Kuota flash sale ${title} sudah habis. Harga sekarang ${formatRupiah(facts.price)}.`,
    facts,
  );

/**
 * Harga grosir and flash sales as the catalogue, the cart and the order read them (issue 44, decisions 061, 062).
 * The price a line is charged is not decided here: `orderAmounts` (packages/shared) decides it from these offers.
 */
export function offersService(repo: OffersRepo, clock: Clock) {
  /** Every variant's offers at `at` (the flash sale running, or the next one), by variant id. */
  async function of(variantIds: readonly number[], at = clock.now(), ex?: Executor) {
    const ids = [...new Set(variantIds)];
    const [tiers, flashes] = await Promise.all([repo.wholesaleOf(ids, ex), repo.flashOf(ids, at.toISOString(), ex)]);
    const offers = new Map<number, VariantOffers>();
    const entry = (id: number) => {
      let found = offers.get(id);
      if (!found) offers.set(id, (found = { wholesale: [], flash: null }));
      return found;
    };
    for (const t of tiers) entry(t.variant_id).wholesale.push({ min_quantity: t.min_quantity, price: t.price });
    for (const f of flashes) {
      const e = entry(f.variant_id);
      if (!e.flash) e.flash = flashOfferOf(f);
    }
    return offers;
  }

  return {
    of,
    /** A listed product's variants with their flash offer now (404 when the product is not listed). */
    async ofProduct(productId: number) {
      const ids = await repo.variantIdsOf(productId);
      if (ids.length === 0) throw notFound('Product');
      const offers = await of(ids);
      return ids.map((id) => ({ variant_id: id, flash: offers.get(id)?.flash ?? null }));
    },
    /**
     * What prices these lines at `at`: each variant's offers and each product's categories (what a limited voucher
     * covers). `pricing`: an order's, so a flash sale counts only while it runs; a page shows the next one too.
     */
    async forLines(lines: readonly { variant_id: number; product_id: number }[], at = clock.now(), pricing = false) {
      const [offers, categories] = await Promise.all([
        of(
          lines.map((l) => l.variant_id),
          at,
        ),
        repo.categoriesOf(lines.map((l) => l.product_id)),
      ]);
      if (pricing) for (const entry of offers.values()) if (!flashRunning(entry.flash, at)) entry.flash = null;
      return { offers, categories };
    },
    takeQuota: (itemId: number, quantity: number, trx: Executor) =>
      repo.takeQuota(itemId, quantity, clock.now().toISOString(), trx),
    remaining: (itemId: number, ex?: Executor) => repo.remaining(itemId, ex),
    giveBack: (orderId: number, trx: Executor) => repo.giveBack(orderId, trx),
    setWholesale: repo.setWholesale,
  };
}
export type OffersService = ReturnType<typeof offersService>;
