import { createHash } from 'node:crypto';
import { formatRupiah, type Product } from '@boneka/shared';

/** The size of a product's link preview (Open Graph's 1.91 : 1). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** A picture for link previews: its absolute URL and what the preview tags say about it. */
export interface PreviewImage {
  url: string;
  width: number;
  height: number;
  type: 'image/jpeg';
}

/** What a page says about itself to readers that run no JavaScript: link previews and search engines. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  canonical: string;
  /** Absolute URL of the picture (JSON-LD). */
  image?: string;
  /** The link preview's picture (Open Graph, Twitter). */
  preview?: PreviewImage;
  type: 'website' | 'product';
  noindex?: boolean;
  /** Extra Open Graph properties (product price). */
  og?: Record<string, string>;
  /** schema.org data, written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

const BRAND = 'Boneka Shop';
const DESCRIPTION_MAX = 160;

/** Text for HTML or XML, in an element or a quoted attribute. */
export const escapeMarkup = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside <script> must not be able to close it: `<` is written as its escape. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function clip(text: string, max: number): string {
  const line = oneLine(text);
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** An uploaded picture's path as an absolute URL; a URL that already is one stays as it is. */
const absolute = (base: string, url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);

export function productHead(product: Product, base: string): PageHead {
  const url = `${base}/product/${product.product_id}`;
  const price = formatRupiah(product.price);
  const description = clip(
    product.description ? `${price} · ${product.description}` : `${product.name}, ${price} di ${BRAND}.`,
    DESCRIPTION_MAX,
  );
  const image = product.image_url ? absolute(base, product.image_url) : undefined;
  // The version names the picture: a new one is a new URL, which previews fetch again.
  const preview: PreviewImage | undefined = product.image_url
    ? {
        url: `${base}/og/product/${product.product_id}.jpg?v=${createHash('sha1').update(product.image_url).digest('hex').slice(0, 12)}`,
        width: PREVIEW_WIDTH,
        height: PREVIEW_HEIGHT,
        type: 'image/jpeg',
      }
    : undefined;
  const availability = product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  return {
    title: `${product.name} · ${BRAND}`,
    description,
    canonical: url,
    image,
    preview,
    type: 'product',
    og: {
      'product:price:amount': String(product.price),
      'product:price:currency': 'IDR',
      'product:availability': product.stock > 0 ? 'in stock' : 'out of stock',
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      ...(image ? { image: [image] } : {}),
      description: oneLine(product.description ?? product.name),
      sku: String(product.product_id),
      category: product.category.name,
      offers: {
        '@type': 'Offer',
        url,
        price: product.price,
        priceCurrency: 'IDR',
        availability,
        itemCondition: 'https://schema.org/NewCondition',
      },
      ...(product.review_count > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.average_rating,
              reviewCount: product.review_count,
            },
          }
        : {}),
    },
  };
}

const SHOP_DESCRIPTION = 'Toko boneka online dari Bandung: boneka lembut, dikirim ke seluruh Indonesia.';

/** The shop's own pages, by path. */
export const SHOP_PAGE_HEADS: Record<string, (base: string) => PageHead> = {
  '/': (base) => ({ title: BRAND, description: SHOP_DESCRIPTION, canonical: `${base}/`, type: 'website' }),
  '/products': (base) => ({
    title: `Katalog Boneka · ${BRAND}`,
    description: 'Semua boneka Boneka Shop: cari, saring menurut harga, dan urutkan.',
    canonical: `${base}/products`,
    type: 'website',
  }),
  '/about': (base) => ({
    title: `Tentang Kami · ${BRAND}`,
    description: SHOP_DESCRIPTION,
    canonical: `${base}/about`,
    type: 'website',
  }),
};

export const notFoundHead = (base: string, path: string): PageHead => ({
  title: `Produk tidak ditemukan · ${BRAND}`,
  description: 'Boneka ini tidak ada atau sudah tidak dijual.',
  canonical: `${base}${path}`,
  type: 'website',
  noindex: true,
});

/** The head's tags for `head`, replacing the shell's own title and description. */
export function renderHead(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeMarkup(content)}" />`;
  return [
    `<title>${escapeMarkup(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex
      ? meta('name', 'robots', 'noindex')
      : `<link rel="canonical" href="${escapeMarkup(head.canonical)}" />`,
    meta('property', 'og:site_name', BRAND),
    meta('property', 'og:locale', 'id_ID'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    ...(head.preview
      ? [
          meta('property', 'og:image', head.preview.url),
          meta('property', 'og:image:type', head.preview.type),
          meta('property', 'og:image:width', String(head.preview.width)),
          meta('property', 'og:image:height', String(head.preview.height)),
        ]
      : []),
    ...Object.entries(head.og ?? {}).map(([key, value]) => meta('property', key, value)),
    meta('name', 'twitter:card', head.preview ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.preview ? [meta('name', 'twitter:image', head.preview.url)] : []),
    ...(head.jsonLd ? [`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`] : []),
  ].join('\n    ');
}

/** The built index.html's own description and title, which a page's head replaces. */
export const SHELL_DESCRIPTION = /\s*<meta name="description"[^>]*>/;
export const SHELL_TITLE = /<title>[^<]*<\/title>/;

/**
 * The built index.html with `head` in place of its title and description. Null when the shell has no <title>
 * to replace (a build this code does not know).
 */
export function shellWithHead(shell: string, head: PageHead): string | null {
  const withoutDescription = shell.replace(SHELL_DESCRIPTION, '');
  if (!SHELL_TITLE.test(withoutDescription)) return null;
  // A function, not a string: `$&` in a product's name must not be read as a replacement pattern.
  return withoutDescription.replace(SHELL_TITLE, () => renderHead(head));
}
