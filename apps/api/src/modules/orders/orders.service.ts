import {
  ADMIN_STATUS_MOVES,
  isTrackableCourier,
  proofAwaitsReview,
  type AdminOrder,
  type AdminOrderTab,
  type AdminStatusMove,
  type Order,
  type Shipment,
} from '@boneka/shared';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { storePrivatePicture } from '../../lib/private-pictures.js';
import type { Storage } from '../../lib/storage.js';
import type { GatewayEvents } from './gateway-events.js';
import type { AdminFilter, OrderListsRepo } from './order-lists.repo.js';
import type { orderPlacement } from './order-placement.js';
import { stateOf, type OrderPresenter } from './order-presenter.js';
import type { OrderSweeps } from './order-sweeps.js';
import type { OrderTransitions } from './order-transitions.js';
import type { OrdersRepo, OrderWithUser } from './orders.repo.js';

export type { AmountMismatch, GatewayEvent, GatewayOutcome } from './gateway-events.js';
export type { DueGatewayCancel } from './order-gateway.repo.js';
export type { MoveDetails } from './order-transitions.js';
export type { OrderWithUser } from './orders.repo.js';

/** The owner's list shows at most this many orders (newest first). */
const ADMIN_LIST_LIMIT = 500;

/** Who asks to see an order: its customer, or an admin. */
export type OrderViewer = { userId: number; type: 'admin' | 'customer' };

/** The shipments booked with the courier's vendor (modules/shipments, decision 058), as the owner's pages show them. */
export interface ShipmentViews {
  /** Whether the shop can book shipments (a Komship key): without it the owner types the resi. */
  available: boolean;
  ofOrders(ids: number[]): Promise<Map<number, Shipment>>;
}

/** The parts of orders, each built once by the composition root (compose/wire-orders.ts) and handed in. */
export interface OrdersServiceDeps {
  repo: OrdersRepo;
  lists: OrderListsRepo;
  presenter: OrderPresenter;
  transitions: OrderTransitions;
  placement: Pick<ReturnType<typeof orderPlacement>, 'create'>;
  gateway: GatewayEvents;
  sweeps: OrderSweeps;
  /** The courier tracking poller (modules/tracking), which the app runs every TRACKING_POLL_SECONDS. */
  parcels: { pollDue(): Promise<{ asked: number; failed: number; skipped: number }> };
  storage: Storage;
  clock: Clock;
  /** Whether parcels are asked about at their courier (a RajaOngkir key): then a trackable parcel needs its resi. */
  tracksParcels: boolean;
  shipments: ShipmentViews;
}

/**
 * Orders: placed by `order-placement.ts`, moved only along `ORDER_TRANSITIONS` of packages/shared by
 * `order-transitions.ts`, shown by `order-presenter.ts`, paid online through `gateway-events.ts`, swept by
 * `order-sweeps.ts`. This facade finds the order each call is about and checks who may see it; the modules beside
 * orders (complaints, order-documents, payments, tracking) reach orders through it.
 */
