import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardResponse } from '@boneka/shared';
import type { Authenticate } from '../../plugins/authenticate.js';
import type { AdminService } from './admin.service.js';

export function adminRoutes(service: AdminService, requireAdmin: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAdmin);
    app.get(
      '/dashboard',
      { config: { cache: 'shared' }, schema: { tags: ['admin'], response: { 200: DashboardResponse } } },
      async () => ({
        success: true as const,
        data: await service.dashboard(),
      }),
    );
    app.get('/reports/dashboard.pdf', { schema: { tags: ['admin'] } }, async (_req, reply) => {
      const { fileName, pdf } = await service.report();
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    });
  };
}
