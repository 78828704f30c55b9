import {
  isOnline,
  ORDER_TRANSITIONS,
  refundEffect,
  returnsStock,
  type OrderEvent,
  type OrderState,
  type OrderTransition,
} from '@boneka/shared';
import type { Db, Executor } from '../../db/database.js';
import type { OrderComplaintsTable, OrderRow } from '../../db/schema.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { conflict } from '../../lib/errors.js';
import type { AuditService } from '../audit/audit.service.js';
import type { VariantsService } from '../variants/variants.service.js';
import type { OrderGatewayRepo } from './order-gateway.repo.js';
import type { OrderNotices } from './order-notices.js';
import { stateOf } from './order-presenter.js';
import type { OrdersRepo } from './orders.repo.js';

/** What a move stores besides what the state machine decides. */
export interface MoveDetails {
  /** The stored picture a `proof: 'attach'` move attaches. */
  proofKey?: string;
  trackingNumber?: string | null;
  note?: string | null;
  /** A gateway refund: what has been refunded of the order so far. */
  refundedAmount?: number;
  /** When the tracking poller first asks the courier about the parcel; null stops asking (decision 042). */
  trackFrom?: string | null;
  /** The complaint a `complaint: 'open'` move files: its reason, text and photos' storage keys. */
  complaint?: { reason: string; text: string; photos: string[] };
  /** The answer a `complaint: 'answer'` move gives: what it refunds (0 for a decline) and the shop's words. */
  complaintAnswer?: { refund: number; answer: string | null };
  /** The step of the complaint's return a `returnStep` move takes, with what it keeps (decision 059). */
  returnGoods?: ReturnStepRecord;
}

/** One order line as it came back to the shop: its units, and whether they can be sold again. */
export interface ReturnedLine {
  order_item_id: number;
  product_id: number;
  variant_id: number | null;
  quantity: number;
  sellable: boolean;
}

/** What each step of a return keeps: the address the shopper is given, their parcel, or what came back. */
export type ReturnStepRecord =
  | { step: 'requested'; address: { recipient: string; phone: string; address: string }; note: string | null }
  | { step: 'shipped'; courier: string; resi: string }
  | { step: 'received'; lines: ReturnedLine[]; note: string | null };

/** Where a move keeps the complaint it files or answers (modules/complaints), in the move's own transaction. */
export interface ComplaintRecords {
  insert(
    row: Pick<OrderComplaintsTable, 'order_id' | 'reason' | 'text' | 'photos' | 'created_at'>,
    ex: Executor,
  ): Promise<void>;
  /** Answers the order's open complaint; false when none was open (answered meanwhile). */
  answer(
    orderId: number,
    answer: Pick<OrderComplaintsTable, 'status' | 'refund_amount' | 'answer' | 'answered_by' | 'answered_at'>,
    ex: Executor,
  ): Promise<boolean>;
  /** Keeps the step of the order's return, by whom and when (modules/complaints, returns.repo.ts). */
  recordReturn(orderId: number, step: ReturnStepRecord, by: number | null, now: string, ex: Executor): Promise<void>;
}

/** A cancelled order's voucher use goes back to its voucher (decision 045; modules/vouchers). */
export interface VoucherReturns {
  giveBack(orderId: number, trx: Executor): Promise<unknown>;
}

/** A cancelled order's units held at a flash price go back to the sale's quota (decision 062; modules/promotions). */
export interface QuotaReturns {
  giveBack(orderId: number, trx: Executor): Promise<unknown>;
}

export interface OrderTransitionsDeps {
  db: Db;
  repo: OrdersRepo;
  gateway: Pick<OrderGatewayRepo, 'queueGatewayCancel'>;
  complaints: ComplaintRecords;
  variants: Pick<VariantsService, 'giveBack'>;
  vouchers: VoucherReturns;
  quotas: QuotaReturns;
  audit: AuditService;
  clock: Clock;
  /** The mails each move sends, queued in its transaction (order-notices.ts). */
  notices: Pick<OrderNotices, 'queue' | 'sendSoon'>;
}

/** The columns a move may change. */
type MoveChanges = Partial<
  Pick<
    OrderRow,
    | 'status'
    | 'payment_status'
    | 'payment_proof'
    | 'tracking_number'
    | 'refund_due'
    | 'refunded_amount'
    | 'cancel_requested_at'
    | 'shipped_at'
    | 'delivered_at'
    | 'completed_at'
    | 'tracking_next_at'
    | 'tracking_state'
    | 'tracking_flag'
    | 'tracking_flagged_at'
    | 'tracking_failures'
    | 'complaint_state'
    | 'return_state'
  >
>;

const refused = (message: string) => conflict('INVALID_TRANSITION', message);
export const changedMeanwhile = () => refused('The order changed in the meantime. Reload it and try again.');

