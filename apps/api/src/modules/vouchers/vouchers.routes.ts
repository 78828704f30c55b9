import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminVoucherListResponse,
  AdminVoucherResponse,
  IdParam,
  PRODUCT_PRICE_MAX,
  VoucherBody,
  VoucherResponse,
} from '@boneka/shared';
import { actorOf } from '../../lib/actor.js';
import type { Authenticate } from '../../plugins/authenticate.js';
import type { VouchersService } from './vouchers.service.js';

const viewer = (req: { auth?: { userId: number } }) => req.auth?.userId;

/**
 * `/api/vouchers/:code`: a shopper's look-up, for the subtotal sent and (signed in) the shopper's own uses; limited
 * per address and account (vouchers.service.ts).
 */
export function vouchersRoutes(service: VouchersService, optionalAuth: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:code',
      {
        onRequest: optionalAuth,
        schema: {
          tags: ['vouchers'],
          params: z.object({ code: z.string().max(64) }),
          querystring: z.object({
            subtotal: z.coerce
              .number()
              .int()
              .min(0)
              .max(PRODUCT_PRICE_MAX * 1000)
              .optional(),
          }),
          response: { 200: VoucherResponse },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.find(req.params.code, {
          ip: req.ip,
          subtotal: req.query.subtotal,
          userId: viewer(req),
        }),
      }),
    );
  };
}

const tags = ['vouchers'];
const actor = (req: FastifyRequest) => actorOf(req, 'admin');

/** `/api/admin/vouchers`: the owner's vouchers (decision 045); every change is audited. */
export function adminVouchersRoutes(service: VouchersService, requireAdmin: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAdmin);

    app.get('/', { schema: { tags, response: { 200: AdminVoucherListResponse } } }, async () => ({
      success: true as const,
      data: await service.list(),
    }));

    app.post(
      '/',
      { schema: { tags, body: VoucherBody, response: { 201: AdminVoucherResponse } } },
      async (req, reply) =>
        reply.code(201).send({
          success: true as const,
          message: 'Voucher berhasil dibuat!',
          data: await service.create(req.body, actor(req)),
        }),
    );

    app.put(
      '/:id',
      { schema: { tags, params: IdParam, body: VoucherBody, response: { 200: AdminVoucherResponse } } },
      async (req) => ({
        success: true as const,
        message: 'Voucher berhasil diperbarui!',
        data: await service.update(req.params.id, req.body, actor(req)),
      }),
    );

    const stateRoute = (path: string, change: 'pause' | 'resume' | 'end', message: string) =>
      app.post(
        `/:id/${path}`,
        { schema: { tags, params: IdParam, response: { 200: AdminVoucherResponse } } },
        async (req) => ({ success: true as const, message, data: await service[change](req.params.id, actor(req)) }),
      );
    stateRoute('pause', 'pause', 'Voucher dijeda.');
    stateRoute('resume', 'resume', 'Voucher berlaku lagi.');
    stateRoute('end', 'end', 'Voucher diakhiri.');
  };
}
