import type { CartItem, CartProduct, Variant } from '@boneka/shared';
import type { AmountLine } from '@boneka/shared/order-amounts';
import { flashRunning, linePrice } from '@boneka/shared/promotions';
import type { CheckoutLine, LineRef } from '@/lib/checkout-data';

/** A cart line as the checkout orders it. */
export const cartLine = (item: CartItem): Extract<CheckoutLine, { kind: 'cart' }> => ({ ...item, kind: 'cart' });

/** The product a "Beli Sekarang" line is of, as its page has it: every category it is in (a voucher may be limited). */
export type BuyNowProduct = Omit<CartProduct, 'category_ids'> & { categories: readonly { category_id: number }[] };

/**
 * A "Beli Sekarang" line: one variant of the product straight to the checkout, not through the cart, priced and
 * stocked as that variant.
 */
export function buyNowLine(product: BuyNowProduct, variant: Variant, quantity: number): CheckoutLine {
  const { product_id, name, description, image_url, category } = product;
  const category_ids = product.categories.map((c) => c.category_id);
  return {
    kind: 'buy-now',
    product_id,
    variant_id: variant.variant_id,
    quantity,
    // The price in force (a sale's, decision 046): the order is refused with the price now if it ended meanwhile.
    product: {
      product_id,
      name,
      description,
      price: variant.sale?.price ?? variant.price,
      stock: variant.stock,
      image_url,
      category,
      category_ids,
    },
    variant: {
      variant_id: variant.variant_id,
      label: variant.label,
      sku: variant.sku,
      available: variant.is_active,
      weight_grams: variant.weight_grams,
      sale: variant.sale,
      wholesale: variant.wholesale,
      flash: variant.flash,
    },
  };
}

/** Which line this is, and nothing else: what a draft keeps of it. */
export const lineRef = (line: LineRef): LineRef =>
  line.kind === 'cart'
    ? { kind: 'cart', cart_item_id: line.cart_item_id }
    : { kind: 'buy-now', variant_id: line.variant_id };

/** A line's identity among the checkout's lines (a React key, a draft's match). */
export const lineKey = (line: LineRef) =>
  line.kind === 'cart' ? `cart:${line.cart_item_id}` : `buy-now:${line.variant_id}`;

/**
 * What lines add up from (orderAmounts): each one's price in force and the normal price it is set against, its
 * quantity, its grosir tiers and its flash sale while that runs at `now` (an offer not yet started or over is left
 * out), and what a voucher limited to some products or categories needs to know of it.
 */
export const amountLines = (
  lines: readonly Pick<CartItem, 'product_id' | 'product' | 'variant' | 'quantity'>[],
  now: number = Date.now(),
): AmountLine[] =>
  lines.map((line) => ({
    price: line.product.price,
    normal_price: line.variant.sale?.normal_price ?? line.product.price,
    quantity: line.quantity,
    wholesale: line.variant.wholesale ?? [],
    flash: flashRunning(line.variant.flash, now) ? line.variant.flash : null,
    product_id: line.product_id,
    category_ids: line.product.category_ids ?? [],
  }));

/** One line's unit price and where it comes from, by the same rule as the sum (orderAmounts). */
export const linePriceOf = (
  line: Pick<CartItem, 'product_id' | 'product' | 'variant' | 'quantity'>,
  now = Date.now(),
) => linePrice(amountLines([line], now)[0]!);
