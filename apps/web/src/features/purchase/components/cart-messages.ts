import { conflictFacts } from '@boneka/shared/conflicts';
import { isApiError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n/i18n';

/** The shop's cap on one product per order (422 ORDER_LINE_LIMIT), said with its number in the shopper's language. */
function lineLimitReason(error: unknown, t: Translate): string | null {
  if (!isApiError(error) || error.code !== 'ORDER_LINE_LIMIT') return null;
  const limit = error.body?.limit;
  return typeof limit === 'number' ? t('cart.lineLimit', { limit }) : error.serverMessage;
}

/**
 * A stock conflict (409 INSUFFICIENT_STOCK) told from the units the server says are left, in the shopper's
 * language: the server's own sentence is Indonesian whatever the page's language. Without that number the
 * caller's own sentence says enough (the cart's catalogue loads with the home page, so no third sentence).
 */
function stockReason(error: unknown, t: Translate, name: string): string | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const available = conflictFacts('INSUFFICIENT_STOCK', error)?.available;
  if (available === undefined) return null;
  return available > 0 ? t('cart.stockLeft', { name, count: available }) : t('cart.stockOut', { name });
}

/** Why a quantity of the named product was refused (the stock or the per-order cap), else the given text. */
export function stockAwareMessage(error: unknown, fallback: string, t: Translate, name: string): string {
  return lineLimitReason(error, t) ?? stockReason(error, t, name) ?? fallback;
}

/** The spec's own words first; for a refused quantity of the named product the reason follows them. */
export function withStockReason(error: unknown, text: string, t: Translate, name: string): string {
  const reason = lineLimitReason(error, t) ?? stockReason(error, t, name);
  return reason ? `${text} ${reason}` : text;
}
