import { tag } from '../../db/change-tags.js';

/**
 * One customer's cart: their lines, and the products on them (price, stock, name…). A product leaving or
 * re-joining the catalogue changes which lines show, whichever product it is; a new product is in no cart.
 */
export const cartShows = {
  lines: (userId: number, productIds: readonly number[]) => [
    ...tag.rows('cart_items', [userId]),
    ...tag.rows('products', productIds),
    ...tag.columns('products', ['is_active']),
  ],
};
