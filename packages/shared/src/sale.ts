/**
 * Harga coret (issue 30, decision 046): a variant's sale price for a period, the price in force at an instant and
 * the percent off, as the server charges them and the pages show them. One rule for both sides: the server decides
 * what a cart line, the checkout and the order cost; the pages only repeat it.
 */

/** A variant's normal price and its sale as stored: times are ISO UTC; a start of null means "from when saved". */
export interface SaleTerms {
  price: number;
  sale_price: number | null;
  sale_starts_at: string | null;
  sale_ends_at: string | null;
}

/** A sale in force: what the shopper pays, the crossed-out price, the percent off and when the sale ends. */
export interface SaleNow {
  price: number;
  normal_price: number;
  percent_off: number;
  ends_at: string;
}

const time = (at: Date | number) => (typeof at === 'number' ? at : at.getTime());

/**
 * Whether the sale is in force at `at`: from its start minute (inclusive) to its end minute (exclusive), and only
 * while the sale price is below the normal price (a later price cut below it ends the sale by itself).
 */
export function saleInForce(terms: SaleTerms, at: Date | number): boolean {
  const { price, sale_price: salePrice, sale_starts_at: starts, sale_ends_at: ends } = terms;
  if (salePrice === null || ends === null || salePrice < 1 || salePrice >= price) return false;
  const now = time(at);
  return (starts === null || Date.parse(starts) <= now) && now < Date.parse(ends);
}

/** What one unit costs at `at`: the sale price while the sale is in force, else the normal price. */
export const priceInForce = (terms: SaleTerms, at: Date | number): number =>
  saleInForce(terms, at) ? terms.sale_price! : terms.price;

/**
 * The percent off as Indonesian shops print it on the badge ("-25%"): rounded to a whole percent, never 0 for a
 * real discount nor 100 for a price still above zero.
 */
export function percentOff(normalPrice: number, price: number): number {
  if (normalPrice <= 0 || price >= normalPrice) return 0;
  return Math.min(99, Math.max(1, Math.round(((normalPrice - price) * 100) / normalPrice)));
}

/** "-25%". */
export const discountBadge = (percent: number) => `-${percent}%`;

/** The sale in force at `at`, or null. */
export function saleNow(terms: SaleTerms, at: Date | number): SaleNow | null {
  if (!saleInForce(terms, at)) return null;
  const price = terms.sale_price!;
  return {
    price,
    normal_price: terms.price,
    percent_off: percentOff(terms.price, price),
    ends_at: terms.sale_ends_at!,
  };
}

/**
 * What a catalogue card shows: the cheapest price in force among the variants, and — when that is a sale price below
 * `cheapestNormal` (the product's cheapest normal price) — the crossed-out normal price of the same variant. Null when
 * no sale makes the product cheaper.
 */
export function cheapestSaleNow(
  variants: readonly SaleTerms[],
  at: Date | number,
  cheapestNormal = Math.min(...variants.map((v) => v.price)),
): SaleNow | null {
  let best: SaleNow | null = null;
  for (const v of variants) {
    const sale = saleNow(v, at);
    if (sale && sale.price < cheapestNormal && (!best || sale.price < best.price)) best = sale;
  }
  return best;
}

/** The sales in force on any of a product's variants, as the owner's list names them (issue 40). */
export interface VariantSales {
  /** How many variants are on sale now. */
  variants: number;
  /** The lowest sale price among them. */
  price_from: number;
  /** The first of their ends. */
  ends_at: string;
}

/**
 * Every sale in force at `at`, whether or not it makes the product cheaper than its cheapest normal price (a sale on
 * the dearest size shows on no card, yet the owner set it and must see it); null when none is.
 */
export function variantSalesNow(variants: readonly SaleTerms[], at: Date | number): VariantSales | null {
  const on = variants.filter((v) => saleInForce(v, at));
  if (on.length === 0) return null;
  return {
    variants: on.length,
    price_from: Math.min(...on.map((v) => v.sale_price!)),
    ends_at: on.map((v) => v.sale_ends_at!).reduce((first, end) => (Date.parse(end) < Date.parse(first) ? end : first)),
  };
}

/**
 * The first instant after `at` when one of these sales starts or ends (ms since the epoch), or undefined: what a
 * cached reply showing them may live until (decision 046).
 */
export function nextSaleChange(variants: readonly SaleTerms[], at: Date | number): number | undefined {
  const now = time(at);
  let next: number | undefined;
  for (const v of variants) {
    if (v.sale_price === null || v.sale_ends_at === null) continue;
    for (const edge of [v.sale_starts_at, v.sale_ends_at]) {
      const ms = edge === null ? NaN : Date.parse(edge);
      if (ms > now && (next === undefined || ms < next)) next = ms;
    }
  }
  return next;
}

// The owner's sale times are typed in WIB; wib.ts is the one place that reads and writes such a field.
export { isoToWibInput, wibInputToIso } from './wib.js';
