import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminFlashSaleListResponse,
  AdminFlashSaleResponse,
  FlashSaleBody,
  IdParam,
  MessageResponse,
  ProductFlashResponse,
} from '@boneka/shared';
import { actorOf } from '../../lib/actor.js';
import type { Authenticate } from '../../plugins/authenticate.js';
import type { FlashSalesService } from './flash-sales.service.js';
import type { OffersService } from './offers.service.js';

const tags = ['promotions'];
const actor = (req: FastifyRequest) => actorOf(req, 'admin');

/** `/api/admin/flash-sales`: the owner's flash sales (decision 062); every change is audited. */
export function adminFlashSalesRoutes(service: FlashSalesService, requireAdmin: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAdmin);

    app.get('/', { schema: { tags, response: { 200: AdminFlashSaleListResponse } } }, async () => ({
      success: true as const,
      data: await service.list(),
    }));
    app.get('/:id', { schema: { tags, params: IdParam, response: { 200: AdminFlashSaleResponse } } }, async (req) => ({
      success: true as const,
      data: await service.get(req.params.id),
    }));
    app.post(
      '/',
      { schema: { tags, body: FlashSaleBody, response: { 201: AdminFlashSaleResponse } } },
      async (req, reply) =>
        reply.code(201).send({
          success: true as const,
          message: 'Flash sale dibuat.',
          data: await service.create(req.body, actor(req)),
        }),
    );
    app.put(
      '/:id',
      { schema: { tags, params: IdParam, body: FlashSaleBody, response: { 200: AdminFlashSaleResponse } } },
      async (req) => ({
        success: true as const,
        message: 'Flash sale diperbarui.',
        data: await service.update(req.params.id, req.body, actor(req)),
      }),
    );
    app.post(
      '/:id/end',
      { schema: { tags, params: IdParam, response: { 200: AdminFlashSaleResponse } } },
      async (req) => ({
        success: true as const,
        message: 'Flash sale diakhiri.',
        data: await service.end(req.params.id, actor(req)),
      }),
    );
    app.delete('/:id', { schema: { tags, params: IdParam, response: { 200: MessageResponse } } }, async (req) => {
      await service.remove(req.params.id, actor(req));
      return { success: true as const, message: 'Flash sale dihapus.' };
    });
  };
}

/** How long a browser or the CDN may keep a product's flash figures: a countdown's "tersisa" a moment old. */
const FLASH_MAX_AGE_SECONDS = 2;

/**
 * `/api/products/:id/flash-sale`: each variant's flash offer now, with its quota left, for a product page that
 * shows "Tersisa 12" while the sale runs. Public and a couple of seconds stale at most; the order itself holds the
 * quota exactly (decision 062).
 */
export function productFlashRoutes(offers: OffersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:id/flash-sale',
      { schema: { tags, params: IdParam, response: { 200: ProductFlashResponse } } },
      async (req, reply) => {
        const variants = await offers.ofProduct(req.params.id);
        reply.header('cache-control', `public, max-age=${FLASH_MAX_AGE_SECONDS}`);
        return { success: true as const, data: { variants } };
      },
    );
  };
}
