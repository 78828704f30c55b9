import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { Storage } from '../lib/storage.js';
import type { Authenticate } from '../plugins/authenticate.js';
import type { Every } from './background-jobs.js';
import type { AuditService } from '../modules/audit/audit.service.js';
import { bulkOrdersRoutes } from '../modules/bulk-orders/bulk-orders.routes.js';
import { bulkOrdersService } from '../modules/bulk-orders/bulk-orders.service.js';
import { complaintViews } from '../modules/complaints/complaint-views.js';
import { complaintsRepo } from '../modules/complaints/complaints.repo.js';
import { complaintsRoutes } from '../modules/complaints/complaints.routes.js';
import { complaintsService } from '../modules/complaints/complaints.service.js';
import { returnsRepo } from '../modules/complaints/returns.repo.js';
import { returnsRoutes } from '../modules/complaints/returns.routes.js';
import { returnsService } from '../modules/complaints/returns.service.js';
import type { LocationsService } from '../modules/locations/locations.service.js';
import type { NotificationsService } from '../modules/notifications/notifications.service.js';
import { orderDocumentsRoutes } from '../modules/order-documents/order-documents.routes.js';
import { orderDocumentsService } from '../modules/order-documents/order-documents.service.js';
import { orderMailRenderer } from '../modules/order-documents/order-mail-thread.js';
import { orderNotices } from '../modules/order-documents/order-notices.js';
import { gatewayEvents } from '../modules/orders/gateway-events.js';
import { orderGatewayRepo } from '../modules/orders/order-gateway.repo.js';
import { orderListsRepo } from '../modules/orders/order-lists.repo.js';
import { orderPlacement, type OrderPlacementDeps } from '../modules/orders/order-placement.js';
import { orderPresenter } from '../modules/orders/order-presenter.js';
import { orderSweeps } from '../modules/orders/order-sweeps.js';
import { orderTransitions } from '../modules/orders/order-transitions.js';
import { ordersRepo } from '../modules/orders/orders.repo.js';
import { ordersRoutes } from '../modules/orders/orders.routes.js';
import { ordersService } from '../modules/orders/orders.service.js';
import { midtransClient } from '../modules/payments/midtrans.js';
import { paymentsRoutes } from '../modules/payments/payments.routes.js';
import { paymentsService, type PaymentsLog } from '../modules/payments/payments.service.js';
import { shipmentViews } from '../modules/shipments/shipment-views.js';
import { shipmentsRepo } from '../modules/shipments/shipments.repo.js';
import { komshipWebhookRoutes, shipmentsRoutes } from '../modules/shipments/shipments.routes.js';
import { shipmentsService } from '../modules/shipments/shipments.service.js';
import { rajaOngkirTracker } from '../modules/tracking/rajaongkir-tracking.js';
import { trackingRepo } from '../modules/tracking/tracking.repo.js';
import { trackingService } from '../modules/tracking/tracking.service.js';

/** What orders and the modules beside them are built from: the app's config, its infrastructure, other services. */
export interface OrdersWiringDeps extends Pick<
  OrderPlacementDeps,
  'variants' | 'cart' | 'addresses' | 'vouchers' | 'offers' | 'shipping' | 'clock' | 'throttle'
> {
  config: AppConfig;
  db: Db;
  storage: Storage;
  audit: AuditService;
  notifications: NotificationsService;
  /** The shop's district by name, for Komship's destination search (modules/shipments). */
  locations: Pick<LocationsService, 'place'>;
  log: PaymentsLog;
}

