import type { NotificationOutcome, NotificationStatus } from '@boneka/shared';
import type { MessageKey } from '@/lib/i18n/i18n';

export const STATUS_LABELS: Record<NotificationStatus, MessageKey> = {
  pending: 'adminNotifications.pending',
  sending: 'adminNotifications.sending',
  sent: 'adminNotifications.sent',
  failed: 'adminNotifications.failed',
  skipped: 'adminNotifications.skipped',
};
export const STATUS_TONES: Record<NotificationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-800',
  skipped: 'bg-stone-200 text-stone-800',
};
export const OUTCOME_LABELS: Record<NotificationOutcome, MessageKey> = {
  sent: 'adminNotifications.outcome.sent',
  deferred: 'adminNotifications.outcome.deferred',
  failed: 'adminNotifications.outcome.failed',
  skipped: 'adminNotifications.outcome.skipped',
  interrupted: 'adminNotifications.outcome.interrupted',
  resend: 'adminNotifications.outcome.resend',
};
