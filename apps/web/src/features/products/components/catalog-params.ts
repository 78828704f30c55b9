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
  /** A category's slug ('' for all of them). */
  category: string;
  /** An option value ("Pink", "50 cm"), '' for any. */
  option: string;
  /** Only what can be bought now. */
  inStock: boolean;
};

/** The longest option value the API takes (ProductListQuery). */
export const OPTION_FILTER_MAX = 40;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function wholeRupiah(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** The catalogue's state lives in the URL: links can be shared and Back works. */
export function readCatalogParams(searchParams: URLSearchParams): CatalogParams {
  const page = Number(searchParams.get('page'));
  const sort = searchParams.get('sort') as ProductSort | null;
  const category = (searchParams.get('category') ?? '').trim().toLowerCase();
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    search: (searchParams.get('search') ?? '').trim(),
    minPrice: wholeRupiah(searchParams.get('minPrice')),
    maxPrice: wholeRupiah(searchParams.get('maxPrice')),
    sort: sort && CATALOG_SORTS.includes(sort) ? sort : 'newest',
    // A mistyped link shows the whole catalogue instead of the API's refusal.
    category: SLUG.test(category) && category.length <= 80 ? category : '',
    option: (searchParams.get('option') ?? '').trim().slice(0, OPTION_FILTER_MAX),
    inStock: searchParams.get('in_stock') === '1' || searchParams.get('in_stock') === 'true',
  };
}

/** The URL for a change; any change but paging goes back to page 1. */
export function catalogSearchParams(current: CatalogParams, change: Partial<CatalogParams>): URLSearchParams {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  const params = new URLSearchParams();
  if (next.category) params.set('category', next.category);
  if (next.search) params.set('search', next.search);
  if (next.minPrice !== undefined) params.set('minPrice', String(next.minPrice));
  if (next.maxPrice !== undefined) params.set('maxPrice', String(next.maxPrice));
  if (next.option) params.set('option', next.option);
  if (next.inStock) params.set('in_stock', '1');
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
    category: params.category || undefined,
    option: params.option || undefined,
    in_stock: params.inStock || undefined,
  };
}

/** Filters the shopper set on top of the category: search, price, option value, in stock. */
export function hasCatalogFilters(params: CatalogParams): boolean {
  return (
    Boolean(params.search || params.option) ||
    params.inStock ||
    params.minPrice !== undefined ||
    params.maxPrice !== undefined
  );
}

/** The same category with no filter of the shopper's (sort kept). */
export const NO_FILTERS = {
  search: '',
  minPrice: undefined,
  maxPrice: undefined,
  option: '',
  inStock: false,
} satisfies Partial<CatalogParams>;
