import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminOrderListQuery,
  AdminOrderListResponse,
  CancelRequestDecisionBody,
  AdminOrderResponse,
  ChangeResiBody,
  CheckAmountMismatchesBody,
  CreateOrderBody,
  CreateOrderResponse,
  IdParam,
  isCod,
  isOnline,
  OrderListResponse,
  OrderResponse,
  TokenParam,
  UpdateOrderStatusBody,
  UpdatePaymentStatusBody,
} from '@boneka/shared';
import { actorOf } from '../../lib/actor.js';
import { readSingleFile } from '../../lib/multipart.js';
import { noReferrer, sendPrivateImage } from '../../lib/private-replies.js';
import { languageOf } from '../../lib/request-language.js';
import { shopOrigin } from '../../lib/request-origin.js';
import type { Authenticate } from '../../plugins/authenticate.js';
import type { OrdersService } from './orders.service.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What follows placing an order, before the reply (modules/payments): an online order's Snap transaction. */
export interface AfterPlacing {
  afterPlaced(userId: number, token: string, origin: string): Promise<void>;
}

const tags = ['orders'];
/**
 * What the shopper does next, by how the order is paid. A transfer keeps the spec's words (a spec client shows
 * them as they are); a COD or online order has no proof to upload.
 */
const createdMessage = (method: string) =>
  isCod(method)
    ? 'Order created successfully! Pay the courier in cash when the parcel arrives.'
    : isOnline(method)
      ? 'Order created successfully! Pay online (QRIS, virtual account, GoPay, ShopeePay) to confirm it.'
      : 'Order created successfully! Please upload payment proof.';
const customer = (req: FastifyRequest) => actorOf(req, 'customer');
const admin = (req: FastifyRequest) => actorOf(req, 'admin');
const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8–100 letters, digits, - or _')
    .optional(),
});

/** The shopper's calls: placing an order, the own orders, the proof, cancelling and receiving. */
function shopperRoutes(
  app: App,
  service: OrdersService,
  authenticate: Authenticate,
  payments: AfterPlacing,
  publicUrl: string | undefined,
) {
  app.post(
    '/',
    {
      onRequest: authenticate,
      config: { rateLimit: app.rateLimits.orderCreates },
      schema: { tags, headers: IdempotencyHeaders, body: CreateOrderBody, response: { 201: CreateOrderResponse } },
    },
    async (req, reply) => {
      // Read before the order exists: a Host that is no origin is refused without placing an order.
      const origin = shopOrigin(req, publicUrl);
      const data = await service.create(req.auth.userId, req.body, req.headers['idempotency-key'], languageOf(req));
      // An online order's Snap transaction, made now so that 'Bayar Sekarang' opens at once.
      await payments.afterPlaced(req.auth.userId, data.secure_token, origin);
      return reply.code(201).send({ success: true as const, message: createdMessage(req.body.payment_method), data });
    },
  );
  app.get(
    '/my-orders',
    { onRequest: authenticate, schema: { tags, response: { 200: OrderListResponse } } },
    async (req) => ({
      success: true as const,
      data: await service.mine(req.auth.userId),
    }),
  );
  app.get(
    '/secure/:token',
    { onRequest: authenticate, schema: { tags, params: TokenParam, response: { 200: OrderResponse } } },
    async (req, reply) => {
      reply.headers(noReferrer);
      return { success: true as const, data: await service.byToken(req.auth.userId, req.params.token) };
    },
  );
  app.get(
    '/track/:id',
    {
      onRequest: authenticate,
      schema: {
        tags,
        params: z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,40}$/) }),
        response: { 200: OrderResponse },
      },
    },
    async (req) => ({ success: true as const, data: await service.track(req.auth.userId, req.params.id) }),
  );
  app.post(
    '/secure/:token/payment-proof',
    {
      onRequest: authenticate,
      schema: { tags, params: TokenParam, consumes: ['multipart/form-data'], response: { 200: OrderResponse } },
    },
    async (req, reply) => {
      reply.headers(noReferrer);
      const data = await readSingleFile(req, 'paymentProof', 'proof');
      return {
        success: true as const,
        message: 'Payment proof uploaded successfully',
        data: await service.uploadProof(req.auth.userId, req.params.token, data, customer(req)),
      };
    },
  );
  app.get(
    '/secure/:token/payment-proof',
    { onRequest: authenticate, schema: { tags, params: TokenParam } },
    async (req, reply) => {
      return sendPrivateImage(
        reply,
        await service.proof({ userId: req.auth.userId, type: req.auth.type }, req.params.token),
      );
    },
  );
  app.put(
    '/secure/:token/cancel',
    {
      onRequest: authenticate,
      schema: { tags, params: TokenParam, response: { 200: OrderResponse, 202: OrderResponse } },
    },
    async (req, reply) => {
      const { order, requested } = await service.cancelByCustomer(req.auth.userId, req.params.token, customer(req));
      // A proof waits for the shop: the cancel is a request the owner decides (decision 032), not done yet.
      if (requested)
        return reply.code(202).send({
          success: true as const,
          message: 'Cancellation request sent; the shop decides on it.',
          data: order,
        });
      return { success: true as const, message: 'Order cancelled successfully', data: order };
    },
  );
  app.put(
    '/secure/:token/received',
    { onRequest: authenticate, schema: { tags, params: TokenParam, response: { 200: OrderResponse } } },
    async (req, reply) => {
      const order = await service.confirmReceived(req.auth.userId, req.params.token, customer(req));
      return reply
        .headers(noReferrer)
        .send({ success: true as const, message: 'Pesanan selesai. Terima kasih!', data: order });
    },
  );
}

