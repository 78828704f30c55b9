import { isApiError } from '@/lib/api-client';
import type { Translate } from '@/lib/i18n/i18n';

/** The shop's cap on one product per order (422 ORDER_LINE_LIMIT), said with its number in the shopper's language. */
function lineLimitReason(error: unknown, t: Translate): string | null {
  if (!isApiError(error) || error.code !== 'ORDER_LINE_LIMIT') return null;
  const limit = error.body?.limit;
  return typeof limit === 'number' ? t('cart.lineLimit', { limit }) : error.serverMessage;
}

/** A stock conflict (409) is explained best by the server, which knows what is left; anything else by us. */
const stockReason = (error: unknown) =>
  isApiError(error) && error.status === 409 && error.serverMessage ? error.serverMessage : null;

/** Why a quantity was refused (the stock or the per-order cap), else the given text. */
export function stockAwareMessage(error: unknown, fallback: string, t: Translate): string {
  return lineLimitReason(error, t) ?? stockReason(error) ?? fallback;
}

/** The spec's own words first; for a refused quantity the reason follows them. */
export function withStockReason(error: unknown, text: string, t: Translate): string {
  const reason = lineLimitReason(error, t) ?? stockReason(error);
  return reason ? `${text} ${reason}` : text;
}
