import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { labelOrderIds, ShippingLabelsQuery, TokenParam } from '@boneka/shared';
import { noReferrer } from '../../lib/private-replies.js';
import { languageOf } from '../../lib/request-language.js';
import type { Authenticate } from '../../plugins/authenticate.js';
import type { OrderDocumentsService } from './order-documents.service.js';

/** The order's documents are part of the order's API: the orders' prefix (/api/orders) and tag. */
const tags = ['orders'];

export function orderDocumentsRoutes(
  service: OrderDocumentsService,
  authenticate: Authenticate,
  requireAdmin: Authenticate,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/secure/:token/invoice.pdf',
      { onRequest: authenticate, schema: { tags, params: TokenParam } },
      async (req, reply) => {
        const { fileName, pdf } = await service.invoice(
          { userId: req.auth.userId, type: req.auth.type },
          req.params.token,
        );
        return reply
          .headers(noReferrer)
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(pdf);
      },
    );
    app.get(
      '/admin/labels.pdf',
      { onRequest: requireAdmin, schema: { tags, querystring: ShippingLabelsQuery } },
      async (req, reply) => {
        const { fileName, pdf } = await service.shippingLabels(
          labelOrderIds(req.query.ids),
          req.query.layout,
          languageOf(req),
          req.query.kind,
        );
        return reply
          .header('cache-control', 'no-store')
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(pdf);
      },
    );
  };
}
