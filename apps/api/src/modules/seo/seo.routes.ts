import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SeoService } from './seo.service.js';

/**
 * `/sitemap.xml` and `/robots.txt`. Absolute URLs start with `PUBLIC_URL`; without it, with the request's own
 * scheme and host (behind a proxy, set TRUST_PROXY so they are the visitor's).
 */
export function seoRoutes(service: SeoService, publicUrl: string | undefined): FastifyPluginAsync {
  const baseOf = (req: FastifyRequest) => publicUrl ?? `${req.protocol}://${req.host}`;
  const cacheFor5Minutes = 'public, max-age=300';
  return async (app) => {
    app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) =>
      reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', cacheFor5Minutes)
        .send(await service.sitemap(baseOf(req))),
    );
    app.get('/robots.txt', { schema: { hide: true } }, async (req, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', cacheFor5Minutes)
        .send(service.robots(baseOf(req))),
    );
  };
}
