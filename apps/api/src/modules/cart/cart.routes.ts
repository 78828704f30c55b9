import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddCartItemBody,
  AddWishlistBody,
  CartCountResponse,
  CartItemResponse,
  CartResponse,
  IdParam,
  MessageResponse,
  MoveToCartBody,
  UpdateCartItemBody,
  ValidateCartBody,
  ValidateCartResponse,
  WishlistLineQuery,
  WishlistResponse,
} from '@boneka/shared';
import type { Authenticate } from '../../plugins/authenticate.js';
import { cacheUntil, showsInCache } from '../../plugins/response-cache.js';
import { SaleHorizon } from '../catalog/catalog.service.js';
import { cartShows } from './cart.cache.js';
import type { CartService } from './cart.service.js';

const ProductIdParam = z.object({ productId: z.coerce.number().int().positive().max(2_147_483_647) });

export function cartRoutes(service: CartService, authenticate: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['cart'];
    app.addHook('onRequest', authenticate);

    app.get('/', { config: { cache: 'user' }, schema: { tags, response: { 200: CartResponse } } }, async (req) => {
      const horizon = new SaleHorizon();
      const cart = await service.get(req.auth.userId, horizon);
      cacheUntil(req, horizon.until);
      showsInCache(req, () =>
        cartShows.lines(
          req.auth.userId,
          cart.items.map((i) => i.product_id),
        ),
      );
      return { success: true as const, data: cart };
    });
    app.get(
      '/count',
      { config: { cache: 'user' }, schema: { tags, response: { 200: CartCountResponse } } },
      async (req) => {
        // The count sums the lines of active products, whichever they are.
        showsInCache(req, () => cartShows.lines(req.auth.userId, []));
        return { success: true as const, data: { count: await service.count(req.auth.userId) } };
      },
    );
    app.post(
      '/items',
      { schema: { tags, body: AddCartItemBody, response: { 201: CartItemResponse } } },
      async (req, reply) => {
        const { product_id: productId, variant_id: variantId, quantity } = req.body;
        const { item, name } = await service.add(req.auth.userId, productId, variantId, quantity);
        return reply
          .code(201)
          .send({ success: true as const, message: `${name} berhasil ditambahkan ke keranjang!`, data: item });
      },
    );
    app.put(
      '/items/:id',
      { schema: { tags, params: IdParam, body: UpdateCartItemBody, response: { 200: CartItemResponse } } },
      async (req) => ({
        success: true as const,
        message: 'Jumlah produk diperbarui.',
        data: await service.setQuantity(req.auth.userId, req.params.id, req.body.quantity),
      }),
    );
    app.delete('/items/:id', { schema: { tags, params: IdParam, response: { 200: MessageResponse } } }, async (req) => {
      await service.remove(req.auth.userId, req.params.id);
      return { success: true as const, message: 'Produk dihapus dari keranjang.' };
    });
    app.post(
      '/items/:id/move-to-wishlist',
      { schema: { tags, params: IdParam, response: { 200: MessageResponse } } },
      async (req) => ({
        success: true as const,
        message: await service.moveToWishlist(req.auth.userId, req.params.id),
      }),
    );
    app.delete('/clear', { schema: { tags, response: { 200: MessageResponse } } }, async (req) => {
      await service.clear(req.auth.userId);
      return { success: true as const, message: 'Keranjang dikosongkan.' };
    });
    app.post(
      '/validate',
      { schema: { tags, body: ValidateCartBody, response: { 200: ValidateCartResponse } } },
      async (req) => ({
        success: true as const,
        data: await service.validate(req.body.items),
      }),
    );
  };
}

export function wishlistRoutes(service: CartService, authenticate: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['wishlist'];
    app.addHook('onRequest', authenticate);

    app.get('/', { schema: { tags, response: { 200: WishlistResponse } } }, async (req) => ({
      success: true as const,
      data: await service.wishlist(req.auth.userId),
    }));
    app.post(
      '/',
      { schema: { tags, body: AddWishlistBody, response: { 201: WishlistResponse } } },
      async (req, reply) => {
        await service.addToWishlist(req.auth.userId, req.body.product_id, req.body.variant_id);
        return reply.code(201).send({
          success: true as const,
          message: 'Ditambahkan ke wishlist.',
          data: await service.wishlist(req.auth.userId),
        });
      },
    );
    app.delete(
      '/:productId',
      { schema: { tags, params: ProductIdParam, querystring: WishlistLineQuery, response: { 200: MessageResponse } } },
      async (req) => {
        await service.removeFromWishlist(req.auth.userId, req.params.productId, req.query.variant_id);
        return { success: true as const, message: 'Dihapus dari wishlist.' };
      },
    );
    app.post(
      '/:productId/move-to-cart',
      {
        schema: {
          tags,
          params: ProductIdParam,
          querystring: WishlistLineQuery,
          body: MoveToCartBody,
          response: { 200: MessageResponse },
        },
      },
      async (req) => ({
        success: true as const,
        message: await service.moveToCart(
          req.auth.userId,
          req.params.productId,
          req.query.variant_id,
          req.body.quantity,
        ),
      }),
    );
  };
}
