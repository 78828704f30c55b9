import type { CatalogService } from '../catalog/catalog.service.js';

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

const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** A stored timestamp as a W3C date (sitemaps take `YYYY-MM-DD`); null when it cannot be read. */
function w3cDate(stored: string): string | null {
  const time = Date.parse(stored.includes('T') ? stored : `${stored.replace(' ', 'T')}Z`);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

/** What search engines and link previews read about the shop: the sitemap and robots.txt. */
export function seoService(catalog: Pick<CatalogService, 'listedProducts'>) {
  return {
    /** Every shop page and every listed product page, as absolute URLs under `base` (no trailing slash). */
    async sitemap(base: string): Promise<string> {
      const url = (path: string, lastmod: string | null = null) =>
        `  <url><loc>${xmlEscape(base + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
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
