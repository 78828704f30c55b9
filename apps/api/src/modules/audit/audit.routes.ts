import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditLogResponse } from '@boneka/shared';
import { z } from 'zod';
import type { Authenticate } from '../../plugins/authenticate.js';
import type { AuditService } from './audit.service.js';

export function auditRoutes(service: AuditService, requireAdmin: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/audit-log',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['admin'],
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
          response: { 200: AuditLogResponse },
        },
      },
      async (req) => ({ success: true as const, data: await service.recent(req.query.limit) }),
    );
  };
}
