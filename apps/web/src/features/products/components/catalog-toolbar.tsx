import { cn } from '@/components/ui/cn';
import { GridIcon, ListIcon } from '@/components/ui/icons';
import { useT, type MessageKey } from '@/lib/i18n/i18n';
import type { ProductSort } from '../api/get-products';
import { CATALOG_SORTS } from './catalog-params';
import type { CatalogView } from './product-card';

const sortLabels: Record<ProductSort, MessageKey> = {
  newest: 'catalog.sortNewest',
  popular: 'catalog.sortPopular',
  rating: 'catalog.sortRating',
  price_asc: 'catalog.sortPriceAsc',
  price_desc: 'catalog.sortPriceDesc',
  name: 'catalog.sortName',
};

type CatalogToolbarProps = {
  /** How many products match; null until the first page has come. */
  total: number | null;
  sortId: string;
  sort: ProductSort;
  onSort: (sort: ProductSort) => void;
  view: CatalogView;
  onView: (view: CatalogView) => void;
};

/** Above the list: how many products match, the sort, and grid or list. */
export function CatalogToolbar({ total, sortId, sort, onSort, view, onView }: CatalogToolbarProps) {
  const t = useT();
  const viewButton = (value: CatalogView, label: string, Icon: typeof GridIcon) => (
    <button
      type="button"
      aria-pressed={view === value}
      aria-label={label}
      title={label}
      onClick={() => onView(value)}
      className={cn(
        'grid size-9 cursor-pointer place-items-center rounded-full transition-colors',
        view === value ? 'bg-rose-600 text-white shadow-sm' : 'text-cocoa-700 hover:bg-rose-50',
      )}
    >
      <Icon className="size-4.5" />
    </button>
  );
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p aria-live="polite" className="text-sm font-semibold text-cocoa-700">
        {total !== null ? t('catalog.showing', { count: total }) : '\u00a0'}
      </p>
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm font-semibold text-stone-500">
          {t('catalog.sort')}
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => onSort(event.target.value as ProductSort)}
          className="h-9 cursor-pointer rounded-full border border-rose-100 bg-white px-3 text-sm font-semibold text-cocoa-700 focus:border-rose-400 focus:ring-4 focus:ring-rose-100 focus:outline-none"
        >
          {CATALOG_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(sortLabels[value])}
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
  );
}
