import { describe, expect, it } from 'vitest';
import { productsRead } from '../api/get-products';
import {
  catalogListParams,
  catalogSearchParams,
  hasCatalogFilters,
  NO_FILTERS,
  readCatalogParams,
} from './catalog-params';

const read = (query: string) => readCatalogParams(new URLSearchParams(query));

describe('the catalogue’s URL (issue 27: category, option value, in stock)', () => {
  it('reads the category, the option value and "in stock", and asks the API for them', () => {
    const params = read('category=boneka-wisuda&option=%20Pink%20&in_stock=1&sort=price_asc');
    expect(params).toMatchObject({ category: 'boneka-wisuda', option: 'Pink', inStock: true, sort: 'price_asc' });
    expect(productsRead(catalogListParams(params)).path).toBe(
      '/api/products?page=1&limit=12&sort=price_asc&category=boneka-wisuda&option=Pink&in_stock=true',
    );
  });

  it('shows the whole catalogue for a slug no category can have, instead of the API’s refusal', () => {
    expect(read('category=Boneka%20Wisuda!').category).toBe('');
    expect(read('category=BONEKA-WISUDA').category).toBe('boneka-wisuda');
    expect(catalogListParams(read('category=..%2Fadmin')).category).toBeUndefined();
  });

  it('asks for nothing the shopper did not choose', () => {
    const path = productsRead(catalogListParams(read(''))).path;
    expect(path).toBe('/api/products?page=1&limit=12&sort=newest');
    expect(read('in_stock=0').inStock).toBe(false);
  });

  it('keeps an option value within what the API takes', () => {
    expect(read(`option=${'x'.repeat(60)}`).option).toHaveLength(40);
  });

  it('writes them back, and a change of any of them goes back to page 1', () => {
    const params = read('category=bantal&page=3');
    expect(catalogSearchParams(params, { option: '50 cm' }).toString()).toBe('category=bantal&option=50+cm');
    expect(catalogSearchParams(params, { inStock: true }).toString()).toBe('category=bantal&in_stock=1');
    expect(catalogSearchParams(params, { page: 4 }).toString()).toBe('category=bantal&page=4');
  });

  it('resets the shopper’s filters but stays in the category', () => {
    const params = read('category=bantal&search=panda&option=Pink&in_stock=1&minPrice=1000&sort=name');
    expect(hasCatalogFilters(params)).toBe(true);
    expect(catalogSearchParams(params, NO_FILTERS).toString()).toBe('category=bantal&sort=name');
    expect(hasCatalogFilters(read('category=bantal&sort=name'))).toBe(false);
  });
});
