import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminProductDetailResponse,
  AdminProductListQuery,
  AdminProductListResponse,
  DeleteProductResponse,
  BestSellersResponse,
  IdParam,
  ImageOrderBody,
  ImageParams,
  MAX_PRODUCT_IMAGES,
  ProductBody,
  ProductDetailResponse,
  ProductImagesResponse,
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
  ProductSearchQuery,
  ProductSearchResponse,
  VariantParams,
  VariantPatchBody,
  VariantResponse,
  VariantsBody,
} from '@boneka/shared';
import { parseFormFields, readMultipartForm } from '../../lib/multipart.js';
import { actorOf } from '../../lib/actor.js';
import type { Authenticate } from '../../plugins/authenticate.js';
import { cacheUntil, showsInCache, shownToPagesAs } from '../../plugins/response-cache.js';
import { BEST_SELLERS_SHOWN, catalogShows } from './catalog.cache.js';
import { unprocessable } from './catalog.errors.js';
import { SaleHorizon, type CatalogService } from './catalog.service.js';
import { tooManyPhotos, type EncodedPhoto } from './product-gallery.js';

const tags = ['products'];
const actor = (req: FastifyRequest) => actorOf(req, 'admin');

const parseProduct = (raw: unknown) => parseFormFields(ProductBody, raw);

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

/**
 * The owner's variants table refused by VariantsBody's rules (a value not among its option's, a combination twice,
 * a fourth option…): 422 with each rule's message, like the other rules of the product (HAS_VARIANTS, SKU_TAKEN).
 */
function variantsRefused(error: unknown): unknown {
  if (!hasZodFastifySchemaValidationErrors(error) || error.validationContext !== 'body') return error;
  const details = error.validation.map((v) => ({
    path: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body',
    message: v.message ?? 'Invalid value',
  }));
  return unprocessable(
    'INVALID_VARIANTS',
    details.length === 1 ? details[0]!.message : 'Beberapa isian varian belum benar. Periksa lagi.',
    { details },
  );
}

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The shop's reads: the list, the search, the best sellers and a product's page, each kept by the read cache. */
function shopperRoutes(app: App, service: CatalogService) {
  app.get(
    '/',
    {
      config: { cache: 'public' },
      schema: { tags, querystring: ProductListQuery, response: { 200: ProductListResponse } },
    },
    async (req) => {
      const horizon = new SaleHorizon();
      const { products, total } = await service.list(req.query, horizon);
      showsInCache(req, () => catalogShows.list(req.query, products));
      cacheUntil(req, horizon.until);
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
      const horizon = new SaleHorizon();
      const products = await service.search(req.query.q, req.query.limit, horizon);
      showsInCache(req, () => catalogShows.search(products.map((p) => p.product_id)));
      cacheUntil(req, horizon.until);
      return { success: true as const, data: products };
    },
  );

  app.get(
    '/best-sellers',
    { config: { cache: 'public' }, schema: { tags, response: { 200: BestSellersResponse } } },
    async (req) => {
      // Read at most once a second (catalog.service.ts): a reply read in that second goes when the list moves.
      showsInCache(req, () => [...catalogShows.bestSellers(), BEST_SELLERS_SHOWN]);
      shownToPagesAs(req, [BEST_SELLERS_SHOWN]);
      return { success: true as const, data: { product_ids: await service.bestSellers() } };
    },
  );

  app.get(
    '/:id',
    { config: { cache: 'public' }, schema: { tags, params: IdParam, response: { 200: ProductDetailResponse } } },
    async (req) => {
      showsInCache(req, () => catalogShows.product(req.params.id));
      const horizon = new SaleHorizon();
      const data = await service.detail(req.params.id, horizon);
      cacheUntil(req, horizon.until);
      return { success: true as const, data };
    },
  );
}

/** The owner's view of one product and its variants table (issue 27). */
function variantRoutes(app: App, service: CatalogService, requireAdmin: Authenticate) {
  app.get(
    '/admin/:id',
    { onRequest: requireAdmin, schema: { tags, params: IdParam, response: { 200: AdminProductDetailResponse } } },
    async (req) => ({ success: true as const, data: await service.adminDetail(req.params.id) }),
  );

  app.put(
    '/:id/variants',
    {
      onRequest: requireAdmin,
      attachValidation: true,
      schema: { tags, params: IdParam, body: VariantsBody, response: { 200: AdminProductDetailResponse } },
    },
    async (req) => {
      if (req.validationError) throw variantsRefused(req.validationError);
      return {
        success: true as const,
        message: 'Varian produk disimpan.',
        data: await service.saveVariants(req.params.id, req.body, actor(req)),
      };
    },
  );

  app.patch(
    '/:id/variants/:variantId',
    {
      onRequest: requireAdmin,
      schema: { tags, params: VariantParams, body: VariantPatchBody, response: { 200: VariantResponse } },
    },
    async (req) => ({
      success: true as const,
      message: 'Varian diperbarui.',
      data: await service.patchVariant(req.params.id, req.params.variantId, req.body, actor(req)),
    }),
  );
}

/** The product's gallery: photos added, put in order and removed (decision 035). */
function galleryRoutes(app: App, service: CatalogService, requireAdmin: Authenticate) {
  app.post(
    '/:id/images',
    {
      onRequest: requireAdmin,
      schema: { tags, params: IdParam, consumes: ['multipart/form-data'], response: { 201: ProductImagesResponse } },
    },
    async (req, reply) => {
      // Each photo is re-encoded as it arrives: a request of ten holds one upload's bytes at a time.
      let room = 0;
      const photos: EncodedPhoto[] = [];
      await readMultipartForm(req, ['images'], {
        kind: 'product',
        maxFiles: MAX_PRODUCT_IMAGES,
        tooManyFiles: () => tooManyPhotos(room),
        beforeFile: async (index) => {
          if (index === 0) room = await service.galleryRoom(req.params.id);
          if (index >= room) throw tooManyPhotos(room);
        },
        onFile: async (data) => {
          photos.push(await service.encodePhoto(data));
        },
      });
      const images = await service.addImages(req.params.id, photos, actor(req));
      return reply.code(201).send({ success: true as const, data: images });
    },
  );

  app.put(
    '/:id/images',
    {
      onRequest: requireAdmin,
      schema: { tags, params: IdParam, body: ImageOrderBody, response: { 200: ProductImagesResponse } },
    },
    async (req) => ({
      success: true as const,
      data: await service.reorderImages(req.params.id, req.body.image_ids, actor(req)),
    }),
  );

  app.delete(
    '/:id/images/:imageId',
    { onRequest: requireAdmin, schema: { tags, params: ImageParams, response: { 200: ProductImagesResponse } } },
    async (req) => ({
      success: true as const,
      data: await service.removeImage(req.params.id, req.params.imageId, actor(req)),
    }),
  );
}

/** The owner's products: created, edited, listed by visibility, shown again, hidden or removed. */
function ownerProductRoutes(app: App, service: CatalogService, requireAdmin: Authenticate) {
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
}

/** Registered in this order, which the API's description (OpenAPI) lists them in. */
export function catalogRoutes(service: CatalogService, requireAdmin: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    shopperRoutes(app, service);
    variantRoutes(app, service, requireAdmin);
    galleryRoutes(app, service, requireAdmin);
    ownerProductRoutes(app, service, requireAdmin);
  };
}
