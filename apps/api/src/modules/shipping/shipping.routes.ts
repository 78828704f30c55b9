import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PostalCodesQuery,
  PostalCodesResponse,
  ShippingEstimateBody,
  ShippingEstimateResponse,
  ShippingQuoteBody,
  ShippingQuoteResponse,
} from '@boneka/shared';
import { makeOptionalAuth, type Authenticate } from '../../plugins/authenticate.js';
import type { ShippingService } from './shipping.service.js';

/**
 * Estimates one client may ask for in a minute. Each may cost a call to the courier service's paid quota (decision
 * 028), and a shopper trying sizes and places asks a few a minute.
 */
export const ESTIMATES_PER_MINUTE = 60;

/**
 * Counted per client address; a signed-in shopper on their own, so that shoppers behind one carrier's address (CGNAT
 * is the rule on Indonesian mobile networks) do not share one budget.
 */
const estimateClient = (req: FastifyRequest) => {
  const userId = (req.auth as { userId: number } | undefined)?.userId;
  return userId ? `estimate:user:${userId}` : `estimate:ip:${req.ip}`;
};

export function shippingRoutes(service: ShippingService, authenticate: Authenticate): FastifyPluginAsyncZod {
  const optionalAuth = makeOptionalAuth(authenticate);
  return async (app) => {
    app.post(
      '/calculate-shipping',
      {
        onRequest: authenticate,
        schema: { tags: ['shipping'], body: ShippingQuoteBody, response: { 200: ShippingQuoteResponse } },
      },
      async (req) => {
        const { districtId, addressId, weight, items } = req.body;
        // Our pages send the lines and the server weighs them; a spec client sends a weight (decision 037).
        const grams = items ? await service.weigh(items) : weight;
        const { options, source, message } = await service.quote(
          { districtId, addressId, userId: req.auth.userId },
          grams,
        );
        return { success: true as const, data: options, meta: { source, message } };
      },
    );
    app.get(
      '/postal-codes',
      {
        onRequest: authenticate,
        config: { rateLimit: { max: ESTIMATES_PER_MINUTE, timeWindow: 60_000, keyGenerator: estimateClient } },
        schema: { tags: ['shipping'], querystring: PostalCodesQuery, response: { 200: PostalCodesResponse } },
      },
      async (req) => ({ success: true as const, data: await service.postalCodes(req.query.districtId) }),
    );
    app.post(
      '/estimate',
      {
        onRequest: optionalAuth,
        config: { rateLimit: { max: ESTIMATES_PER_MINUTE, timeWindow: 60_000, keyGenerator: estimateClient } },
        schema: { tags: ['shipping'], body: ShippingEstimateBody, response: { 200: ShippingEstimateResponse } },
      },
      async (req) => {
        const { variant_id, quantity, districtId } = req.body;
        const data = await service.estimate({
          variantId: variant_id,
          quantity,
          districtId,
          userId: req.auth?.userId,
        });
        return { success: true as const, data };
      },
    );
  };
}