/** The owner's calls: the order list and page, and the decisions on an order. */
function ownerRoutes(app: App, service: OrdersService, requireAdmin: Authenticate) {
  app.get(
    '/',
    {
      onRequest: requireAdmin,
      schema: { tags, querystring: AdminOrderListQuery, response: { 200: AdminOrderListResponse } },
    },
    async (req) => {
      const { orders, ...counts } = await service.adminList(req.query.filter, req.query.amount, req.query.tab);
      return { success: true as const, data: orders, ...counts };
    },
  );
  app.get(
    '/admin/:id',
    { onRequest: requireAdmin, schema: { tags, params: IdParam, response: { 200: AdminOrderResponse } } },
    async (req) => ({
      success: true as const,
      data: await service.adminGet(req.params.id),
    }),
  );
  app.put(
    '/:id/status',
    {
      onRequest: requireAdmin,
      schema: { tags, params: IdParam, body: UpdateOrderStatusBody, response: { 200: OrderResponse } },
    },
    async (req) => ({
      success: true as const,
      message: 'Pesanan berhasil diperbarui!',
      data: await service.setStatus(req.params.id, req.body.status, req.body.tracking_number, admin(req)),
    }),
  );
  app.put(
    '/admin/:id/resi',
    {
      onRequest: requireAdmin,
      schema: { tags, params: IdParam, body: ChangeResiBody, response: { 200: OrderResponse } },
    },
    async (req) => ({
      success: true as const,
      message: 'Nomor resi diperbarui.',
      data: await service.changeResi(req.params.id, req.body.tracking_number, admin(req)),
    }),
  );
  app.put(
    '/:id/payment-status',
    {
      onRequest: requireAdmin,
      schema: { tags, params: IdParam, body: UpdatePaymentStatusBody, response: { 200: OrderResponse } },
    },
    async (req) => ({
      success: true as const,
      message: 'Pesanan berhasil diperbarui!',
      data: await service.setPaymentStatus(req.params.id, req.body.payment_status, req.body.note ?? null, admin(req)),
    }),
  );
  app.put(
    '/admin/:id/refund',
    { onRequest: requireAdmin, schema: { tags, params: IdParam, response: { 200: OrderResponse } } },
    async (req) => ({
      success: true as const,
      message: 'Pengembalian dana dicatat.',
      data: await service.recordRefund(req.params.id, admin(req)),
    }),
  );
  app.put(
    '/admin/:id/amount-check',
    {
      onRequest: requireAdmin,
      // The note is optional: a client may send no body at all.
      schema: { tags, params: IdParam, body: CheckAmountMismatchesBody.nullish(), response: { 200: OrderResponse } },
    },
    async (req) => ({
      success: true as const,
      message: 'Selisih jumlah ditandai sudah dicek.',
      data: await service.checkAmountMismatches(req.params.id, req.body?.note ?? null, admin(req)),
    }),
  );
  app.put(
    '/admin/:id/cancel-request',
    {
      onRequest: requireAdmin,
      schema: { tags, params: IdParam, body: CancelRequestDecisionBody, response: { 200: OrderResponse } },
    },
    async (req) => ({
      success: true as const,
      message: req.body.decision === 'accept' ? 'Pembatalan disetujui.' : 'Permintaan pembatalan ditolak.',
      data: await service.decideCancelRequest(req.params.id, req.body.decision, admin(req)),
    }),
  );
  app.put(
    '/admin/:id/cancel',
    { onRequest: requireAdmin, schema: { tags, params: IdParam, response: { 200: OrderResponse } } },
    async (req) => ({
      success: true as const,
      message: 'Pesanan berhasil diperbarui!',
      data: await service.cancelByAdmin(req.params.id, admin(req)),
    }),
  );
}

/**
 * The orders under /api/orders. The order's complaint (modules/complaints) and its invoice and labels
 * (modules/order-documents) are registered under the same prefix by their own modules.
 */
export function ordersRoutes(
  service: OrdersService,
  authenticate: Authenticate,
  requireAdmin: Authenticate,
  payments: AfterPlacing,
  publicUrl: string | undefined,
): FastifyPluginAsyncZod {
  return async (app) => {
    shopperRoutes(app, service, authenticate, payments, publicUrl);
    ownerRoutes(app, service, requireAdmin);
  };
}
