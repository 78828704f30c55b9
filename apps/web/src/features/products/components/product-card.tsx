import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '@boneka/shared';
import { PRODUCT_THUMBNAIL_PX, productImageSrcSet } from '@boneka/shared/limits';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ProductImage } from '@/components/ui/product-image';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { CardPrice } from './card-price';
import { RatingLine } from './rating-line';
import { soldCountText } from './sold-count';
import { StockBadge } from './stock-badge';

export type CatalogView = 'grid' | 'list';

type ProductCardProps = {
  product: Product;
  view: CatalogView;
  /**
   * The card's button (the cart's Add button), drawn above the card-wide link. A product with several variants gets
   * "Pilih Varian" instead: the shopper chooses on its page.
   */
  action?: ReactNode;
  /** One of the first cards on the screen: its picture is fetched first (the page's Largest Contentful Paint). */
  priority?: boolean;
};

/** The picture's width on the page: half the screen on a phone, a third from md, in a 72rem page beside filters. */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 280px, (min-width: 768px) 33vw, 50vw';
const LIST_IMAGE_SIZES = '(min-width: 640px) 192px, 128px';

/** One doll of the catalogue; the whole card opens its page. */
export function ProductCard({ product, view, action, priority = false }: ProductCardProps) {
  const t = useT();
  const { language } = useLanguage();
  const titleId = useId();
  const list = view === 'list';
  const sold = soldCountText(product.sold_count, language);
  const button =
    action && product.variant_count > 1 ? (
      <Link
        to={paths.product.href(product.product_id)}
        aria-label={t('card.chooseVariantLabel', { name: product.name })}
        className={buttonClass('primary', 'sm', 'px-3')}
      >
        {t('card.chooseVariant')}
      </Link>
    ) : (
      action
    );
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'group relative flex overflow-hidden rounded-3xl border border-rose-100 bg-white shadow-soft transition duration-200 focus-within:ring-4 focus-within:ring-rose-100 hover:-translate-y-0.5 hover:border-rose-200 hover:shadow-lg',
        list ? 'flex-row' : 'h-full flex-col',
      )}
    >
      <div className={cn('relative shrink-0', list ? 'w-32 sm:w-48' : 'aspect-square w-full')}>
        <ProductImage
          src={product.thumbnail_url ?? product.image_url}
          srcSet={productImageSrcSet(product)}
          sizes={list ? LIST_IMAGE_SIZES : CARD_IMAGE_SIZES}
          width={PRODUCT_THUMBNAIL_PX}
          height={PRODUCT_THUMBNAIL_PX}
          priority={priority}
          alt=""
          className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
          fallbackClassName={list ? 'text-5xl' : 'text-7xl'}
        />
        <StockBadge productId={product.product_id} stock={product.stock} className="absolute top-2.5 left-2.5" />
      </div>
      <div className={cn('flex min-w-0 flex-1 flex-col gap-1.5', list ? 'p-4 sm:p-5' : 'p-4')}>
        <p className="text-[11px] font-bold tracking-wide text-rose-700 uppercase">{product.category.name}</p>
        <h2 id={titleId} className="text-base leading-snug font-extrabold">
          <Link
            to={paths.product.href(product.product_id)}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {product.name}
          </Link>
        </h2>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <RatingLine average={product.average_rating} count={product.review_count} />
          {sold ? <p className="text-xs text-stone-500">{t('product.sold', { count: sold })}</p> : null}
        </div>
        {product.description ? (
          <p className={cn('text-sm leading-relaxed text-stone-500', list ? 'line-clamp-3' : 'line-clamp-2')}>
            {product.description}
          </p>
        ) : null}
        <p className={cn('text-xs font-semibold', product.stock > 0 ? 'text-stone-500' : 'text-red-600')}>
          {product.stock > 0 ? t('product.stock', { count: product.stock }) : t('product.outOfStock')}
        </p>
        <div
          className={cn(
            'mt-auto flex gap-2 pt-2',
            list ? 'flex-wrap items-center justify-between' : 'flex-col items-stretch',
          )}
        >
          <CardPrice product={product} className="text-lg" />
          {button ? <div className={cn('relative z-10', !list && '*:w-full')}>{button}</div> : null}
        </div>
      </div>
    </article>
  );
}
