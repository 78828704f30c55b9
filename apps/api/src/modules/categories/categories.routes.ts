import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminProductDetailResponse,
  CategoryBody,
  CategoryLanguageQuery,
  CategoryOrderBody,
  CategoryResponse,
  CategoryTreeResponse,
  DeleteCategoryQuery,
  DeleteCategoryResponse,
  IdParam,
  MoveProductsBody,
  MoveProductsResponse,
  ProductCategoriesBody,
} from '@boneka/shared';
import { actorOf } from '../../lib/actor.js';
import type { Authenticate } from '../../plugins/authenticate.js';
import { showsInCache } from '../../plugins/response-cache.js';
import { categoriesShow } from './categories.cache.js';
import type { CategoriesService } from './categories.service.js';

const tags = ['categories'];
const actor = (req: FastifyRequest) => actorOf(req, 'admin');
const languageOf = (query: { lang?: 'id' | 'en' }) => query.lang ?? 'id';

/** `/api/categories`: the tree for everyone, its changes for the owner. */
export function categoriesRoutes(service: CategoriesService, requireAdmin: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        config: { cache: 'public' },
        schema: { tags, querystring: CategoryLanguageQuery, response: { 200: CategoryTreeResponse } },
      },
      async (req) => {
        showsInCache(req, categoriesShow.tree);
        return { success: true as const, data: await service.tree(languageOf(req.query)) };
      },
    );

    app.post(
      '/',
      {
        onRequest: requireAdmin,
        schema: { tags, querystring: CategoryLanguageQuery, body: CategoryBody, response: { 201: CategoryResponse } },
      },
      async (req, reply) =>
        reply.code(201).send({
          success: true as const,
          message: 'Kategori berhasil ditambahkan!',
          data: await service.create(req.body, languageOf(req.query), actor(req)),
        }),
    );

    app.put(
      '/order',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          querystring: CategoryLanguageQuery,
          body: CategoryOrderBody,
          response: { 200: CategoryTreeResponse },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.reorder(req.body, languageOf(req.query), actor(req)),
      }),
    );

    app.put(
      '/:id',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          params: IdParam,
          querystring: CategoryLanguageQuery,
          body: CategoryBody,
          response: { 200: CategoryResponse },
        },
      },
      async (req) => ({
        success: true as const,
        message: 'Kategori berhasil diperbarui!',
        data: await service.update(req.params.id, req.body, languageOf(req.query), actor(req)),
      }),
    );

    app.delete(
      '/:id',
      {
        onRequest: requireAdmin,
        schema: { tags, params: IdParam, querystring: DeleteCategoryQuery, response: { 200: DeleteCategoryResponse } },
      },
      async (req) => {
        const { moved, target } = await service.remove(req.params.id, req.query.move_to, actor(req));
        return {
          success: true as const,
          message: target ? `Kategori dihapus; ${moved} produk dipindah ke "${target}".` : 'Kategori dihapus.',
          data: { moved },
        };
      },
    );

    app.post(
      '/:id/products',
      {
        onRequest: requireAdmin,
        schema: { tags, params: IdParam, body: MoveProductsBody, response: { 200: MoveProductsResponse } },
      },
      async (req) => {
        const { moved, name } = await service.addProducts(req.params.id, req.body, actor(req));
        return { success: true as const, message: `${moved} produk masuk ke "${name}".`, data: { moved } };
      },
    );
  };
}

/**
 * `PUT /api/products/:id/categories`, registered under `/api/products` beside the catalogue's own routes: a
 * product's categories are this module's rules.
 */
export function productCategoriesRoutes(service: CategoriesService, requireAdmin: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/:id/categories',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['products'],
          params: IdParam,
          body: ProductCategoriesBody,
          response: { 200: AdminProductDetailResponse },
        },
      },
      async (req) => ({
        success: true as const,
        message: 'Kategori produk berhasil disimpan!',
        data: await service.setProductCategories(req.params.id, req.body, actor(req)),
      }),
    );
  };
}
