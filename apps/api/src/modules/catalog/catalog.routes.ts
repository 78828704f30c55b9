import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminProductListQuery,
  AdminProductListResponse,
  DeleteProductResponse,
  BestSellersResponse,
  IdParam,
  ProductBody,
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
  ProductSearchQuery,
  ProductSearchResponse,
} from '@boneka/shared';
import { badRequest } from '../../lib/errors.js';
import { readMultipartForm } from '../../lib/multipart.js';
import { actorOf } from '../../lib/actor.js';
import type { Authenticate } from '../../plugins/authenticate.js';
import { showsInCache } from '../../plugins/response-cache.js';
import { catalogShows } from './catalog.cache.js';
import type { CatalogService } from './catalog.service.js';

const tags = ['products'];
const actor = (req: FastifyRequest) => actorOf(req, 'admin');

function parseProduct(raw: unknown) {
  const parsed = ProductBody.safeParse(raw);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => ({ path: i.path.join('.') || 'body', message: i.message }));
    throw badRequest(
      'VALIDATION_ERROR',
      details.length === 1 ? details[0]!.message : 'Some fields are invalid. Check them and try again.',
      details,
    );
  }
  return parsed.data;
}

/** JSON or multipart (fields + optional `image`), the two shapes the admin forms send. */
async function readProductRequest(req: FastifyRequest) {
  if (req.isMultipart()) {
    const form = await readMultipartForm(req, ['image'], { kind: 'product' });
    return {
      input: parseProduct(form.fields),
      image: form.files[0]?.data,
      removeImage: form.fields.removeImage === 'true',
    };
  }
  const body = (req.body ?? {}) as Record<string, unknown>;
  return { input: parseProduct(body), image: undefined, removeImage: body.image_url === null || body.image_url === '' };
}

export function catalogRoutes(service: CatalogService, requireAdmin: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        config: { cache: 'public' },
        schema: { tags, querystring: ProductListQuery, response: { 200: ProductListResponse } },
      },
      async (req) => {
        const { products, total } = await service.list(req.query);
        showsInCache(req, () => catalogShows.list(req.query, products));
        return {
          success: true as const,
          data: products,
          pagination: { page: req.query.page, limit: req.query.limit, total },
        };
      },
    );

    app.get(
      '/search',
      {
        config: { cache: 'public' },
        schema: { tags, querystring: ProductSearchQuery, response: { 200: ProductSearchResponse } },
      },
      async (req) => {
        const products = await service.search(req.query.q, req.query.limit);
        showsInCache(req, () => catalogShows.search(products.map((p) => p.product_id)));
        return { success: true as const, data: products };
      },
    );

    app.get(
      '/best-sellers',
      { config: { cache: 'public' }, schema: { tags, response: { 200: BestSellersResponse } } },
      async (req) => {
        showsInCache(req, catalogShows.bestSellers);
        return { success: true as const, data: { product_ids: await service.bestSellers() } };
      },
    );

    app.get(
      '/:id',
      { config: { cache: 'public' }, schema: { tags, params: IdParam, response: { 200: ProductResponse } } },
      async (req) => {
        showsInCache(req, () => catalogShows.product(req.params.id));
        return { success: true as const, data: await service.get(req.params.id) };
      },
    );

    app.post(
      '/',
      {
        onRequest: requireAdmin,
        schema: { tags, consumes: ['multipart/form-data'], response: { 201: ProductResponse } },
      },
      async (req, reply) => {
        const { input, image } = await readProductRequest(req);
        const product = await service.create(input, image, actor(req));
        return reply.code(201).send({ success: true as const, message: 'Produk berhasil ditambahkan!', data: product });
      },
    );

    app.put(
      '/:id',
      {
        onRequest: requireAdmin,
        schema: {
          tags,
          params: IdParam,
          consumes: ['application/json', 'multipart/form-data'],
          response: { 200: ProductResponse },
        },
      },
      async (req) => {
        const { input, image, removeImage } = await readProductRequest(req);
        return {
          success: true as const,
          message: 'Produk berhasil diperbarui!',
          data: await service.update(req.params.id, input, { image, removeImage }, actor(req)),
        };
      },
    );

    app.get(
      '/admin',
      {
        onRequest: requireAdmin,
        schema: { tags, querystring: AdminProductListQuery, response: { 200: AdminProductListResponse } },
      },
      async (req) => {
        const { products, total } = await service.adminList(req.query);
        return {
          success: true as const,
          data: products,
          pagination: { page: req.query.page, limit: req.query.limit, total },
        };
      },
    );

    app.put(
      '/:id/show',
      { onRequest: requireAdmin, schema: { tags, params: IdParam, response: { 200: ProductResponse } } },
      async (req) => ({
        success: true as const,
        message: 'Produk ditampilkan lagi di toko.',
        data: await service.showAgain(req.params.id, actor(req)),
      }),
    );

    app.delete(
      '/:id',
      { onRequest: requireAdmin, schema: { tags, params: IdParam, response: { 200: DeleteProductResponse } } },
      async (req) => {
        const { hidden } = await service.remove(req.params.id, actor(req));
        // Said as it is: an ordered product is only hidden, and where to find it again.
        return {
          success: true as const,
          message: hidden
            ? 'Produk pernah dipesan, jadi disembunyikan dari toko. Tampilkan lagi dari daftar "Disembunyikan".'
            : 'Produk berhasil dihapus!',
          data: { hidden },
        };
      },
    );
  };
}
