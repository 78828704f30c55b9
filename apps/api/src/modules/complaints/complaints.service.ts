import { formatRupiah, RETURN_ADDRESS, type Order, type OrderEvent } from '@boneka/shared';
import type { OrderRow } from '../../db/schema.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { storePrivatePicture } from '../../lib/private-pictures.js';
import type { Storage } from '../../lib/storage.js';
import type { MoveDetails, OrderViewer } from '../orders/orders.service.js';
import type { ComplaintsRepo } from './complaints.repo.js';

/** What complaints need of orders (modules/orders): the order a call is about, and the state machine's moves on it. */
export interface OrdersForComplaints {
  ownOrder(userId: number, token: string): Promise<OrderRow>;
  anyOrder(id: number): Promise<OrderRow>;
  viewableOrder(viewer: OrderViewer, token: string, what: string): Promise<OrderRow>;
  /** Refuses (409) a move this actor may not make from the order's state. */
  assertAllowed(row: OrderRow, event: OrderEvent, actor: Actor): void;
  /** Makes the move: the complaint it files or answers is stored with it (complaints.repo.ts, by app.ts's wiring). */
  apply(row: OrderRow, event: OrderEvent, actor: Actor, details: MoveDetails): Promise<void>;
  /** The order as the API shows it, read again. */
  reread(id: number): Promise<Order>;
}

export interface ComplaintsServiceDeps {
  orders: OrdersForComplaints;
  repo: Pick<ComplaintsRepo, 'photosOf'>;
  storage: Storage;
}

/**
 * The owner's answer to a complaint: a refund (all that is still paid when `amount` is omitted), a decline, or the
 * goods asked back first ("kembalikan barang", decision 059), which leaves the complaint open until the refund.
 */
export type ComplaintAnswer =
  | { decision: 'refund'; amount?: number; note: string | null }
  | { decision: 'decline'; note: string }
  | { decision: 'return'; note: string | null };

/**
 * The shoppers' complaints (migration 024, decision 042): filed once after delivery, with photos kept private like
 * payment proofs, and answered by the owner with a refund or a decline. Filing and answering are moves of the
 * order (`ORDER_TRANSITIONS`); the complaint's row is written in the move's transaction.
 */
export function complaintsService({ orders, repo, storage }: ComplaintsServiceDeps) {
  return {
    /**
     * "Ajukan Komplain": once, after delivery and before completion, with up to five photos (re-encoded, kept
     * private like payment proofs). Refused before any photo is decoded or stored when the order cannot take it.
     */
    async file(
      userId: number,
      token: string,
      complaint: { reason: string; text: string },
      photos: Buffer[],
      actor: Actor,
    ): Promise<Order> {
      const row = await orders.ownOrder(userId, token);
      orders.assertAllowed(row, 'complaint_filed', actor);
      const keys: string[] = [];
      try {
        for (const data of photos) keys.push(await storePrivatePicture(storage, data));
        await orders.apply(row, 'complaint_filed', actor, {
          complaint: { ...complaint, photos: keys },
          note: complaint.text.length > 120 ? `${complaint.text.slice(0, 119)}…` : complaint.text,
        });
      } catch (error) {
        await Promise.allSettled(keys.map((key) => storage.remove(key)));
        throw error;
      }
      return orders.reread(row.id);
    },
    /** One photo of the order's complaint, for its shopper and for admins only. */
    async photo(viewer: OrderViewer, token: string, index: number): Promise<Buffer> {
      const row = await orders.viewableOrder(viewer, token, 'Photo');
      const key = (await repo.photosOf(row.id))[index];
      const data = key ? await storage.get(key) : null;
      if (!data) throw notFound('Photo');
      return data;
    },
    /**
     * The owner's answer to a complaint: a refund of `amount` (all that is still paid when omitted; then the payment
     * reads refunded) recorded with the order's refunds, or a decline with its reason.
     */
    async answer(id: number, answer: ComplaintAnswer, actor: Actor): Promise<Order> {
      const row = await orders.anyOrder(id);
      if (answer.decision === 'return') {
        // The shop's address as it is today, kept with the return: the shopper sends the parcel there.
        await orders.apply(row, 'return_requested', actor, {
          returnGoods: { step: 'requested', address: { ...RETURN_ADDRESS }, note: answer.note },
          note: answer.note,
        });
        return orders.reread(id);
      }
      if (answer.decision === 'decline') {
        await orders.apply(row, 'complaint_declined', actor, {
          complaintAnswer: { refund: 0, answer: answer.note },
          note: answer.note,
        });
        return orders.reread(id);
      }
      const refundable = row.total_amount - Number(row.refunded_amount);
      const amount = answer.amount ?? refundable;
      if (amount > refundable)
        throw badRequest('REFUND_TOO_LARGE', `At most ${refundable} can be refunded.`, [
          { path: 'amount', message: `At most ${refundable}` },
        ]);
      const event = amount === refundable ? 'complaint_refunded' : 'complaint_partly_refunded';
      await orders.apply(row, event, actor, {
        complaintAnswer: { refund: amount, answer: answer.note },
        note: [`Refund ${formatRupiah(amount)}`, answer.note].filter(Boolean).join(' — '),
      });
      return orders.reread(id);
    },
  };
}
export type ComplaintsService = ReturnType<typeof complaintsService>;
