import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminQuestionListQuery,
  AdminQuestionListResponse,
  AdminQuestionResponse,
  AnswerQuestionBody,
  AskQuestionBody,
  IdParam,
  QuestionListQuery,
  QuestionListResponse,
  QuestionResponse,
  ReportQuestionResponse,
} from '@boneka/shared';
import { actorOf } from '../../lib/actor.js';
import type { Authenticate } from '../../plugins/authenticate.js';
import { showsInCache } from '../../plugins/response-cache.js';
import { discussionsShow } from './discussions.cache.js';
import type { DiscussionsService } from './discussions.service.js';

const tags = ['discussions'];

/**
 * `/api/discussions`: a product's questions for everyone (the read cache keeps the list until a question of that
 * product changes; browsers revalidate it by ETag), asking and reporting for signed-in shoppers.
 */
export function discussionsRoutes(service: DiscussionsService, authenticate: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/product/:id',
      {
        config: { cache: 'public' },
        schema: { tags, params: IdParam, querystring: QuestionListQuery, response: { 200: QuestionListResponse } },
      },
      async (req) => {
        const data = await service.listForProduct(req.params.id, req.query.page, req.query.limit);
        showsInCache(req, () => discussionsShow.list(req.params.id));
        return { success: true as const, data };
      },
    );
    app.post(
      '/product/:id',
      {
        onRequest: authenticate,
        schema: { tags, params: IdParam, body: AskQuestionBody, response: { 201: QuestionResponse } },
      },
      async (req, reply) =>
        reply.code(201).send({
          success: true as const,
          message: 'Pertanyaan terkirim.',
          data: await service.ask(req.auth.userId, req.params.id, req.body.question),
        }),
    );
    app.post(
      '/:id/report',
      { onRequest: authenticate, schema: { tags, params: IdParam, response: { 200: ReportQuestionResponse } } },
      async (req) => {
        await service.report(req.auth.userId, req.params.id);
        return {
          success: true as const,
          message: 'Terima kasih, laporanmu kami terima.',
          data: { reported: true as const },
        };
      },
    );
  };
}

const actor = (req: FastifyRequest) => actorOf(req, 'admin');

/** `/api/admin/discussions`: the owner's tabs, answers, hiding and showing; every change is audited. */
export function adminDiscussionsRoutes(service: DiscussionsService, requireAdmin: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAdmin);
    app.get(
      '/',
      { schema: { tags, querystring: AdminQuestionListQuery, response: { 200: AdminQuestionListResponse } } },
      async (req) => ({ success: true as const, data: await service.listForOwner(req.query) }),
    );
    app.put(
      '/:id/answer',
      { schema: { tags, params: IdParam, body: AnswerQuestionBody, response: { 200: AdminQuestionResponse } } },
      async (req) => ({
        success: true as const,
        data: await service.answer(req.params.id, req.body.answer, actor(req)),
      }),
    );
    app.post(
      '/:id/hide',
      { schema: { tags, params: IdParam, response: { 200: AdminQuestionResponse } } },
      async (req) => ({ success: true as const, data: await service.setHidden(req.params.id, true, actor(req)) }),
    );
    app.post(
      '/:id/show',
      { schema: { tags, params: IdParam, response: { 200: AdminQuestionResponse } } },
      async (req) => ({ success: true as const, data: await service.setHidden(req.params.id, false, actor(req)) }),
    );
  };
}
