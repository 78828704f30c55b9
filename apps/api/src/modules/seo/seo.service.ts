import { IdParam } from '@boneka/shared';
import { AppError } from '../../lib/errors.js';
import { previewJpeg } from '../../lib/images.js';
import type { Storage } from '../../lib/storage.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { Product } from '@boneka/shared';
import {
  escapeMarkup,
  notFoundHead,
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  productHead,
  renderHead,
  shellWithHead,
  SHOP_PAGE_HEADS,
  type PageHead,
} from './page-head.js';
import type { RenderedShopPage } from './shop-pages.js';

/** The shop pages anyone may open and search engines should list, besides each product's own page. */
const SHOP_PAGES = ['/', '/products', '/about'];

/**
 * Pages that are personal or the owner's: never worth a crawler's visit. Rules match by prefix, so `/admin` also
 * keeps out `/admin-dashboard`, and `/order` keeps out `/order-list` and `/orders/{token}`.
 */
const PRIVATE_PREFIXES = [
  '/admin',
  '/cart',
  '/order',
  '/payment',
  '/profile',
  '/wishlist',
  '/reviews',
  '/debug-page',
  '/api/',
  '/auth/',
];

/** A stored timestamp as a W3C date (sitemaps take `YYYY-MM-DD`); null when it cannot be read. */
function w3cDate(stored: string): string | null {
  const time = Date.parse(stored.includes('T') ? stored : `${stored.replace(' ', 'T')}Z`);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

/** Link previews converted lately, by stored picture: a shared link is fetched by many chats at once. */
const PREVIEWS_KEPT = 64;

/** A listed product by a raw id from a URL; null when there is none (unknown, hidden, malformed). */
async function listedProduct(catalog: Pick<CatalogService, 'get'>, rawId: string): Promise<Product | null> {
  // Digits only, then the API's own id rule (a product link is never `1e3`).
  const parsed = /^\d+$/.test(rawId) ? IdParam.safeParse({ id: rawId }) : undefined;
  if (!parsed?.success) return null;
  return catalog.get(parsed.data.id).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  });
}

/** What search engines and link previews read about the shop: the sitemap, robots.txt and preview pictures. */
export function seoService(catalog: Pick<CatalogService, 'listedProducts' | 'get'>, storage: Pick<Storage, 'get'>) {
  const previews = new Map<string, Buffer>();
  return {
    /**
     * A listed product's picture as its link preview (page-head.ts): a JPEG of PREVIEW_WIDTH × PREVIEW_HEIGHT.
     * Null when the product is not listed or has no stored picture.
     */
    async productPreview(rawId: string): Promise<Buffer | null> {
      const product = await listedProduct(catalog, rawId);
      const key = product?.image_url?.startsWith('/uploads/') ? product.image_url.slice('/uploads/'.length) : null;
      if (!key) return null;
      const kept = previews.get(key);
      if (kept) return kept;
      const stored = await storage.get(key);
      if (!stored) return null;
      const jpeg = await previewJpeg(stored, PREVIEW_WIDTH, PREVIEW_HEIGHT);
      if (previews.size >= PREVIEWS_KEPT) previews.delete(previews.keys().next().value!);
      previews.set(key, jpeg);
      return jpeg;
    },
    /**
     * The app's shell for a product page, with the product's title, description, preview tags and JSON-LD; 404
     * with `noindex` when no listed product has that id. Null when the shell cannot take a head.
     */
    async productPage(shell: string, base: string, rawId: string): Promise<{ status: 200 | 404; html: string | null }> {
      const product = await listedProduct(catalog, rawId);
      if (!product) return { status: 404, html: shellWithHead(shell, notFoundHead(base, `/product/${rawId}`)) };
      return { status: 200, html: shellWithHead(shell, productHead(product, base)) };
    },
    /**
     * The head of a page the server rendered (shop-pages.ts): a product page's is made from the product reply the
     * page itself was rendered with.
     */
    renderedPageHead(base: string, urlPath: string, page: RenderedShopPage): string {
      let head: PageHead;
      if (urlPath in SHOP_PAGE_HEADS) {
        head = SHOP_PAGE_HEADS[urlPath]!(base);
      } else {
        const product = [...page.replies].find(
          ([apiPath, reply]) => /^\/api\/products\/\d+$/.test(apiPath) && reply.status === 200,
        )?.[1].body as { data: Product } | undefined;
        head = page.status === 200 && product ? productHead(product.data, base) : notFoundHead(base, urlPath);
      }
      return renderHead(head);
    },
    /** The shell for one of the shop's own pages (`/`, `/products`, `/about`). */
    shopPage(shell: string, base: string, path: keyof typeof SHOP_PAGE_HEADS): string | null {
      return shellWithHead(shell, SHOP_PAGE_HEADS[path]!(base));
    },
    /** Every shop page and every listed product page, as absolute URLs under `base` (no trailing slash). */
    async sitemap(base: string): Promise<string> {
      const url = (path: string, lastmod: string | null = null) =>
        `  <url><loc>${escapeMarkup(base + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
      const products = await catalog.listedProducts();
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...SHOP_PAGES.map((path) => url(path)),
        ...products.map((p) => url(`/product/${p.id}`, w3cDate(p.updated_at))),
        '</urlset>',
        '',
      ].join('\n');
    },
    robots(base: string): string {
      return [
        'User-agent: *',
        ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
        '',
        `Sitemap: ${base}/sitemap.xml`,
        '',
      ].join('\n');
    },
  };
}
export type SeoService = ReturnType<typeof seoService>;
