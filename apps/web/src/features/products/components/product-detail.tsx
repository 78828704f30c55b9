import { Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ProductDetail as Product, Variant } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { wibDateTime } from '@boneka/shared/wib';
import { Button, buttonClass } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { SalePrice } from '@/components/ui/sale-price';
import { LoadingPanel } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { preloadable } from '@/lib/preloadable';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useProduct } from '../api/get-product';
import { useProductFlash } from '../api/get-product-flash';
import { Gallery, type GalleryImage } from './gallery';
import { RatingLine } from './rating-line';
import { ShippingEstimate, type PlaceSource } from './shipping-estimate';
import { StockBadge, stockLevel } from './stock-badge';
import {
  chosenVariant,
  fittingVariants,
  initialSelection,
  lightestVariant,
  photoOf,
  priceSpan,
  type Selection,
} from './variant-choice';
import { VariantPicker } from './variant-picker';

/** What the buy buttons need to know of the shopper's choice. */
export type PurchaseChoice = {
  /** The variant chosen (the only one of a product without options); null while an option is unchosen. */
  variant: Variant | null;
  /** Why it cannot be bought as chosen, said to the shopper; null when it can (sold out aside: stock says so). */
  blocker: string | null;
  /** The chosen variant's photo, else the cover. */
  imageUrl: string | null;
};

type ProductDetailProps = {
  productId: number;
  /** Quantity and the buy buttons, supplied by the page (they belong to the cart). */
  renderPurchase?: (product: Product, choice: PurchaseChoice) => ReactNode;
  /** The places a shopper picks from for the ongkir estimate (the address book's lists). */
  places: PlaceSource;
  /** Shown under the product once it is loaded (the reviews). */
  children?: ReactNode;
};

/**
 * Flash sale and harga grosir, in a chunk of their own: loaded only for a variant that has one, never by the home page
 * (scripts/check-web-budget.mjs). The server loads it before it renders a product page (app/router.tsx).
 */
const ProductPromotions = preloadable(() => import('./product-promotions').then((m) => m.ProductPromotions));
export const preloadProductPromotions = ProductPromotions.preload;

/** The URL's `?varian=`: the variant a shared link opens the page on. */
export const VARIANT_PARAM = 'varian';

const variantParam = (params: URLSearchParams) => {
  const value = params.get(VARIANT_PARAM);
  return value && /^\d{1,10}$/.test(value) ? Number(value) : null;
};

/** /product/{id}: photos, badges, name, rating, price, options, stock, ongkir, description. */
export function ProductDetail({ productId, renderPurchase, places, children }: ProductDetailProps) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const product = useProduct(productId);
  const validId = Number.isInteger(productId) && productId > 0;

  const goBack = () => {
    // Straight from a shared link there is no page to go back to: the catalogue is the way back.
    if (location.key === 'default') void navigate(paths.products.href());
    else void navigate(-1);
  };

  const backButton = (
    <button
      type="button"
      onClick={goBack}
      className="inline-flex cursor-pointer items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-cocoa-700 hover:bg-rose-50 hover:text-rose-600"
    >
      <ArrowLeftIcon className="size-4.5" />
      {t('product.back')}
    </button>
  );

  if (!validId || (product.isError && isApiError(product.error) && product.error.status === 404)) {
    return (
      <StatusPanel
        title={t('product.notFound')}
        text={t('product.notFoundText')}
        action={
          <Link to={paths.products.href()} className={buttonClass('primary')}>
            {t('product.seeAll')}
          </Link>
        }
      />
    );
  }
  if (product.isPending) return <LoadingPanel text={t('common.loading')} />;
  if (product.isError) {
    return (
      <StatusPanel
        title={t('catalog.loadFailed')}
        action={<Button onClick={() => void product.refetch()}>{t('catalog.retry')}</Button>}
      />
    );
  }

  return (
    <div className="space-y-8">
      {backButton}
      <ProductView product={product.data} renderPurchase={renderPurchase} places={places} />
      {children}
    </div>
  );
}

/** The gallery: the product's photos, or its one picture when it has no gallery yet. */
function galleryOf(product: Product): GalleryImage[] {
  if (product.images.length > 0) return product.images;
  if (!product.image_url) return [];
  return [{ image_id: 0, image_url: product.image_url, thumbnail_url: product.thumbnail_url, position: 0 }];
}

type ProductViewProps = Pick<ProductDetailProps, 'renderPurchase' | 'places'> & { product: Product };

/**
 * The product with the shopper's choice of options. The choice shows at once in the price, stock, SKU and photo,
 * and the URL keeps it (`?varian=`, replacing the history entry) so that a shared link opens the same variant; the
 * server renders that link with the variant chosen too.
 */
