import { describe, expect, it } from 'vitest';
import { adminTabOf } from '../src/order-tabs.js';
import { afterTransition, canMake, type OrderEvent, type OrderState } from '../src/orders.js';
import { AnswerComplaintBody } from '../src/schemas/orders.js';
import { ReceiveReturnBody, ShipReturnBody } from '../src/schemas/returns.js';

/** A delivered, paid order whose shopper filed a complaint. */
const complained: OrderState = {
  status: 'delivered',
  payment_status: 'paid',
  payment_method: 'Transfer Bank',
  has_proof: true,
  completed: false,
  complaint: 'open',
};

function run(start: OrderState, events: OrderEvent[]): OrderState {
  return events.reduce((state, event) => {
    if (!canMake(event, state)) throw new Error(`${event} refused from ${JSON.stringify(state)}`);
    return afterTransition(event, state);
  }, start);
}

const answers = ['complaint_refunded', 'complaint_partly_refunded', 'complaint_declined'] as const;

describe('a return of the goods (decision 059)', () => {
  it('is asked once, only while a complaint waits on a delivered order', () => {
    expect(canMake('return_requested', complained)).toBe(true);
    expect(canMake('return_requested', { ...complained, complaint: undefined })).toBe(false);
    expect(canMake('return_requested', { ...complained, complaint: 'answered' })).toBe(false);
    const asked = run(complained, ['return_requested']);
    expect(asked).toMatchObject({ return_state: 'requested', complaint: 'open', status: 'delivered' });
    expect(canMake('return_requested', asked)).toBe(false);
  });

  it('holds the refund and the decline while the goods are on their way, and the completion until the answer', () => {
    for (const state of [
      run(complained, ['return_requested']),
      run(complained, ['return_requested', 'return_shipped']),
    ]) {
      for (const event of [...answers, 'auto_completed', 'received_by_customer'] as const) {
        expect(canMake(event, state), `${event} while ${state.return_state}`).toBe(false);
      }
      expect(adminTabOf(state)).toBe('komplain');
    }
    const back = run(complained, ['return_requested', 'return_shipped', 'return_received']);
    for (const event of answers) expect(canMake(event, back), event).toBe(true);
    expect(run(back, ['complaint_refunded'])).toMatchObject({
      payment_status: 'refunded',
      complaint: 'answered',
      return_state: 'received',
    });
  });

  it('takes the resi again until the parcel arrives, and a parcel that arrives before its resi', () => {
    const sent = run(complained, ['return_requested', 'return_shipped', 'return_shipped']);
    expect(sent.return_state).toBe('shipped');
    expect(canMake('return_shipped', run(sent, ['return_received']))).toBe(false);
    expect(run(complained, ['return_requested', 'return_received']).return_state).toBe('received');
    expect(canMake('return_shipped', complained)).toBe(false);
    expect(canMake('return_received', complained)).toBe(false);
  });
});

describe('the return payloads', () => {
  it('takes "kembalikan barang" as the owner’s third answer, with an optional note', () => {
    expect(AnswerComplaintBody.parse({ decision: 'return' })).toEqual({ decision: 'return', note: null });
    expect(AnswerComplaintBody.safeParse({ decision: 'return', note: 'x'.repeat(501) }).success).toBe(false);
  });

  it('reads a courier as its code and refuses a resi no courier writes', () => {
    expect(ShipReturnBody.parse({ courier: ' JNT ', resi: 'JT-123' })).toEqual({ courier: 'jnt', resi: 'JT-123' });
    for (const resi of ['ab', 'JT 123', 'x'.repeat(51)]) {
      expect(ShipReturnBody.safeParse({ courier: 'jnt', resi }).success, resi).toBe(false);
    }
    expect(ShipReturnBody.safeParse({ courier: 'j&t', resi: 'JT123' }).success).toBe(false);
  });

  it('takes each line once, with a whole quantity of zero or more', () => {
    const line = { order_item_id: 7, quantity: 1, sellable: true };
    expect(ReceiveReturnBody.safeParse({ lines: [line] }).success).toBe(true);
    expect(ReceiveReturnBody.safeParse({ lines: [line, line] }).success).toBe(false);
    expect(ReceiveReturnBody.safeParse({ lines: [{ ...line, quantity: -1 }] }).success).toBe(false);
    expect(ReceiveReturnBody.safeParse({ lines: [{ ...line, quantity: 0.5 }] }).success).toBe(false);
    expect(ReceiveReturnBody.safeParse({ lines: [{ order_item_id: 7, quantity: 1 }] }).success).toBe(false);
  });
});
