import type { Order } from '@boneka/shared';
import { isOrderEvent, type OrderEvent } from '@boneka/shared/orders';
import type { MessageKey } from '@/lib/i18n/i18n';

type HistoryEntry = Order['history'][number];

/** A person's words for each move of the state machine (packages/shared/src/orders.ts `ORDER_TRANSITIONS`). */
const EVENT_LABELS: Record<OrderEvent, MessageKey> = {
  proof_uploaded: 'orderEvent.proofUploaded',
  cancelled_by_customer: 'orderEvent.cancelledByCustomer',
  payment_confirmed: 'orderEvent.paymentConfirmed',
  payment_rejected: 'orderEvent.paymentRejected',
  status_processing: 'orderEvent.processing',
  status_shipped: 'orderEvent.shipped',
  status_delivered: 'orderEvent.delivered',
  courier_delivered: 'orderEvent.courierDelivered',
  received_by_customer: 'orderEvent.receivedByCustomer',
  auto_completed: 'orderEvent.autoCompleted',
  complaint_filed: 'orderEvent.complaintFiled',
  complaint_refunded: 'orderEvent.complaintRefunded',
  complaint_partly_refunded: 'orderEvent.complaintPartlyRefunded',
  complaint_declined: 'orderEvent.complaintDeclined',
  return_requested: 'orderEvent.returnRequested',
  return_shipped: 'orderEvent.returnShipped',
  return_received: 'orderEvent.returnReceived',
  resi_changed: 'orderEvent.resiChanged',
  shipment_booked: 'orderEvent.shipmentBooked',
  shipment_cancelled: 'orderEvent.shipmentCancelled',
  cancelled_by_admin: 'orderEvent.cancelledByShop',
  expired: 'orderEvent.expired',
  cod_lapsed: 'orderEvent.codLapsed',
  gateway_paid: 'orderEvent.gatewayPaid',
  gateway_failed: 'orderEvent.gatewayFailed',
  paid_after_cancel: 'orderEvent.paidAfterCancel',
  refund_recorded: 'orderEvent.refundRecorded',
  gateway_refunded: 'orderEvent.gatewayRefunded',
  gateway_partially_refunded: 'orderEvent.gatewayPartiallyRefunded',
  cancel_requested: 'orderEvent.cancelRequested',
  cancel_request_accepted: 'orderEvent.cancelRequestAccepted',
  cancel_request_declined: 'orderEvent.cancelRequestDeclined',
};

/** One step of the order's history, named by its event; a paid order the shop cancels is refunded too. */
export function historyLabel(entry: HistoryEntry): MessageKey {
  if (entry.event === 'created') return 'orderEvent.created';
  if (!isOrderEvent(entry.event)) return 'orderEvent.updated';
  if (entry.event === 'cancelled_by_admin' && entry.payment_status === 'refunded') return 'orderEvent.refunded';
  return EVENT_LABELS[entry.event];
}
