import { describe, expect, it } from 'vitest';
import {
  afterTransition,
  canAdminMoveTo,
  canMake,
  initialState,
  isCod,
  isOnline,
  needsOnlinePayment,
  ONLINE_PAYMENT_METHOD,
  ORDER_EVENTS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  returnsStock,
  type OrderEvent,
  type OrderState,
} from '../src/orders.js';

const transfer = 'Transfer Bank';
const cod = 'COD (Bayar di Tempat)';
const online = ONLINE_PAYMENT_METHOD;
const placed = (method: string): OrderState => ({ ...initialState(method), payment_method: method, has_proof: false });

/** Applies the moves in order, failing on the first the state machine refuses. */
function run(start: OrderState, events: OrderEvent[]): OrderState {
  return events.reduce((state, event) => {
    if (!canMake(event, state)) throw new Error(`${event} refused from ${JSON.stringify(state)}`);
    return afterTransition(event, state);
  }, start);
}

/**
 * Every state an order could be stored in (864 of them: completed or not, with no complaint, one open or one
 * answered), with every move: small enough to check them all.
 */
const everyMove = ORDER_STATUSES.flatMap((status) =>
  PAYMENT_STATUSES.flatMap((payment_status) =>
    PAYMENT_METHODS.flatMap((payment_method) =>
      [false, true].flatMap((has_proof) =>
        [false, true].flatMap((completed) =>
          ([undefined, 'open', 'answered'] as const).flatMap((complaint) =>
            ORDER_EVENTS.map((event) => ({
              state: { status, payment_status, payment_method, has_proof, completed, complaint } as OrderState,
              event,
            })),
          ),
        ),
      ),
    ),
  ),
);