/**
 * Whether cancelling the order leaves a transaction at Midtrans that could still be paid (a virtual account, a QR
 * code): an online order with a Snap transaction, not paid, and not ended by Midtrans itself (decision 024).
 */
const owesGatewayCancel = (row: OrderRow, event: OrderEvent) =>
  isOnline(row.payment_method) &&
  row.gateway_token !== null &&
  row.payment_status !== 'paid' &&
  row.status !== 'cancelled' &&
  event !== 'gateway_failed';

/** What the move changes of the order read in `state`: the state machine's effect and what comes with it. */
function changesOf(
  row: OrderRow,
  event: OrderEvent,
  state: OrderState,
  details: MoveDetails,
  now: string,
): MoveChanges {
  const transition: OrderTransition = ORDER_TRANSITIONS[event];
  const changes: MoveChanges = { ...transition.effect(state) };
  if (transition.proof === 'attach') changes.payment_proof = details.proofKey ?? null;
  if (transition.proof === 'detach') changes.payment_proof = null;
  const refund = refundEffect(event, state);
  if (refund) changes.refund_due = refund === 'flag';
  if (transition.cancelRequest === 'open') changes.cancel_requested_at = now;
  // A cancelled order has nothing left to ask for: whatever cancelled it answers a waiting request.
  if (row.cancel_requested_at !== null && (transition.cancelRequest === 'close' || changes.status === 'cancelled'))
    changes.cancel_requested_at = null;
  if (details.trackingNumber !== undefined) changes.tracking_number = details.trackingNumber;
  if (details.refundedAmount !== undefined) changes.refunded_amount = details.refundedAmount;
  if (details.trackFrom !== undefined) {
    // A new resi is a new parcel to the courier: what was known of the old one no longer holds.
    changes.tracking_next_at = details.trackFrom;
    changes.tracking_state = null;
    changes.tracking_flag = null;
    changes.tracking_flagged_at = null;
    changes.tracking_failures = 0;
  }
  if (changes.status === 'shipped') changes.shipped_at = now;
  // A booked shipment cancelled before its pick-up (decision 058): the order was not sent after all.
  if (row.status === 'shipped' && changes.status === 'processing') changes.shipped_at = null;
  // Delivered, whoever says so: the courier is asked no more, its resi needs no more checking (decision 051),
  // and the days to completion start.
  if (changes.status === 'delivered') {
    changes.delivered_at = now;
    changes.tracking_next_at = null;
    changes.tracking_flag = null;
  }
  if (transition.complete) changes.completed_at = now;
  if (transition.complaint === 'open') changes.complaint_state = 'open';
  if (transition.complaint === 'answer') {
    changes.complaint_state = 'answered';
    const refund = details.complaintAnswer?.refund ?? 0;
    if (refund > 0) changes.refunded_amount = Number(row.refunded_amount) + refund;
  }
  if (transition.returnStep) changes.return_state = transition.returnStep;
  return changes;
}

/** Files the complaint a `complaint: 'open'` move opens, or answers the one a `complaint: 'answer'` move closes. */
async function recordComplaint(
  complaints: ComplaintRecords,
  row: OrderRow,
  event: OrderEvent,
  actor: Actor,
  details: MoveDetails,
  now: string,
  trx: Executor,
) {
  const { complaint, returnStep }: OrderTransition = ORDER_TRANSITIONS[event];
  if (returnStep) {
    if (details.returnGoods?.step !== returnStep) throw new Error(`${event} needs its return's ${returnStep} step`);
    await complaints.recordReturn(row.id, details.returnGoods, actor.userId, now, trx);
  }
  if (complaint === 'open') {
    const filed = details.complaint;
    if (!filed) throw new Error(`${event} needs the complaint it files`);
    await complaints.insert(
      {
        order_id: row.id,
        reason: filed.reason,
        text: filed.text,
        photos: JSON.stringify(filed.photos),
        created_at: now,
      },
      trx,
    );
  }
  if (complaint === 'answer') {
    const refund = details.complaintAnswer?.refund ?? 0;
    const answered = await complaints.answer(
      row.id,
      {
        status: event === 'complaint_declined' ? 'declined' : 'refunded',
        refund_amount: event === 'complaint_declined' ? null : refund,
        answer: details.complaintAnswer?.answer ?? null,
        answered_by: actor.userId,
        answered_at: now,
      },
      trx,
    );
    if (!answered) throw new Error(`order ${row.id} has no open complaint to answer`);
  }
}

/** The units of the returned lines that go back to stock: the sellable ones. */
const sellableUnits = (lines: ReturnedLine[]) => lines.filter((line) => line.sellable && line.quantity > 0);

/** The order's history entry for the move. */
const historyEntry = (
  row: OrderRow,
  event: OrderEvent,
  actor: Actor,
  changes: MoveChanges,
  note: string | null,
  now: string,
) => ({
  order_id: row.id,
  event,
  from_status: row.status,
  to_status: changes.status ?? row.status,
  from_payment_status: row.payment_status,
  to_payment_status: changes.payment_status ?? row.payment_status,
  note,
  actor: actor.role,
  actor_user_id: actor.userId,
  created_at: now,
});

