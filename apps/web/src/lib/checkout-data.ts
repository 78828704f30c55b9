import type { CartItem } from '@boneka/shared';
import type { Voucher } from '@boneka/shared/vouchers';

const CHECKOUT_DATA_KEY = 'checkoutData';

/** What the cart hands to the checkout page (sessionStorage 'checkoutData'); the server re-checks all of it. */
export type CheckoutData = {
  selectedItems: CartItem[];
  subtotal: number;
  discount: number;
  total: number;
  appliedVoucher: Voucher | null;
};

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
    return value && Array.isArray(value.selectedItems) ? (value as CheckoutData) : null;
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
