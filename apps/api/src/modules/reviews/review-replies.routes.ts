import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminReviewListQuery,
  AdminReviewListResponse,
  IdParam,
  ReviewReplyBody,
  ReviewResponse,
} from '@boneka/shared';
import { actorOf } from '../../lib/actor.js';
import type { Authenticate } from '../../plugins/authenticate.js';
import type { ReviewRepliesService } from './review-replies.service.js';

const tags = ['reviews'];
const actor = (req: FastifyRequest) => actorOf(req, 'admin');

/** `/api/admin/reviews`: the owner's list of reviews and the one public reply per review (decision 064). */
export function reviewRepliesRoutes(service: ReviewRepliesService, requireAdmin: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAdmin);
    app.get(
      '/',
      { schema: { tags, querystring: AdminReviewListQuery, response: { 200: AdminReviewListResponse } } },
      async (req) => ({ success: true as const, data: await service.listForOwner(req.query) }),
    );
    app.put(
      '/:id/reply',
      { schema: { tags, params: IdParam, body: ReviewReplyBody, response: { 200: ReviewResponse } } },
      async (req) => ({
        success: true as const,
        message: 'Balasan disimpan.',
        data: await service.reply(req.params.id, req.body.reply, actor(req)),
      }),
    );
    app.delete('/:id/reply', { schema: { tags, params: IdParam, response: { 200: ReviewResponse } } }, async (req) => ({
      success: true as const,
      message: 'Balasan dihapus.',
      data: await service.removeReply(req.params.id, actor(req)),
    }));
  };
}
