import { linePrice, type LinePrice, type PriceTerms } from './promotions.js';
import { shippingDiscount, voucherCovers, voucherDiscount, type Voucher } from './vouchers.js';

/**
 * What one line of a cart, a checkout or an order adds up from: the price in force and its offers (a grosir tier, a
 * running flash sale; promotions.ts), how many, and what a voucher limited to some products needs to know of it.
 */
export interface AmountLine extends PriceTerms {
  product_id?: number;
  category_ids?: readonly number[];
}

export interface PricedLine extends LinePrice {
  quantity: number;
  /** unit_price × quantity. */
  subtotal: number;
}

export interface OrderAmounts {
  /** Each line's one unit price and where it comes from, in the order given. */
  lines: PricedLine[];
  subtotal: number;
  /** What the voucher takes off the goods it covers (0 without one, below its minimum spend, or Gratis Ongkir). */
  discount: number;
  /** The chosen courier's cost; null while none is chosen (the cart, a checkout without an address). */
  shipping: number | null;
  /** What Gratis Ongkir takes off the courier's cost, up to its cap (0 while the cost is unknown). */
  shipping_discount: number;
  /** Of `subtotal`, what the voucher covers (all of it unless the voucher is limited to some products). */
  covered: number;
  /** What the shopper pays: subtotal + shipping − discount − shipping_discount (shipping counted 0 while unknown). */
  total: number;
}

type Terms = Voucher | Omit<Voucher, 'code'>;

/**
 * The one sum of an order, for the cart, the checkout and the order placement alike: what the browser shows is what
 * the server charges (decision 061). Each line gets one unit price (`linePrice`: the price in force, a grosir tier or
 * a flash sale, the lowest); a voucher counts only the lines it covers, for its minimum spend and its discount; Gratis
 * Ongkir comes off the courier's cost. The server reaches the figures from its own prices, offers and the voucher it
 * checked; the browser only repeats them to answer quickly (docs/design.md §4).
 */
export function orderAmounts(
  lines: readonly AmountLine[],
  shipping: number | null = null,
  voucher: Terms | null = null,
): OrderAmounts {
  const priced = lines.map((line): PricedLine => {
    const price = linePrice(line);
    return { ...price, quantity: line.quantity, subtotal: price.unit_price * line.quantity };
  });
  const subtotal = priced.reduce((sum, line) => sum + line.subtotal, 0);
  const covered = voucher
    ? priced.reduce((sum, line, i) => (voucherCovers(voucher.scope, lines[i]!) ? sum + line.subtotal : sum), 0)
    : subtotal;
  const discount = voucherDiscount(voucher, covered);
  const shippingOff = shippingDiscount(voucher, covered, shipping);
  return {
    lines: priced,
    subtotal,
    discount,
    shipping,
    shipping_discount: shippingOff,
    covered,
    total: subtotal + (shipping ?? 0) - discount - shippingOff,
  };
}

/** Whether a voucher limited to some products covers any of these lines (else it is refused as not applicable). */
export const voucherCoversAny = (voucher: Terms | null | undefined, lines: readonly AmountLine[]) =>
  !voucher?.scope || lines.some((line) => voucherCovers(voucher.scope, line));