describe('the order state machine', () => {
  it('takes a transfer order from payment to delivery: a confirmed payment sends it to processing', () => {
    const paid = run(placed(transfer), ['proof_uploaded', 'payment_confirmed']);
    expect(paid).toMatchObject({ status: 'processing', payment_status: 'paid', has_proof: true });
    expect(run(paid, ['status_shipped', 'status_delivered'])).toMatchObject({
      status: 'delivered',
      payment_status: 'paid',
    });
  });

  it('marks a COD order paid when it is delivered', () => {
    const start = placed(cod);
    expect(start).toMatchObject({ status: 'confirmed', payment_status: 'unpaid' });
    expect(canMake('proof_uploaded', start)).toBe(false);
    expect(run(start, ['status_processing', 'status_shipped', 'status_delivered'])).toMatchObject({
      status: 'delivered',
      payment_status: 'paid',
    });
  });

  it('refunds a paid order the shop cancels, and only cancels an unpaid one', () => {
    const paid = run(placed(transfer), ['proof_uploaded', 'payment_confirmed']);
    expect(afterTransition('cancelled_by_admin', paid)).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
    });
    expect(afterTransition('cancelled_by_admin', placed(transfer))).toMatchObject({
      status: 'cancelled',
      payment_status: 'unpaid',
    });
  });

  it('detaches a rejected proof, after which the shopper may upload another', () => {
    const rejected = run(placed(transfer), ['proof_uploaded', 'payment_rejected']);
    expect(rejected).toMatchObject({ status: 'pending', payment_status: 'failed', has_proof: false });
    expect(run(rejected, ['proof_uploaded'])).toMatchObject({ payment_status: 'unpaid', has_proof: true });
  });

  it('expires only an unpaid transfer order with no proof, and lapses only a COD order waiting for the shop', () => {
    expect(canMake('expired', placed(transfer))).toBe(true);
    expect(canMake('expired', run(placed(transfer), ['proof_uploaded']))).toBe(false);
    expect(canMake('expired', placed(cod))).toBe(false);
    expect(canMake('cod_lapsed', placed(cod))).toBe(true);
    expect(canMake('cod_lapsed', run(placed(cod), ['status_processing']))).toBe(false);
  });

  it('never moves a cancelled or completed order again, but for money: owed back, or refunded by the gateway', () => {
    // An open complaint holds completion back: a completed order has none waiting.
    const finished = everyMove.filter(
      ({ state }) =>
        state.status === 'cancelled' ||
        (state.status === 'delivered' && state.completed === true && state.complaint !== 'open'),
    );
    const moves = finished.filter(({ state, event }) => canMake(event, state));
    expect([...new Set(moves.map(({ event }) => event))].sort()).toEqual(
      ['gateway_partially_refunded', 'gateway_refunded', 'paid_after_cancel'].sort(),
    );
    for (const { state, event } of moves) {
      const after = afterTransition(event, state);
      expect(after.status).toBe(state.status);
      if (event === 'paid_after_cancel') expect(after).toMatchObject({ status: 'cancelled', refund_due: true });
      else expect(isOnline(state.payment_method)).toBe(true);
    }
  });

  it('confirms an online order by the gateway alone: no proof, paid → processing, or cancelled', () => {
    const start = placed(online);
    expect(start).toMatchObject({ status: 'pending', payment_status: 'unpaid' });
    expect(needsOnlinePayment(start)).toBe(true);
    expect(canMake('proof_uploaded', start)).toBe(false);
    expect(canMake('gateway_paid', placed(transfer))).toBe(false);
    expect(run(start, ['gateway_paid'])).toMatchObject({ status: 'processing', payment_status: 'paid' });
    expect(returnsStock('gateway_failed', start)).toBe(true);
    expect(run(start, ['gateway_failed'])).toMatchObject({ status: 'cancelled', payment_status: 'unpaid' });
    // Paid after it was cancelled: flagged until the shop records the refund, once.
    const owed = run(start, ['cancelled_by_customer', 'paid_after_cancel']);
    expect(owed).toMatchObject({ status: 'cancelled', payment_status: 'unpaid', refund_due: true });
    expect(canMake('paid_after_cancel', owed)).toBe(false);
    const refunded = run(owed, ['refund_recorded']);
    expect(refunded).toMatchObject({ status: 'cancelled', payment_status: 'refunded', refund_due: false });
    expect(canMake('refund_recorded', refunded)).toBe(false);
    expect(canMake('paid_after_cancel', refunded)).toBe(false);
  });

  it('gives stock back exactly when a move cancels the order, and never pays a cancelled one', () => {
    for (const { state, event } of everyMove.filter((move) => canMake(move.event, move.state))) {
      const after = afterTransition(event, state);
      expect(returnsStock(event, state)).toBe(state.status !== 'cancelled' && after.status === 'cancelled');
      if (after.status === 'cancelled') expect(after.payment_status).not.toBe('paid');
      // Shipped or delivered only when paid or COD; a refund reported later is recorded, whatever the status, and a
      // delivered order completes whatever became of its payment since.
      if ((after.status === 'shipped' || after.status === 'delivered') && after.status !== state.status)
        expect(after.payment_status === 'paid' || isCod(after.payment_method)).toBe(true);
    }
  });

  it('lets each actor make only its own moves', () => {
    expect(Object.entries(ORDER_TRANSITIONS).map(([event, t]) => [event, t.by])).toEqual([
      ['proof_uploaded', 'customer'],
      ['cancelled_by_customer', 'customer'],
      ['payment_confirmed', 'admin'],
      ['payment_rejected', 'admin'],
      ['status_processing', 'admin'],
      ['status_shipped', 'admin'],
      ['status_delivered', 'admin'],
      ['courier_delivered', 'system'],
      ['received_by_customer', 'customer'],
      ['auto_completed', 'system'],
      ['complaint_filed', 'customer'],
      ['complaint_refunded', 'admin'],
      ['complaint_partly_refunded', 'admin'],
      ['complaint_declined', 'admin'],
      ['return_requested', 'admin'],
      ['return_shipped', 'customer'],
      ['return_received', 'admin'],
      ['shipment_booked', 'admin'],
      ['shipment_cancelled', 'admin'],
      ['resi_changed', 'admin'],
      ['cancelled_by_admin', 'admin'],
      ['expired', 'system'],
      ['gateway_paid', 'system'],
      ['gateway_failed', 'system'],
      ['paid_after_cancel', 'system'],
      ['refund_recorded', 'admin'],
      ['gateway_refunded', 'system'],
      ['gateway_partially_refunded', 'system'],
      ['cod_lapsed', 'system'],
      ['cancel_requested', 'customer'],
      ['cancel_request_accepted', 'admin'],
      ['cancel_request_declined', 'admin'],
    ]);
  });

  it('completes an order once, from the states each completion names, and keeps its status delivered (042)', () => {
    const moves = ['courier_delivered', 'received_by_customer', 'auto_completed', 'resi_changed'] as const;
    for (const { state, event } of everyMove.filter((m) => (moves as readonly string[]).includes(m.event))) {
      const allowed = canMake(event, state);
      const paidOrCod = state.payment_status === 'paid' || isCod(state.payment_method);
      const deliveredOpen = state.status === 'delivered' && state.completed !== true;
      const waits = state.complaint === 'open';
      const expected = (<Record<string, boolean>>{
        courier_delivered: state.status === 'shipped' && paidOrCod,
        received_by_customer: !waits && ((state.status === 'shipped' && paidOrCod) || deliveredOpen),
        auto_completed: !waits && deliveredOpen,
        resi_changed: state.status === 'shipped',
      })[event];
      expect(allowed, `${event} from ${JSON.stringify(state)}`).toBe(expected);
      if (!allowed) continue;
      const after = afterTransition(event, state);
      if (event === 'resi_changed') {
        expect(after).toEqual(state);
        continue;
      }
      expect(after.status).toBe('delivered');
      expect(after.completed === true).toBe(event !== 'courier_delivered' || state.completed === true);
      // A COD parcel is paid at the door, whoever reports the delivery.
      expect(after.payment_status).toBe(
        state.status === 'shipped' && isCod(state.payment_method) ? 'paid' : state.payment_status,
      );
      expect(returnsStock(event, state)).toBe(false);
    }
    const shipped = run(placed(cod), ['status_processing', 'status_shipped']);
    const done = run(shipped, ['courier_delivered', 'received_by_customer']);
    expect(done).toMatchObject({ status: 'delivered', payment_status: 'paid', completed: true });
    expect(canMake('auto_completed', done)).toBe(false);
    expect(canMake('received_by_customer', done)).toBe(false);
  });

  it('takes one complaint per order, after delivery and before completion, and holds completion until it is answered', () => {
    const events = [
      'complaint_filed',
      'complaint_refunded',
      'complaint_partly_refunded',
      'complaint_declined',
    ] as const;
    for (const { state, event } of everyMove.filter((m) => (events as readonly string[]).includes(m.event))) {
      const deliveredOpen = state.status === 'delivered' && state.completed !== true;
      const expected = (<Record<string, boolean>>{
        complaint_filed: deliveredOpen && state.complaint === undefined,
        complaint_refunded:
          state.complaint === 'open' && state.status === 'delivered' && state.payment_status === 'paid',
        complaint_partly_refunded:
          state.complaint === 'open' && state.status === 'delivered' && state.payment_status === 'paid',
        complaint_declined: state.complaint === 'open' && state.status === 'delivered',
      })[event];
      expect(canMake(event, state), `${event} from ${JSON.stringify(state)}`).toBe(expected);
      if (!expected) continue;
      const after = afterTransition(event, state);
      expect(after.status).toBe(state.status);
      expect(after.complaint).toBe(event === 'complaint_filed' ? 'open' : 'answered');
      expect(after.payment_status).toBe(event === 'complaint_refunded' ? 'refunded' : state.payment_status);
      expect(returnsStock(event, state)).toBe(false);
    }
    const delivered = run(placed(cod), ['status_processing', 'status_shipped', 'courier_delivered']);
    const filed = run(delivered, ['complaint_filed']);
    expect(canMake('complaint_filed', filed)).toBe(false);
    expect(canMake('auto_completed', filed)).toBe(false);
    expect(canMake('received_by_customer', filed)).toBe(false);
    const answered = run(filed, ['complaint_partly_refunded']);
    expect(answered).toMatchObject({ payment_status: 'paid', complaint: 'answered' });
    expect(canMake('complaint_filed', answered)).toBe(false);
    expect(run(answered, ['auto_completed'])).toMatchObject({ completed: true, status: 'delivered' });
  });

  it('turns the shopper’s cancel into a request once a proof waits for the shop (decision 032)', () => {
    const waiting = run(placed(transfer), ['proof_uploaded']);
    expect(canMake('cancelled_by_customer', placed(transfer))).toBe(true);
    expect(canMake('cancelled_by_customer', waiting)).toBe(false);
    expect(canMake('cancel_requested', placed(transfer))).toBe(false);
    const asked = run(waiting, ['cancel_requested']);
    expect(asked).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
      has_proof: true,
      cancel_requested: true,
    });
    expect(canMake('cancel_requested', asked)).toBe(false);
    // Declined: the order goes on, and the shopper may ask again.
    const declined = run(asked, ['cancel_request_declined']);
    expect(declined).toMatchObject({ status: 'pending', cancel_requested: false });
    // Accepted: cancelled (stock back), the transfer waiting for review is owed back.
    const accepted = run(declined, ['cancel_requested', 'cancel_request_accepted']);
    expect(accepted).toMatchObject({ status: 'cancelled', payment_status: 'unpaid', refund_due: true });
    expect(accepted.cancel_requested).toBe(false);
    expect(returnsStock('cancel_request_accepted', run(waiting, ['cancel_requested']))).toBe(true);
    expect(run(accepted, ['refund_recorded'])).toMatchObject({ payment_status: 'refunded', refund_due: false });
    // Confirmed meanwhile: the request stays for the owner; accepting it then cancels and refunds the payment.
    const paid = run(asked, ['payment_confirmed']);
    expect(paid).toMatchObject({ status: 'processing', payment_status: 'paid', cancel_requested: true });
    const refunded = run(paid, ['cancel_request_accepted']);
    expect(refunded).toMatchObject({ status: 'cancelled', payment_status: 'refunded', cancel_requested: false });
    expect(refunded.refund_due).toBeFalsy();
    // Rejected meanwhile: no transfer arrived, so nothing is owed back.
    const rejected = run(asked, ['payment_rejected', 'cancel_request_accepted']);
    expect(rejected).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
    expect(rejected.refund_due).toBeFalsy();
    // A shop's own cancel of an order whose proof waits also owes the transfer back, and answers the request.
    const byShop = run(asked, ['cancelled_by_admin']);
    expect(byShop).toMatchObject({ status: 'cancelled', refund_due: true, cancel_requested: false });
    expect(canMake('cancel_request_declined', byShop)).toBe(false);
    expect(canMake('cancel_request_declined', waiting)).toBe(false);
  });

  it('answers the admin status buttons from the same table', () => {
    const paid = run(placed(transfer), ['proof_uploaded', 'payment_confirmed']);
    expect(canAdminMoveTo(paid, 'shipped')).toBe(true);
    expect(canAdminMoveTo(placed(transfer), 'shipped')).toBe(false);
    expect(canAdminMoveTo(paid, 'cancelled')).toBe(false);
  });
});
