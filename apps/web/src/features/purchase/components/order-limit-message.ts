import type { CartItem } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { isApiError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n/i18n';

const whole = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);

/**
 * The shop's order limits (decisions 010 and 027) told in the shopper's language, from the numbers the server sent; null for
 * any other error, or when a number is missing (the server's own sentence is shown then).
 */
export function orderLimitMessage(
  error: unknown,
  t: Translate,
  lines: readonly Pick<CartItem, 'product_id' | 'product'>[],
): string | null {
  if (!isApiError(error)) return null;
  const limit = whole(error.body?.limit);
  switch (error.code) {
    case 'ORDER_LINE_LIMIT': {
      const line = lines.find((item) => item.product_id === error.body?.product_id);
      return limit === null || !line ? null : t('checkout.limitLine', { limit, name: line.product.name });
    }
    case 'ORDER_UNITS_LIMIT':
      return limit === null ? null : t('checkout.limitUnits', { limit });
    case 'OPEN_ORDERS_LIMIT':
      return limit === null ? null : t('checkout.limitOpenOrders', { count: whole(error.body?.open) ?? limit, limit });
    case 'OPEN_ORDERS_VALUE_LIMIT':
      return limit === null ? null : t('checkout.limitOpenValue', { amount: formatRupiah(limit) });
    case 'STOCK_ON_HOLD': {
      // Decision 027: new buyers' unpaid orders may hold only part of a product; `available` is what is left of it.
      const available = whole(error.body?.available);
      const line = lines.find((item) => item.product_id === error.body?.product_id);
      if (available === null || !line) return null;
      return available > 0
        ? t('checkout.stockOnHold', { name: line.product.name, available })
        : t('checkout.stockOnHoldNone', { name: line.product.name });
    }
    case 'TOO_MANY_ORDERS': {
      const seconds = whole(error.body?.retry_after);
      return seconds === null ? null : t('checkout.limitRate', { minutes: Math.max(1, Math.ceil(seconds / 60)) });
    }
    default:
      return null;
  }
}