function ProductView({ product, renderPurchase, places }: ProductViewProps) {
  const t = useT();
  const { language } = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = variantParam(searchParams);
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product, linked));
  const [seenLink, setSeenLink] = useState(linked);
  const listedVariant = chosenVariant(product, selection);
  const live = useProductFlash(
    product.product_id,
    product.variants.flatMap((v) => (v.flash ? [v.flash] : [])),
  );
  // The live offer (the poll's) once it answered; until then the one the page was made with.
  const liveOffer = listedVariant && live.data?.get(listedVariant.variant_id);
  const variant = listedVariant && liveOffer !== undefined ? { ...listedVariant, flash: liveOffer } : listedVariant;

  // A link to this page naming another variant (the URL changed under the page) chooses it.
  if (linked !== seenLink) {
    setSeenLink(linked);
    const named = product.variants.find((v) => v.variant_id === linked);
    if (named && named.variant_id !== variant?.variant_id) setSelection(initialSelection(product, linked));
  }

  const choose = (option: number, value: string) => {
    const next = selection.map((current, i) => (i === option ? value : current));
    setSelection(next);
    const chosen = chosenVariant(product, next);
    setSearchParams(
      (params) => {
        const kept = new URLSearchParams(params);
        if (chosen) kept.set(VARIANT_PARAM, String(chosen.variant_id));
        else kept.delete(VARIANT_PARAM);
        return kept;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const hasChoice = product.options.length > 0;
  const missing = product.options.filter((_, i) => selection[i] === null).map((option) => option.name);
  const images = galleryOf(product);
  const imageId = photoOf(product, selection);
  const imageUrl = images.find((image) => image.image_id === imageId)?.image_url ?? product.image_url;

  let blocker: string | null = null;
  if (hasChoice && missing.length > 0) {
    const options = new Intl.ListFormat(language, { type: 'conjunction' }).format(missing);
    blocker = t('productPage.chooseVariant', { options });
  } else if (!variant) blocker = t('productPage.combinationMissing');
  else if (!variant.is_active) blocker = t('productPage.variantNotSold');

  // Before every option is chosen, the stock of what fits so far ("Pink": every size of pink).
  const stock = variant
    ? variant.is_active
      ? variant.stock
      : 0
    : fittingVariants(product, selection).reduce((sum, v) => sum + v.stock, 0);
  const level = stockLevel(stock);
  const estimateFor = variant?.is_active ? variant : lightestVariant(product, selection);

  return (
    <article
      aria-labelledby="product-title"
      className="grid gap-6 rounded-[2rem] border border-rose-100 bg-white p-4 shadow-soft sm:p-6 md:grid-cols-2 md:gap-10 lg:p-8"
    >
      <Gallery
        images={images}
        name={product.name}
        activeImageId={imageId}
        badge={
          <StockBadge
            productId={product.product_id}
            stock={stock}
            className="pointer-events-none absolute top-4 left-4 px-3 py-1.5 text-xs"
          />
        }
      />
      <div className="flex min-w-0 flex-col gap-4">
        <div className="space-y-2">
          <p className="text-xs font-bold tracking-wide text-rose-700 uppercase">{product.category.name}</p>
          <h1 id="product-title" className="text-2xl leading-tight font-extrabold sm:text-3xl">
            {product.name}
          </h1>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <RatingLine average={product.average_rating} count={product.review_count} className="text-sm" />
            {product.sold_count > 0 ? (
              <p className="text-sm text-stone-500">· {t('product.sold', { count: product.sold_count })}</p>
            ) : null}
          </div>
        </div>
        <VariantPrice product={product} selection={selection} variant={variant} listed={listedVariant} />
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <p
            className={
              level === 'soldOut'
                ? 'text-sm font-bold text-red-600'
                : level === 'low'
                  ? 'text-sm font-bold text-amber-700'
                  : 'text-sm font-semibold text-emerald-700'
            }
          >
            {level === 'soldOut'
              ? t('product.outOfStock')
              : level === 'low'
                ? t('product.stockLow', { count: stock })
                : t('product.stock', { count: stock })}
          </p>
          {variant?.sku ? <p className="text-xs text-stone-500">{t('productPage.sku', { sku: variant.sku })}</p> : null}
        </div>
        <VariantPicker product={product} selection={selection} onChoose={choose} />
        {renderPurchase ? (
          <div className="border-t border-cream-200 pt-5">
            {renderPurchase(product, { variant: variant?.is_active ? variant : null, blocker, imageUrl })}
          </div>
        ) : null}
        <ShippingEstimate variantId={estimateFor?.variant_id ?? null} places={places} />
        {product.description ? (
          <div className="border-t border-cream-200 pt-4">
            <h2 className="mb-2 text-sm font-extrabold">{t('product.description')}</h2>
            <p className="text-sm leading-relaxed whitespace-pre-line text-stone-600">{product.description}</p>
          </div>
        ) : null}
      </div>
    </article>
  );
}

/**
 * The price under the name: the chosen variant's (harga coret while a sale runs), or the range of what fits the
 * options chosen so far; with the variant's flash sale and grosir tiers when it has any (a chunk of their own).
 */
function VariantPrice({
  product,
  selection,
  variant,
  listed,
}: {
  product: Product;
  selection: Selection;
  /** The chosen variant with its live flash offer; `listed` as the page was made. */
  variant: Variant | null;
  listed: Variant | null;
}) {
  const t = useT();
  const { language } = useLanguage();
  const span = priceSpan(product, selection);
  const price = variant?.is_active ? formatRupiah(variant.price) : null;
  const sale = variant?.is_active ? variant.sale : null;
  const priceBlock = sale ? (
    <div className="space-y-1">
      <p>
        <SalePrice sale={sale} priceClassName="text-3xl" />
      </p>
      <p className="text-sm font-semibold text-rose-800">
        {t('productPage.saleUntil', { time: wibDateTime(sale.ends_at, language) })}
      </p>
    </div>
  ) : (
    <p className="text-3xl font-extrabold text-rose-700">
      {price ??
        (span.min === span.max
          ? formatRupiah(span.min)
          : t('productPage.priceRange', { min: formatRupiah(span.min), max: formatRupiah(span.max) }))}
    </p>
  );
  if (!variant?.is_active || !(listed?.flash || variant.flash || variant.wholesale.length > 0)) return priceBlock;
  return (
    <Suspense fallback={priceBlock}>
      <ProductPromotions offer={variant.flash} listed={listed?.flash != null} wholesale={variant.wholesale}>
        {priceBlock}
      </ProductPromotions>
    </Suspense>
  );
}
