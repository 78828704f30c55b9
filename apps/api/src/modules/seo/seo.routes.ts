import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cdnPageHeaders } from '../../lib/cdn.js';
import { notFound } from '../../lib/errors.js';
import { SHOP_PAGE_HEADS } from './page-head.js';
import type { SeoService } from './seo.service.js';
import { etagOf } from '../../plugins/response-cache.js';
import type { PageFiller } from './page-fill.js';
import { type PageStore, type ServedPage, pageKey } from './page-store.js';
import { type PageMaker, pageAddress } from './shop-pages.js';
import { languageOf } from '../../lib/request-language.js';
import { shopOrigin } from '../../lib/request-origin.js';

/** A page as it is sent: its bytes in the encoding asked for, made once; a kept page names what it shows. */
type PageReply = Pick<ServedPage, 'status' | 'etag' | 'bytes'> & Partial<Pick<ServedPage, 'stored' | 'tags' | 'until'>>;

/** The encoding the visitor accepts that a page is kept in: brotli, else gzip, else none. */
function encodingOf(req: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = req.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** The shell with a page's head, when the page itself could not be made: compressed on the visit that asks. */
function plainPage(status: number, html: string): PageReply {
  const bytes = Buffer.from(html);
  return {
    status,
    etag: etagOf(html),
    bytes: (encoding) =>
      encoding === 'br'
        ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? gzipSync(bytes, { level: 6 })
          : bytes,
  };
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
    /**
     * The pages rendered with the web app's components, when the web app's server half is built: kept in the page
     * store, made by `make` when the store lacks them, filled in the background by `filler`.
     */
    pages?: { store: PageStore; make: PageMaker; filler: PageFiller };
    now?: () => number;
  },
): FastifyPluginAsync {
  const baseOf = (req: FastifyRequest) => shopOrigin(req, options.publicUrl);
  const now = options.now ?? Date.now;
  // Without PUBLIC_URL the sitemap and robots.txt name the request's host: no shared cache may keep them for others.
  const sitemapCaching = options.publicUrl ? 'public, max-age=300' : 'no-cache';
  /**
   * A kept page is the same for every visitor in one language (signed-in parts fill in in the browser): a CDN may
   * keep it, and purges it by the tags it names when a write changes what it shows (lib/cdn.ts, decision 054).
   * Browsers revalidate it on every visit (304 when unchanged). It names the cookie it varies by (`lang`).
   */
  const sendPage = (req: FastifyRequest, reply: FastifyReply, page: PageReply) => {
    void reply.header('content-type', 'text/html; charset=utf-8');
    if (page.stored && page.tags) void reply.headers(cdnPageHeaders(page.tags, page.until, now()));
    else void reply.header('cache-control', 'no-cache');
    void reply.header('etag', page.etag).header('vary', 'Cookie, Accept-Encoding');
    if (req.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const encoding = encodingOf(req);
    if (encoding) void reply.header('content-encoding', encoding);
    return reply.code(page.status).send(page.bytes(encoding));
  };

  /**
   * The page rendered by the server: from the page store, or made now (once, whoever else asks meanwhile) when the
   * store lacks it for the current data. Null when it cannot be: no server build, or a read that failed for another
   * reason than "not found".
   */
  async function renderedPage(req: FastifyRequest): Promise<PageReply | null> {
    const pages = options.pages;
    const address = pageAddress(req.url);
    if (!pages || !address) return null;
    const base = baseOf(req);
    const language = languageOf(req);
    // Without PUBLIC_URL (development) the shop's origin is known from its first visit.
    pages.filler.start(base);
    const key = pageKey(language, base, address.url);
    return (
      pages.store.get(key) ?? (await pages.store.make(key, () => pages.make(base, language, address.url), address.keep))
    );
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