export function ordersService(deps: OrdersServiceDeps) {
  const { repo, lists, presenter, transitions, gateway, sweeps, storage, clock } = deps;
  const { present, one } = presenter;

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
  async function viewableOrder(viewer: OrderViewer, token: string, what: string) {
    const row = await repo.findByToken(token);
    if (!row || (viewer.type !== 'admin' && row.user_id !== viewer.userId)) throw notFound(what);
    return row;
  }

  return {
    create: deps.placement.create,

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
      const key = await storePrivatePicture(storage, data);
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
    async proof(viewer: OrderViewer, token: string): Promise<Buffer> {
      const row = await viewableOrder(viewer, token, 'Payment proof');
      if (!row.payment_proof) throw notFound('Payment proof');
      const data = await storage.get(row.payment_proof);
      if (!data) throw notFound('Payment proof');
      return data;
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
    /** "Pesanan Diterima": the shopper's own order, shipped or delivered, completes. */
    async confirmReceived(userId: number, token: string, actor: Actor): Promise<Order> {
      const row = await ownOrder(userId, token);
      await transitions.apply(row, 'received_by_customer', actor);
      return reread(row.id);
    },

    // The order a call of a module beside orders is about, and the state machine's moves on it.
    ownOrder,
    anyOrder,
    viewableOrder,
    reread,
    present: one,
    presentAll: present,
    assertAllowed: transitions.assertAllowed,
    apply: transitions.apply,
    /** The orders of these ids that exist, and their parcels' weights (the owner's shipping labels). */
    findByIds: lists.findByIds,
    parcelGrams: lists.parcelGrams,

    /** For the payment gateway (modules/payments): the order its transaction names, by our order number. */
    byNumberForGateway: (orderNumber: string) => repo.findByNumber(orderNumber),
    /** The shopper's own order as stored, for paying it online. */
    ownForPayment: ownOrder,
    linesOf: presenter.linesOf,
    setGatewayCheckout: gateway.setCheckout,
    /** Applies a verified gateway event once (gateway-events.ts). */
    recordGatewayEvent: gateway.record,
    /** Keeps, once, a signed notification whose amount is not the order's, for the owner to check. */
    recordAmountMismatch: gateway.recordAmountMismatch,
    /** The payments module is told when a cancel owes Midtrans a cancel of its transaction (decision 024). */
    onGatewayCancelQueued: transitions.onGatewayCancelQueued,
    dueGatewayCancels: gateway.dueCancels,
    claimGatewayCancel: gateway.claimCancel,
    settleGatewayCancel: gateway.settleCancel,
    onlineDueToExpire: sweeps.onlineDueToExpire,
    /** The owner has paid back a payment that arrived after the order was cancelled. */
    async recordRefund(id: number, actor: Actor): Promise<Order> {
      await transitions.apply(await anyOrder(id), 'refund_recorded', actor, { note: 'Dana dikembalikan' });
      return reread(id);
    },
    /** The owner has checked the amounts Midtrans reported that are not the order's (gateway-events.ts). */
    async checkAmountMismatches(id: number, note: string | null, actor: Actor): Promise<Order> {
      await gateway.checkAmountMismatches(await anyOrder(id), note, actor);
      return reread(id);
    },

    /**
     * The owner's list: by the spec's payment filter (and a statement's amount), or by a sellers' tab (issue 43);
     * with the counts of both, and the listed orders' shipments.
     */
    async adminList(filter: AdminFilter, amount?: number, tab?: AdminOrderTab) {
      const [rows, counts, tabs] = await Promise.all([
        tab === undefined || amount !== undefined
          ? lists.listForAdmin(filter, amount)
          : lists.listForTab(tab, ADMIN_LIST_LIMIT),
        lists.adminCounts(),
        lists.tabCounts(),
      ]);
      const shipments = await deps.shipments.ofOrders(rows.map((row) => row.id));
      return {
        orders: await present(rows),
        counts,
        tab_counts: tabs.tabs,
        refund_counts: tabs.owing,
        shipments: Object.fromEntries([...shipments].map(([id, shipment]) => [String(id), shipment])),
        shipment_booking: deps.shipments.available,
      };
    },
    /** A bulk action's orders (modules/bulk-orders): those of these ids that exist, or up to `limit` of a tab, oldest first. */
    bulkTargets(selection: { order_ids: number[] } | { tab: AdminOrderTab }, limit: number) {
      return 'tab' in selection ? lists.listForTab(selection.tab, limit, true) : lists.findByIds(selection.order_ids);
    },
    /** How many orders a tab holds now. */
    async tabSize(tab: AdminOrderTab) {
      return (await lists.tabCounts()).tabs[tab];
    },
    /**
     * The owner's page of one order: the order, the buyer's own phone next to the recipient's, and what the courier
     * said of the resis it replaced.
     */
    async adminGet(id: number): Promise<AdminOrder> {
      const row = await anyOrder(id);
      const [order, earlier, shipments] = await Promise.all([
        one(row),
        presenter.earlierEvents(row),
        deps.shipments.ofOrders([row.id]),
      ]);
      return {
        ...order,
        user: { ...order.user, phone_number: row.buyer_phone },
        tracking: { ...order.tracking, earlier_events: earlier },
        shipment: shipments.get(row.id) ?? null,
        shipment_booking: deps.shipments.available,
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
      if (shipped && !trackingNumber && deps.tracksParcels && isTrackableCourier(row.courier))
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

    /** One round of the tracking poller (modules/tracking). */
    pollTracking: () => deps.parcels.pollDue(),
    completeDelivered: sweeps.completeDelivered,
    expireUnpaid: sweeps.expireUnpaid,
  };
}
export type OrdersService = ReturnType<typeof ordersService>;
