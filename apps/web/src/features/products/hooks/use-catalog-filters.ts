import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { catalogSearchParams, hasCatalogFilters, NO_FILTERS, readCatalogParams } from '../components/catalog-params';

export type CatalogChange = Parameters<typeof catalogSearchParams>[1];

/**
 * The catalog's category, search, filters, sort and page, read from the URL and written back to it; and the phone's
 * filter panel, which an applied filter closes.
 */
export function useCatalogFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readCatalogParams(searchParams);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterToggle = useRef<HTMLButtonElement>(null);

  const go = (change: CatalogChange) => setSearchParams(catalogSearchParams(params, change));
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
  /** A filter applied from the panel: the list follows it, and on a phone the panel closes. */
  const applyFilter = (change: CatalogChange) => {
    go(change);
    closePhonePanel();
  };

  return {
    params,
    go,
    filtered,
    resetFilters,
    applyFilter,
    filtersOpen,
    toggleFilters: () => setFiltersOpen(!filtersOpen),
    filterToggle,
  };
}

export type CatalogFilters = ReturnType<typeof useCatalogFilters>;
