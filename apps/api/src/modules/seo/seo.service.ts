import { IdParam } from '@boneka/shared';
import { AppError } from '../../lib/errors.js';
import { previewJpeg } from '../../lib/images.js';
import type { Storage } from '../../lib/storage.js';
import type { CategoryNode } from '@boneka/shared';
import type { CategoriesService } from '../categories/categories.service.js';
import {
  categoryHead,
  categoryNotFoundHead,
  categoryPath,
  escapeMarkup,
  notFoundHead,
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  productHead,
  renderHead,
  shellWithHead,
  SHOP_PAGE_HEADS,
  type HeadProduct,
  type PageHead,
} from './page-head.js';
import type { RenderedShopPage } from './shop-pages.js';

/** The shop pages anyone may open and search engines should list, besides each product's own page. */
const SHOP_PAGES = ['/', '/products', '/about', '/privacy'];

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

/** What the pages read of the catalogue. */
export interface SeoCatalog {
  /** A listed product with its variants and gallery when the catalogue gives them; a 404 AppError when not listed. */
  get(id: number): Promise<HeadProduct>;
  /** Every listed product's id, last change and units sold. */
  listedProducts(): Promise<{ id: number; updated_at: string; sold_count: number }[]>;
}

/** The categories' tree as the pages read it (Indonesian names: the heads are written in the shop's language). */
const CATEGORIES_READ = '/api/categories';

/** The category a catalogue URL asks for (`/products?category=boneka-wisuda`), or null for the whole catalogue. */
export function categorySlugOf(url: string): string | null {
  const { pathname, searchParams } = new URL(url, 'http://shop.invalid');
  if (pathname !== '/products') return null;
  return searchParams.get('category')?.trim().toLowerCase() || null;
}

/** `/products` of one category: that category's head, or 404 and noindex for a slug no category has. */
function catalogueHead(base: string, slug: string, tree: readonly CategoryNode[]): PageHead {
  const category = tree.flatMap((top) => [top, ...top.children]).find((c) => c.slug === slug);
  return category ? categoryHead(category, base) : categoryNotFoundHead(base, slug);
}

/** A page's head, and whether what its URL names is missing (the page then answers 404). */
export interface HeadOfPage {
  head: string;
  notFound: boolean;
}

/** A listed product by a raw id from a URL; null when there is none (unknown, hidden, malformed). */
async function listedProduct(catalog: Pick<SeoCatalog, 'get'>, rawId: string): Promise<HeadProduct | null> {
  // Digits only, then the API's own id rule (a product link is never `1e3`).
  const parsed = /^\d+$/.test(rawId) ? IdParam.safeParse({ id: rawId }) : undefined;
  if (!parsed?.success) return null;
  return catalog.get(parsed.data.id).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  });
}

/** What search engines and link previews read about the shop: the sitemap, robots.txt and preview pictures. */
export function seoService(
  catalog: SeoCatalog,
  storage: Pick<Storage, 'get'>,
  categories: Pick<CategoriesService, 'tree'>,
) {
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
     * The shop pages the page store should hold, most wanted first (docs/design.md §11): home, the catalogue and each
     * category, about, then every listed product by units sold.
     */
    async pageUrls(): Promise<string[]> {
      const [products, tree] = await Promise.all([catalog.listedProducts(), categories.tree('id')]);
      const bySales = [...products].sort((a, b) => b.sold_count - a.sold_count || a.id - b.id);
      return [
        '/',
        '/products',
        ...tree.flatMap((top) => [top, ...top.children]).map((c) => categoryPath(c.slug)),
        '/about',
        '/privacy',
        ...bySales.map((p) => `/product/${p.id}`),
      ];
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
     * page itself was rendered with, a category page's from the categories' reply read with it (`readsOf`).
     */
    renderedPageHead(base: string, url: string, page: RenderedShopPage): HeadOfPage {
      const urlPath = url.split('?')[0]!;
      const slug = categorySlugOf(url);
      const tree = page.replies.get(CATEGORIES_READ);
      if (slug && tree?.status === 200) {
        const head = catalogueHead(base, slug, (JSON.parse(tree.text) as { data: CategoryNode[] }).data);
        return { head: renderHead(head), notFound: head.noindex === true };
      }
      let head: PageHead;
      if (urlPath in SHOP_PAGE_HEADS) {
        head = SHOP_PAGE_HEADS[urlPath]!(base);
      } else {
        const reply = [...page.replies].find(
          ([apiPath, reply]) => /^\/api\/products\/\d+$/.test(apiPath) && reply.status === 200,
        )?.[1];
        const product = reply ? (JSON.parse(reply.text) as { data: HeadProduct }) : undefined;
        head = page.status === 200 && product ? productHead(product.data, base) : notFoundHead(base, urlPath);
      }
      return { head: renderHead(head), notFound: false };
    },
    /** The API reads a page's head needs beside the page's own: the categories' tree for a category's page. */
    readsOf(url: string): string[] {
      return categorySlugOf(url) ? [CATEGORIES_READ] : [];
    },
    /**
     * The shell for one of the shop's own pages (`/`, `/products`, `/about`) at `url`, with its head: a category's
     * page has its own, or answers 404 when no category has its slug. Null html when the shell cannot take a head.
     */
    async shopPage(
      shell: string,
      base: string,
      path: keyof typeof SHOP_PAGE_HEADS,
      url: string,
    ): Promise<{ status: 200 | 404; html: string | null }> {
      const slug = categorySlugOf(url);
      const head = slug ? catalogueHead(base, slug, await categories.tree('id')) : SHOP_PAGE_HEADS[path]!(base);
      return { status: head.noindex ? 404 : 200, html: shellWithHead(shell, head) };
    },
    /**
     * Every shop page, every category's page (in the tree's order) and every listed product page, as absolute URLs
     * under `base` (no trailing slash).
     */
    async sitemap(base: string): Promise<string> {
      const url = (path: string, lastmod: string | null = null) =>
        `  <url><loc>${escapeMarkup(base + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
      const [products, tree] = await Promise.all([catalog.listedProducts(), categories.tree('id')]);
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...SHOP_PAGES.map((path) => url(path)),
        ...tree.flatMap((top) => [top, ...top.children]).map((c) => url(categoryPath(c.slug))),
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
