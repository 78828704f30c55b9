import type { ProductListParams, ProductSort } from '../api/get-products';

export const CATALOG_PAGE_SIZE = 12;

export const CATALOG_SORTS: readonly ProductSort[] = ['newest', 'popular', 'rating', 'price_asc', 'price_desc', 'name'];

/** The ready-made price ranges in whole Rupiah; "under" and "over" exclude the boundary. */
export const PRICE_RANGES = [
  { id: 'under100k', minPrice: undefined, maxPrice: 99_999 },
  { id: 'from100kTo250k', minPrice: 100_000, maxPrice: 250_000 },
  { id: 'over250k', minPrice: 250_001, maxPrice: undefined },
] as const;
export type PriceRangeId = (typeof PRICE_RANGES)[number]['id'];

export type CatalogParams = {
  page: number;
  search: string;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  sort: ProductSort;
};

function wholeRupiah(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** The catalogue's state lives in the URL: links can be shared and Back works. */
export function readCatalogParams(searchParams: URLSearchParams): CatalogParams {
  const page = Number(searchParams.get('page'));
  const sort = searchParams.get('sort') as ProductSort | null;
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    search: (searchParams.get('search') ?? '').trim(),
    minPrice: wholeRupiah(searchParams.get('minPrice')),
    maxPrice: wholeRupiah(searchParams.get('maxPrice')),
    sort: sort && CATALOG_SORTS.includes(sort) ? sort : 'newest',
  };
}

/** The URL for a change; any change but paging goes back to page 1. */
export function catalogSearchParams(current: CatalogParams, change: Partial<CatalogParams>): URLSearchParams {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  const params = new URLSearchParams();
  if (next.search) params.set('search', next.search);
  if (next.minPrice !== undefined) params.set('minPrice', String(next.minPrice));
  if (next.maxPrice !== undefined) params.set('maxPrice', String(next.maxPrice));
  if (next.sort !== 'newest') params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  return params;
}

export function matchingPriceRange(params: Pick<CatalogParams, 'minPrice' | 'maxPrice'>): PriceRangeId | null {
  const range = PRICE_RANGES.find((r) => r.minPrice === params.minPrice && r.maxPrice === params.maxPrice);
  return range ? range.id : null;
}

/** The product list a catalogue URL shows; the server renders /products with the same (app/ssr). */
export function catalogListParams(params: CatalogParams): ProductListParams {
  return {
    page: params.page,
    limit: CATALOG_PAGE_SIZE,
    search: params.search || undefined,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    sort: params.sort,
  };
}
