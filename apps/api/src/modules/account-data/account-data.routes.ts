import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountDataExport, DeleteAccountBody, MessageResponse } from '@boneka/shared';
import { wibDay } from '@boneka/shared/wib';
import type { Authenticate } from '../../plugins/authenticate.js';
import type { AccountDataService, RequestContext } from './account-data.service.js';

const context = (req: FastifyRequest): RequestContext => ({ ip: req.ip, requestId: req.id });
const tags = ['auth'];

/** The shopper's rights under UU PDP (decision 063), under /auth beside the profile. */
export function accountDataRoutes(service: AccountDataService, authenticate: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/my-data',
      { onRequest: authenticate, schema: { tags, response: { 200: AccountDataExport } } },
      async (req, reply) => {
        const data = await service.exportData(req.auth.userId, context(req));
        return reply
          .header(
            'content-disposition',
            `attachment; filename="data-akun-boneka-shop-${wibDay(data.exported_at)}.json"`,
          )
          .header('cache-control', 'no-store')
          .send(data);
      },
    );

    app.post(
      '/delete-account',
      { onRequest: authenticate, schema: { tags, body: DeleteAccountBody, response: { 200: MessageResponse } } },
      async (req) => {
        await service.deleteAccount(req.auth.userId, req.body.password, context(req));
        return {
          success: true as const,
          message: 'Akunmu sudah dihapus. Terima kasih sudah berbelanja di Boneka Shop.',
        };
      },
    );
  };
}