/** The shop's origin for links in mails, which the outbox's worker sends outside any request. */
const shopUrlOf = (config: AppConfig) =>
  config.publicUrl ?? `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;

/**
 * Orders and the rooms beside them, each built once here (the composition root's orders step): the orders' own
 * parts (placement, moves, presenter, gateway events, sweeps), then the mails and documents, parcel tracking,
 * complaints and payments, each handed the narrow port of orders it uses.
 */
export function wireOrders(deps: OrdersWiringDeps) {
  const { config, db, clock, storage, audit, throttle, log } = deps;
  const limits = config.orderLimits;
  const repo = ordersRepo(db);
  const gatewayRows = orderGatewayRepo(db);
  const parcelRows = trackingRepo(db);
  const complaintRows = complaintsRepo(db);
  const returnRows = returnsRepo(db);
  const shipmentRows = shipmentsRepo(db);
  const presenter = orderPresenter({
    repo,
    gateway: gatewayRows,
    parcels: parcelRows,
    complaints: complaintViews(complaintRows, returnRows),
    limits,
  });
  const orderMails = orderMailRenderer();
  const notices = orderNotices({
    orders: {
      findById: repo.findById,
      customerEmail: repo.customerEmail,
      firstAdminEmail: repo.firstAdminEmail,
      present: presenter.one,
    },
    outbox: deps.notifications,
    ownerEmail: config.shopNotifyEmail,
    shopUrl: shopUrlOf(config),
    render: orderMails.render,
  });
  const transitions = orderTransitions({
    ...deps,
    quotas: deps.offers,
    repo,
    gateway: gatewayRows,
    complaints: { ...complaintRows, recordReturn: returnRows.recordReturn },
    notices,
  });
  const placement = orderPlacement({ ...deps, repo, limits, onlinePayments: config.midtrans !== undefined, notices });
  const tracker = config.rajaOngkir ? rajaOngkirTracker(config.rajaOngkir) : undefined;
  const parcels = trackingService({
    db,
    repo: parcelRows,
    orders: { findById: (id) => repo.findById(id), apply: transitions.apply },
    notices,
    clock,
    tracker,
    log,
  });
  const orders = ordersService({
    repo,
    lists: orderListsRepo(db),
    presenter,
    transitions,
    placement,
    gateway: gatewayEvents({ db, repo: gatewayRows, transitions, audit, clock }),
    sweeps: orderSweeps({ repo, transitions, clock, limits }),
    parcels,
    storage,
    clock,
    tracksParcels: tracker !== undefined,
    // The shipments booked with Komship (decision 058), read beside the order; booked only with KOMSHIP_API_KEY.
    shipments: shipmentViews(shipmentRows, config.komship !== undefined),
  });
  const shipments = shipmentsService({
    repo: shipmentRows,
    orders,
    locations: deps.locations,
    clock,
    log,
    komship: config.komship,
    originDistrict: config.shopOriginDistrict,
  });
  const payments = paymentsService({
    orders,
    midtrans: config.midtrans
      ? { client: midtransClient(config.midtrans), serverKey: config.midtrans.serverKey }
      : undefined,
    audit,
    throttle,
    clock,
    log,
  });
  return {
    orders,
    payments,
    complaints: complaintsService({ orders, repo: complaintRows, storage }),
    returns: returnsService({ orders, repo: returnRows, tracker, clock, log }),
    orderDocuments: orderDocumentsService({ orders, clock }),
    shipments,
    bulk: bulkOrdersService({ orders, shipments }),
    orderMails,
  };
}
export type OrdersWiring = ReturnType<typeof wireOrders>;

/** The routes of orders and the rooms beside them: the order's calls under /api/orders, payments under their own. */
export async function registerOrderRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  wired: Omit<OrdersWiring, 'orderMails'>,
  authenticate: Authenticate,
  requireAdmin: Authenticate,
  publicUrl: string | undefined,
) {
  await app.register(ordersRoutes(wired.orders, authenticate, requireAdmin, wired.payments, publicUrl), {
    prefix: '/api/orders',
  });
  await app.register(complaintsRoutes(wired.complaints, authenticate, requireAdmin), { prefix: '/api/orders' });
  await app.register(returnsRoutes(wired.returns, authenticate, requireAdmin), { prefix: '/api/orders' });
  await app.register(orderDocumentsRoutes(wired.orderDocuments, authenticate, requireAdmin), { prefix: '/api/orders' });
  await app.register(bulkOrdersRoutes(wired.bulk, requireAdmin), { prefix: '/api/orders' });
  await app.register(shipmentsRoutes(wired.shipments, requireAdmin), { prefix: '/api/orders' });
  await app.register(komshipWebhookRoutes(wired.shipments), { prefix: '/api/shipments' });
  await app.register(paymentsRoutes(wired.payments, authenticate, publicUrl), { prefix: '/api/payments' });
}

/** The orders' sweeps and the gateway's and couriers' rounds, on the app's schedule (background-jobs.ts). */
export function scheduleOrderJobs(every: Every, wired: Pick<OrdersWiring, 'orders' | 'payments'>, config: AppConfig) {
  // Online orders are asked about at Midtrans first: a last-minute payment pays the order instead of a refund.
  every(5 * 60_000, 'order expiry sweep failed', async () => {
    await wired.payments.confirmBeforeExpiry();
    return wired.orders.expireUnpaid();
  });
  // Cancels owed to Midtrans (decision 024) are sent when the order is cancelled; this retries the failed ones.
  every(60_000, 'Midtrans cancel retry failed', () => wired.payments.runGatewayCancels());
  // Shipped parcels asked about at their courier (decision 042); delivered orders completed after their days.
  if (config.rajaOngkir) every(config.trackingPollMs, 'parcel tracking failed', () => wired.orders.pollTracking());
  every(5 * 60_000, 'order completion sweep failed', () => wired.orders.completeDelivered());
}
