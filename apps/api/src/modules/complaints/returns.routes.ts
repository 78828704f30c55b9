import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParam,
  OrderResponse,
  ReceiveReturnBody,
  ReturnTrackingResponse,
  ShipReturnBody,
  TokenParam,
} from '@boneka/shared';
import { actorOf } from '../../lib/actor.js';
import { noReferrer } from '../../lib/private-replies.js';
import type { Authenticate } from '../../plugins/authenticate.js';
import type { ReturnsService } from './returns.service.js';

/** A return is part of the order's complaint: the orders' prefix (/api/orders) and tag. */
const tags = ['orders'];

/**
 * The goods a complaint asked back (decision 059): the shopper's parcel and its resi, the owner's "Barang diterima",
 * and the parcel's journey for both. The request itself is the owner's answer to the complaint (complaints.routes.ts).
 */
export function returnsRoutes(
  service: ReturnsService,
  authenticate: Authenticate,
  requireAdmin: Authenticate,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/secure/:token/return',
      {
        onRequest: authenticate,
        schema: { tags, params: TokenParam, body: ShipReturnBody, response: { 200: OrderResponse } },
      },
      async (req, reply) => {
        reply.headers(noReferrer);
        return {
          success: true as const,
          message: 'Resi retur disimpan.',
          data: await service.ship(req.auth.userId, req.params.token, req.body, actorOf(req, 'customer')),
        };
      },
    );
    app.get(
      '/secure/:token/return/tracking',
      { onRequest: authenticate, schema: { tags, params: TokenParam, response: { 200: ReturnTrackingResponse } } },
      async (req, reply) => {
        reply.headers(noReferrer);
        const viewer = { userId: req.auth.userId, type: req.auth.type };
        return { success: true as const, data: await service.tracking(viewer, req.params.token) };
      },
    );
    app.put(
      '/admin/:id/return/received',
      {
        onRequest: requireAdmin,
        schema: { tags, params: IdParam, body: ReceiveReturnBody, response: { 200: OrderResponse } },
      },
      async (req) => ({
        success: true as const,
        message: 'Barang retur dicatat diterima.',
        data: await service.receive(
          req.params.id,
          { lines: req.body.lines, note: req.body.note ?? null },
          actorOf(req, 'admin'),
        ),
      }),
    );
  };
}
