/**
 * Promotions a line's unit price comes from (issue 44, decisions 061 and 062): harga grosir (a lower price from a
 * quantity of one variant up) and a flash sale (a price for the first N units sold, between a start and an end). A
 * line gets one price, the lowest it is entitled to, never two promotions stacked on one unit. `orderAmounts`
 * (order-amounts.ts) is where the cart, the checkout and the server apply it.
 */

/** "From 3 pcs Rp 140.000": the unit price of a line of at least `min_quantity` of this variant. */
export interface WholesaleTier {
  min_quantity: number;
  price: number;
}

/** The most tiers a variant has: the marketplaces allow five. */
export const WHOLESALE_TIERS_MAX = 5;

/** A flash sale's offer on a variant, as a reply carries it: its price, its quota and how much of it is left. */
export interface FlashOffer {
  flash_sale_item_id: number;
  price: number;
  /** The normal price it is set against (the crossed-out one). */
  normal_price: number;
  quota: number;
  /** Units still sold at the flash price (quota minus units held by orders). */
  remaining: number;
  starts_at: string;
  ends_at: string;
}

/** A variant's offers beside its price: its grosir tiers, and the flash sale running or next on it. */
export interface VariantOffers {
  wholesale: WholesaleTier[];
  flash: FlashOffer | null;
}

/** Where a line's unit price comes from. */
export type PriceKind = 'normal' | 'sale' | 'wholesale' | 'flash';

/** What a line's price is made from: the price in force (a harga coret sale's, else the normal one) and the offers. */
export interface PriceTerms {
  /** Whole Rupiah per unit in force before any quantity rule (decision 046). */
  price: number;
  /** The variant's normal price; when below `price` is a sale's. Absent: `price` is the normal price. */
  normal_price?: number;
  quantity: number;
  wholesale?: readonly WholesaleTier[] | null;
  flash?: FlashOffer | null;
}

export interface LinePrice {
  unit_price: number;
  kind: PriceKind;
  /** The flash sale item whose quota the line holds at the flash price, else null. */
  flash_sale_item_id: number | null;
}

const at = (t: Date | number) => (typeof t === 'number' ? t : t.getTime());

/** Whether the flash offer is running at `t` (start inclusive, end exclusive) with any of its quota left. */
export function flashRunning(flash: FlashOffer | null | undefined, t: Date | number): flash is FlashOffer {
  if (!flash || flash.remaining <= 0) return false;
  const now = at(t);
  return Date.parse(flash.starts_at) <= now && now < Date.parse(flash.ends_at);
}

/** The grosir price for `quantity`: the tier with the largest minimum the quantity reaches, or null. */
export function wholesalePrice(tiers: readonly WholesaleTier[] | null | undefined, quantity: number): number | null {
  let best: WholesaleTier | null = null;
  for (const tier of tiers ?? []) {
    if (quantity >= tier.min_quantity && (!best || tier.min_quantity > best.min_quantity)) best = tier;
  }
  return best?.price ?? null;
}

/**
 * The one unit price of a line: the lowest of the price in force (normal or a sale's), the grosir tier the quantity
 * reaches, and a flash sale's price when the whole line fits in its remaining quota. The caller passes only a flash
 * offer that is running (`flashRunning`): the server reads it at the order's instant, the browser at its own.
 */
export function linePrice(terms: PriceTerms): LinePrice {
  const normal = terms.normal_price ?? terms.price;
  let price: LinePrice = {
    unit_price: terms.price,
    kind: terms.price < normal ? 'sale' : 'normal',
    flash_sale_item_id: null,
  };
  const grosir = wholesalePrice(terms.wholesale, terms.quantity);
  if (grosir !== null && grosir < price.unit_price)
    price = { unit_price: grosir, kind: 'wholesale', flash_sale_item_id: null };
  const flash = terms.flash;
  if (flash && flash.remaining >= terms.quantity && flash.price < price.unit_price)
    price = { unit_price: flash.price, kind: 'flash', flash_sale_item_id: flash.flash_sale_item_id };
  return price;
}

/**
 * Why a variant's grosir tiers cannot be saved, or null: each minimum at least 2 and rising, each price below the
 * variant's normal price and below the tier before it (more pieces never cost more each), at most five tiers.
 */
export function wholesaleProblem(tiers: readonly WholesaleTier[], normalPrice: number): string | null {
  if (tiers.length > WHOLESALE_TIERS_MAX) return `Paling banyak ${WHOLESALE_TIERS_MAX} tingkat harga grosir.`;
  let previous: WholesaleTier | null = null;
  for (const tier of tiers) {
    if (tier.min_quantity < 2) return 'Harga grosir berlaku mulai 2 pcs.';
    if (tier.price < 1) return 'Harga grosir minimal Rp 1.';
    if (tier.price >= normalPrice) return 'Harga grosir harus lebih murah dari harga normal.';
    if (previous && tier.min_quantity <= previous.min_quantity)
      return 'Jumlah minimum tiap tingkat grosir harus lebih besar dari tingkat sebelumnya.';
    if (previous && tier.price >= previous.price)
      return 'Harga tiap tingkat grosir harus lebih murah dari tingkat sebelumnya.';
    previous = tier;
  }
  return null;
}
