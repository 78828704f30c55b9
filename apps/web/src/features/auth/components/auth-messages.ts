import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import type { MessageKey, Translate } from '@/lib/i18n/i18n';

/** The auth page's error text: a 409 in our words, else the server's message, else a text for the kind of failure. */
export function authErrorText(error: unknown, t: Translate, fallback: MessageKey = 'auth.msg.genericError'): string {
  if (isApiError(error) && error.status >= 500) return t('auth.msg.serverError');
  return errorText(error, t, t(fallback));
}
