import { COURIER_NAMES, type Order } from '@boneka/shared';
import {
  needsOnlinePayment,
  needsPaymentUpload,
  ORDER_STATUSES,
  orderStateOf,
  PAYMENT_STATUSES,
  type OrderState,
  type OrderStatus,
  type PaymentStatus,
} from '@boneka/shared/orders';

/** The state-machine view of an order (packages/shared decides every button from it). */
export const orderState = (order: Order): OrderState =>
  orderStateOf({
    ...order,
    complaint: order.complaint?.status ?? null,
    return_state: order.complaint?.return?.status ?? null,
  });

/** What the courier last said went wrong with the parcel, flagged for the shopper and the owner alike. */
export function parcelProblem(order: Order): 'returned' | 'lost' | null {
  const state = order.tracking.state;
  return state === 'returned' || state === 'lost' ? state : null;
}

/**
 * When the order is cancelled unless paid (or, for a transfer, a proof uploaded): its `expires_at`, 2 hours after a
 * new buyer placed it and 24 otherwise (decision 027). Null when nothing runs out: COD, a proof waiting for the shop,
 * an order paid or closed. The same orders the server's sweep cancels (orders.repo `expiredCandidates`).
 */
export function paymentDeadline(order: Order): string | null {
  const state = orderState(order);
  const awaited = state.status === 'pending' && (needsPaymentUpload(state) || needsOnlinePayment(state));
  return awaited ? order.expires_at : null;
}

/** An unknown status shows as pending, an unknown payment status as unpaid, as the earlier shop did. */
export function knownStatus(status: string): OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'pending';
}

export function knownPaymentStatus(status: string): PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(status) ? (status as PaymentStatus) : 'unpaid';
}

export function itemCount(order: Order): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

/** An order stores the courier's code ('sicepat'); people read its name ('SiCepat'). */
export function courierName(code: string): string {
  return (COURIER_NAMES as Readonly<Record<string, string>>)[code.toLowerCase()] ?? code.toUpperCase();
}

const CHANNEL_NAMES: Readonly<Record<string, string>> = {
  qris: 'QRIS',
  gopay: 'GoPay',
  shopeepay: 'ShopeePay',
  credit_card: 'Kartu kredit',
  mandiri_bill: 'Mandiri Bill',
  akulaku: 'Akulaku',
  kredivo: 'Kredivo',
};

/** How Midtrans says the shopper paid ('bca_va', 'qris'), as people read it ('BCA Virtual Account', 'QRIS'). */
export function channelName(type: string): string {
  const va = /^([a-z]+)_va$/.exec(type);
  if (va) return `${va[1]!.toUpperCase()} Virtual Account`;
  return CHANNEL_NAMES[type] ?? type;
}

/** A phone number as WhatsApp's links want it: digits only, Indonesia's 62 in front ('0812…' → '62812…'). */
export function whatsappNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const national = digits.startsWith('62') ? digits.slice(2) : digits.startsWith('0') ? digits.slice(1) : digits;
  return /^8\d{7,12}$/.test(national) ? `62${national}` : null;
}
