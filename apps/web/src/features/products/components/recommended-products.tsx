import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '@boneka/shared';
import { PRODUCT_THUMBNAIL_PX, productImageSrcSet } from '@boneka/shared/limits';
import { Button, buttonClass } from '@/components/ui/button';
import { ProductImage } from '@/components/ui/product-image';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useProducts, type ProductListParams } from '../api/get-products';
import { CardPrice } from './card-price';
import { soldCountText } from './sold-count';

/** Fetched when a shopper first opens a quick look: no page needs it to show. */
const QuickLook = lazy(() => import('./quick-look').then((m) => ({ default: m.QuickLook })));

/** The eight most popular dolls; the server renders the home page with them (app/ssr). */
export const RECOMMENDED: ProductListParams = { page: 1, limit: 8, sort: 'popular' };

function RecommendedCard({ product, onOpen }: { product: Product; onOpen: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const titleId = useId();
  const sold = soldCountText(product.sold_count, language);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-3xl border border-rose-100 bg-white shadow-soft"
    >
      <ProductImage
        src={product.thumbnail_url ?? product.image_url}
        srcSet={productImageSrcSet(product)}
        sizes="(min-width: 1152px) 270px, (min-width: 768px) 25vw, 50vw"
        width={PRODUCT_THUMBNAIL_PX}
        height={PRODUCT_THUMBNAIL_PX}
        alt=""
        className="aspect-square w-full"
        fallbackClassName="text-7xl"
      />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <h3 id={titleId} className="leading-snug font-extrabold">
          {product.name}
        </h3>
        {product.description ? (
          <p className="line-clamp-2 text-sm leading-relaxed text-stone-500">{product.description}</p>
        ) : null}
        {sold ? <p className="text-xs text-stone-500">{t('product.sold', { count: sold })}</p> : null}
        <CardPrice product={product} className="mt-auto pt-2 text-lg" />
        <Button variant="secondary" size="sm" onClick={onOpen} aria-haspopup="dialog">
          {t('home.viewDetail')}
          <span className="sr-only">: {product.name}</span>
        </Button>
      </div>
    </article>
  );
}

/** The home page's picks (the most popular dolls) with a quick look in a modal. */
export function RecommendedProducts() {
  const t = useT();
  const products = useProducts(RECOMMENDED);
  const [open, setOpen] = useState<Product | null>(null);

  return (
    <section aria-labelledby="recommended-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-xs font-bold tracking-[0.2em] text-rose-700 uppercase">{t('home.recommendedKicker')}</p>
          <h2 id="recommended-title" className="text-2xl font-extrabold sm:text-3xl">
            {t('home.recommendedTitle')}
          </h2>
        </div>
        <Link to={paths.products.href()} className={buttonClass('outline', 'sm')}>
          {t('home.seeAll')}
        </Link>
      </div>

      {products.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-16 text-sm text-cocoa-700">
          <Spinner />
          {t('catalog.loading')}
        </div>
      ) : products.isError ? (
        <div className="rounded-3xl border border-rose-100 bg-white px-6 py-10 text-center" role="alert">
          <p className="font-semibold text-cocoa-900">{t('catalog.loadFailed')}</p>
          <Button className="mt-4" onClick={() => void products.refetch()}>
            {t('catalog.retry')}
          </Button>
        </div>
      ) : products.data.data.length === 0 ? (
        <p className="rounded-3xl border border-dashed border-rose-200 bg-white px-6 py-10 text-center text-stone-500">
          {t('catalog.empty')}
        </p>
      ) : (
        <ul aria-label={t('home.recommendedTitle')} className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-4">
          {products.data.data.map((product) => (
            <li key={product.product_id}>
              <RecommendedCard product={product} onOpen={() => setOpen(product)} />
            </li>
          ))}
        </ul>
      )}

      {open ? (
        <Suspense fallback={null}>
          <QuickLook product={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
