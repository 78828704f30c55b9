import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VoucherResponse } from '@boneka/shared';
import type { VouchersService } from './vouchers.service.js';

export function vouchersRoutes(service: VouchersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:code',
      {
        schema: {
          tags: ['vouchers'],
          params: z.object({ code: z.string().max(64) }),
          response: { 200: VoucherResponse },
        },
      },
      async (req) => ({ success: true as const, data: await service.find(req.params.code) }),
    );
  };
}