/** The shop's audit entry of an admin's move: the order before, and what the move changed. */
const auditEntry = (row: OrderRow, event: OrderEvent, actor: Actor, changes: Partial<OrderRow>) => ({
  actorUserId: actor.userId,
  action: `order.${event}`,
  target: `order:${row.id}`,
  details: {
    before: {
      status: row.status,
      payment_status: row.payment_status,
      // A detached proof stays in storage; this names it (orders.service.ts, setPaymentStatus).
      ...('payment_proof' in changes ? { payment_proof: row.payment_proof } : {}),
      // A replaced resi is the only record of the parcel it named.
      ...('tracking_number' in changes ? { tracking_number: row.tracking_number } : {}),
    },
    after: changes,
  },
  ip: actor.ip,
  requestId: actor.requestId,
});

/**
 * Applies the moves of `ORDER_TRANSITIONS` (packages/shared/src/orders.ts) and stores them: the order's new
 * state, its history entry, its stock when it becomes cancelled, and the shop's audit entry.
 */
export function orderTransitions({
  db,
  repo,
  gateway,
  complaints,
  variants,
  vouchers,
  quotas,
  audit,
  clock,
  notices,
}: OrderTransitionsDeps) {
  let gatewayCancelListener: (() => void) | undefined;

  /** Each line's units go back to its variant, its voucher use to the voucher (decision 045), flash units to the quota. */
  async function restock(orderId: number, trx: Executor) {
    await variants.giveBack(await repo.itemsOf(orderId, trx), trx);
    await vouchers.giveBack(orderId, trx);
    await quotas.giveBack(orderId, trx);
  }

  /** Refuses (409) a move this actor may not make from the order's state. */
  function assertAllowed(row: OrderRow, event: OrderEvent, actor: Actor) {
    const transition: OrderTransition = ORDER_TRANSITIONS[event];
    if (transition.by !== actor.role || !transition.allowed(stateOf(row))) throw refused(transition.refusal);
  }

  /**
   * Stores the move inside the caller's transaction, from the state the order was read in: the update is
   * conditional on that state, so two racing moves take effect once. False when the order had changed meanwhile.
   */
  async function move(
    row: OrderRow,
    event: OrderEvent,
    actor: Actor,
    details: MoveDetails,
    trx: Executor,
  ): Promise<Partial<OrderRow> | null> {
    const state = stateOf(row);
    assertAllowed(row, event, actor);
    const now = clock.now().toISOString();
    const changes = changesOf(row, event, state, details, now);
    if (!(await repo.updateIfState(row.id, row, { ...changes, updated_at: now }, trx))) return null;
    await recordComplaint(complaints, row, event, actor, details, now, trx);
    // What came back and can be sold again is stock again, once: a second confirmation lost the update above.
    if (details.returnGoods?.step === 'received')
      await variants.giveBack(sellableUnits(details.returnGoods.lines), trx);
    if (returnsStock(event, state)) await restock(row.id, trx);
    // Paid, or cancelled whatever the reason (expired included): no transfer is awaited, its kode unik is free.
    if (changes.payment_status === 'paid' || changes.status === 'cancelled') await repo.freeTransferCode(row.id, trx);
    if (changes.status === 'cancelled' && owesGatewayCancel(row, event)) {
      await gateway.queueGatewayCancel(
        {
          order_id: row.id,
          order_number: row.order_number,
          action: event === 'expired' ? 'expire' : 'cancel',
          status: 'pending',
          next_attempt_at: now,
          created_at: now,
          updated_at: now,
        },
        trx,
      );
    }
    await repo.insertHistory(historyEntry(row, event, actor, changes, details.note ?? null, now), trx);
    await notices.queue(row, event, details.note ?? null, trx);
    return changes;
  }

  /** Moves the order in a transaction of its own; the loser of a race gets 409. An admin's move is audited. */
  async function apply(row: OrderRow, event: OrderEvent, actor: Actor, details: MoveDetails = {}): Promise<void> {
    const changes = await db.transaction().execute((trx) => move(row, event, actor, details, trx));
    if (!changes) throw changedMeanwhile();
    notices.sendSoon();
    if (changes.status === 'cancelled' && owesGatewayCancel(row, event)) gatewayCancelListener?.();
    if (actor.role !== 'admin') return;
    await audit.record(auditEntry(row, event, actor, changes));
  }

  return {
    apply,
    move,
    assertAllowed,
    sendSoon: notices.sendSoon,
    /** After the commit of a move that owes the gateway a cancel: the payments module sends it now (decision 024). */
    onGatewayCancelQueued(listener: () => void) {
      gatewayCancelListener = listener;
    },
  };
}
export type OrderTransitions = ReturnType<typeof orderTransitions>;
