import type { MessageKey, Translate } from '@/lib/i18n/i18n';

/** What each mail template is, to whom (apps/api: order-mails.tsx and the account mails of the auth module). */
const KINDS: Readonly<Record<string, MessageKey>> = {
  order_placed: 'adminNotifications.template.order_placed',
  proof_received: 'adminNotifications.template.proof_received',
  payment_confirmed: 'adminNotifications.template.payment_confirmed',
  payment_rejected: 'adminNotifications.template.payment_rejected',
  shipped: 'adminNotifications.template.shipped',
  delivered: 'adminNotifications.template.delivered',
  cancelled: 'adminNotifications.template.cancelled',
  cancel_request_accepted: 'adminNotifications.template.cancel_request_accepted',
  cancel_request_declined: 'adminNotifications.template.cancel_request_declined',
  owner_new_order: 'adminNotifications.template.owner_new_order',
  owner_proof_uploaded: 'adminNotifications.template.owner_proof_uploaded',
  owner_online_payment: 'adminNotifications.template.owner_online_payment',
  owner_refund_due: 'adminNotifications.template.owner_refund_due',
  owner_gateway_refund: 'adminNotifications.template.owner_gateway_refund',
  owner_cancel_requested: 'adminNotifications.template.owner_cancel_requested',
  signup_code: 'adminNotifications.template.signup_code',
  account_exists: 'adminNotifications.template.account_exists',
  password_reset_code: 'adminNotifications.template.password_reset_code',
  password_changed: 'adminNotifications.template.password_changed',
  low_stock_daily: 'adminNotifications.template.low_stock_daily',
};

/** The kind of a message in words ("Ke pemilik toko: pesanan baru"), never its template key. */
export function notificationKind(template: string, t: Translate): string {
  const key = KINDS[template];
  return key ? t(key) : t('adminNotifications.template.other', { name: template.replace(/_+/g, ' ') });
}
