import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Product } from '@boneka/shared';
import { PRODUCT_IMAGE_PX, productImageSrcSet } from '@boneka/shared/limits';
import { formatRupiah } from '@boneka/shared/money';
import { Button, buttonClass } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { ProductImage } from '@/components/ui/product-image';
import { LoadingPanel } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { useProduct } from '../api/get-product';
import { RatingLine } from './rating-line';
import { StockBadge, stockLevel } from './stock-badge';

type ProductDetailProps = {
  productId: number;
  /** Quantity and the buy buttons, supplied by the page (they belong to the cart). */
  renderPurchase?: (product: Product) => ReactNode;
  /** Shown under the product once it is loaded (the reviews). */
  children?: ReactNode;
};

/** The picture's width: the page's width on a phone, half of a 72rem page from md. */
const DETAIL_IMAGE_SIZES = '(min-width: 1152px) 520px, (min-width: 768px) 45vw, 92vw';

/** /product/{id}: picture, badges, name, rating, price, stock, description. */
export function ProductDetail({ productId, renderPurchase, children }: ProductDetailProps) {
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

  const item = product.data;
  const level = stockLevel(item.stock);
  return (
    <div className="space-y-8">
      {backButton}
      <article
        aria-labelledby="product-title"
        className="grid gap-6 rounded-[2rem] border border-rose-100 bg-white p-4 shadow-soft sm:p-6 md:grid-cols-2 md:gap-10 lg:p-8"
      >
        <div className="relative">
          <ProductImage
            src={item.image_url ?? item.thumbnail_url}
            srcSet={productImageSrcSet(item)}
            sizes={DETAIL_IMAGE_SIZES}
            width={PRODUCT_IMAGE_PX}
            height={PRODUCT_IMAGE_PX}
            priority
            alt={item.name}
            className="aspect-square w-full rounded-3xl"
            fallbackClassName="text-[9rem]"
          />
          <StockBadge
            productId={item.product_id}
            stock={item.stock}
            className="absolute top-4 left-4 px-3 py-1.5 text-xs"
          />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <div className="space-y-2">
            <p className="text-xs font-bold tracking-wide text-rose-700 uppercase">{item.category.name}</p>
            <h1 id="product-title" className="text-2xl leading-tight font-extrabold sm:text-3xl">
              {item.name}
            </h1>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <RatingLine average={item.average_rating} count={item.review_count} className="text-sm" />
              {item.sold_count > 0 ? (
                <p className="text-sm text-stone-500">· {t('product.sold', { count: item.sold_count })}</p>
              ) : null}
            </div>
          </div>
          <p className="text-3xl font-extrabold text-rose-700">{formatRupiah(item.price)}</p>
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
                ? t('product.stockLow', { count: item.stock })
                : t('product.stock', { count: item.stock })}
          </p>
          {item.description ? (
            <div className="border-t border-cream-200 pt-4">
              <h2 className="mb-2 text-sm font-extrabold">{t('product.description')}</h2>
              <p className="text-sm leading-relaxed whitespace-pre-line text-stone-600">{item.description}</p>
            </div>
          ) : null}
          {renderPurchase ? <div className="mt-auto border-t border-cream-200 pt-5">{renderPurchase(item)}</div> : null}
        </div>
      </article>
      {children}
    </div>
  );
}
