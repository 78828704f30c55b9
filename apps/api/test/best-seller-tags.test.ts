import { describe, expect, it } from 'vitest';
import {
  BEST_SELLERS_SHOWN,
  bestSellerTag,
  bestSellersMoved,
  bestSellersShownOn,
} from '../src/modules/catalog/catalog.cache.js';

/** A page shows of the best sellers only whether its own products are among them (their "Terlaris" badge). */
describe('best sellers as pages show them', () => {
  it('names the list and each product that came or went, never one that stayed or only changed place', () => {
    expect(bestSellersMoved([1, 2, 3], [3, 1, 4])).toEqual([BEST_SELLERS_SHOWN, bestSellerTag(4), bestSellerTag(2)]);
    expect(bestSellersMoved([1, 2], [2, 1])).toEqual([BEST_SELLERS_SHOWN]);
  });

  it('turns the list tag of a page into the badges of the products the page names', () => {
    expect(bestSellersShownOn(['products:id=7', BEST_SELLERS_SHOWN, 'reviews:product_id=7'])).toEqual([
      'products:id=7',
      'reviews:product_id=7',
      bestSellerTag(7),
    ]);
    // A page that does not name its products keeps the whole list's tag; one that shows no best sellers is as it was.
    expect(bestSellersShownOn(['products:?', BEST_SELLERS_SHOWN])).toEqual(['products:?', BEST_SELLERS_SHOWN]);
    expect(bestSellersShownOn(['products:id=7'])).toEqual(['products:id=7']);
  });
});
