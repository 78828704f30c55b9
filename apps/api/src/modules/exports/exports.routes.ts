import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrdersExportQuery } from '@boneka/shared';
import { actorOf } from '../../lib/actor.js';
import type { Authenticate } from '../../plugins/authenticate.js';
import type { ExportsService } from './exports.service.js';

const csvReply = (fileName: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${fileName}"`,
  'cache-control': 'no-store',
});

/** The owner's CSV exports (issue 30), under /api/admin. */
export function exportsRoutes(service: ExportsService, requireAdmin: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAdmin);

    app.get(
      '/exports/orders.csv',
      { schema: { tags: ['admin'], querystring: OrdersExportQuery } },
      async (req, reply) => {
        const { fileName, chunks } = service.ordersCsv(req.query, actorOf(req, 'admin'));
        return reply.headers(csvReply(fileName)).send(Readable.from(chunks));
      },
    );
    app.get('/exports/products.csv', { schema: { tags: ['admin'] } }, async (_req, reply) => {
      const { fileName, csv } = await service.productsCsv();
      return reply.headers(csvReply(fileName)).send(csv);
    });
  };
}
