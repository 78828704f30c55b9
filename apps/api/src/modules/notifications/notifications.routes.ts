import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam, NotificationListQuery, NotificationListResponse, NotificationResponse } from '@boneka/shared';
import type { Authenticate } from '../../plugins/authenticate.js';
import type { NotificationsService } from './notifications.service.js';

const tags = ['admin'];

/** The owner's log of every message the shop sent or tries to send, and the resend button. */
export function notificationsRoutes(service: NotificationsService, requireAdmin: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notifications',
      {
        onRequest: requireAdmin,
        schema: { tags, querystring: NotificationListQuery, response: { 200: NotificationListResponse } },
      },
      async (req) => ({ success: true as const, data: await service.list(req.query) }),
    );
    app.post(
      '/notifications/:id/resend',
      { onRequest: requireAdmin, schema: { tags, params: IdParam, response: { 200: NotificationResponse } } },
      async (req) => ({ success: true as const, data: await service.resend(req.params.id) }),
    );
  };
}
