import type { Order } from '@boneka/shared';
import type { MessageKey } from '@/lib/i18n/i18n';

type HistoryEntry = Order['history'][number];

/** A person's words for one step of the order's history, read from what changed (and by whom). */
export function historyLabel(entry: HistoryEntry): MessageKey {
  const statusChanged = entry.from_status !== entry.status;
  const paymentChanged = entry.from_payment_status !== entry.payment_status;
  if (entry.from_status === null) return 'orderEvent.created';
  if (statusChanged && entry.status === 'cancelled') {
    if (entry.actor === 'system') return entry.event === 'cod_lapsed' ? 'orderEvent.codLapsed' : 'orderEvent.expired';
    return entry.actor === 'admin' ? 'orderEvent.cancelledByShop' : 'orderEvent.cancelledByCustomer';
  }
  if (statusChanged && entry.status === 'delivered') return 'orderEvent.delivered';
  if (paymentChanged && entry.payment_status === 'paid') return 'orderEvent.paymentConfirmed';
  if (paymentChanged && entry.payment_status === 'failed') return 'orderEvent.paymentRejected';
  if (paymentChanged && entry.payment_status === 'refunded') return 'orderEvent.refunded';
  if (statusChanged && entry.status === 'processing') return 'orderEvent.processing';
  if (statusChanged && entry.status === 'shipped') return 'orderEvent.shipped';
  if (entry.event.toLowerCase().includes('proof')) return 'orderEvent.proofUploaded';
  return 'orderEvent.updated';
}
