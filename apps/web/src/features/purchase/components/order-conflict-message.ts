import type { CartItem } from '@boneka/shared';
import { conflictFacts, ORDER_RECHECK_CODES } from '@boneka/shared/conflicts';
import { formatRupiah } from '@boneka/shared/money';
import { isApiError, type ApiError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n/i18n';
import '@/lib/i18n/messages/promotions';

/** A 409 after which the checkout fetches prices, shipping and the voucher again before another try. */
export function isRecheckConflict(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 409 && (ORDER_RECHECK_CODES as ReadonlySet<string>).has(error.code);
}

/**
 * The order's 409 answers told in the shopper's language from the facts in the body (the product's name from the
 * order's own lines); the code's own sentence (lib/error-text.ts) when a fact is missing, never the server's
 * Indonesian one. Null for any other error.
 */
export function orderConflictMessage(
  error: unknown,
  t: Translate,
  lines: readonly Pick<CartItem, 'product_id' | 'product'>[],
): string | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const nameOf = (productId: number | undefined) =>
    lines.find((line) => line.product_id === productId)?.product.name ?? null;
  switch (error.code) {
    case 'PRICE_CHANGED': {
      const facts = conflictFacts('PRICE_CHANGED', error);
      const name = nameOf(facts?.product_id);
      return facts && name
        ? t('checkout.priceChanged', { name, price: formatRupiah(facts.price) })
        : t('conflict.priceChanged');
    }
    case 'SHIPPING_CHANGED': {
      const cost = conflictFacts('SHIPPING_CHANGED', error)?.shipping_cost;
      return cost === undefined
        ? t('conflict.shippingChanged')
        : t('checkout.shippingChanged', { cost: formatRupiah(cost) });
    }
    case 'DISCOUNT_CHANGED': {
      const facts = conflictFacts('DISCOUNT_CHANGED', error);
      return facts
        ? t('checkout.discountChanged', { amount: formatRupiah(facts.voucher_discount) })
        : t('conflict.discountChanged');
    }
    case 'FLASH_SALE_SOLD_OUT': {
      const facts = conflictFacts('FLASH_SALE_SOLD_OUT', error);
      const name = nameOf(facts?.product_id);
      if (!facts || !name) return t('promo.flashSoldOutPlain');
      const price = formatRupiah(facts.price);
      return facts.remaining > 0
        ? t('promo.flashSoldOutLeft', { name, count: facts.remaining, price })
        : t('promo.flashSoldOut', { name, price });
    }
    case 'SHIPPING_DISCOUNT_CHANGED': {
      const facts = conflictFacts('SHIPPING_DISCOUNT_CHANGED', error);
      return facts
        ? t('promo.shippingDiscountChanged', { amount: formatRupiah(facts.shipping_discount) })
        : t('promo.shippingDiscountChangedPlain');
    }
    case 'INSUFFICIENT_STOCK': {
      const facts = conflictFacts('INSUFFICIENT_STOCK', error);
      const name = nameOf(facts?.product_id);
      if (!name) return t('checkout.stockShort');
      if (facts?.available === undefined) return t('checkout.stockShortName', { name });
      return facts.available > 0
        ? t('checkout.stockLeft', { name, count: facts.available })
        : t('checkout.stockOut', { name });
    }
    case 'REQUEST_IN_PROGRESS':
      return t('conflict.requestInProgress');
    default:
      return null;
  }
}
