import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BulkOrdersBody, BulkOrdersResponse } from '@boneka/shared';
import { actorOf } from '../../lib/actor.js';
import type { Authenticate } from '../../plugins/authenticate.js';
import type { BulkOrdersService } from './bulk-orders.service.js';

/** `POST /api/orders/admin/bulk`: the owner's bulk action on ticked orders or a whole tab (issue 43). */
export function bulkOrdersRoutes(service: BulkOrdersService, requireAdmin: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/admin/bulk',
      {
        onRequest: requireAdmin,
        schema: { tags: ['orders'], body: BulkOrdersBody, response: { 200: BulkOrdersResponse } },
      },
      async (req) => ({ success: true as const, data: await service.run(req.body, actorOf(req, 'admin')) }),
    );
  };
}
