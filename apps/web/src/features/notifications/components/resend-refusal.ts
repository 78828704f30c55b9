import { conflictFacts } from '@boneka/shared/conflicts';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import type { MessageKey, Translate } from '@/lib/i18n/i18n';

const REASON_TEXT: Record<'code' | 'skipped' | 'waiting', MessageKey> = {
  code: 'adminNotifications.notResendable.code',
  skipped: 'adminNotifications.notResendable.skipped',
  waiting: 'adminNotifications.notResendable.waiting',
};

/**
 * Why the shop refused to send a message again, from the facts of its 409 (packages/shared/src/conflicts.ts
 * `NOT_RESENDABLE`): a payment request names its order and what became of it since.
 */
export function resendRefusalText(error: unknown, t: Translate): string {
  const facts = isApiError(error) ? conflictFacts('NOT_RESENDABLE', error) : null;
  if (!facts) return errorText(error, t, t('adminNotifications.resendFailed'));
  if (facts.reason !== 'payment_not_owed') return t(REASON_TEXT[facts.reason]);
  const number = facts.order_number ?? '';
  if (facts.status === 'cancelled') return t('adminNotifications.notResendable.cancelled', { number });
  if (facts.payment_status === 'refunded') return t('adminNotifications.notResendable.refunded', { number });
  return t('adminNotifications.notResendable.paid', { number });
}
