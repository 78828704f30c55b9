import { cheapestSaleNow, nextSaleChange, saleNow, variantLabel, variantSalesNow } from '@boneka/shared';
import type {
  FlashOffer,
  Product,
  ProductDetail,
  ProductImage,
  SaleTerms,
  Variant,
  VariantOffers,
} from '@boneka/shared';
import type { ProductCardRow, ProductDetailRow, VariantPart } from './catalog.repo.js';
import type { GalleryImage } from './product-parts.repo.js';

export const publicUrl = (key: string | null) => (key ? `/uploads/${key}` : null);

/**
 * The first instant a reply's sales start or end (decision 046): the service notes it while it presents products,
 * and the route caches the reply no longer (`cacheUntil`).
 */
export class SaleHorizon {
  until: number | undefined;
  note(terms: readonly SaleTerms[], at: Date) {
    const next = nextSaleChange(terms, at);
    this.noteInstant(next);
  }
  /** A flash sale's start or end (decision 062) after `at`: the page's price changes then. */
  noteFlash(flash: FlashOffer | null, at: Date) {
    if (!flash) return;
    for (const edge of [flash.starts_at, flash.ends_at]) {
      const ms = Date.parse(edge);
      if (ms > at.getTime()) this.noteInstant(ms);
    }
  }
  private noteInstant(next: number | undefined) {
    if (next !== undefined && (this.until === undefined || next < this.until)) this.until = next;
  }
}

type Offers = ReadonlyMap<number, VariantOffers>;

const salesOf = (row: Pick<ProductCardRow, 'sales'>): SaleTerms[] =>
  row.sales ? (JSON.parse(row.sales) as SaleTerms[]) : [];

/** The sales in force at `at` on any of the product's variants (the owner's list). */
export const variantSalesOf = (row: Pick<ProductCardRow, 'sales'>, at: Date) => variantSalesNow(salesOf(row), at);

/** A product as cards show it at `at`: its sale in force, if any, beside its normal price. */
export function toProduct(row: ProductCardRow, at: Date, horizon?: SaleHorizon): Product {
  const sales = salesOf(row);
  horizon?.note(sales, at);
  return {
    product_id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    stock: row.stock,
    image_url: publicUrl(row.image),
    thumbnail_url: publicUrl(row.thumbnail),
    category: { name: row.category_name, slug: row.category_slug },
    average_rating: row.review_count > 0 ? Math.round((row.rating_sum / row.review_count) * 10) / 10 : 0,
    review_count: row.review_count,
    sold_count: row.sold_count,
    created_at: row.created_at,
    price_max: row.price_max ?? row.price,
    variant_count: row.variant_count,
    sale: sales.length > 0 ? cheapestSaleNow(sales, at, row.price) : null,
  };
}

export const toImage = (image: GalleryImage): ProductImage => ({
  image_id: image.id,
  image_url: publicUrl(image.image)!,
  thumbnail_url: publicUrl(image.thumbnail),
  position: image.position,
});

/**
 * A variant with its values of the product's `optionCount` options. Its label names every value it was saved with:
 * a variant switched off when the owner removed an option still says what was sold as it.
 */
export function toVariant(v: VariantPart, optionCount: number, at: Date, offers?: Offers): Variant {
  const values = [v.option1, v.option2, v.option3];
  return {
    variant_id: v.id,
    options: values.slice(0, optionCount),
    label: variantLabel(values),
    sku: v.sku,
    price: v.price,
    stock: v.stock,
    weight_grams: v.weight_grams,
    length_cm: v.length_cm,
    width_cm: v.width_cm,
    height_cm: v.height_cm,
    image_id: v.image_id,
    is_active: v.is_active,
    sale_price: v.sale_price,
    sale_starts_at: v.sale_starts_at,
    sale_ends_at: v.sale_ends_at,
    sale: saleNow(v, at),
    wholesale: offers?.get(v.id)?.wholesale ?? [],
    flash: offers?.get(v.id)?.flash ?? null,
  };
}

export function toDetail(row: ProductDetailRow, at: Date, horizon?: SaleHorizon, offers?: Offers): ProductDetail {
  horizon?.note(row.variants, at);
  for (const v of row.variants) horizon?.noteFlash(offers?.get(v.id)?.flash ?? null, at);
  return {
    ...toProduct(row, at, horizon),
    options: row.options,
    variants: row.variants.map((v) => toVariant(v, row.options.length, at, offers)),
    images: row.images.map(toImage),
    categories: row.categories.map((c) => ({ category_id: c.id, slug: c.slug, name: c.name })),
  };
}
