import { tag } from '../../db/change-tags.js';

/**
 * One customer's cart: their lines, and the products on them (price, stock, name…). A product leaving or
 * re-joining the catalogue changes which lines show, whichever product it is; a new product is in no cart. A line's
 * variant changes with its product's row: an order's stock (modules/variants) and every owner's write of variants
 * and photos (the catalogue's `refreshTotals`) write that row too.
 */
export const cartShows = {
  lines: (userId: number, productIds: readonly number[]) => [
    ...tag.rows('cart_items', [userId]),
    ...tag.rows('products', productIds),
    ...tag.columns('products', ['is_active']),
  ],
};
