import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CitiesResponse, DistrictsResponse, IdParam, ProvincesResponse } from '@boneka/shared';
import type { LocationsService } from './locations.service.js';

const PUBLIC_CACHE = 'public, max-age=86400';

export function locationsRoutes(service: LocationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/provinces',
      { schema: { tags: ['locations'], response: { 200: ProvincesResponse } } },
      async (_req, reply) => {
        reply.header('cache-control', PUBLIC_CACHE);
        return { success: true as const, provinces: await service.provinces() };
      },
    );
    app.get(
      '/provinces/:id/cities',
      { schema: { tags: ['locations'], params: IdParam, response: { 200: CitiesResponse } } },
      async (req, reply) => {
        reply.header('cache-control', PUBLIC_CACHE);
        return { success: true as const, cities: await service.cities(req.params.id) };
      },
    );
    app.get(
      '/cities/:id/districts',
      { schema: { tags: ['locations'], params: IdParam, response: { 200: DistrictsResponse } } },
      async (req, reply) => {
        reply.header('cache-control', PUBLIC_CACHE);
        return { success: true as const, districts: await service.districts(req.params.id) };
      },
    );
  };
}
