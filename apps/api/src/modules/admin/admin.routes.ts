import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardQuery, DashboardResponse } from '@boneka/shared';
import { tag } from '../../db/change-tags.js';
import type { Authenticate } from '../../plugins/authenticate.js';
import { cacheUntil, showsInCache } from '../../plugins/response-cache.js';
import type { AdminService } from './admin.service.js';

export function adminRoutes(service: AdminService, requireAdmin: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAdmin);
    app.get(
      '/dashboard',
      {
        config: { cache: 'shared' },
        schema: { tags: ['admin'], querystring: DashboardQuery, response: { 200: DashboardResponse } },
      },
      async (req) => {
        // Totals over whole tables: any change to them drops it (sign-ins, carts and audit rows do not). Low stock
        // is read per variant. Keyed by the URL, so by the range.
        showsInCache(req, () =>
          ['orders', 'order_items', 'order_complaints', 'products', 'product_variants', 'users', 'reviews'].map(
            tag.table,
          ),
        );
        cacheUntil(req, service.dayEndsAt());
        return { success: true as const, data: await service.dashboard(req.query) };
      },
    );
    app.get(
      '/reports/dashboard.pdf',
      { schema: { tags: ['admin'], querystring: DashboardQuery } },
      async (req, reply) => {
        const { fileName, pdf } = await service.report(req.query);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );
  };
}
