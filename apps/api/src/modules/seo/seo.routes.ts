import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { notFound } from '../../lib/errors.js';
import { cacheKey, type ReadCache } from '../../lib/read-cache.js';
import { SHOP_PAGE_HEADS } from './page-head.js';
import type { SeoService } from './seo.service.js';
import { etagOf } from '../../plugins/response-cache.js';
import type { PageShell } from './page-shell.js';
import type { ShopPageRenderer } from './shop-pages.js';
import { languageOf } from '../../lib/request-language.js';
import { shopOrigin } from '../../lib/request-origin.js';

/** A page as it is sent, and as the read cache holds it (with its compressed forms once one was asked for). */
interface PageReply {
  status: number;
  /**
   * The page's bytes, encoded once: sent as they are (a string of some 150 kB would be measured and encoded to
   * UTF-8 again on every request, a millisecond each — more than the rest of serving a cached page).
   */
  html: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The page in the best encoding the visitor accepts. A page is some 70 kB of markup and data, 10 kB compressed:
 * on a phone's connection that is most of the time to first paint. Compressed once per cached page (brotli at a
 * fast quality: a page is compressed on the request that renders it).
 */
function encoded(req: FastifyRequest, page: PageReply): { encoding?: 'br' | 'gzip'; body: string | Buffer } {
  const accepted = req.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) {
    page.br ??= brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { encoding: 'br', body: page.br };
  }
  if (/\bgzip\b/.test(accepted)) {
    page.gzip ??= gzipSync(page.html, { level: 6 });
    return { encoding: 'gzip', body: page.gzip };
  }
  return { body: page.html };
}

/**
 * `/sitemap.xml`, `/robots.txt`, and the app's shell for the public shop pages with each page's own head (title,
 * description, Open Graph and Twitter tags, a product's JSON-LD), so that link previews and search engines, which
 * run no JavaScript, see the page. Absolute URLs start with `PUBLIC_URL` (required in production); without it, with
 * the request's own scheme and host when they are well-formed (lib/request-origin.ts).
 */
export function seoRoutes(
  service: SeoService,
  options: {
    publicUrl: string | undefined;
    shell: string | undefined;
    /** The pages rendered with the web app's components, when the web app's server half is built. */
    pages?: { render: ShopPageRenderer; cache: ReadCache; shell: PageShell };
  },
): FastifyPluginAsync {
  const baseOf = (req: FastifyRequest) => shopOrigin(req, options.publicUrl);
  // Without PUBLIC_URL the sitemap and robots.txt name the request's host: no shared cache may keep them for others.
  const sitemapCaching = options.publicUrl ? 'public, max-age=300' : 'no-cache';
  /**
   * As the plain shell is served (plugins/web.ts): revalidated on every visit, 304 when unchanged. The page is the
   * same for every visitor in one language (signed-in parts fill in in the browser), so it names the cookie it
   * varies by.
   */
  const sendPage = (req: FastifyRequest, reply: FastifyReply, page: PageReply) => {
    void reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('etag', page.etag)
      .header('vary', 'Cookie, Accept-Encoding');
    if (req.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const { encoding, body } = encoded(req, page);
    if (encoding) void reply.header('content-encoding', encoding);
    return reply.code(page.status).send(body);
  };
  const plainPage = (status: number, html: string): PageReply => ({
    status,
    html: Buffer.from(html),
    etag: etagOf(html),
  });

  /**
   * The page rendered by the server (held in the read cache until a write changes what it shows), or null when it
   * cannot be: no server build, or a read that failed for another reason than "not found".
   */
  async function renderedPage(req: FastifyRequest): Promise<PageReply | null> {
    const pages = options.pages;
    if (!pages) return null;
    const base = baseOf(req);
    const language = languageOf(req);
    // The origin is PUBLIC_URL's in production; without it, a well-formed request origin keeps its own pages.
    const key = cacheKey('page', language, base, req.url);
    const held = pages.cache.get<PageReply>(key);
    if (held) return held;
    const begun = pages.cache.begin();
    // A render that fails (its thread died, a bug in a component) answers the shell with the page's head, which the
    // browser renders itself: the visitor still gets the page.
    const page = await pages.render(req.url, language, service.readsOf(req.url)).catch((error: unknown) => {
      req.log.error({ err: error }, 'page render failed');
      return null;
    });
    if (!page) return null;
    const { head, notFound: missing } = service.renderedPageHead(base, req.url, page);
    const filled = pages.shell.fill(page, head, language);
    const reply: PageReply = { status: missing ? 404 : page.status, html: Buffer.from(filled.html), etag: filled.etag };
    if (reply.status === 200 && page.tags) {
      pages.cache.set(key, reply, begun, page.tags, reply.html.length + key.length, page.until);
    }
    return reply;
  }

  return async (app) => {
    app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) =>
      reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', sitemapCaching)
        .send(await service.sitemap(baseOf(req))),
    );
    app.get('/robots.txt', { schema: { hide: true } }, async (req, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', sitemapCaching)
        .send(service.robots(baseOf(req))),
    );

    // A preview's URL carries its picture's version (page-head.ts): a day in caches is safe.
    app.get<{ Params: { file: string } }>('/og/product/:file', { schema: { hide: true } }, async (req, reply) => {
      const id = /^(\d+)\.jpg$/.exec(req.params.file)?.[1];
      const jpeg = id ? await service.productPreview(id) : null;
      if (!jpeg) throw notFound('Preview');
      return reply
        .header('content-type', 'image/jpeg')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400')
        .send(jpeg);
    });

    const shell = options.shell;
    if (!shell) return;
    for (const path of Object.keys(SHOP_PAGE_HEADS)) {
      app.get(path, { schema: { hide: true } }, async (req, reply) => {
        let page = await renderedPage(req);
        if (!page) {
          const head = await service.shopPage(shell, baseOf(req), path, req.url);
          page = plainPage(head.status, head.html ?? shell);
        }
        return sendPage(req, reply, page);
      });
    }
    app.get<{ Params: { id: string } }>('/product/:id', { schema: { hide: true } }, async (req, reply) => {
      let page = await renderedPage(req);
      if (!page) {
        const head = await service.productPage(shell, baseOf(req), req.params.id);
        page = plainPage(head.status, head.html ?? shell);
      }
      return sendPage(req, reply, page);
    });
  };
}
