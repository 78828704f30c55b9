import { useId, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Product } from '@boneka/shared';
import { Button, buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { CloseIcon, FilterIcon, GridIcon, ListIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { LoadingPanel } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { paths } from '@/config/paths';
import { useT, type MessageKey } from '@/lib/i18n/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { useStoredPreference } from '@/lib/use-stored-preference';
import { useProducts, type ProductSort } from '../api/get-products';
import {
  CATALOG_PAGE_SIZE,
  CATALOG_SORTS,
  catalogListParams,
  catalogSearchParams,
  hasCatalogFilters,
  NO_FILTERS,
  readCatalogParams,
} from './catalog-params';
import { OptionFilter } from './option-filter';
import { PriceFilter } from './price-filter';
import { ProductCard, type CatalogView } from './product-card';

const VIEW_KEY = 'catalogView';

const sortLabels: Record<ProductSort, MessageKey> = {
  newest: 'catalog.sortNewest',
  popular: 'catalog.sortPopular',
  rating: 'catalog.sortRating',
  price_asc: 'catalog.sortPriceAsc',
  price_desc: 'catalog.sortPriceDesc',
  name: 'catalog.sortName',
};

const VIEWS: readonly CatalogView[] = ['grid', 'list'];
/** Cards on a phone's first screen (two columns): their pictures are fetched before anything else. */
const FIRST_ROW = 2;

type ProductCatalogProps = {
  /** The button of each card, supplied by the page (the cart's Add button). */
  renderAction?: (product: Product) => ReactNode;
  /** The heading: the category's name on a category's page (else "Produk"). */
  title?: string;
  /** The category chips, supplied by the page, drawn under the heading. */
  categoryNav?: ReactNode;
};

/** /products: category and search from the URL, filters (price, option value, in stock), sort, grid or list, pages. */
export function ProductCatalog({ renderAction, title, categoryNav }: ProductCatalogProps) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readCatalogParams(searchParams);
  const [view, setView] = useStoredPreference(VIEW_KEY, VIEWS, 'grid');
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The filters (and the phone's button that opens them) work through React: on a server-rendered page they wait.
  const hydrated = useHydrated();
  const filterToggle = useRef<HTMLButtonElement>(null);
  const sortId = useId();
  const filterPanelId = useId();
  const products = useProducts(catalogListParams(params));

  const go = (change: Parameters<typeof catalogSearchParams>[1]) =>
    setSearchParams(catalogSearchParams(params, change));
  const filtered = hasCatalogFilters(params);
  // The category stays: it is where the shopper is, not a filter they set.
  const resetFilters = () => setSearchParams(catalogSearchParams(params, NO_FILTERS));
  // On a phone the panel covers the results: an applied filter closes it, and the focus goes back to its button
  // instead of being lost in the hidden panel.
  const closePhonePanel = () => {
    if (!filtersOpen) return;
    setFiltersOpen(false);
    filterToggle.current?.focus();
  };

  const total = products.data?.pagination.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / CATALOG_PAGE_SIZE));
  const items = products.data?.data ?? [];

  const viewButton = (value: CatalogView, label: string, Icon: typeof GridIcon) => (
    <button
      type="button"
      aria-pressed={view === value}
      aria-label={label}
      title={label}
      onClick={() => setView(value)}
      className={cn(
        'grid size-9 cursor-pointer place-items-center rounded-full transition-colors',
        view === value ? 'bg-rose-600 text-white shadow-sm' : 'text-cocoa-700 hover:bg-rose-50',
      )}
    >
      <Icon className="size-4.5" />
    </button>
  );

  let content: ReactNode;
  if (products.isPending) {
    content = <LoadingPanel text={t('catalog.loading')} />;
  } else if (products.isError && !products.data) {
    content = (
      <StatusPanel
        headingLevel={2}
        title={t('catalog.loadFailed')}
        action={<Button onClick={() => void products.refetch()}>{t('catalog.retry')}</Button>}
      />
    );
  } else if (items.length === 0) {
    // A page past the end (an old link) is "nothing found" too; only an empty shop is 'Belum ada produk'.
    content =
      params.category && !filtered && total === 0 ? (
        <StatusPanel
          headingLevel={2}
          title={t('categories.empty')}
          action={
            <Link to={paths.products.href()} className={buttonClass('secondary')}>
              {t('product.seeAll')}
            </Link>
          }
        />
      ) : filtered || total > 0 ? (
        <StatusPanel
          headingLevel={2}
          title={t('catalog.notFound')}
          text={t('catalog.notFoundHint')}
          action={
            <Button variant="secondary" onClick={resetFilters}>
              {t('catalog.resetFilters')}
            </Button>
          }
        />
      ) : (
        <StatusPanel headingLevel={2} title={t('catalog.empty')} text={t('catalog.emptyHint')} />
      );
  } else {
    content = (
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

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-extrabold sm:text-3xl">{title ?? t('page.products')}</h1>
          <p className="mt-1 text-sm text-stone-500">{t('catalog.subtitle')}</p>
        </div>
        {params.search ? (
          <p className="flex items-center gap-2 self-start rounded-full border border-rose-200 bg-white py-1 pr-1 pl-4 text-sm text-cocoa-700 sm:self-auto">
            <span>{t('catalog.searchFor', { search: params.search })}</span>
            <button
              type="button"
              onClick={() => go({ search: '' })}
              aria-label={t('catalog.clearSearch')}
              className="grid size-7 cursor-pointer place-items-center rounded-full text-stone-500 hover:bg-rose-50 hover:text-rose-600"
            >
              <CloseIcon className="size-4" />
            </button>
          </p>
        ) : null}
      </header>

      {categoryNav}

      <div className="grid gap-6 lg:grid-cols-[15rem_1fr]">
        <aside aria-label={t('catalog.filters')} className="lg:sticky lg:top-24 lg:self-start">
          <Button
            variant="outline"
            className="w-full lg:hidden"
            ref={filterToggle}
            aria-expanded={filtersOpen}
            aria-controls={filterPanelId}
            disabled={!hydrated}
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            <FilterIcon className="size-4.5" />
            {t('catalog.filters')}
            {filtered ? <span className="size-2 rounded-full bg-rose-600" aria-hidden="true" /> : null}
          </Button>
          <div
            id={filterPanelId}
            className={cn(
              'mt-3 rounded-3xl border border-rose-100 bg-white p-4 shadow-soft lg:mt-0 lg:block',
              filtersOpen ? 'block' : 'hidden',
            )}
          >
            {/* Every filter applies through React: until it has taken over the page, none takes a tap. */}
            <fieldset disabled={!hydrated} className="min-w-0">
              <PriceFilter
                minPrice={params.minPrice}
                maxPrice={params.maxPrice}
                onChange={(range) => {
                  go(range);
                  closePhonePanel();
                }}
              />
              <div className="mt-4">
                <OptionFilter
                  option={params.option}
                  inStock={params.inStock}
                  onChange={(change) => {
                    go(change);
                    closePhonePanel();
                  }}
                />
              </div>
              {filtered ? (
                <Button variant="ghost" size="sm" className="mt-3 w-full" onClick={resetFilters}>
                  {t('catalog.resetFilters')}
                </Button>
              ) : null}
            </fieldset>
          </div>
        </aside>

        <div className="min-w-0 space-y-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p aria-live="polite" className="text-sm font-semibold text-cocoa-700">
              {products.data ? t('catalog.showing', { count: total }) : '\u00a0'}
            </p>
            <div className="flex items-center gap-2">
              <label htmlFor={sortId} className="text-sm font-semibold text-stone-500">
                {t('catalog.sort')}
              </label>
              <select
                id={sortId}
                value={params.sort}
                onChange={(event) => go({ sort: event.target.value as ProductSort })}
                className="h-9 cursor-pointer rounded-full border border-rose-100 bg-white px-3 text-sm font-semibold text-cocoa-700 focus:border-rose-400 focus:ring-4 focus:ring-rose-100 focus:outline-none"
              >
                {CATALOG_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(sortLabels[sort])}
                  </option>
                ))}
              </select>
              <div
                role="group"
                aria-label={t('catalog.view')}
                className="flex gap-0.5 rounded-full border border-rose-100 bg-white p-0.5"
              >
                {viewButton('grid', t('catalog.viewGrid'), GridIcon)}
                {viewButton('list', t('catalog.viewList'), ListIcon)}
              </div>
            </div>
          </div>

          {content}

          <Pagination
            page={Math.min(params.page, pageCount)}
            pageCount={pageCount}
            onPageChange={(page) => {
              go({ page });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
            label={t('catalog.pages')}
            previousLabel={t('pager.previous')}
            nextLabel={t('pager.next')}
            pageLabel={(page) => t('pager.page', { page })}
          />
        </div>
      </div>
    </div>
  );
}
