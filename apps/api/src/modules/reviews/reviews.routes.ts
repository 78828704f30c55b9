import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CanReviewQuery,
  CanReviewResponse,
  CreateReviewBody,
  HelpfulBody,
  HelpfulResponse,
  IdParam,
  MessageResponse,
  PageQuery,
  REVIEW_MAX_IMAGES,
  ReviewListQuery,
  ReviewListResponse,
  ReviewResponse,
  ReviewStatsResponse,
  UpdateReviewBody,
  UploadUrlsResponse,
} from '@boneka/shared';
import { badRequest } from '../../lib/errors.js';
import { readMultipartForm } from '../../lib/multipart.js';
import type { Authenticate } from '../../plugins/authenticate.js';
import { showsInCache } from '../../plugins/response-cache.js';
import { reviewsShow } from './reviews.cache.js';
import type { ReviewsService } from './reviews.service.js';

const tags = ['reviews'];

export function reviewsRoutes(
  service: ReviewsService,
  authenticate: Authenticate,
  optionalAuth: Authenticate,
): FastifyPluginAsyncZod {
  return async (app) => {
    const viewer = (req: { auth?: { userId: number } }) => req.auth?.userId ?? null;

    app.get(
      '/product/:id',
      {
        config: { cache: 'public' },
        onRequest: optionalAuth,
        schema: { tags, params: IdParam, querystring: ReviewListQuery, response: { 200: ReviewListResponse } },
      },
      async (req) => {
        const data = await service.listForProduct(req.params.id, req.query, viewer(req));
        showsInCache(req, () =>
          reviewsShow.list(
            req.params.id,
            data.reviews.map((r) => r.review_id),
          ),
        );
        return { success: true as const, data };
      },
    );
    app.get(
      '/product/:id/stats',
      { config: { cache: 'public' }, schema: { tags, params: IdParam, response: { 200: ReviewStatsResponse } } },
      async (req) => {
        showsInCache(req, () => reviewsShow.stats(req.params.id));
        return { success: true as const, data: await service.stats(req.params.id) };
      },
    );
    app.get(
      '/product/:id/can-review',
      {
        onRequest: authenticate,
        schema: { tags, params: IdParam, querystring: CanReviewQuery, response: { 200: CanReviewResponse } },
      },
      async (req) => ({
        success: true as const,
        data: await service.eligibility(req.auth.userId, req.params.id, req.query.orderId),
      }),
    );
    app.get(
      '/my',
      { onRequest: authenticate, schema: { tags, querystring: PageQuery, response: { 200: ReviewListResponse } } },
      async (req) => ({
        success: true as const,
        data: await service.listForUser(req.auth.userId, req.query.page, req.query.limit, req.auth.userId),
      }),
    );
    app.get(
      '/user/:id',
      {
        onRequest: optionalAuth,
        schema: { tags, params: IdParam, querystring: PageQuery, response: { 200: ReviewListResponse } },
      },
      async (req) => ({
        success: true as const,
        data: await service.listForUser(req.params.id, req.query.page, req.query.limit, viewer(req)),
      }),
    );
    app.post(
      '/',
      { onRequest: authenticate, schema: { tags, body: CreateReviewBody, response: { 201: ReviewResponse } } },
      async (req, reply) => {
        const review = await service.create(req.auth.userId, req.body);
        return reply
          .code(201)
          .send({ success: true as const, message: `Review submitted for ${review.product.name}`, data: review });
      },
    );
    app.put(
      '/:id',
      {
        onRequest: authenticate,
        schema: { tags, params: IdParam, body: UpdateReviewBody, response: { 200: ReviewResponse } },
      },
      async (req) => ({
        success: true as const,
        message: 'Review updated',
        data: await service.update(req.auth.userId, req.params.id, req.body),
      }),
    );
    app.delete(
      '/:id',
      { onRequest: authenticate, schema: { tags, params: IdParam, response: { 200: MessageResponse } } },
      async (req) => {
        await service.remove(req.auth.userId, req.params.id);
        return { success: true as const, message: 'Review berhasil dihapus!' };
      },
    );
    app.post(
      '/:id/helpful',
      {
        onRequest: authenticate,
        schema: { tags, params: IdParam, body: HelpfulBody, response: { 200: HelpfulResponse } },
      },
      async (req) => ({
        success: true as const,
        data: await service.voteHelpful(req.auth.userId, req.params.id, req.body?.voted_helpful),
      }),
    );
  };
}

export function reviewUploadRoutes(service: ReviewsService, authenticate: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/review-images',
      {
        onRequest: authenticate,
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: UploadUrlsResponse } },
      },
      async (req) => {
        const form = await readMultipartForm(req, ['images', 'images[]'], {
          kind: 'review',
          maxFiles: REVIEW_MAX_IMAGES,
          tooManyFiles: badRequest('TOO_MANY_IMAGES', 'Maximum 5 images per review', [
            { path: 'images', message: 'At most 5 images' },
          ]),
          beforeFile: await service.pendingImageGuard(req.auth.userId),
        });
        if (form.files.length === 0)
          throw badRequest('FILE_REQUIRED', 'Choose at least one image.', [{ path: 'images', message: 'Required' }]);
        return {
          success: true as const,
          data: {
            urls: await service.uploadImages(
              req.auth.userId,
              form.files.map((f) => f.data),
            ),
          },
        };
      },
    );
  };
}
