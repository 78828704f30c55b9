import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '@boneka/shared';
import { Button, buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { LoadingPanel } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/i18n';
import type { useProducts } from '../api/get-products';
import { ProductCard, type CatalogView } from './product-card';

/** Cards on a phone's first screen (two columns): their pictures are fetched before anything else. */
const FIRST_ROW = 2;

type CatalogResultsProps = {
  products: ReturnType<typeof useProducts>;
  /** The catalog is of one category (not a filter the shopper set). */
  inCategory: boolean;
  filtered: boolean;
  view: CatalogView;
  renderAction?: (product: Product) => ReactNode;
  onResetFilters: () => void;
};

/** The page of products as cards, or why there is none: loading, failed, nothing found, an empty category or shop. */
export function CatalogResults({
  products,
  inCategory,
  filtered,
  view,
  renderAction,
  onResetFilters,
}: CatalogResultsProps) {
  const t = useT();
  const total = products.data?.pagination.total ?? 0;
  const items = products.data?.data ?? [];

  if (products.isPending) return <LoadingPanel text={t('catalog.loading')} />;
  if (products.isError && !products.data) {
    return (
      <StatusPanel
        headingLevel={2}
        title={t('catalog.loadFailed')}
        action={<Button onClick={() => void products.refetch()}>{t('catalog.retry')}</Button>}
      />
    );
  }
  if (items.length === 0) {
    // A page past the end (an old link) is "nothing found" too; only an empty shop is 'Belum ada produk'.
    if (inCategory && !filtered && total === 0) {
      return (
        <StatusPanel
          headingLevel={2}
          title={t('categories.empty')}
          action={
            <Link to={paths.products.href()} className={buttonClass('secondary')}>
              {t('product.seeAll')}
            </Link>
          }
        />
      );
    }
    if (filtered || total > 0) {
      return (
        <StatusPanel
          headingLevel={2}
          title={t('catalog.notFound')}
          text={t('catalog.notFoundHint')}
          action={
            <Button variant="secondary" onClick={onResetFilters}>
              {t('catalog.resetFilters')}
            </Button>
          }
        />
      );
    }
    return <StatusPanel headingLevel={2} title={t('catalog.empty')} text={t('catalog.emptyHint')} />;
  }
  return (
    <ul
      aria-label={t('catalog.listLabel')}
      aria-busy={products.isPlaceholderData || undefined}
      className={cn(
        'transition-opacity',
        products.isPlaceholderData && 'opacity-60',
        view === 'grid' ? 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3' : 'grid gap-4',
      )}
    >
      {items.map((product, index) => (
        <li key={product.product_id}>
          <ProductCard product={product} view={view} action={renderAction?.(product)} priority={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}
