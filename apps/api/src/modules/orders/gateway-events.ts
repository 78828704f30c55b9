import { canMake, formatRupiah, type OrderEvent } from '@boneka/shared';
import type { Db } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';
import { SYSTEM_ACTOR, type Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { conflict } from '../../lib/errors.js';
import type { AuditService } from '../audit/audit.service.js';
import type { OrderGatewayRepo } from './order-gateway.repo.js';
import { stateOf } from './order-presenter.js';
import { changedMeanwhile, type OrderTransitions } from './order-transitions.js';

/**
 * What a payment gateway said about an order's transaction, once verified (signature, amount and the gateway's
 * own status: modules/payments): `kind` is what it means for the order.
 */
export interface GatewayEvent {
  gateway: 'midtrans';
  transactionId: string;
  /** The gateway's word (settlement, capture, pending, expire, cancel, deny, refund, partial_refund, …). */
  transactionStatus: string;
  fraudStatus: string | null;
  grossAmount: number;
  /** qris, gopay, bca_va, … */
  channel: string | null;
  /** `refund` and `partial_refund`: how much of the transaction has been refunded so far. */
  refundAmount: number | null;
  /** 'notification' (the webhook) or 'check' (the shop asked the gateway itself). */
  source: 'notification' | 'check';
}

/** A signed notification for an amount that is not the order's: kept for the owner to check, never acted on. */
export interface AmountMismatch {
  gateway: 'midtrans';
  transactionId: string;
  transactionStatus: string;
  fraudStatus: string | null;
  /** The amount as the gateway wrote it ("1000.00"). */
  grossAmount: string;
  channel: string | null;
}

/**
 * What the event did: the order paid, flagged for a refund, cancelled, refunded (in whole or in part); recorded
 * only; seen before; older than what the gateway says now (`stale`); or kept for the owner (`needs_check`).
 */
export type GatewayOutcome =
  | 'paid'
  | 'refund_due'
  | 'cancelled'
  | 'refunded'
  | 'partially_refunded'
  | 'recorded'
  | 'duplicate'
  | 'stale'
  | 'needs_check';

export type GatewayKind = 'paid' | 'failed' | 'pending' | 'refunded' | 'partially_refunded' | 'other';

/**
 * What Midtrans' transaction status means for the order (docs.midtrans.com, "Transaction Status"): a settlement,
 * or a card capture its fraud check accepted, is money received; expire, cancel and deny end the transaction;
 * pending (and a capture held for review) waits; refund and partial_refund give money back; a chargeback and
 * anything else is recorded for the owner.
 */
export function gatewayKind(status: string, fraudStatus: string | null): GatewayKind {
  if (status === 'settlement') return 'paid';
  if (status === 'capture') return fraudStatus === 'accept' ? 'paid' : 'pending';
  if (status === 'pending') return 'pending';
  if (status === 'expire' || status === 'cancel' || status === 'deny') return 'failed';
  if (status === 'refund') return 'refunded';
  if (status === 'partial_refund') return 'partially_refunded';
  return 'other';
}

/**
 * With the order, transaction and status, what makes an event a new one: a documented change of the same
 * transaction — `capture` challenged, then accepted; a second partial refund — is a new event, applied once.
 */
export function changeKey(event: Pick<GatewayEvent, 'transactionStatus' | 'fraudStatus' | 'refundAmount'>): string {
  const fraud = event.fraudStatus ?? '';
  const kind = gatewayKind(event.transactionStatus, event.fraudStatus);
  return kind === 'refunded' || kind === 'partially_refunded' ? `${fraud}|${event.refundAmount ?? ''}` : fraud;
}

/** Later words win over earlier ones, never the reverse: a late `pending` does not overwrite `settlement`. */
const rank = (kind: GatewayKind) => (kind === 'pending' ? 1 : kind === 'paid' || kind === 'failed' ? 2 : 3);

/** The order's move for a gateway event, from the state it is in now (null: nothing to move). */
function moveFor(row: OrderRow, kind: GatewayKind, refundAmount: number | null): OrderEvent | null {
  const state = stateOf(row);
  if (kind === 'paid') {
    if (canMake('gateway_paid', state)) return 'gateway_paid';
    if (canMake('paid_after_cancel', state)) return 'paid_after_cancel';
  }
  if (kind === 'failed' && canMake('gateway_failed', state)) return 'gateway_failed';
  if (kind === 'refunded' && canMake('gateway_refunded', state)) return 'gateway_refunded';
  // A partial refund moves the order only when it adds to what was refunded before (its amount is the total).
  if (
    kind === 'partially_refunded' &&
    refundAmount !== null &&
    refundAmount > Number(row.refunded_amount) &&
    refundAmount < row.total_amount &&
    canMake('gateway_partially_refunded', state)
  ) {
    return 'gateway_partially_refunded';
  }
  return null;
}

const OUTCOMES: Partial<Record<OrderEvent, GatewayOutcome>> = {
  gateway_paid: 'paid',
  paid_after_cancel: 'refund_due',
  gateway_failed: 'cancelled',
  gateway_refunded: 'refunded',
  gateway_partially_refunded: 'partially_refunded',
};

/** The history note of a move: Midtrans' word, the channel, and for a refund its amount. */
function noteOf(event: GatewayEvent, move: OrderEvent, refunded: number): string {
  const channel = event.channel ? ` (${event.channel})` : '';
  if (move === 'gateway_refunded' || move === 'gateway_partially_refunded') {
    return `Midtrans: ${event.transactionStatus} ${formatRupiah(refunded)}${channel}`;
  }
  return `Midtrans: ${event.transactionStatus}${channel}`;
}

export interface GatewayEventsDeps {
  db: Db;
  repo: OrderGatewayRepo;
  transitions: Pick<OrderTransitions, 'move' | 'sendSoon'>;
  audit: AuditService;
  clock: Clock;
}

/**
 * The orders' side of online payments (modules/payments tells it what the gateway said). Applies verified gateway
 * events to orders: each (order, transaction, status, change key) is stored once, in the same transaction as its
 * move: a repeated notification finds its row and changes nothing; a move that lost a race (say, with the shopper's
 * cancel) rolls the event back too, so the gateway's retry is decided afresh. Keeps, too, the order's Snap
 * transaction, the amounts the owner checks and the cancels owed to the gateway (decision 024).
 */
export function gatewayEvents({ db, repo, transitions, audit, clock }: GatewayEventsDeps) {
  return {
    async record(row: OrderRow, event: GatewayEvent): Promise<GatewayOutcome> {
      const kind = gatewayKind(event.transactionStatus, event.fraudStatus);
      const move = moveFor(row, kind, event.refundAmount);
      const outcome = move ? OUTCOMES[move]! : 'recorded';
      // A full refund gives back the whole total, whatever Midtrans wrote beside it.
      const refunded = move === 'gateway_refunded' ? row.total_amount : (event.refundAmount ?? 0);
      const now = clock.now().toISOString();
      const known = row.gateway_status ? rank(gatewayKind(row.gateway_status, 'accept')) : 0;
      const result = await db.transaction().execute(async (trx) => {
        const stored = await repo.insertPaymentEvent(
          {
            order_id: row.id,
            gateway: event.gateway,
            transaction_id: event.transactionId,
            transaction_status: event.transactionStatus,
            change_key: changeKey(event),
            fraud_status: event.fraudStatus,
            payment_type: event.channel,
            gross_amount: event.grossAmount,
            refund_amount: event.refundAmount,
            source: event.source,
            outcome,
            note: null,
            created_at: now,
          },
          trx,
        );
        if (!stored) return 'duplicate';
        await repo.setGatewayState(
          row.id,
          {
            gateway_transaction_id: event.transactionId,
            gateway_payment_type: event.channel ?? row.gateway_payment_type,
            ...(rank(kind) >= known ? { gateway_status: event.transactionStatus } : {}),
          },
          trx,
        );
        if (move) {
          const details = {
            note: noteOf(event, move, refunded),
            ...(OUTCOMES[move] === 'refunded' || OUTCOMES[move] === 'partially_refunded'
              ? { refundedAmount: refunded }
              : {}),
          };
          if (!(await transitions.move(row, move, SYSTEM_ACTOR, details, trx))) throw changedMeanwhile();
        }
        return outcome;
      });
      if (move) transitions.sendSoon();
      return result;
    },

    /** Keeps a signed notification whose amount is not the order's, once, for the owner ("Perlu dicek"). */
    async recordAmountMismatch(row: OrderRow, event: AmountMismatch): Promise<GatewayOutcome> {
      const stored = await repo.insertPaymentEvent(
        {
          order_id: row.id,
          gateway: event.gateway,
          transaction_id: event.transactionId,
          transaction_status: event.transactionStatus,
          change_key: `amount:${event.grossAmount}|${event.fraudStatus ?? ''}`,
          fraud_status: event.fraudStatus,
          payment_type: event.channel,
          gross_amount: Math.round(Number(event.grossAmount)),
          refund_amount: null,
          source: 'notification',
          outcome: 'needs_check',
          note: `Midtrans: ${event.transactionStatus} ${event.grossAmount}; pesanan ${formatRupiah(row.total_amount)}`,
          created_at: clock.now().toISOString(),
        },
        db,
      );
      return stored ? 'needs_check' : 'duplicate';
    },

    /**
     * The owner has compared the amounts Midtrans reported that are not the order's ("Perlu dicek") with the
     * Midtrans dashboard: they are marked checked and audited together; nothing left to check is a 409.
     */
    async checkAmountMismatches(row: OrderRow, note: string | null, actor: Actor): Promise<void> {
      const checkedAt = clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        const checked = await repo.markAmountsChecked(
          row.id,
          { checked_at: checkedAt, checked_by: actor.userId, check_note: note },
          trx,
        );
        if (checked === 0) throw conflict('INVALID_TRANSITION', 'This order has no amount left to check.');
        await audit.record(
          {
            actorUserId: actor.userId,
            action: 'order.amount_checked',
            target: `order:${row.id}`,
            details: { note, mismatches: checked },
            ip: actor.ip,
            requestId: actor.requestId,
          },
          trx,
        );
      });
    },

    /** Keeps the order's Snap transaction unless one was stored meanwhile; false then. */
    setCheckout: (orderId: number, token: string, redirectUrl: string) =>
      repo.setGatewayCheckout(orderId, token, redirectUrl),
    /** The cancels owed to the gateway whose next try is due now. */
    dueCancels: (limit: number) => repo.dueGatewayCancels(clock.now().toISOString(), limit),
    /** Holds one cancel until `until`; false when another instance holds it. */
    claimCancel: (id: number, claimedBefore: string | null, until: string) =>
      repo.claimGatewayCancel(id, claimedBefore, clock.now().toISOString(), until),
    settleCancel: repo.settleGatewayCancel,
  };
}
export type GatewayEvents = ReturnType<typeof gatewayEvents>;
