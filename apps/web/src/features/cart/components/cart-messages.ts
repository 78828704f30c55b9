import { isApiError } from '@/lib/api-client';

/** A stock conflict (409) is explained best by the server, which knows what is left; anything else by us. */
export function stockAwareMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status === 409 && error.serverMessage ? error.serverMessage : fallback;
}

/** The spec's own words first; for a stock conflict the server's explanation follows them. */
export function withStockReason(error: unknown, text: string): string {
  return isApiError(error) && error.status === 409 && error.serverMessage ? `${text} ${error.serverMessage}` : text;
}
