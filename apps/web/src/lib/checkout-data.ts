import type { CartItem, CartProduct, Variant } from '@boneka/shared';
import type { Voucher } from '@boneka/shared/vouchers';

const CHECKOUT_DATA_KEY = 'checkoutData';

/**
 * What the cart hands to the checkout page (sessionStorage 'checkoutData'); the server re-checks all of it. No
 * totals: the checkout works them out from these lines and the voucher, as the server does.
 */
export type CheckoutData = {
  selectedItems: CartItem[];
  appliedVoucher: Voucher | null;
};

/**
 * A "Beli Sekarang" line: one variant of the product straight to the checkout, not through the cart, priced and
 * stocked as that variant. It has no cart line; its id is the variant's, negated, so that it can never be taken
 * for one.
 */
export function buyNowLine(product: CartProduct, variant: Variant, quantity: number): CartItem {
  const { product_id, name, description, image_url, category } = product;
  return {
    cart_item_id: -variant.variant_id,
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

export function saveCheckoutData(data: CheckoutData): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_DATA_KEY, JSON.stringify(data));
  } catch {
    // Storage unavailable: the checkout page finds nothing and sends the shopper back to the cart.
  }
}

export function readCheckoutData(): CheckoutData | null {
  try {
    const raw = window.sessionStorage.getItem(CHECKOUT_DATA_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CheckoutData> | null;
    if (!value || !Array.isArray(value.selectedItems)) return null;
    // Lines stored before variants (a tab left open across the upgrade) name none: they go back through the cart.
    const selectedItems = value.selectedItems.filter((line) => line && typeof line.variant_id === 'number');
    return selectedItems.length > 0 ? { appliedVoucher: value.appliedVoucher ?? null, selectedItems } : null;
  } catch {
    return null;
  }
}

export function clearCheckoutData(): void {
  try {
    window.sessionStorage.removeItem(CHECKOUT_DATA_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

const PENDING_ORDER_KEY = 'pendingOrder';

/** The checkout's unsent choices, kept while the shopper edits an address on /profile and comes back. */
export type PendingOrderDraft = {
  lines: Array<{ cart_item_id: number; quantity: number }>;
  addressId: number | null;
  shippingKey: string | null;
  paymentMethod: string;
  voucher: Voucher | null;
  notes: string;
};

export function savePendingOrder(draft: PendingOrderDraft): void {
  try {
    window.sessionStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(draft));
  } catch {
    // Storage unavailable: the checkout starts again from the cart's hand-off.
  }
}

export function readPendingOrder(): PendingOrderDraft | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_ORDER_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingOrderDraft> | null;
    return value && Array.isArray(value.lines) ? (value as PendingOrderDraft) : null;
  } catch {
    return null;
  }
}

export function clearPendingOrder(): void {
  try {
    window.sessionStorage.removeItem(PENDING_ORDER_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** Whether the cart left something under 'checkoutData' at all (readable or not). */
export function hasStoredCheckoutData(): boolean {
  try {
    return window.sessionStorage.getItem(CHECKOUT_DATA_KEY) !== null;
  } catch {
    return false;
  }
}
