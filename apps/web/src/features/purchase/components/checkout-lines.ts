import type { CartItem, CartProduct, Variant } from '@boneka/shared';
import type { AmountLine } from '@boneka/shared/order-amounts';
import type { CheckoutLine, LineRef } from '@/lib/checkout-data';

/** A cart line as the checkout orders it. */
export const cartLine = (item: CartItem): Extract<CheckoutLine, { kind: 'cart' }> => ({ ...item, kind: 'cart' });

/**
 * A "Beli Sekarang" line: one variant of the product straight to the checkout, not through the cart, priced and
 * stocked as that variant.
 */
export function buyNowLine(product: CartProduct, variant: Variant, quantity: number): CheckoutLine {
  const { product_id, name, description, image_url, category } = product;
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
    },
    variant: {
      variant_id: variant.variant_id,
      label: variant.label,
      sku: variant.sku,
      available: variant.is_active,
      weight_grams: variant.weight_grams,
      sale: variant.sale,
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

/** What lines add up from: each one's unit price in force and its quantity. */
export const amountLines = (lines: readonly Pick<CartItem, 'product' | 'quantity'>[]): AmountLine[] =>
  lines.map((line) => ({ price: line.product.price, quantity: line.quantity }));
