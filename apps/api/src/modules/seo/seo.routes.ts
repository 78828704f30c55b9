import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SHOP_PAGE_HEADS } from './page-head.js';
import type { SeoService } from './seo.service.js';

/**
 * `/sitemap.xml`, `/robots.txt`, and the app's shell for the public shop pages with each page's own head (title,
 * description, Open Graph and Twitter tags, a product's JSON-LD), so that link previews and search engines, which
 * run no JavaScript, see the page. Absolute URLs start with `PUBLIC_URL`; without it, with the request's own
 * scheme and host (behind a proxy, set TRUST_PROXY so they are the visitor's).
 */
export function seoRoutes(
  service: SeoService,
  options: { publicUrl: string | undefined; shell: string | undefined },
): FastifyPluginAsync {
  const baseOf = (req: FastifyRequest) => options.publicUrl ?? `${req.protocol}://${req.host}`;
  const cacheFor5Minutes = 'public, max-age=300';
  /** As the plain shell is served (plugins/web.ts): revalidated on every visit. */
  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);

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

    const shell = options.shell;
    if (!shell) return;
    for (const path of Object.keys(SHOP_PAGE_HEADS)) {
      app.get(path, { schema: { hide: true } }, async (req, reply) => {
        const html = service.shopPage(shell, baseOf(req), path);
        return sendPage(reply, 200, html ?? shell);
      });
    }
    app.get<{ Params: { id: string } }>('/product/:id', { schema: { hide: true } }, async (req, reply) => {
      const page = await service.productPage(shell, baseOf(req), req.params.id);
      return sendPage(reply, page.status, page.html ?? shell);
    });
  };
}
