import { voucherDiscount, type Voucher } from './vouchers.js';

/** What one line of a cart, a checkout or an order adds up from: the unit price charged and how many. */
export interface AmountLine {
  /** Whole Rupiah per unit: the sale price while a sale runs (packages/shared/src/sale.ts), else the price. */
  price: number;
  quantity: number;
}

export interface OrderAmounts {
  subtotal: number;
  /** What the voucher takes off this subtotal (0 without one, or below its minimum spend). */
  discount: number;
  /** The chosen courier's cost; null while none is chosen (the cart, a checkout without an address). */
  shipping: number | null;
  /** What the shopper pays: subtotal + shipping − discount (shipping counted as 0 while unknown). */
  total: number;
}

/**
 * The one sum of an order, for the cart, the checkout and the order placement alike: what the browser shows is what
 * the server charges. The server reaches the same figures from its own prices and the voucher it checked; the browser
 * only repeats them to answer quickly (docs/design.md §4). The promotions that follow extend it here and nowhere else.
 */
export function orderAmounts(
  lines: readonly AmountLine[],
  shipping: number | null = null,
  voucher: Voucher | Omit<Voucher, 'code'> | null = null,
): OrderAmounts {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const discount = voucherDiscount(voucher, subtotal);
  return { subtotal, discount, shipping, total: subtotal + (shipping ?? 0) - discount };
}
