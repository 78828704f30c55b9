/**
 * What a guest asked for on a product page before being sent to sign in: put in the cart, or bought now. Kept in
 * this tab's sessionStorage and taken out by the product page once the shopper is back signed in, so that it is
 * done once. An intent older than half an hour is forgotten: a shopper who wandered off is not surprised later.
 */
export type PurchaseIntent = {
  productId: number;
  /** The variant chosen on the page; none from a catalogue card (a product with one variant). */
  variantId?: number;
  quantity: number;
  buyNow: boolean;
};

const PURCHASE_INTENT_KEY = 'purchaseIntent';
const LIFETIME_MS = 30 * 60_000;

export function rememberPurchase(intent: PurchaseIntent): void {
  try {
    window.sessionStorage.setItem(PURCHASE_INTENT_KEY, JSON.stringify({ ...intent, at: Date.now() }));
  } catch {
    // Storage unavailable: after signing in the shopper taps the button again.
  }
}

/** The intent for this product, taken out of storage; null when there is none for it. */
export function takePurchase(productId: number): PurchaseIntent | null {
  let stored: Partial<PurchaseIntent & { at: number }> | null;
  try {
    stored = JSON.parse(window.sessionStorage.getItem(PURCHASE_INTENT_KEY) ?? 'null') as typeof stored;
  } catch {
    stored = null;
  }
  if (stored?.productId !== productId) return null;
  window.sessionStorage.removeItem(PURCHASE_INTENT_KEY);
  const fresh = typeof stored.at === 'number' && Date.now() - stored.at <= LIFETIME_MS;
  const quantity = stored.quantity;
  if (!fresh || typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  const variantId = Number.isInteger(stored.variantId) ? stored.variantId : undefined;
  return { productId, variantId, quantity, buyNow: stored.buyNow === true };
}
