import {
  ADMIN_STATUS_MOVES,
  canPrintLabel,
  DEFAULT_VARIANT_WEIGHT_GRAMS,
  formatRupiah,
  isCod,
  isOnline,
  isTrackableCourier,
  proofAwaitsReview,
  UNPAID_ORDER_TTL_HOURS,
  type AdminOrder,
  type AdminStatusMove,
  type CreateOrderBody,
  type LabelLayout,
  type Order,
  type OrderEvent,
} from '@boneka/shared';
import type { z } from 'zod';
import type { OrderRow } from '../../db/schema.js';
import { SYSTEM_ACTOR, type Actor } from '../../lib/actor.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { wibDay, wibDayStart } from '../../lib/wib.js';
import { reencodeImage } from '../../lib/images.js';
import type { Language } from '../../lib/request-language.js';
import type { Storage } from '../../lib/storage.js';
import type { AuditService } from '../audit/audit.service.js';
import { lineTitle } from '../variants/variants.service.js';
import { orderPlacement, type OrderPlacementDeps } from './order-placement.js';
import { HOUR_MS, orderPresenter, stateOf } from './order-presenter.js';
import { invoiceFileName, renderInvoice } from './invoice-pdf.js';
import { renderShippingLabels, shippingLabelsFileName } from './shipping-labels-pdf.js';
import { orderNotices, type OrderNoticesDeps } from './order-notices.js';
import { orderTracking, type ParcelTracker } from './order-tracking.js';
import { orderTransitions } from './order-transitions.js';
import { trackingRepo } from './tracking.repo.js';
import { complaintsRepo } from './complaints.repo.js';
import { gatewayEvents, type AmountMismatch, type GatewayEvent } from './gateway-events.js';
import type { AdminFilter, OrderWithUser } from './orders.repo.js';

export type { ShippingPricer } from './order-placement.js';
export type { AmountMismatch, GatewayEvent, GatewayOutcome } from './gateway-events.js';
export type { OrderWithUser } from './orders.repo.js';

export interface OrdersServiceDeps extends OrderPlacementDeps {
  storage: Storage;
  audit: AuditService;
  /** The order mails (order-notices.ts): the outbox, the owner's address and the shop's origin for links. */
  mail: Omit<OrderNoticesDeps, 'repo'>;
  /** The courier's tracking (RajaOngkir Track AWB); undefined without a key: orders are moved by hand. */
  tracker?: ParcelTracker;
  log?: { warn(obj: object, msg: string): void };
}

/** Why an order gets no shipping label yet, or any more. */
const NOT_PRINTABLE: Record<Order['status'], string> = {
  pending: 'masih menunggu pembayaran',
  confirmed: 'belum diproses (tekan Proses dulu)',
  processing: 'sedang diproses',
  shipped: 'sudah dikirim',
  delivered: 'sudah diterima pembeli',
  cancelled: 'sudah dibatalkan',
};

/**
 * Orders: placed by `order-placement.ts`, moved only along `ORDER_TRANSITIONS` of packages/shared by
 * `order-transitions.ts`, shown by `order-presenter.ts`. This facade finds the order each call is about and
 * checks who may see it.
 */
