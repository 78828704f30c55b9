import type { AuditLogEntry } from '@boneka/shared';
import type { MessageKey, Translate } from '@/lib/i18n/i18n';

/** A sentence per action the server audits (apps/api: catalog, orders, payments, auth services). */
const SENTENCES: Readonly<Record<string, MessageKey>> = {
  'product.create': 'adminAudit.product.create',
  'product.update': 'adminAudit.product.update',
  'product.hide': 'adminAudit.product.hide',
  'product.show': 'adminAudit.product.show',
  'product.delete': 'adminAudit.product.delete',
  'product.variants_saved': 'adminAudit.product.variants_saved',
  'product.variant_updated': 'adminAudit.product.variant_updated',
  'product.images_added': 'adminAudit.product.images_added',
  'product.images_reordered': 'adminAudit.product.images_reordered',
  'product.image_deleted': 'adminAudit.product.image_deleted',
  'product.categories': 'adminAudit.product.categories',
  'stock.import_applied': 'adminAudit.stock.import_applied',
  'orders.exported': 'adminAudit.orders.exported',
  'category.create': 'adminAudit.category.create',
  'category.update': 'adminAudit.category.update',
  'category.reorder': 'adminAudit.category.reorder',
  'category.delete': 'adminAudit.category.delete',
  'category.add_products': 'adminAudit.category.add_products',
  'voucher.create': 'adminAudit.voucher.create',
  'voucher.update': 'adminAudit.voucher.update',
  'voucher.pause': 'adminAudit.voucher.pause',
  'voucher.resume': 'adminAudit.voucher.resume',
  'voucher.end': 'adminAudit.voucher.end',
  'review.reply': 'adminAudit.review.reply',
  'review.reply_edit': 'adminAudit.review.reply_edit',
  'review.reply_removed': 'adminAudit.review.reply_removed',
  'question.answer': 'adminAudit.question.answer',
  'question.answer_edit': 'adminAudit.question.answer_edit',
  'question.hide': 'adminAudit.question.hide',
  'question.show': 'adminAudit.question.show',
  'order.payment_confirmed': 'adminAudit.order.payment_confirmed',
  'order.payment_rejected': 'adminAudit.order.payment_rejected',
  'order.status_processing': 'adminAudit.order.status_processing',
  'order.status_shipped': 'adminAudit.order.status_shipped',
  'order.status_delivered': 'adminAudit.order.status_delivered',
  'order.cancelled_by_admin': 'adminAudit.order.cancelled_by_admin',
  'order.refund_recorded': 'adminAudit.order.refund_recorded',
  'order.cancel_request_accepted': 'adminAudit.order.cancel_request_accepted',
  'order.cancel_request_declined': 'adminAudit.order.cancel_request_declined',
  'order.amount_checked': 'adminAudit.order.amount_checked',
  'payment.midtrans.settlement': 'adminAudit.midtrans.settlement',
  'payment.midtrans.capture': 'adminAudit.midtrans.capture',
  'payment.midtrans.pending': 'adminAudit.midtrans.pending',
  'payment.midtrans.deny': 'adminAudit.midtrans.deny',
  'payment.midtrans.cancel': 'adminAudit.midtrans.cancel',
  'payment.midtrans.expire': 'adminAudit.midtrans.expire',
  'payment.midtrans.failure': 'adminAudit.midtrans.failure',
  'payment.midtrans.refund': 'adminAudit.midtrans.refund',
  'payment.midtrans.partial_refund': 'adminAudit.midtrans.partial_refund',
  'payment.midtrans.refused': 'adminAudit.midtrans.refused',
  'payment.midtrans.needs_check': 'adminAudit.midtrans.needs_check',
  'auth.login': 'adminAudit.auth.login',
  'auth.login_failed': 'adminAudit.auth.login_failed',
  'auth.logout': 'adminAudit.auth.logout',
  'auth.register': 'adminAudit.auth.register',
  'auth.register_existing': 'adminAudit.auth.register_existing',
  'auth.otp_failed': 'adminAudit.auth.otp_failed',
  'auth.otp_burned': 'adminAudit.auth.otp_burned',
  'auth.email_verified': 'adminAudit.auth.email_verified',
  'auth.password_reset_requested': 'adminAudit.auth.password_reset_requested',
  'auth.reset_code_failed': 'adminAudit.auth.reset_code_failed',
  'auth.reset_code_burned': 'adminAudit.auth.reset_code_burned',
  'auth.password_reset': 'adminAudit.auth.password_reset',
  'auth.refresh_reuse': 'adminAudit.auth.refresh_reuse',
  'auth.admin_created': 'adminAudit.auth.admin_created',
  'auth.admin_reset': 'adminAudit.auth.admin_reset',
  'profile.update': 'adminAudit.profile.update',
  'profile.image_uploaded': 'adminAudit.profile.image_uploaded',
  'profile.image_deleted': 'adminAudit.profile.image_deleted',
};

/** An action the web has no sentence for yet, said in words: `order.status_returned` → "status returned". */
const spelledOut = (action: string) => action.replace(/^(order|payment\.midtrans)\./, '').replace(/[._]+/g, ' ');

function targetText(entry: AuditLogEntry, t: Translate): string {
  if (entry.target_name) return entry.target_name;
  const [kind, id] = entry.target?.split(':') ?? [];
  if (kind === 'user' && id) return t('adminAudit.user', { id });
  return id ? `#${id}` : (entry.target ?? t('adminAudit.unknownAccount'));
}

function actorText(entry: AuditLogEntry, t: Translate): string {
  if (entry.actor_name) return entry.actor_name;
  return entry.actor_user_id === null ? t('adminAudit.system') : t('adminAudit.user', { id: entry.actor_user_id });
}

/** What happened, as a sentence the owner reads: "Produk Teddy disembunyikan oleh Admin". */
export function auditEntryText(entry: AuditLogEntry, t: Translate): string {
  const key =
    SENTENCES[entry.action] ??
    (entry.action.startsWith('order.')
      ? 'adminAudit.order.other'
      : entry.action.startsWith('payment.midtrans.')
        ? 'adminAudit.midtrans.other'
        : 'adminAudit.other');
  return t(key, { target: targetText(entry, t), actor: actorText(entry, t), what: spelledOut(entry.action) });
}
