import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrderResponse,
  BookShipmentBody,
  IdParam,
  KomshipWebhookBody,
  KomshipWebhookResponse,
} from '@boneka/shared';
import { actorOf } from '../../lib/actor.js';
import type { Authenticate } from '../../plugins/authenticate.js';
import type { ShipmentsService } from './shipments.service.js';

/** The shipment is part of the owner's order: the orders' prefix (/api/orders) and tag. */
const tags = ['orders'];

/** "Atur Pengiriman" (decision 058): the owner books, cancels and prints the shipment of one order. */
export function shipmentsRoutes(service: ShipmentsService, requireAdmin: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    // A vendor's failure answers 200 too: it is the order's shipment state (`shipment.state` failed), with a retry.
    app.post(
      '/admin/:id/shipment',
      {
        onRequest: requireAdmin,
        schema: { tags, params: IdParam, body: BookShipmentBody, response: { 200: AdminOrderResponse } },
      },
      async (req) => ({
        success: true as const,
        data: await service.book(req.params.id, req.body, actorOf(req, 'admin')),
      }),
    );
    app.put(
      '/admin/:id/shipment/cancel',
      { onRequest: requireAdmin, schema: { tags, params: IdParam, response: { 200: AdminOrderResponse } } },
      async (req) => ({ success: true as const, data: await service.cancel(req.params.id, actorOf(req, 'admin')) }),
    );
    app.get(
      '/admin/:id/shipment/label.pdf',
      { onRequest: requireAdmin, schema: { tags, params: IdParam } },
      async (req, reply) => {
        const { fileName, pdf } = await service.label(req.params.id);
        return reply
          .header('cache-control', 'no-store')
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(pdf);
      },
    );
  };
}

/** Notices a minute from one address: Komship sends one per status change of each parcel. */
const NOTICES_PER_MINUTE = 120;

/**
 * Komship's status webhook, public and unsigned (SECURITY 34): its documentation shows it as PUT and says POST, so
 * both are taken. Whatever it says, the answer is 200: a refused notice is only sent again.
 */
export function komshipWebhookRoutes(service: ShipmentsService): FastifyPluginAsyncZod {
  return async (app) => {
    for (const method of ['PUT', 'POST'] as const) {
      app.route({
        method,
        url: '/komship/webhook',
        config: { rateLimit: { max: NOTICES_PER_MINUTE, timeWindow: 60_000 } },
        schema: { tags: ['shipments'], body: KomshipWebhookBody, response: { 200: KomshipWebhookResponse } },
        handler: async (req) => ({ success: true as const, data: { outcome: await service.webhook(req.body) } }),
      });
    }
  };
}
