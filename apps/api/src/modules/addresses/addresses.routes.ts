import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddressBody, AddressListResponse, AddressResponse, IdParam, MessageResponse } from '@boneka/shared';
import type { Authenticate } from '../../plugins/authenticate.js';
import type { AddressesService } from './addresses.service.js';

export function addressesRoutes(service: AddressesService, authenticate: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticate);

    app.get('/addresses', { schema: { tags: ['addresses'], response: { 200: AddressListResponse } } }, async (req) => ({
      success: true as const,
      addresses: await service.list(req.auth.userId),
    }));

    app.post(
      '/addresses',
      { schema: { tags: ['addresses'], body: AddressBody, response: { 201: AddressResponse } } },
      async (req, reply) => {
        const address = await service.create(req.auth.userId, req.body);
        return reply.code(201).send({ success: true as const, message: 'Address added successfully!', address });
      },
    );

    app.put(
      '/addresses/:id',
      { schema: { tags: ['addresses'], params: IdParam, body: AddressBody, response: { 200: AddressResponse } } },
      async (req) => ({
        success: true as const,
        message: 'Address updated successfully!',
        address: await service.update(req.auth.userId, req.params.id, req.body),
      }),
    );

    app.delete(
      '/addresses/:id',
      { schema: { tags: ['addresses'], params: IdParam, response: { 200: MessageResponse } } },
      async (req) => {
        await service.remove(req.auth.userId, req.params.id);
        return { success: true as const, message: 'Address deleted successfully!' };
      },
    );
  };
}
