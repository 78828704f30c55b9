import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MidtransNotification,
  OnlinePaymentResponse,
  OrderResponse,
  PaymentMethodsResponse,
  PaymentNotificationResponse,
  TokenParam,
} from '@boneka/shared';
import { shopOrigin } from '../../lib/request-origin.js';
import type { Authenticate } from '../../plugins/authenticate.js';
import type { PaymentsService } from './payments.service.js';

const tags = ['payments'];

export function paymentsRoutes(
  service: PaymentsService,
  authenticate: Authenticate,
  publicUrl: string | undefined,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/methods', { schema: { tags, response: { 200: PaymentMethodsResponse } } }, async () => ({
      success: true as const,
      data: { methods: service.methods() },
    }));
    app.post(
      '/orders/:token/online',
      { onRequest: authenticate, schema: { tags, params: TokenParam, response: { 200: OnlinePaymentResponse } } },
      async (req) => {
        const url = await service.payLink(req.auth.userId, req.params.token, shopOrigin(req, publicUrl));
        return { success: true as const, data: { redirect_url: url } };
      },
    );
    app.post(
      '/orders/:token/check',
      { onRequest: authenticate, schema: { tags, params: TokenParam, response: { 200: OrderResponse } } },
      async (req) => {
        return { success: true as const, data: await service.check(req.auth.userId, req.params.token) };
      },
    );
    // Midtrans' HTTP notification: public, signed (payments.service.ts checks everything before acting).
    app.post(
      '/midtrans/notification',
      { schema: { tags, body: MidtransNotification, response: { 200: PaymentNotificationResponse } } },
      async (req) => ({ success: true as const, data: { outcome: await service.notification(req.body) } }),
    );
  };
}
