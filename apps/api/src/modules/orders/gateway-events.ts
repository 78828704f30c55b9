import { canMake, type OrderEvent } from '@boneka/shared';
import type { Db } from '../../db/database.js';
import type { OrderRow } from '../../db/schema.js';
import { SYSTEM_ACTOR } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { stateOf } from './order-presenter.js';
import { changedMeanwhile, type OrderTransitions } from './order-transitions.js';
import type { OrdersRepo } from './orders.repo.js';

/**
 * What a payment gateway said about an order's transaction, once verified (signature, amount and the gateway's
 * own status: modules/payments): `kind` is what it means for the order.
 */
export interface GatewayEvent {
  gateway: 'midtrans';
  transactionId: string;
  /** The gateway's word (settlement, capture, pending, expire, cancel, deny, refund, …). */
  transactionStatus: string;
  fraudStatus: string | null;
  grossAmount: number;
  /** qris, gopay, bca_va, … */
  channel: string | null;
  /** 'notification' (the webhook) or 'check' (the shop asked the gateway itself). */
  source: 'notification' | 'check';
}

/** What the event did: the order paid, flagged for a refund, cancelled; recorded only; or seen before. */
export type GatewayOutcome = 'paid' | 'refund_due' | 'cancelled' | 'recorded' | 'duplicate';

export type GatewayKind = 'paid' | 'failed' | 'pending' | 'other';

/**
 * What Midtrans' transaction status means for the order (docs.midtrans.com, "Transaction Status"): a settlement,
 * or a card capture its fraud check accepted, is money received; expire, cancel and deny end the transaction;
 * pending (and a capture held for review) waits; refund and chargeback are recorded for the owner.
 */
export function gatewayKind(status: string, fraudStatus: string | null): GatewayKind {
  if (status === 'settlement') return 'paid';
  if (status === 'capture') return fraudStatus === 'accept' ? 'paid' : 'pending';
  if (status === 'pending') return 'pending';
  if (status === 'expire' || status === 'cancel' || status === 'deny') return 'failed';
  return 'other';
}

/** Later words win over earlier ones, never the reverse: a late `pending` does not overwrite `settlement`. */
const rank = (kind: GatewayKind) => (kind === 'pending' ? 1 : kind === 'other' ? 3 : 2);

/** The order's move for a gateway event, from the state it is in now (null: nothing to move). */
function moveFor(row: OrderRow, kind: GatewayKind): OrderEvent | null {
  const state = stateOf(row);
  if (kind === 'paid') {
    if (canMake('gateway_paid', state)) return 'gateway_paid';
    if (canMake('paid_after_cancel', state)) return 'paid_after_cancel';
  }
  if (kind === 'failed' && canMake('gateway_failed', state)) return 'gateway_failed';
  return null;
}

const OUTCOMES: Partial<Record<OrderEvent, GatewayOutcome>> = {
  gateway_paid: 'paid',
  paid_after_cancel: 'refund_due',
  gateway_failed: 'cancelled',
};

/**
 * Applies verified gateway events to orders. Each (order, transaction, status) is stored once, in the same
 * transaction as its move: a repeated notification finds its row and changes nothing; a move that lost a race
 * (say, with the shopper's cancel) rolls the event back too, so the gateway's retry is decided afresh.
 */
export function gatewayEvents({
  db,
  repo,
  transitions,
  clock,
}: {
  db: Db;
  repo: OrdersRepo;
  transitions: OrderTransitions;
  clock: Clock;
}) {
  return {
    async record(row: OrderRow, event: GatewayEvent): Promise<GatewayOutcome> {
      const kind = gatewayKind(event.transactionStatus, event.fraudStatus);
      const move = moveFor(row, kind);
      const outcome = move ? OUTCOMES[move]! : 'recorded';
      const now = clock.now().toISOString();
      const known = row.gateway_status ? rank(gatewayKind(row.gateway_status, 'accept')) : 0;
      const result = await db.transaction().execute(async (trx) => {
        const stored = await repo.insertPaymentEvent(
          {
            order_id: row.id,
            gateway: event.gateway,
            transaction_id: event.transactionId,
            transaction_status: event.transactionStatus,
            fraud_status: event.fraudStatus,
            payment_type: event.channel,
            gross_amount: event.grossAmount,
            source: event.source,
            outcome,
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
          const note = `Midtrans: ${event.transactionStatus}${event.channel ? ` (${event.channel})` : ''}`;
          if (!(await transitions.move(row, move, SYSTEM_ACTOR, { note }, trx))) throw changedMeanwhile();
        }
        return outcome;
      });
      if (move) transitions.sendSoon();
      return result;
    },
  };
}
