import type { CartItem } from '@boneka/shared';
import type { Voucher } from '@boneka/shared/vouchers';

const CHECKOUT_DATA_KEY = 'checkoutData';

/**
 * Which line of an order a checkout line is: a line of the cart, or "Beli Sekarang", one variant straight from the
 * product page, which never went through the cart (the order then leaves the cart as it is).
 */
export type LineRef = { kind: 'cart'; cart_item_id: number } | { kind: 'buy-now'; variant_id: number };

/** A line about to be ordered: its variant, that variant's price and stock as last read, and where it comes from. */
export type CheckoutLine = Omit<CartItem, 'cart_item_id'> & LineRef;

/**
 * What the cart or the product page hands to the checkout page (sessionStorage 'checkoutData'); the server re-checks
 * all of it. No totals: the checkout works them out from these lines and the voucher, as the server does.
 */
export type CheckoutData = {
  selectedItems: CheckoutLine[];
  appliedVoucher: Voucher | null;
};

/** A stored line the checkout can use: it names its variant (lines from before variants do not) and its kind. */
type StoredLine = { variant_id?: unknown; kind?: unknown; cart_item_id?: unknown } | null;
const isCheckoutLine = (line: StoredLine): line is CheckoutLine =>
  !!line &&
  typeof line.variant_id === 'number' &&
  (line.kind === 'buy-now' || (line.kind === 'cart' && typeof line.cart_item_id === 'number'));

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
    const value = JSON.parse(raw) as { selectedItems?: unknown; appliedVoucher?: Voucher | null } | null;
    if (!value || !Array.isArray(value.selectedItems)) return null;
    // Lines stored by an older page (a tab left open across an upgrade) lack a variant or a kind: they go back
    // through the cart.
    const selectedItems = (value.selectedItems as StoredLine[]).filter(isCheckoutLine);
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
  lines: Array<LineRef & { quantity: number }>;
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
