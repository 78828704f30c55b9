import { useId, type ReactNode } from 'react';
import type { Product } from '@boneka/shared';
import { CloseIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { useT } from '@/lib/i18n/i18n';
import { useStoredPreference } from '@/lib/use-stored-preference';
import { useProducts } from '../api/get-products';
import { useCatalogFilters } from '../hooks/use-catalog-filters';
import { CATALOG_PAGE_SIZE, catalogListParams } from './catalog-params';
import { CatalogFilterPanel } from './catalog-filter-panel';
import { CatalogResults } from './catalog-results';
import { CatalogToolbar } from './catalog-toolbar';
import type { CatalogView } from './product-card';

const VIEW_KEY = 'catalogView';
const VIEWS: readonly CatalogView[] = ['grid', 'list'];

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
  const filters = useCatalogFilters();
  const { params, go } = filters;
  const [view, setView] = useStoredPreference(VIEW_KEY, VIEWS, 'grid');
  const sortId = useId();
  const filterPanelId = useId();
  const products = useProducts(catalogListParams(params));

  const total = products.data?.pagination.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / CATALOG_PAGE_SIZE));

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
        <CatalogFilterPanel filters={filters} panelId={filterPanelId} />

        <div className="min-w-0 space-y-5">
          <CatalogToolbar
            total={products.data ? total : null}
            sortId={sortId}
            sort={params.sort}
            onSort={(sort) => go({ sort })}
            view={view}
            onView={setView}
          />

          <CatalogResults
            products={products}
            inCategory={Boolean(params.category)}
            filtered={filters.filtered}
            view={view}
            renderAction={renderAction}
            onResetFilters={filters.resetFilters}
          />

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
