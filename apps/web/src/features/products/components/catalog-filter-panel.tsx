import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FilterIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import type { CatalogFilters } from '../hooks/use-catalog-filters';
import { OptionFilter } from './option-filter';
import { PriceFilter } from './price-filter';

/** The catalog's filters: beside the list from a laptop's width, behind "Filter" on a phone. */
export function CatalogFilterPanel({ filters, panelId }: { filters: CatalogFilters; panelId: string }) {
  const t = useT();
  // The filters (and the phone's button that opens them) work through React: on a server-rendered page they wait.
  const hydrated = useHydrated();
  const { params, filtered, filtersOpen } = filters;
  return (
    <aside aria-label={t('catalog.filters')} className="lg:sticky lg:top-24 lg:self-start">
      <Button
        variant="outline"
        className="w-full lg:hidden"
        ref={filters.filterToggle}
        aria-expanded={filtersOpen}
        aria-controls={panelId}
        disabled={!hydrated}
        onClick={filters.toggleFilters}
      >
        <FilterIcon className="size-4.5" />
        {t('catalog.filters')}
        {filtered ? <span className="size-2 rounded-full bg-rose-600" aria-hidden="true" /> : null}
      </Button>
      <div
        id={panelId}
        className={cn(
          'mt-3 rounded-3xl border border-rose-100 bg-white p-4 shadow-soft lg:mt-0 lg:block',
          filtersOpen ? 'block' : 'hidden',
        )}
      >
        {/* Every filter applies through React: until it has taken over the page, none takes a tap. */}
        <fieldset disabled={!hydrated} className="min-w-0">
          <PriceFilter minPrice={params.minPrice} maxPrice={params.maxPrice} onChange={filters.applyFilter} />
          <div className="mt-4">
            <OptionFilter option={params.option} inStock={params.inStock} onChange={filters.applyFilter} />
          </div>
          {filtered ? (
            <Button variant="ghost" size="sm" className="mt-3 w-full" onClick={filters.resetFilters}>
              {t('catalog.resetFilters')}
            </Button>
          ) : null}
        </fieldset>
      </div>
    </aside>
  );
}
