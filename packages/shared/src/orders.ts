/** The order and payment state machine (decisions 006 and 016). The server refuses every other move with 409. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Paid through Midtrans Snap (docs/design.md §9): offered only when the shop has a Midtrans server key. */
export const ONLINE_PAYMENT_METHOD = 'Bayar Online (QRIS, Virtual Account, GoPay, ShopeePay)';
export const PAYMENT_METHODS = [
  'Transfer Bank',
  'COD (Bayar di Tempat)',
  'E-Wallet (OVO, GoPay, DANA)',
  ONLINE_PAYMENT_METHOD,
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'Transfer Bank';
export const isCod = (method: string) => method.startsWith('COD');
/** The payment gateway confirms these orders itself: no proof, no kode unik, no check by eye. */
export const isOnline = (method: string) => method === ONLINE_PAYMENT_METHOD;

/**
 * Kode unik (docs/design.md §9): an order paid by a transfer the shop checks against its statement (bank or e-wallet) is
 * given a code added to its total, so that no two orders still waiting for their transfer share an amount to
 * transfer and one statement line names one order. Codes come from 1–999; when every amount of that range is held,
 * from 1000–1999, and so on (decision 027). It is not revenue: reports count `total_amount`.
 */
export const UNIQUE_CODES_PER_RANGE = 999;
export const paysByTransfer = (method: string) => !isCod(method) && !isOnline(method);

/** Unpaid transfer orders with no proof are cancelled after this long (stock returns). */
export const UNPAID_ORDER_TTL_HOURS = 24;

export interface OrderState {
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: string;
  has_proof: boolean;
  /** A gateway payment arrived after the order was cancelled: the shop owes the money back. */
  refund_due?: boolean;
  /** The shopper asked to cancel while a proof waited for the shop; the owner accepts or declines (decision 032). */
  cancel_requested?: boolean;
  /**
   * A delivered order the shopper confirmed ("Pesanan Diterima") or that completed by itself; its status stays
   * `delivered`, the status spec clients know (decision 042).
   */
  completed?: boolean;
  /** The shopper's one complaint before completion: waiting for the owner's answer, or answered (decision 042). */
  complaint?: 'open' | 'answered';
  /** "Kembalikan barang" (decision 059): asked for, sent back, or received; the complaint stays open meanwhile. */
  return_state?: ReturnState;
}

export const RETURN_STATES = ['requested', 'shipped', 'received'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** What an order's state is read from, as the server stores it and as the API sends it. */
export interface OrderStateFacts {
  status: string;
  payment_status: string;
  payment_method: string;
  payment_proof: unknown;
  refund_due: boolean | number;
  cancel_requested_at: string | null;
  completed_at: string | null;
  /** The complaint's status ('open', or any answer), or null without one. */
  complaint: string | null;
  /** The return of the goods a complaint asked for ('requested', 'shipped', 'received'), or null without one. */
  return_state?: string | null;
}

/**
 * The state-machine view of an order, from the server's stored row and from the order the API sends alike: every
 * move and every button is decided from this one view (ORDER_TRANSITIONS and the helpers below).
 */
export function orderStateOf(o: OrderStateFacts): OrderState {
  return {
    status: o.status as OrderStatus,
    payment_status: o.payment_status as PaymentStatus,
    payment_method: o.payment_method,
    has_proof: o.payment_proof !== null && o.payment_proof !== undefined,
    refund_due: Boolean(o.refund_due),
    cancel_requested: o.cancel_requested_at !== null,
    completed: o.completed_at !== null,
    ...(o.complaint ? { complaint: o.complaint === 'open' ? 'open' : 'answered' } : {}),
    ...(o.return_state ? { return_state: o.return_state as ReturnState } : {}),
  };
}

/** How people name an order's state: a delivered order reads "Sampai", and "Selesai" once it completed (decision 042). */
export const statusAsRead = (status: string, completedAt: string | null): string =>
  status === 'delivered' && completedAt !== null ? 'completed' : status;

export const initialState = (method: string): Pick<OrderState, 'status' | 'payment_status'> =>
  isCod(method) ? { status: 'confirmed', payment_status: 'unpaid' } : { status: 'pending', payment_status: 'unpaid' };

const open = (s: OrderState) => s.status === 'pending' || s.status === 'confirmed';

export const canUploadProof = (s: OrderState) =>
  paysByTransfer(s.payment_method) && open(s) && (s.payment_status === 'unpaid' || s.payment_status === 'failed');
/** A proof waits for the shop's decision only while the order is open (it cannot ship unpaid). */
export const canConfirmPayment = (s: OrderState) => s.has_proof && s.payment_status === 'unpaid' && open(s);
export const canRejectPayment = canConfirmPayment;
/** Once a proof waits for the shop, a transfer may have been made: the shopper's cancel becomes a request. */
export const proofAwaitsReview = canConfirmPayment;
export const canCustomerCancel = (s: OrderState) => open(s) && s.payment_status !== 'paid' && !proofAwaitsReview(s);
export const canRequestCancel = (s: OrderState) => proofAwaitsReview(s) && !s.cancel_requested;
export const canAdminCancel = (s: OrderState) =>
  s.status === 'pending' || s.status === 'confirmed' || s.status === 'processing';
export const needsPaymentUpload = (s: OrderState) => canUploadProof(s) && !s.has_proof;
/** An online order waiting for its payment: the shopper pays through the gateway's page. */
export const needsOnlinePayment = (s: OrderState) =>
  isOnline(s.payment_method) &&
  s.status === 'pending' &&
  (s.payment_status === 'unpaid' || s.payment_status === 'failed');

/** The admin's status moves: confirmed (COD) → processing → shipped (paid or COD) → delivered. */
export function canAdminMoveTo(s: OrderState, to: OrderStatus): boolean {
  const transition = ADMIN_STATUS_MOVES[to as AdminStatusMove];
  return transition !== undefined && ORDER_TRANSITIONS[transition].allowed(s);
}

const deliveredOpen = (s: OrderState) => s.status === 'delivered' && s.completed !== true;
/**
 * The shopper confirms the parcel arrived: a shipped parcel the courier has not yet reported, or a delivered one;
 * not while their complaint waits for the shop.
 */
export const canConfirmReceipt = (s: OrderState) =>
  s.complaint !== 'open' && (s.status === 'shipped' ? paidOrCod(s) : deliveredOpen(s));
/** "Ajukan Komplain": once per order, after delivery and before it completes. */
export const canFileComplaint = (s: OrderState) => deliveredOpen(s) && s.complaint === undefined;
/** A complaint waiting for the owner; refunded only when there is a payment to refund. */
export const complaintOpen = (s: OrderState) => s.complaint === 'open' && s.status === 'delivered';
/** No return is on its way: none was asked for, or the goods are back with the shop. */
const noReturnPending = (s: OrderState) => s.return_state === undefined || s.return_state === 'received';
const complaintRefundable = (s: OrderState) => complaintOpen(s) && noReturnPending(s) && s.payment_status === 'paid';
/** "Kembalikan barang": the owner asks for the goods back before refunding (decision 059). */
export const canRequestReturn = (s: OrderState) => complaintOpen(s) && s.return_state === undefined;
/** The shopper sends the parcel back and gives its resi (again, to correct it, until it arrives). */
export const canShipReturn = (s: OrderState) =>
  complaintOpen(s) && (s.return_state === 'requested' || s.return_state === 'shipped');
/** The owner confirms what came back (even before the shopper typed a resi: a parcel can arrive first). */
export const canReceiveReturn = (s: OrderState) =>
  complaintOpen(s) && (s.return_state === 'requested' || s.return_state === 'shipped');
/** A shipped order whose resi the shop may still add or correct. */
export const canChangeResi = (s: OrderState) => s.status === 'shipped';
/** "Atur Pengiriman": an order ready to leave the shop may have its shipment booked with the courier (decision 058). */
export const canBookShipment = (s: OrderState) => s.status === 'processing' && paidOrCod(s);

/** Who moves an order: the shopper who placed it, the shop, or the server's own schedule (expiry). */
export type OrderActorRole = 'customer' | 'admin' | 'system';
/** What a move changes on the order besides its status and payment status. */
export type ProofEffect = 'attach' | 'detach';
/** A move that records money owed back to the shopper, or its return. */
export type RefundEffect = 'flag' | 'clear';
/** A move that opens the shopper's cancellation request, or answers it. */
export type CancelRequestEffect = 'open' | 'close';

export interface OrderTransition {
  by: OrderActorRole;
  /** Whether the order, in this state, may make the move. */
  allowed: (s: OrderState) => boolean;
  /** The status and payment status after the move (only what changes). */
  effect: (s: OrderState) => Partial<Pick<OrderState, 'status' | 'payment_status'>>;
  /** The payment proof the move attaches (an upload) or detaches (a rejected one). */
  proof?: ProofEffect;
  /** The refund the move flags or clears; a function when that depends on the state it moves from. */
  refund?: RefundEffect | ((s: OrderState) => RefundEffect | undefined);
  cancelRequest?: CancelRequestEffect;
  /** The move completes the order ("Selesai"). */
  complete?: true;
  /** The move files the shopper's complaint, or answers it. */
  complaint?: 'open' | 'answer';
  /** The step of the complaint's return the move takes (decision 059). */
  returnStep?: ReturnState;
  /** Why the server refuses the move (409 INVALID_TRANSITION). */
  refusal: string;
}

/** The shop's cancel: a paid order is refunded at once. */
const shopCancel = (s: OrderState): Partial<Pick<OrderState, 'status' | 'payment_status'>> => ({
  status: 'cancelled',
  ...(s.payment_status === 'paid' ? { payment_status: 'refunded' } : {}),
});
/** A transfer whose proof was never decided on is owed back when the order is cancelled. */
const owedIfProofWaits = (s: OrderState): RefundEffect | undefined => (proofAwaitsReview(s) ? 'flag' : undefined);
const paidOrCod = (s: OrderState) => s.payment_status === 'paid' || isCod(s.payment_method);
export const awaitingShop = (s: OrderState) => isCod(s.payment_method) && s.status === 'confirmed';

/**
 * Every move an order can make after it is placed, by its history event name: who may make it, from which
 * states, and what it changes (decision 016). The server applies and stores exactly this; the web reads event names
 * and the same predicates from here to show buttons and history.
 */
export const ORDER_TRANSITIONS = {
  proof_uploaded: {
    by: 'customer',
    allowed: canUploadProof,
    effect: () => ({ payment_status: 'unpaid' }),
    proof: 'attach',
    refusal: 'Payment proof cannot be uploaded for this order.',
  },
  cancelled_by_customer: {
    by: 'customer',
    allowed: canCustomerCancel,
    effect: () => ({ status: 'cancelled' }),
    refusal: 'This order can no longer be cancelled.',
  },
  /** A confirmed payment sends an open order to processing. */
  payment_confirmed: {
    by: 'admin',
    allowed: canConfirmPayment,
    effect: () => ({ payment_status: 'paid', status: 'processing' }),
    refusal: 'There is no payment proof waiting for a decision.',
  },
  /** A rejected proof is detached; the shopper may upload another. */
  payment_rejected: {
    by: 'admin',
    allowed: canRejectPayment,
    effect: () => ({ payment_status: 'failed' }),
    proof: 'detach',
    refusal: 'There is no payment proof waiting for a decision.',
  },
  status_processing: {
    by: 'admin',
    allowed: awaitingShop,
    effect: () => ({ status: 'processing' }),
    refusal: 'Only a COD order waiting for the shop can move to processing.',
  },
  status_shipped: {
    by: 'admin',
    allowed: (s) => s.status === 'processing' && paidOrCod(s),
    effect: () => ({ status: 'shipped' }),
    refusal: 'Only a paid (or COD) order in processing can be shipped.',
  },
  /** A COD parcel is paid on delivery. */
  status_delivered: {
    by: 'admin',
    allowed: (s) => s.status === 'shipped' && paidOrCod(s),
    effect: (s) => ({ status: 'delivered', ...(isCod(s.payment_method) ? { payment_status: 'paid' } : {}) }),
    refusal: 'Only a shipped order can be delivered.',
  },
  /** The courier's tracking says the parcel arrived (decision 042): as the owner's move, made by the poller. */
  courier_delivered: {
    by: 'system',
    allowed: (s) => s.status === 'shipped' && paidOrCod(s),
    effect: (s) => ({ status: 'delivered', ...(isCod(s.payment_method) ? { payment_status: 'paid' } : {}) }),
    refusal: 'Only a shipped order can be delivered.',
  },
  /**
   * "Pesanan Diterima": the shopper says the parcel arrived, which completes the order; from shipped it is
   * delivered too (a COD parcel is paid at the door).
   */
  received_by_customer: {
    by: 'customer',
    allowed: canConfirmReceipt,
    effect: (s) =>
      s.status === 'shipped'
        ? { status: 'delivered', ...(isCod(s.payment_method) ? { payment_status: 'paid' } : {}) }
        : {},
    complete: true,
    refusal: 'Only a shipped or delivered order that is not completed can be confirmed as received.',
  },
  /** ORDER_AUTO_COMPLETE_DAYS whole WIB days after delivery, the shopper having said nothing. */
  auto_completed: {
    by: 'system',
    allowed: (s) => deliveredOpen(s) && !complaintOpen(s),
    effect: () => ({}),
    complete: true,
    refusal: 'Only a delivered order that is not completed can complete.',
  },
  /** "Ajukan Komplain": reason, text and photos; completion waits until the shop answers. */
  complaint_filed: {
    by: 'customer',
    allowed: canFileComplaint,
    effect: () => ({}),
    complaint: 'open',
    refusal: 'A complaint can be filed once, after delivery and before the order completes.',
  },
  /** The owner refunds everything still paid: the payment reads refunded. */
  complaint_refunded: {
    by: 'admin',
    allowed: complaintRefundable,
    effect: () => ({ payment_status: 'refunded' }),
    complaint: 'answer',
    refusal: 'There is no complaint waiting for a refund on a paid order.',
  },
  /** The owner refunds part of the payment: the order stays paid, the amount is kept with its refunds. */
  complaint_partly_refunded: {
    by: 'admin',
    allowed: complaintRefundable,
    effect: () => ({}),
    complaint: 'answer',
    refusal: 'There is no complaint waiting for a refund on a paid order.',
  },
  /** The owner declines with a reason; the order completes as usual. */
  complaint_declined: {
    by: 'admin',
    allowed: (s) => complaintOpen(s) && noReturnPending(s),
    effect: () => ({}),
    complaint: 'answer',
    refusal: 'There is no complaint waiting for an answer.',
  },
  /** "Kembalikan barang": the shopper is given the return address; the complaint stays open (decision 059). */
  return_requested: {
    by: 'admin',
    allowed: canRequestReturn,
    effect: () => ({}),
    returnStep: 'requested',
    refusal: 'A return can be asked for only while the complaint is open and no return was asked for yet.',
  },
  /** The shopper sent the goods back and gives the parcel's resi (or corrects it). */
  return_shipped: {
    by: 'customer',
    allowed: canShipReturn,
    effect: () => ({}),
    returnStep: 'shipped',
    refusal: 'There is no return waiting for its parcel.',
  },
  /** The owner confirms what came back; the sellable units go back to stock. The refund follows. */
  return_received: {
    by: 'admin',
    allowed: canReceiveReturn,
    effect: () => ({}),
    returnStep: 'received',
    refusal: 'There is no return on its way to the shop.',
  },
  /**
   * "Atur Pengiriman" (decision 058): the courier's vendor booked the parcel and gave its airway bill, which is the
   * resi: the order is shipped, tracking starts by itself.
   */
  shipment_booked: {
    by: 'admin',
    allowed: canBookShipment,
    effect: () => ({ status: 'shipped' }),
    refusal: 'Only a paid (or COD) order in processing can have its shipment booked.',
  },
  /** The booked shipment was cancelled before the courier picked it up: the order is to be sent again. */
  shipment_cancelled: {
    by: 'admin',
    allowed: (s) => s.status === 'shipped',
    effect: () => ({ status: 'processing' }),
    refusal: 'Only a shipped order whose parcel was not picked up can have its shipment cancelled.',
  },
  /** The shop adds or corrects the resi of a shipped parcel; the shopper is mailed the new one. */
  resi_changed: {
    by: 'admin',
    allowed: canChangeResi,
    effect: () => ({}),
    refusal: 'The resi can be changed only while the order is shipped.',
  },
  /**
   * A paid order cancelled by the shop is refunded; one whose proof still waits owes that transfer back
   * ("Perlu refund", decision 032). It answers a cancellation request too.
   */
  cancelled_by_admin: {
    by: 'admin',
    allowed: canAdminCancel,
    effect: shopCancel,
    refund: owedIfProofWaits,
    cancelRequest: 'close',
    refusal: 'Shipped, delivered or cancelled orders cannot be cancelled.',
  },
  /** An unpaid transfer order with no proof, after UNPAID_ORDER_TTL_HOURS. */
  expired: {
    by: 'system',
    allowed: (s) =>
      !isCod(s.payment_method) &&
      s.status === 'pending' &&
      (s.payment_status === 'unpaid' || s.payment_status === 'failed') &&
      !s.has_proof,
    effect: () => ({ status: 'cancelled' }),
    refusal: 'Only an unpaid order with no proof expires.',
  },
  /** The gateway's verified settlement (or accepted card capture) of an online order. */
  gateway_paid: {
    by: 'system',
    allowed: needsOnlinePayment,
    effect: () => ({ payment_status: 'paid', status: 'processing' }),
    refusal: 'Only an online order waiting for its payment can be paid.',
  },
  /** The gateway's verified expire, cancel or deny: the order is cancelled and its stock returned. */
  gateway_failed: {
    by: 'system',
    allowed: needsOnlinePayment,
    effect: () => ({ status: 'cancelled' }),
    refusal: 'Only an online order waiting for its payment can fail.',
  },
  /** A gateway payment for an order already cancelled: recorded, and the shop is asked to refund it. */
  paid_after_cancel: {
    by: 'system',
    allowed: (s) =>
      s.status === 'cancelled' && s.payment_status !== 'paid' && s.payment_status !== 'refunded' && !s.refund_due,
    effect: () => ({}),
    refund: 'flag',
    refusal: 'Only a cancelled order can be flagged for a refund.',
  },
  /** The shop has paid back a payment that arrived after the order was cancelled. */
  refund_recorded: {
    by: 'admin',
    allowed: (s) => s.refund_due === true,
    effect: () => ({ payment_status: 'refunded' }),
    refund: 'clear',
    refusal: 'This order has no refund waiting.',
  },
  /**
   * Midtrans' verified full refund (decision 024): the payment is refunded, a refund owed is settled; the order's
   * status stays, so the owner decides whether a paid order in processing is still sent (it cannot ship unpaid).
   */
  gateway_refunded: {
    by: 'system',
    allowed: (s) => isOnline(s.payment_method) && (s.payment_status === 'paid' || s.refund_due === true),
    effect: () => ({ payment_status: 'refunded' }),
    refund: 'clear',
    refusal: 'Only a paid online order can be refunded.',
  },
  /** Midtrans' verified partial refund: the order stays paid, what was refunded is kept on it. */
  gateway_partially_refunded: {
    by: 'system',
    allowed: (s) => isOnline(s.payment_method) && s.payment_status === 'paid' && s.status !== 'cancelled',
    effect: () => ({}),
    refusal: 'Only a paid online order can be refunded in part.',
  },
  /** A COD order the shop did not start processing in time. */
  cod_lapsed: {
    by: 'system',
    allowed: (s) => awaitingShop(s) && s.payment_status === 'unpaid',
    effect: () => ({ status: 'cancelled' }),
    refusal: 'Only a COD order waiting for the shop lapses.',
  },
  /** The shopper's cancel once a proof waits (decision 032): the order keeps its stock and proof meanwhile. */
  cancel_requested: {
    by: 'customer',
    allowed: canRequestCancel,
    effect: () => ({}),
    cancelRequest: 'open',
    refusal: 'This order cannot be asked to be cancelled now, or a request already waits for the shop.',
  },
  /** The owner grants the request: cancelled as by the shop, the transfer flagged to be paid back. */
  cancel_request_accepted: {
    by: 'admin',
    allowed: (s) => s.cancel_requested === true && canAdminCancel(s),
    effect: shopCancel,
    refund: owedIfProofWaits,
    cancelRequest: 'close',
    refusal: 'This order has no cancellation request waiting, or it can no longer be cancelled.',
  },
  /** The owner declines the request: the order goes on, and the shopper may ask again. */
  cancel_request_declined: {
    by: 'admin',
    allowed: (s) => s.cancel_requested === true && canAdminCancel(s),
    effect: () => ({}),
    cancelRequest: 'close',
    refusal: 'This order has no cancellation request waiting.',
  },
} as const satisfies Record<string, OrderTransition>;

export type OrderEvent = keyof typeof ORDER_TRANSITIONS;
/** Every history event: the placing of the order, then its moves. */
export type OrderHistoryEvent = 'created' | OrderEvent;
export const ORDER_EVENTS = Object.keys(ORDER_TRANSITIONS) as OrderEvent[];
export const isOrderEvent = (event: string): event is OrderEvent => Object.hasOwn(ORDER_TRANSITIONS, event);

/** The admin's status buttons, by the status they move to. */
export const ADMIN_STATUS_MOVES = {
  processing: 'status_processing',
  shipped: 'status_shipped',
  delivered: 'status_delivered',
} as const satisfies Partial<Record<OrderStatus, OrderEvent>>;
export type AdminStatusMove = keyof typeof ADMIN_STATUS_MOVES;

/** The order after a move: its new status and payment status (the rest of the state follows the proof effect). */
export function afterTransition(event: OrderEvent, s: OrderState): OrderState {
  const t: OrderTransition = ORDER_TRANSITIONS[event];
  const refund = refundEffect(event, s);
  return {
    ...s,
    ...t.effect(s),
    has_proof: t.proof === 'attach' ? true : t.proof === 'detach' ? false : s.has_proof,
    refund_due: refund === 'flag' ? true : refund === 'clear' ? false : s.refund_due,
    cancel_requested: t.cancelRequest === 'open' ? true : t.cancelRequest === 'close' ? false : s.cancel_requested,
    completed: t.complete === true ? true : s.completed,
    complaint: t.complaint === 'open' ? 'open' : t.complaint === 'answer' ? 'answered' : s.complaint,
    return_state: t.returnStep ?? s.return_state,
  };
}

/** The refund a move flags or clears from this state, if any. */
export function refundEffect(event: OrderEvent, s: OrderState): RefundEffect | undefined {
  const { refund }: OrderTransition = ORDER_TRANSITIONS[event];
  return typeof refund === 'function' ? refund(s) : refund;
}

/** Whether the order, in this state, may make this move (the web shows a move's button only then). */
export const canMake = (event: OrderEvent, s: OrderState) => ORDER_TRANSITIONS[event].allowed(s);

/** Moves that cancel the order and so give its stock back. */
export const returnsStock = (event: OrderEvent, s: OrderState) =>
  s.status !== 'cancelled' && afterTransition(event, s).status === 'cancelled';
