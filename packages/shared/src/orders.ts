/** The order and payment state machine (DESIGN §5). The server refuses every other move with 409. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['Transfer Bank', 'COD (Bayar di Tempat)', 'E-Wallet (OVO, GoPay, DANA)'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'Transfer Bank';
export const isCod = (method: string) => method.startsWith('COD');

/** Unpaid transfer orders with no proof are cancelled after this long (stock returns). */
export const UNPAID_ORDER_TTL_HOURS = 24;

export interface OrderState {
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: string;
  has_proof: boolean;
}

export const initialState = (method: string): Pick<OrderState, 'status' | 'payment_status'> =>
  isCod(method) ? { status: 'confirmed', payment_status: 'unpaid' } : { status: 'pending', payment_status: 'unpaid' };

const open = (s: OrderState) => s.status === 'pending' || s.status === 'confirmed';

export const canUploadProof = (s: OrderState) =>
  !isCod(s.payment_method) && open(s) && (s.payment_status === 'unpaid' || s.payment_status === 'failed');
export const canConfirmPayment = (s: OrderState) =>
  s.has_proof && s.payment_status === 'unpaid' && s.status !== 'cancelled';
export const canRejectPayment = canConfirmPayment;
export const canCustomerCancel = (s: OrderState) => open(s) && s.payment_status !== 'paid';
export const canAdminCancel = (s: OrderState) =>
  s.status === 'pending' || s.status === 'confirmed' || s.status === 'processing';
export const needsPaymentUpload = (s: OrderState) => canUploadProof(s) && !s.has_proof;

/** The admin's status moves: confirmed (COD) → processing → shipped (paid or COD) → delivered. */
export function canAdminMoveTo(s: OrderState, to: OrderStatus): boolean {
  const paidOrCod = s.payment_status === 'paid' || isCod(s.payment_method);
  if (to === 'processing') return s.status === 'confirmed' && isCod(s.payment_method);
  if (to === 'shipped') return s.status === 'processing' && paidOrCod;
  if (to === 'delivered') return s.status === 'shipped' && paidOrCod;
  return false;
}

/** Tabs of "My orders". */
export const ORDER_TABS = {
  all: () => true,
  pending: (s: Pick<OrderState, 'status'>) => s.status === 'pending' || s.status === 'confirmed',
  shipping: (s: Pick<OrderState, 'status'>) => s.status === 'processing' || s.status === 'shipped',
  completed: (s: Pick<OrderState, 'status'>) => s.status === 'delivered',
  cancelled: (s: Pick<OrderState, 'status'>) => s.status === 'cancelled',
} as const;
