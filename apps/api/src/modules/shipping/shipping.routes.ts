import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ShippingQuoteBody, ShippingQuoteResponse } from '@boneka/shared';
import type { Authenticate } from '../../plugins/authenticate.js';
import type { ShippingService } from './shipping.service.js';

export function shippingRoutes(service: ShippingService, authenticate: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/calculate-shipping',
      {
        onRequest: authenticate,
        schema: { tags: ['shipping'], body: ShippingQuoteBody, response: { 200: ShippingQuoteResponse } },
      },
      async (req) => {
        const { districtId, addressId, weight } = req.body;
        const { options, source, message } = await service.quote(
          { districtId, addressId, userId: req.auth.userId },
          weight,
        );
        return { success: true as const, data: options, meta: { source, message } };
      },
    );
  };
}