export function ordersService(deps: OrdersServiceDeps) {
  const { repo, storage, clock, limits } = deps;
  const tracking = trackingRepo(deps.db);
  const complaints = complaintsRepo(deps.db);
  const presenter = orderPresenter(repo, tracking, complaints, limits);
  const { present, one } = presenter;
  const notices = orderNotices({ repo, ...deps.mail }, presenter);
  const placement = orderPlacement({ ...deps, notices });
  let gatewayCancelListener: (() => void) | undefined;
  const transitions = orderTransitions({
    ...deps,
    complaints,
    notices,
    gatewayCancelQueued: () => gatewayCancelListener?.(),
  });
  const gateway = gatewayEvents({ db: deps.db, repo, transitions, clock });
  const parcels = orderTracking({
    db: deps.db,
    repo,
    tracking,
    transitions,
    notices,
    clock,
    tracker: deps.tracker,
    log: deps.log ?? { warn: () => undefined },
  });

  /** A customer's own order by token; anyone else's is simply not found. */
  async function ownOrder(userId: number, token: string): Promise<OrderWithUser> {
    const row = await repo.findByToken(token);
    if (!row || row.user_id !== userId) throw notFound('Order');
    return row;
  }
  async function anyOrder(id: number): Promise<OrderWithUser> {
    const row = await repo.findById(id);
    if (!row) throw notFound('Order');
    return row;
  }
  const reread = async (id: number) => one(await anyOrder(id));
  /** The order by token, for its customer and for admins only; to anyone else `what` is simply not found. */
  async function viewableOrder(viewer: { userId: number; type: 'admin' | 'customer' }, token: string, what: string) {
    const row = await repo.findByToken(token);
    if (!row || (viewer.type !== 'admin' && row.user_id !== viewer.userId)) throw notFound(what);
    return row;
  }
  /** A payment proof or complaint photo: re-encoded (metadata gone), stored where only the app serves it. */
  const storePrivatePicture = async (data: Buffer) =>
    storage.put('proofs', await reencodeImage(data, { width: 1600, height: 1600, fit: 'inside' }), 'webp');
  const hoursToPay = (row: OrderRow) =>
    row.expires_at
      ? Math.round((Date.parse(row.expires_at) - Date.parse(row.created_at)) / HOUR_MS)
      : UNPAID_ORDER_TTL_HOURS;

  /**
   * Cancels with `event` those candidates that still make that move when read again; a move that lost a race
   * with a person's is skipped.
   */
  async function lapse(
    candidates: { id: number }[],
    event: OrderEvent,
    note: (r: OrderRow) => string,
    applies: (r: OrderRow) => boolean,
  ) {
    let lapsed = 0;
    for (const { id } of candidates) {
      const row = await repo.findById(id);
      if (!row || !applies(row)) continue;
      try {
        await transitions.apply(row, event, SYSTEM_ACTOR, { note: note(row) });
        lapsed += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    return lapsed;
  }

  return {
    create: (
      userId: number,
      input: z.output<typeof CreateOrderBody>,
      idempotencyKey: string | undefined,
      language: 'id' | 'en' = 'id',
    ) => placement.create(userId, input, idempotencyKey, language),

    async mine(userId: number): Promise<Order[]> {
      return present(await repo.listForUser(userId));
    },
    async byToken(userId: number, token: string): Promise<Order> {
      return one(await ownOrder(userId, token));
    },
    async track(userId: number, orderNumberOrId: string): Promise<Order> {
      // A number is an id (ids are 32-bit); anything else an order number.
      const numeric = /^\d+$/.test(orderNumberOrId);
      const id = numeric ? Number(orderNumberOrId) : 0;
      const row = numeric
        ? id > 0 && id <= 2_147_483_647
          ? await repo.findById(id)
          : undefined
        : await repo.findByNumber(orderNumberOrId);
      if (!row || row.user_id !== userId) throw notFound('Order');
      return one(row);
    },
    async uploadProof(userId: number, token: string, data: Buffer, actor: Actor): Promise<Order> {
      const row = await ownOrder(userId, token);
      // Refused before the picture is decoded and stored; `apply` checks again against the state it writes from.
      transitions.assertAllowed(row, 'proof_uploaded', actor);
      const key = await storePrivatePicture(data);
      try {
        await transitions.apply(row, 'proof_uploaded', actor, { proofKey: key });
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
      // The replaced proof was never decided on and nothing names it any more (the history records events, not
      // files). A failed delete leaves only an unreachable file behind, so the upload still succeeds.
      if (row.payment_proof) await storage.remove(row.payment_proof).catch(() => undefined);
      return reread(row.id);
    },
    /** The proof picture, for its owner and for admins only. */
    async proof(viewer: { userId: number; type: 'admin' | 'customer' }, token: string): Promise<Buffer> {
      const row = await viewableOrder(viewer, token, 'Payment proof');
      if (!row.payment_proof) throw notFound('Payment proof');
      const data = await storage.get(row.payment_proof);
      if (!data) throw notFound('Payment proof');
      return data;
    },
    /** The order's invoice, for its owner and for admins only; in the language the customer ordered in. */
    async invoice(viewer: { userId: number; type: 'admin' | 'customer' }, token: string) {
      const row = await viewableOrder(viewer, token, 'Order');
      const order = await one(row);
      return { fileName: invoiceFileName(order), pdf: await renderInvoice(order, row.language === 'en' ? 'en' : 'id') };
    },
    /**
     * The shopper's "Batalkan": immediate, unless a proof waits for the shop; then a request the owner decides
     * (decision 032), and `requested` is true.
     */
    async cancelByCustomer(userId: number, token: string, actor: Actor): Promise<{ order: Order; requested: boolean }> {
      const row = await ownOrder(userId, token);
      const requested = proofAwaitsReview(stateOf(row));
      await transitions.apply(row, requested ? 'cancel_requested' : 'cancelled_by_customer', actor);
      return { order: await reread(row.id), requested };
    },

    /** For the payment gateway (modules/payments): the order its transaction names, by our order number. */
    byNumberForGateway: (orderNumber: string) => repo.findByNumber(orderNumber),
    /** The shopper's own order as stored, for paying it online. */
    ownForPayment: (userId: number, token: string) => ownOrder(userId, token),
    present: one,
    /**
     * The order's lines as stored, with their prices at the time of the order and named as the shopper chose them
     * ("Boneka Beruang — 50 cm / Pink").
     */
    linesOf: async (orderId: number) =>
      (await repo.itemsFor([orderId])).map((line) => ({
        ...line,
        product_name: lineTitle(line.product_name, line.variant_label),
      })),
    setGatewayCheckout: (orderId: number, token: string, redirectUrl: string) =>
      repo.setGatewayCheckout(orderId, token, redirectUrl),
    /** Applies a verified gateway event once (gateway-events.ts). */
    recordGatewayEvent: (row: OrderWithUser, event: GatewayEvent) => gateway.record(row, event),
    /** Keeps, once, a signed notification whose amount is not the order's, for the owner to check. */
    recordAmountMismatch: (row: OrderWithUser, event: AmountMismatch) => gateway.recordAmountMismatch(row, event),
    /** The payments module is told when a cancel owes Midtrans a cancel of its transaction (decision 024). */
    onGatewayCancelQueued(listener: () => void) {
      gatewayCancelListener = listener;
    },
    dueGatewayCancels: (limit: number) => repo.dueGatewayCancels(clock.now().toISOString(), limit),
    claimGatewayCancel: (id: number, claimedBefore: string | null, until: string) =>
      repo.claimGatewayCancel(id, claimedBefore, clock.now().toISOString(), until),
    settleGatewayCancel: repo.settleGatewayCancel,
    /** Online orders whose time to pay has run out, for the payments module to ask Midtrans about first. */
    async onlineDueToExpire(): Promise<OrderWithUser[]> {
      const due: OrderWithUser[] = [];
      for (const { id } of await repo.expiredCandidates(clock.now().toISOString())) {
        const row = await repo.findById(id);
        if (row && isOnline(row.payment_method) && row.gateway_token !== null) due.push(row);
      }
      return due;
    },
    /** The owner has paid back a payment that arrived after the order was cancelled. */
    async recordRefund(id: number, actor: Actor): Promise<Order> {
      await transitions.apply(await anyOrder(id), 'refund_recorded', actor, { note: 'Dana dikembalikan' });
      return reread(id);
    },

    /**
     * The owner has compared the amounts Midtrans reported that are not the order's ("Perlu dicek") with the
     * Midtrans dashboard: they are marked checked and audited together; nothing left to check is a 409.
     */
    async checkAmountMismatches(id: number, note: string | null, actor: Actor): Promise<Order> {
      const row = await anyOrder(id);
      const checkedAt = clock.now().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        const checked = await repo.markAmountsChecked(
          row.id,
          { checked_at: checkedAt, checked_by: actor.userId, check_note: note },
          trx,
        );
        if (checked === 0) throw conflict('INVALID_TRANSITION', 'This order has no amount left to check.');
        await deps.audit.record(
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
      return reread(id);
    },

    async adminList(filter: AdminFilter, amount?: number) {
      const [rows, counts] = await Promise.all([repo.listForAdmin(filter, amount), repo.adminCounts()]);
      return { orders: await present(rows), counts };
    },
    /**
     * The owner's shipping labels for these orders, in the order asked (decision 043): every id must be an order,
     * and every order one that is to leave the shop or is on its way (`canPrintLabel`).
     */
    async shippingLabels(ids: number[], layout: LabelLayout, language: Language) {
      const rows = await repo.findByIds(ids);
      const missing = ids.filter((id) => !rows.some((row) => row.id === id));
      if (missing.length > 0)
        throw new AppError(404, 'NOT_FOUND', `Pesanan tidak ditemukan: ${missing.join(', ')}.`, {
          details: missing.map((id) => ({ path: 'ids', message: `Pesanan ${id} tidak ada.` })),
        });
      const orders = await present(ids.map((id) => rows.find((row) => row.id === id)!));
      const refused = orders.filter((order) => !canPrintLabel(order));
      if (refused.length > 0)
        throw new AppError(
          422,
          'LABEL_NOT_PRINTABLE',
          `Label hanya untuk pesanan yang sedang diproses atau dikirim: ${refused
            .map((order) => `${order.order_number} ${NOT_PRINTABLE[order.status]}`)
            .join(', ')}.`,
          {
            details: refused.map((order) => ({
              path: 'ids',
              message: `${order.order_number} (${order.order_id}) ${NOT_PRINTABLE[order.status]}.`,
            })),
          },
        );
      const weights = await repo.parcelGrams(ids, DEFAULT_VARIANT_WEIGHT_GRAMS);
      return {
        fileName: shippingLabelsFileName(orders, layout, clock.now()),
        pdf: await renderShippingLabels(
          orders.map((order) => ({ order, grams: weights.get(order.order_id) ?? DEFAULT_VARIANT_WEIGHT_GRAMS })),
          layout,
          language,
        ),
      };
    },
    /**
     * The owner's page of one order: the order, the buyer's own phone next to the recipient's, and what the courier
     * said of the resis it replaced.
     */
    async adminGet(id: number): Promise<AdminOrder> {
      const row = await anyOrder(id);
      const [order, earlier] = await Promise.all([one(row), presenter.earlierEvents(row)]);
      return {
        ...order,
        user: { ...order.user, phone_number: row.buyer_phone },
        tracking: { ...order.tracking, earlier_events: earlier },
      };
    },
    /**
     * The shop's decision on a proof. A rejected picture stays in storage, named by this decision's audit entry,
     * which may be checked against it later; a new upload does not remove it.
     */
    async setPaymentStatus(id: number, to: 'paid' | 'failed', note: string | null, actor: Actor): Promise<Order> {
      const row = await anyOrder(id);
      await transitions.apply(row, to === 'paid' ? 'payment_confirmed' : 'payment_rejected', actor, { note });
      return reread(id);
    },
    async setStatus(id: number, to: AdminStatusMove, trackingNumber: string | null, actor: Actor): Promise<Order> {
      const row = await anyOrder(id);
      const shipped = to === 'shipped';
      // A parcel the shop can track needs its resi: without one, nobody could follow it.
      if (shipped && !trackingNumber && deps.tracker && isTrackableCourier(row.courier))
        throw badRequest(
          'TRACKING_NUMBER_REQUIRED',
          'Enter the resi: this courier’s parcels are tracked by their resi.',
        );
      await transitions.apply(row, ADMIN_STATUS_MOVES[to], actor, {
        ...(shipped ? { trackingNumber, trackFrom: trackingNumber ? clock.now().toISOString() : null } : {}),
        note: shipped && trackingNumber ? `Resi ${trackingNumber}` : null,
      });
      return reread(id);
    },
    /**
     * The shop adds or corrects the resi of a shipped parcel: audited, in the history, the shopper mailed once. The
     * same resi again changes nothing.
     */
    async changeResi(id: number, trackingNumber: string, actor: Actor): Promise<Order> {
      const row = await anyOrder(id);
      if (row.tracking_number === trackingNumber) return reread(id);
      await transitions.apply(row, 'resi_changed', actor, {
        trackingNumber,
        trackFrom: clock.now().toISOString(),
        note: row.tracking_number ? `Resi ${row.tracking_number} → ${trackingNumber}` : `Resi ${trackingNumber}`,
      });
      return reread(id);
    },
    /** "Pesanan Diterima": the shopper's own order, shipped or delivered, completes. */
    async confirmReceived(userId: number, token: string, actor: Actor): Promise<Order> {
      const row = await ownOrder(userId, token);
      await transitions.apply(row, 'received_by_customer', actor);
      return reread(row.id);
    },
    /**
     * "Ajukan Komplain": once, after delivery and before completion, with up to five photos (re-encoded, kept
     * private like payment proofs). Refused before any photo is decoded or stored when the order cannot take it.
     */
    async fileComplaint(
      userId: number,
      token: string,
      complaint: { reason: string; text: string },
      photos: Buffer[],
      actor: Actor,
    ): Promise<Order> {
      const row = await ownOrder(userId, token);
      transitions.assertAllowed(row, 'complaint_filed', actor);
      const keys: string[] = [];
      try {
        for (const data of photos) keys.push(await storePrivatePicture(data));
        await transitions.apply(row, 'complaint_filed', actor, {
          complaint: { ...complaint, photos: keys },
          note: complaint.text.length > 120 ? `${complaint.text.slice(0, 119)}…` : complaint.text,
        });
      } catch (error) {
        await Promise.allSettled(keys.map((key) => storage.remove(key)));
        throw error;
      }
      return reread(row.id);
    },
    /** One photo of the order's complaint, for its shopper and for admins only. */
    async complaintPhoto(viewer: { userId: number; type: 'admin' | 'customer' }, token: string, index: number) {
      const row = await viewableOrder(viewer, token, 'Photo');
      const key = (await complaints.photosOf(row.id))[index];
      const data = key ? await storage.get(key) : null;
      if (!data) throw notFound('Photo');
      return data;
    },
    /**
     * The owner's answer to a complaint: a refund of `amount` (all that is still paid when omitted; then the payment
     * reads refunded) recorded with the order's refunds, or a decline with its reason.
     */
    async answerComplaint(
      id: number,
      answer: { decision: 'refund'; amount?: number; note: string | null } | { decision: 'decline'; note: string },
      actor: Actor,
    ): Promise<Order> {
      const row = await anyOrder(id);
      if (answer.decision === 'decline') {
        await transitions.apply(row, 'complaint_declined', actor, {
          complaintAnswer: { refund: 0, answer: answer.note },
          note: answer.note,
        });
        return reread(id);
      }
      const refundable = row.total_amount - Number(row.refunded_amount);
      const amount = answer.amount ?? refundable;
      if (amount > refundable)
        throw badRequest('REFUND_TOO_LARGE', `At most ${refundable} can be refunded.`, [
          { path: 'amount', message: `At most ${refundable}` },
        ]);
      const event = amount === refundable ? 'complaint_refunded' : 'complaint_partly_refunded';
      await transitions.apply(row, event, actor, {
        complaintAnswer: { refund: amount, answer: answer.note },
        note: [`Refund ${formatRupiah(amount)}`, answer.note].filter(Boolean).join(' — '),
      });
      return reread(id);
    },
    /** One round of the tracking poller (order-tracking.ts). */
    pollTracking: () => parcels.pollDue(),
    /**
     * Completes delivered orders the shopper said nothing about: once ORDER_AUTO_COMPLETE_DAYS whole WIB days have
     * passed after the delivery day (delivered on the 1st with 3 days: completed at 00:00 WIB on the 5th).
     */
    async completeDelivered(): Promise<number> {
      // WIB keeps no daylight saving: N days before today's 00:00 WIB is 00:00 WIB of that day.
      const today = wibDayStart(wibDay(clock.now())).getTime();
      const deliveredBefore = new Date(today - limits.autoCompleteDays * 24 * HOUR_MS).toISOString();
      let completed = 0;
      for (;;) {
        const batch = await tracking.completable(deliveredBefore, 100);
        const done = await lapse(
          batch,
          'auto_completed',
          () => `Selesai otomatis ${limits.autoCompleteDays} hari setelah pesanan sampai`,
          (r) => r.status === 'delivered' && r.completed_at === null,
        );
        completed += done;
        if (batch.length < 100 || done === 0) return completed;
      }
    },
    /** The owner's answer to a cancellation request: accepted (cancelled, the transfer owed back) or declined. */
    async decideCancelRequest(id: number, decision: 'accept' | 'decline', actor: Actor): Promise<Order> {
      const event = decision === 'accept' ? 'cancel_request_accepted' : 'cancel_request_declined';
      await transitions.apply(await anyOrder(id), event, actor);
      return reread(id);
    },
    async cancelByAdmin(id: number, actor: Actor): Promise<Order> {
      await transitions.apply(await anyOrder(id), 'cancelled_by_admin', actor);
      return reread(id);
    },
    /**
     * Cancels, returning their stock, unpaid transfer orders with no proof whose time ran out and COD orders the
     * shop has not started processing within `codConfirmHours` (without that, a COD order would hold its stock
     * for ever).
     */
    async expireUnpaid(): Promise<number> {
      const expired = await lapse(
        await repo.expiredCandidates(clock.now().toISOString()),
        'expired',
        // A new buyer's order had less time than 24 hours (decision 027): the note says how long it was.
        (row) => `Tidak dibayar dalam ${hoursToPay(row)} jam`,
        (row) => row.payment_proof === null,
      );
      const placedBefore = new Date(clock.now().getTime() - limits.codConfirmHours * HOUR_MS).toISOString();
      const lapsed = await lapse(
        await repo.unprocessedCodCandidates(placedBefore),
        'cod_lapsed',
        () => `Tidak diproses toko dalam ${limits.codConfirmHours} jam`,
        (row) => isCod(row.payment_method),
      );
      return expired + lapsed;
    },
  };
}
export type OrdersService = ReturnType<typeof ordersService>;
