import { createHash } from 'node:crypto';
import { formatRupiah, lineTitle, type Category, type Product, type ProductDetail } from '@boneka/shared';

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
  /** Extra Twitter card fields (the price as a labelled line). */
  twitter?: Record<string, string>;
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

/** A product as its page's head reads it: the catalogue's product, with its variants when the reply has them. */
export type HeadProduct = Product & Partial<Pick<ProductDetail, 'options' | 'variants' | 'images'>>;

/**
 * The schema.org property an option stands for, by its name in either language: Google reads these in a
 * ProductGroup's `variesBy` and on each variant (decision 036). Other options are written as `additionalProperty`.
 */
const VARIANT_PROPERTIES: Record<string, 'size' | 'color' | 'material' | 'pattern'> = {
  ukuran: 'size',
  size: 'size',
  tinggi: 'size',
  warna: 'color',
  color: 'color',
  colour: 'color',
  bahan: 'material',
  material: 'material',
  motif: 'pattern',
  corak: 'pattern',
  pattern: 'pattern',
};
const propertyOf = (optionName: string) => VARIANT_PROPERTIES[optionName.trim().toLowerCase()];

/** The query parameter of the product page that opens one variant (the web's product page reads it). */
export const VARIANT_PARAM = 'varian';

const availabilityOf = (stock: number) => (stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');

/**
 * "Rp 145.000", or "mulai Rp 145.000" when the product's variants cost more than one price: the price in force
 * (a sale's, decision 046).
 */
export function priceText(product: Pick<Product, 'price' | 'price_max'> & { sale?: Product['sale'] }): string {
  const from = formatRupiah(product.sale?.price ?? product.price);
  return product.price_max !== undefined && product.price < product.price_max ? `mulai ${from}` : from;
}

/**
 * Several variants on sale: a ProductGroup whose `hasVariant` are the switched-on variants, each a Product with its
 * own SKU, option values and Offer (Google's product-variant structured data, single-page form: every variant's
 * offer URL opens that variant on the product's one canonical page).
 */
function productGroupLd(
  product: HeadProduct,
  variants: NonNullable<HeadProduct['variants']>,
  url: string,
  base: string,
  images: string[],
): Record<string, unknown> {
  const options = product.options ?? [];
  const properties = options.map((o) => propertyOf(o.name));
  const variesBy = [...new Set(properties.filter((p) => p !== undefined))].map((p) => `https://schema.org/${p}`);
  const imageOf = (imageId: number | null) => {
    const image = imageId === null ? undefined : product.images?.find((i) => i.image_id === imageId);
    return image ? absolute(base, image.image_url) : images[0];
  };
  return {
    '@type': 'ProductGroup',
    name: product.name,
    ...(images.length > 0 ? { image: images } : {}),
    description: oneLine(product.description ?? product.name),
    url,
    productGroupID: String(product.product_id),
    category: product.category.name,
    ...(variesBy.length > 0 ? { variesBy } : {}),
    hasVariant: variants.map((variant) => {
      const named: Record<string, string> = {};
      const additional: { '@type': 'PropertyValue'; name: string; value: string }[] = [];
      variant.options.forEach((value, i) => {
        const property = properties[i];
        if (property && !(property in named)) named[property] = value;
        else additional.push({ '@type': 'PropertyValue', name: options[i]?.name ?? '', value });
      });
      const image = imageOf(variant.image_id);
      return {
        '@type': 'Product',
        name: lineTitle(product.name, variant.label),
        sku: variant.sku ?? `${product.product_id}-${variant.variant_id}`,
        ...(image ? { image } : {}),
        ...named,
        ...(additional.length > 0 ? { additionalProperty: additional } : {}),
        offers: {
          '@type': 'Offer',
          url: `${url}?${VARIANT_PARAM}=${variant.variant_id}`,
          price: variant.sale?.price ?? variant.price,
          ...(variant.sale ? { priceValidUntil: variant.sale.ends_at } : {}),
          priceCurrency: 'IDR',
          availability: availabilityOf(variant.stock),
          itemCondition: 'https://schema.org/NewCondition',
        },
      };
    }),
  };
}

export function productHead(product: HeadProduct, base: string): PageHead {
  const url = `${base}/product/${product.product_id}`;
  const price = priceText(product);
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
  const onSale = (product.variants ?? []).filter((v) => v.is_active);
  const gallery = (product.images ?? []).map((i) => absolute(base, i.image_url));
  const images = gallery.length > 0 ? gallery : image ? [image] : [];
  const rating =
    product.review_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.average_rating,
            reviewCount: product.review_count,
          },
        }
      : {};
  // One variant on sale (a product without options): the Product it always was, with the variant's own SKU if set.
  const single = () => ({
    '@type': 'Product',
    name: product.name,
    ...(image ? { image: [image] } : {}),
    description: oneLine(product.description ?? product.name),
    sku: onSale[0]?.sku ?? String(product.product_id),
    category: product.category.name,
    offers: {
      '@type': 'Offer',
      url,
      price: product.sale?.price ?? product.price,
      ...(product.sale ? { priceValidUntil: product.sale.ends_at } : {}),
      priceCurrency: 'IDR',
      availability: availabilityOf(product.stock),
      itemCondition: 'https://schema.org/NewCondition',
    },
  });
  return {
    title: `${product.name} · ${BRAND}`,
    description,
    canonical: url,
    image,
    preview,
    type: 'product',
    og: {
      'product:price:amount': String(product.sale?.price ?? product.price),
      'product:price:currency': 'IDR',
      'product:availability': product.stock > 0 ? 'in stock' : 'out of stock',
    },
    twitter: { 'twitter:label1': 'Harga', 'twitter:data1': price },
    jsonLd: {
      '@context': 'https://schema.org',
      ...(onSale.length > 1 ? productGroupLd(product, onSale, url, base, images) : single()),
      ...rating,
    },
  };
}

/** A category's page: `/products?category=slug`, its own title, description and canonical URL. */
export function categoryHead(category: Pick<Category, 'name_id' | 'slug' | 'product_count'>, base: string): PageHead {
  const name = category.name_id;
  return {
    title: `${name} · ${BRAND}`,
    description:
      category.product_count > 0
        ? `${name} di ${BRAND}: ${category.product_count} pilihan boneka lembut, dikirim dari Bandung ke seluruh Indonesia.`
        : `${name} di ${BRAND}: boneka lembut, dikirim dari Bandung ke seluruh Indonesia.`,
    canonical: `${base}${categoryPath(category.slug)}`,
    type: 'website',
  };
}

/** The catalogue page of one category. */
export const categoryPath = (slug: string) => `/products?category=${encodeURIComponent(slug)}`;

/** A category slug no category has (deleted, renamed, mistyped): 404 and not indexed (decision 036). */
export const categoryNotFoundHead = (base: string, slug: string): PageHead => ({
  title: `Kategori tidak ditemukan · ${BRAND}`,
  description: 'Kategori ini tidak ada atau sudah dihapus. Lihat semua boneka di katalog.',
  canonical: `${base}${categoryPath(slug)}`,
  type: 'website',
  noindex: true,
});

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
  '/privacy': (base) => ({
    title: `Kebijakan Privasi · ${BRAND}`,
    description: 'Data apa yang Boneka Shop simpan, untuk apa, dan cara mengunduh atau menghapus akunmu (UU PDP).',
    canonical: `${base}/privacy`,
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
    ...Object.entries(head.twitter ?? {}).map(([key, value]) => meta('name', key, value)),
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
